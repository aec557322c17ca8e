import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill, gstinCheckChar } from '@parcelo/common';
import { Session, signedIn, verifiedSeller } from '../support/client.js';

const run = Math.random().toString(36).slice(2, 8);
const FIELDS = `id name firstName lastName addressLine1 addressLine2 city state pincode country phone email gstin addressPurpose isActive`;
const LIST = `query($active: Boolean) { viewer { company { id storeAddresses(first: 300, active: $active) {
  totalCount edges { node { ${FIELDS} } } } } } }`;
const CREATE = `mutation($i: StoreAddressCreateInput!) { storeAddressCreate(input: $i) {
  storeAddressEdge { node { ${FIELDS} } } userErrors { field message code } } }`;
const UPDATE = `mutation($i: StoreAddressUpdateInput!) { storeAddressUpdate(input: $i) {
  storeAddress { ${FIELDS} } userErrors { field message code } } }`;
const ACTIVE = `mutation($i: StoreAddressActiveUpdateInput!) { storeAddressActiveUpdate(input: $i) {
  storeAddress { id isActive } userErrors { field message code } } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on StoreAddress { ${FIELDS} } } }`;
const COMPANY_LIST = `query($id: ID!) { node(id: $id) { ... on Company { storeAddresses(first: 300) { edges { node { id } } } } } }`;

const GSTIN = `29AAKFS4821L1Z${gstinCheckChar('29AAKFS4821L1Z')}`;

/** A new address of this run (its first name carries the run, so earlier runs' rows are told apart). */
const address = (name: string, extra: Record<string, unknown> = {}) => ({
  firstName: `${name} ${run}`,
  lastName: '',
  addressLine1: '14, 80 Feet Road',
  addressLine2: 'Koramangala 4th Block',
  pincode: '560034',
  // Typed wrong on purpose: the pincode's place is what is kept.
  city: 'Somewhere',
  state: 'Kerala',
  country: 'India',
  phone: '9845012345',
  email: '',
  gstin: '',
  addressPurpose: 'SHIPPING',
  ...extra,
});

interface Address {
  id: string;
  name: string;
  isActive: boolean;
  [field: string]: unknown;
}

let seller: Session;
let seller2: Session;
/** A company whose two addresses, one switched off, are only read. */
let listed: Session;
let admin: Session;
let sellerCompany: string;

const list = async (s: Session, active?: boolean) => {
  const company = (await s.gql(LIST, { active: active ?? null })).viewer.company;
  return company.storeAddresses as { totalCount: number; edges: { node: Address }[] };
};
const ids = async (s: Session, active?: boolean) => (await list(s, active)).edges.map((e) => e.node.id);

async function create(s: Session, input: Record<string, unknown>): Promise<Address> {
  const r = (await s.gql(CREATE, { i: input })).storeAddressCreate;
  expect(r.userErrors).toEqual([]);
  return r.storeAddressEdge.node;
}

beforeAll(async () => {
  // Companies of their own for what the tests add, and for the addresses only read.
  [listed, seller, seller2, admin] = await Promise.all([
    verifiedSeller(`Deccan Tea Corner ${run}`),
    verifiedSeller(`Store Address Tea ${run}`),
    verifiedSeller(`Store Address Outsiders ${run}`),
    signedIn('admin@demo.in'),
  ]);
  sellerCompany = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  // The older one switched off, then a newer one for billing and shipping.
  const older = await create(listed, address('Deccan Tea Corner'));
  const off = (await listed.gql(ACTIVE, { i: { storeAddress: older.id, active: false } })).storeAddressActiveUpdate;
  expect(off.userErrors).toEqual([]);
  await create(listed, address('Sharma General Store', { addressPurpose: 'BILLING_AND_SHIPPING' }));
});

describe('store addresses', () => {
  it('lists the addresses, active and inactive, newest first', async () => {
    const sharma = `Sharma General Store ${run}`;
    const deccan = `Deccan Tea Corner ${run}`;
    const all = (await list(listed)).edges.map((e) => e.node);
    expect(all.map((a) => [a.name, a.isActive])).toEqual([
      [sharma, true],
      [deccan, false],
    ]);
    expect(all.find((a) => a.name === sharma)).toMatchObject({
      city: 'Bangalore',
      state: 'Karnataka',
      pincode: '560034',
      addressPurpose: 'BILLING_AND_SHIPPING',
    });
    expect((await list(listed, false)).edges.map((e) => e.node.name)).toEqual([deccan]);
    expect((await list(listed, true)).edges.map((e) => [e.node.name, e.node.isActive])).toEqual([[sharma, true]]);
  });

  it('adds an address with city, state and country from its pincode, once per key', async () => {
    const key = `store-${run}-1`;
    const input = address('Koramangala Kirana', { gstin: GSTIN.toLowerCase(), idempotencyKey: key });
    const a = await create(seller, input);
    expect(a).toMatchObject({
      name: `Koramangala Kirana ${run}`,
      lastName: null,
      city: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
      gstin: GSTIN,
      email: null,
      addressPurpose: 'SHIPPING',
      isActive: true,
    });
    const again = await create(seller, input);
    expect(again.id).toBe(a.id);
    const found = (await list(seller)).edges.filter((e) => e.node.name === a.name);
    expect(found).toHaveLength(1);
    // Newest first.
    expect((await ids(seller))[0]).toBe(a.id);
  });

  it.each([
    ['firstName', '', MSG.firstNameRequired, 'REQUIRED'],
    ['addressLine1', ' ', MSG.required, 'REQUIRED'],
    ['addressLine2', '', MSG.required, 'REQUIRED'],
    ['pincode', '56003', MSG.invalidPincode, 'INVALID'],
    ['pincode', '5600345', MSG.invalidPincode, 'INVALID'],
    // Six digits India Post does not have.
    ['pincode', '000000', MSG.invalidPincode, 'INVALID'],
    ['city', '', 'City is required', 'REQUIRED'],
    ['state', '', 'State is required', 'REQUIRED'],
    ['country', '', 'Country is required', 'REQUIRED'],
    ['phone', '98450', MSG.phoneInvalid, 'INVALID'],
    ['email', 'kirana@', MSG.emailInvalid, 'INVALID'],
    ['gstin', '29AAKFS4821L1ZZ', MSG.gstinChecksum, 'INVALID'],
    ['addressPurpose', null, 'Address purpose is required', 'REQUIRED'],
    ['addressLine1', 'x'.repeat(5000), fill(MSG.lengthMax, { n: 200 }), 'INVALID'],
  ])('refuses a bad %s (case %#) and stores nothing', async (field, value, message, code) => {
    const before = (await list(seller)).totalCount;
    const name = `Refused ${field} ${String(value).length}`;
    const r = (await seller.gql(CREATE, { i: address(name, { [field]: value }) })).storeAddressCreate;
    expect(r).toEqual({ storeAddressEdge: null, userErrors: [{ field, message, code }] });
    expect((await list(seller)).totalCount).toBe(before);
  });

  it('edits an address, and sets it InActive so selectors drop it', async () => {
    const a = await create(seller, address('Edit Me Stores', { idempotencyKey: `store-${run}-2` }));
    const r = (
      await seller.gql(UPDATE, {
        i: {
          storeAddress: a.id,
          ...address('Edited Stores', { pincode: '400050', lastName: 'Shah', email: 'edit@stores.in' }),
          isActive: true,
        },
      })
    ).storeAddressUpdate;
    expect(r.userErrors).toEqual([]);
    expect(r.storeAddress).toMatchObject({
      id: a.id,
      name: `Edited Stores ${run} Shah`,
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      email: 'edit@stores.in',
    });

    const refused = (
      await seller.gql(UPDATE, {
        i: { storeAddress: a.id, ...address('Edited Stores', { firstName: ' ', pincode: '400050' }), isActive: true },
      })
    ).storeAddressUpdate;
    expect(refused.userErrors).toEqual([{ field: 'firstName', message: MSG.firstNameRequired, code: 'REQUIRED' }]);
    expect((await seller.gql(NODE, { id: a.id })).node.name).toBe(`Edited Stores ${run} Shah`);

    expect(await ids(seller, true)).toContain(a.id);
    const off = (await seller.gql(ACTIVE, { i: { storeAddress: a.id, active: false } })).storeAddressActiveUpdate;
    expect(off).toEqual({ storeAddress: { id: a.id, isActive: false }, userErrors: [] });
    expect(await ids(seller, true)).not.toContain(a.id);
    expect(await ids(seller, false)).toContain(a.id);
    expect(await ids(seller)).toContain(a.id);
    // Read by id it is still there, inactive.
    expect((await seller.gql(NODE, { id: a.id })).node).toMatchObject({ isActive: false, city: 'Mumbai' });

    // The form's Active / InActive select brings it back.
    const back = (
      await seller.gql(UPDATE, {
        i: { storeAddress: a.id, ...address('Edited Stores', { pincode: '400050', lastName: 'Shah' }), isActive: true },
      })
    ).storeAddressUpdate;
    expect(back.storeAddress.isActive).toBe(true);
    expect(await ids(seller, true)).toContain(a.id);
  });

  it("keeps another company's addresses out of reach: NOT_FOUND, and nothing changes", async () => {
    const a = await create(seller, address('Private Stores', { idempotencyKey: `store-${run}-3` }));
    expect(await ids(seller2)).not.toContain(a.id);

    const read = await seller2.raw(NODE, { id: a.id });
    expect(read.data?.node ?? null).toBeNull();
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const edit = await seller2.raw(UPDATE, {
      i: { storeAddress: a.id, ...address('Taken Over'), isActive: false },
    });
    expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const toggle = await seller2.raw(ACTIVE, { i: { storeAddress: a.id, active: false } });
    expect(toggle.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await seller.gql(NODE, { id: a.id })).node).toMatchObject({ name: a.name, isActive: true });

    // A seller cannot add to another company, nor read its list.
    const foreign = await seller2.raw(CREATE, { i: { ...address('Foreign Stores'), company: sellerCompany } });
    expect(foreign.data?.storeAddressCreate?.storeAddressEdge ?? null).toBeNull();
    expect((await list(seller)).edges.some((e) => e.node.name === `Foreign Stores ${run}`)).toBe(false);
    const theirs = await seller2.gql(COMPANY_LIST, { id: sellerCompany }).catch(() => null);
    expect(theirs?.node?.storeAddresses?.edges ?? []).toEqual([]);
  });

  it('lets an admin add to a company it names and read its addresses', async () => {
    const a = await create(admin, {
      ...address('Admin Added Stores', { idempotencyKey: `store-${run}-4` }),
      company: sellerCompany,
    });
    expect(await ids(seller)).toContain(a.id);
    const seen = (await admin.gql(COMPANY_LIST, { id: sellerCompany })).node.storeAddresses.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(seen).toContain(a.id);
    const none = (await admin.gql(CREATE, { i: address('No Company Stores') })).storeAddressCreate;
    expect(none.userErrors).toEqual([{ field: 'companyId', message: MSG.selectCompany, code: 'REQUIRED' }]);
  });
});
