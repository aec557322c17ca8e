import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import { Session, signedIn, twoWarehouseSeller, uniquePhone, verifiedSeller } from '../support/client.js';
import { internalGet, markUndelivered, placeOrderFor } from '../support/ndr.js';

const PREFS = `allowUnlistedSkus defaultPaymentMode ndrBuyerTexts warehouseRequirement`;
const READ = `{ viewer { company { id allowUnlistedSkus preferences { ${PREFS} } } } }`;
const READ_NODE = `query($id: ID!) { node(id: $id) { ... on Company { preferences { ${PREFS} } } } }`;
const UPDATE = `mutation($i: CompanyPreferencesUpdateInput!) { companyPreferencesUpdate(input: $i) { company { id preferences { ${PREFS} } } userErrors { field message code } } }`;
const DEFAULTS = {
  allowUnlistedSkus: false,
  defaultPaymentMode: 'PREPAID',
  ndrBuyerTexts: true,
  warehouseRequirement: 'PROVIDER',
};

let seller: Session;
let sellerCompany: string;
let admin: Session;
const preferencesOf = async (s: Session) => (await s.gql(READ)).viewer.company.preferences;

beforeAll(async () => {
  // A seller of its own: other tests' orders for the demo sellers must not meet these preferences.
  [seller, admin] = await Promise.all([twoWarehouseSeller('Preference Testers'), signedIn('admin@demo.in')]);
  sellerCompany = (await seller.gql(READ)).viewer.company.id;
});

describe('preferences', () => {
  it('a new company has the defaults; a company set up otherwise has its own', async () => {
    expect(await preferencesOf(seller)).toEqual(DEFAULTS);
    // A company an admin set up to keep stock both ways, as the demo's cloth seller is.
    const threads = await verifiedSeller('Kanchipuram Silk House');
    const set = await admin.gql(UPDATE, {
      i: { company: (await threads.gql(READ)).viewer.company.id, warehouseRequirement: 'BOTH' },
    });
    expect(set.companyPreferencesUpdate.userErrors).toEqual([]);
    expect((await preferencesOf(threads)).warehouseRequirement).toBe('BOTH');
  });

  it('a seller changes its own preferences, one or several at once; the rest stay', async () => {
    const r = (await seller.gql(UPDATE, { i: { defaultPaymentMode: 'COD' } })).companyPreferencesUpdate;
    expect(r).toEqual({
      company: { id: sellerCompany, preferences: { ...DEFAULTS, defaultPaymentMode: 'COD' } },
      userErrors: [],
    });
    // Its own company's id is the same as none.
    const both = (
      await seller.gql(UPDATE, { i: { company: sellerCompany, defaultPaymentMode: 'PREPAID', ndrBuyerTexts: true } })
    ).companyPreferencesUpdate;
    expect(both.userErrors).toEqual([]);
    expect(await preferencesOf(seller)).toEqual(DEFAULTS);
  });

  it('a seller cannot set an admin-only preference; nothing of the change is kept', async () => {
    const r = (await seller.gql(UPDATE, { i: { warehouseRequirement: 'OWN', defaultPaymentMode: 'COD' } }))
      .companyPreferencesUpdate;
    expect(r).toEqual({
      company: null,
      userErrors: [
        {
          field: 'warehouseRequirement',
          message: fill(MSG.preferenceAdminOnly, { label: 'Warehouse requirement' }),
          code: 'NOT_ALLOWED',
        },
      ],
    });
    expect(await preferencesOf(seller)).toEqual(DEFAULTS);
  });

  it("another company's id from a seller is NOT_FOUND and changes nothing", async () => {
    const chai = await verifiedSeller('Preference Outsiders');
    const chaiCompany = (await chai.gql(READ)).viewer.company.id;
    const before = await preferencesOf(chai);
    const r = await seller.raw(UPDATE, { i: { company: chaiCompany, defaultPaymentMode: 'COD' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await preferencesOf(chai)).toEqual(before);
    expect(await preferencesOf(seller)).toEqual(DEFAULTS);
  });

  it("an admin must pick a brand, then may set any of that company's preferences", async () => {
    const none = (await admin.gql(UPDATE, { i: { ndrBuyerTexts: false } })).companyPreferencesUpdate;
    expect(none).toEqual({
      company: null,
      userErrors: [{ field: 'company', message: MSG.selectBrand, code: 'REQUIRED' }],
    });

    const set = (await admin.gql(UPDATE, { i: { company: sellerCompany, warehouseRequirement: 'BOTH' } }))
      .companyPreferencesUpdate;
    expect(set.userErrors).toEqual([]);
    expect(set.company.preferences).toEqual({ ...DEFAULTS, warehouseRequirement: 'BOTH' });
    expect((await admin.gql(READ_NODE, { id: sellerCompany })).node.preferences.warehouseRequirement).toBe('BOTH');
    expect((await preferencesOf(seller)).warehouseRequirement).toBe('BOTH');

    // The seller still cannot undo it.
    const back = (await seller.gql(UPDATE, { i: { warehouseRequirement: 'PROVIDER' } })).companyPreferencesUpdate;
    expect(back.userErrors[0].code).toBe('NOT_ALLOWED');
    expect((await preferencesOf(seller)).warehouseRequirement).toBe('BOTH');
    await admin.gql(UPDATE, { i: { company: sellerCompany, warehouseRequirement: 'PROVIDER' } });
  });

  it('bad values are refused and nothing changes', async () => {
    const r = await seller.raw(UPDATE, { i: { defaultPaymentMode: 'CHEQUE' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await preferencesOf(seller)).toEqual(DEFAULTS);
  });

  it('allowUnlistedSkus: an order naming an SKU outside the catalogue is refused until allowed', async () => {
    const sku = `NOT-LISTED-${Date.now()}`;
    await expect(placeOrderFor(seller, uniquePhone(), undefined, sku)).rejects.toThrow(
      JSON.stringify(fill(MSG.skuUnlisted, { sku })).slice(1, -1),
    );
    await seller.gql(UPDATE, { i: { allowUnlistedSkus: true } });
    expect((await seller.gql(READ)).viewer.company.allowUnlistedSkus).toBe(true);
    const order = await placeOrderFor(seller, uniquePhone(), undefined, sku);
    expect(order.shopOrderId).toBeTruthy();
  });

  it('ndrBuyerTexts: off, an undelivered order keeps its request but texts the buyer nothing', async () => {
    await seller.gql(UPDATE, { i: { allowUnlistedSkus: true } });
    const texted = async (phone: string) =>
      (
        await internalGet<{ notifications: unknown[] }>(
          'nms',
          `/notifications/outbox?to=${phone}&template=NDR_MSG&limit=1`,
        )
      ).notifications.length;
    const REQUESTS = `query($s: CustomerRequestSearch) { customerRequests(first: 5, search: $s) { totalCount } }`;
    const requests = async (phone: string) =>
      (await seller.gql(REQUESTS, { s: { by: 'PHONE', value: phone } })).customerRequests.totalCount;

    // On (the default): the buyer is texted.
    const onPhone = uniquePhone();
    await markUndelivered(seller, (await placeOrderFor(seller, onPhone, undefined, 'ANY-SKU-1')).id);
    await expect.poll(() => texted(onPhone), { timeout: 10_000 }).toBe(1);

    await seller.gql(UPDATE, { i: { ndrBuyerTexts: false } });
    const offPhone = uniquePhone();
    await markUndelivered(seller, (await placeOrderFor(seller, offPhone, undefined, 'ANY-SKU-1')).id);
    await expect.poll(() => requests(offPhone), { timeout: 10_000 }).toBe(1);
    expect(await texted(offPhone)).toBe(0);
    await seller.gql(UPDATE, { i: { ndrBuyerTexts: true } });
  });
});
