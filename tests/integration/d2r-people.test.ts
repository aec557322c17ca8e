import { MSG, fieldRequired, fill } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { Session, signedIn, uniquePhone, verifiedSeller } from '../support/client.js';
import { signedInDriver } from '../support/lightning.js';

const unique = () => Math.random().toString(36).slice(2, 8);

const COMPANY = `{ viewer { company { id name } } }`;
const RETAILER = `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) {
  retailerEdge { node { id name phone city state gstin isActive storeType retailCluster retailerClass
    creditLimit paymentTermsDays salesman { id name } company { id name } } }
  userErrors { field message code } } }`;
const RETAILER_UPDATE = `mutation($i: RetailerUpdateInput!) { retailerUpdate(input: $i) {
  retailer { id retailCluster retailerClass creditLimit salesman { id } } userErrors { field message code } } }`;
const RETAILERS = `query($c: ID, $by: RetailerSearchField, $s: String, $a: Boolean, $cl: RetailCluster) {
  retailers(first: 50, company: $c, searchBy: $by, search: $s, active: $a, retailCluster: $cl) {
    totalCount edges { node { id name isActive retailCluster } } } }`;
const TOGGLE = `mutation($i: StoreAddressActiveUpdateInput!) { storeAddressActiveUpdate(input: $i) {
  storeAddress { id isActive } userErrors { message } } }`;
const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id role userTypeCode firstName lastName name phone isActive company { id } } }
  userErrors { field message code } } }`;
const PERSON_UPDATE = `mutation($i: FieldPersonUpdateInput!) { fieldPersonUpdate(input: $i) {
  fieldPerson { id name firstName lastName phone isActive } userErrors { field message code } } }`;
const SALESMEN = `query($c: ID, $by: FieldPersonSearchField, $s: String) {
  salesmen(first: 50, company: $c, searchBy: $by, search: $s) { totalCount edges { node { id name phone isActive } } } }`;
const PROMOTERS = `query($c: ID) { promoters(first: 50, company: $c) { totalCount edges { node { id role name } } } }`;

const retailerInput = (company: string, over: Record<string, unknown> = {}) => ({
  company,
  firstName: 'Gupta',
  lastName: `General Store ${unique()}`,
  addressLine1: 'Shop 12, Sector 14 Market',
  addressLine2: 'Near Huda Office',
  pincode: '122001',
  phone: uniquePhone(),
  gstin: '',
  storeType: 'GT',
  retailCluster: 'GURGAON',
  retailerClass: 'B',
  creditLimit: 50_000_00,
  paymentTermsDays: 15,
  ...over,
});

describe('D2R retailers, salesmen and promoters', () => {
  let admin: Session;
  let seller: Session;
  let company: { id: string; name: string };
  let other: { id: string; name: string };
  beforeAll(async () => {
    const name = `Haldiram Retail ${unique()}`;
    [admin, seller] = await Promise.all([signedIn('admin@demo.in'), verifiedSeller(name)]);
    company = (await seller.gql(COMPANY)).viewer.company;
    const otherSeller = await verifiedSeller(`Bikaji Retail ${unique()}`);
    other = (await otherSeller.gql(COMPANY)).viewer.company;
  });

  it("adds a salesman and a promoter who sign in by phone; edits them in the form's words", async () => {
    const phone = uniquePhone();
    const created = (
      await admin.gql(PERSON, {
        i: { company: company.id, role: 'SALESMAN', firstName: 'Ravi', lastName: 'Kumar', phone },
      })
    ).fieldPersonCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.fieldPersonEdge.node).toMatchObject({
      role: 'SALESMAN',
      userTypeCode: '004',
      name: 'Ravi Kumar',
      phone,
      isActive: true,
      company: { id: company.id },
    });
    const salesman = created.fieldPersonEdge.node;
    const promoter = (
      await admin.gql(PERSON, {
        i: { company: company.id, role: 'PROMOTER', firstName: 'Sunita', phone: uniquePhone() },
      })
    ).fieldPersonCreate.fieldPersonEdge.node;
    expect(promoter).toMatchObject({ role: 'PROMOTER', userTypeCode: '005', name: 'Sunita' });

    // Salesmen and promoters are listed apart, each searchable.
    const salesmen = (await admin.gql(SALESMEN, { c: company.id })).salesmen;
    expect(salesmen.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([salesman.id]);
    expect((await admin.gql(PROMOTERS, { c: company.id })).promoters.edges[0].node.id).toBe(promoter.id);
    expect((await admin.gql(SALESMEN, { c: company.id, by: 'PHONE', s: phone.slice(0, 6) })).salesmen.totalCount).toBe(
      1,
    );
    expect((await admin.gql(SALESMEN, { c: company.id, by: 'NAME', s: 'kumar' })).salesmen.totalCount).toBe(1);
    expect((await admin.gql(SALESMEN, { c: company.id, by: 'ACTIVE', s: 'inactive' })).salesmen.totalCount).toBe(0);

    // The salesman signs in on the phone page with a texted code.
    const field = await signedInDriver(phone);
    expect((await field.gql(`{ viewer { userType } }`)).viewer).toMatchObject({ userType: 'SALESMAN' });

    // The edit form: name, phone and active each required; a phone someone else signs in with is refused.
    const blank = (
      await admin.gql(PERSON_UPDATE, { i: { fieldPerson: salesman.id, name: ' ', phone, isActive: true } })
    ).fieldPersonUpdate;
    expect(blank.userErrors[0]).toMatchObject({ field: 'name', message: fieldRequired('Name') });
    const taken = (
      await admin.gql(PERSON_UPDATE, {
        i: { fieldPerson: salesman.id, name: 'Ravi Kumar', phone: promoter.phone, isActive: true },
      })
    ).fieldPersonUpdate;
    expect(taken.userErrors[0]).toMatchObject({ field: 'phone', message: MSG.fieldPhoneTaken });
    const edited = (
      await admin.gql(PERSON_UPDATE, {
        i: { fieldPerson: salesman.id, name: 'Ravi Kumar Singh', phone, isActive: false },
      })
    ).fieldPersonUpdate;
    expect(edited).toMatchObject({
      userErrors: [],
      fieldPerson: { firstName: 'Ravi', lastName: 'Kumar Singh', isActive: false },
    });
    // Made inactive, the salesman is signed out and cannot sign in again.
    expect((await field.raw(`{ viewer { userType } }`)).data?.viewer ?? null).toBeNull();
    expect((await admin.gql(SALESMEN, { c: company.id, by: 'ACTIVE', s: 'inactive' })).salesmen.totalCount).toBe(1);
  });

  it("adds a retailer with its shop and credit, searched by its name or its brand, toggled on the server's answer", async () => {
    const refused = await Promise.all(
      [
        { pincode: '12200' },
        { storeType: null },
        { gstin: '27AAPFU0939F1ZV' },
        { creditLimit: -1 },
        { paymentTermsDays: 181 },
      ].map(async (over) => await admin.raw(RETAILER, { i: retailerInput(company.id, over) })),
    );
    // A missing enum is GraphQL's to refuse; the others are the form's words.
    expect(refused[1]!.errors?.length).toBeGreaterThan(0);
    const errors = refused.filter((_, i) => i !== 1).map((r) => r.data!.retailerCreate.userErrors[0]);
    expect(errors.map((e: { field: string }) => e.field)).toEqual([
      'pincode',
      'gstin',
      'creditLimit',
      'paymentTermsDays',
    ]);
    expect(errors[0].message).toBe(MSG.invalidPincode);
    expect(errors[1].message).toBe(fill(MSG.gstinStateMismatch, { state: 'Maharashtra' }));

    const key = `retailer-${unique()}`;
    const input = { ...retailerInput(company.id, { gstin: '06AAPFU0939F1ZZ' }), idempotencyKey: key };
    const first = (await admin.gql(RETAILER, { i: input })).retailerCreate;
    const again = (await admin.gql(RETAILER, { i: input })).retailerCreate;
    expect(first.userErrors).toEqual([]);
    expect(again.retailerEdge.node.id).toBe(first.retailerEdge.node.id);
    const retailer = first.retailerEdge.node;
    expect(retailer).toMatchObject({
      city: 'Gurgaon',
      state: 'Haryana',
      storeType: 'GT',
      retailCluster: 'GURGAON',
      retailerClass: 'B',
      creditLimit: 50_000_00,
      paymentTermsDays: 15,
      isActive: true,
      company: { id: company.id, name: company.name },
    });

    const listed = (await admin.gql(RETAILERS, { c: company.id })).retailers;
    expect(listed.totalCount).toBe(1);
    const byName = (await admin.gql(RETAILERS, { by: 'RETAILER_NAME', s: retailer.name.slice(-10) })).retailers;
    expect(byName.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([retailer.id]);
    const byBrand = (await admin.gql(RETAILERS, { by: 'COMPANY_NAME', s: company.name })).retailers;
    expect(byBrand.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([retailer.id]);
    expect((await admin.gql(RETAILERS, { c: company.id, cl: 'NOIDA' })).retailers.totalCount).toBe(0);

    const off = (await admin.gql(TOGGLE, { i: { storeAddress: retailer.id, active: false } })).storeAddressActiveUpdate;
    expect(off.storeAddress).toMatchObject({ id: retailer.id, isActive: false });
    expect((await admin.gql(RETAILERS, { c: company.id, a: true })).retailers.totalCount).toBe(0);
  });

  it("gives a retailer only its own brand's salesman, and keeps retailers and the field team from sellers", async () => {
    const theirs = (
      await admin.gql(PERSON, { i: { company: other.id, role: 'SALESMAN', firstName: 'Imran', phone: uniquePhone() } })
    ).fieldPersonCreate.fieldPersonEdge.node;
    const ours = (
      await admin.gql(PERSON, {
        i: { company: company.id, role: 'SALESMAN', firstName: 'Vikas', phone: uniquePhone() },
      })
    ).fieldPersonCreate.fieldPersonEdge.node;
    const wrong = (await admin.gql(RETAILER, { i: retailerInput(company.id, { salesman: theirs.id }) })).retailerCreate;
    expect(wrong.userErrors[0]).toMatchObject({ field: 'salesman', message: MSG.salesmanOfOtherCompany });
    const made = (await admin.gql(RETAILER, { i: retailerInput(company.id, { salesman: ours.id }) })).retailerCreate;
    expect(made.retailerEdge.node.salesman).toMatchObject({ id: ours.id, name: 'Vikas' });
    const id = made.retailerEdge.node.id;
    const moved = (
      await admin.gql(RETAILER_UPDATE, {
        i: {
          ...retailerInput(company.id),
          company: undefined,
          retailer: id,
          isActive: true,
          retailCluster: 'NOIDA',
          retailerClass: 'A',
          salesman: null,
        },
      })
    ).retailerUpdate;
    expect(moved).toMatchObject({
      userErrors: [],
      retailer: { retailCluster: 'NOIDA', retailerClass: 'A', salesman: null },
    });

    // A seller sees neither the retailers list nor the field team, not even its own brand's.
    for (const query of [RETAILERS, SALESMEN]) {
      const res = await seller.raw(query, { c: company.id });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const edit = await seller.raw(RETAILER_UPDATE, {
      i: { ...retailerInput(company.id), company: undefined, retailer: id, isActive: true },
    });
    expect(edit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
