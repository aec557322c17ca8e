import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PRICING, MSG, fill, type PricingPreferencesRecord } from '@parcelo/common';
import { Session, latestOtp, signedIn, uniqueEmail, uniquePhone } from '../support/client.js';

/*
 * Rate cards (pricing preferences): an admin sets a company's, its seller reads it, and the
 * services that charge read any with their internal key. Both through GraphQL and UMS's
 * REST route, whose older wl* field names are still accepted.
 */

const INTERNAL_KEY = process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key';
const ROUTE = '/ums/ts/pricing-preferences';

/** A new verified seller of its own company, so no other test's rate card meets this one. */
async function newSeller(companyName: string): Promise<Session> {
  const phone = uniquePhone();
  const session = new Session();
  const res = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Rate Card',
      companyName,
      email: uniqueEmail('pricing'),
      phone,
      password: 'NewSeller12345',
    },
  });
  if (res.signUp.userErrors.length) throw new Error(JSON.stringify(res.signUp.userErrors));
  await session.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
    i: { otp: await latestOtp(phone) },
  });
  return session;
}

const tokenOf = (s: Session) => s.cookie!.slice('session='.length);
const companyUuid = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

/** UMS's REST route, as a user (by session token) or as another service (internal key). */
async function rest(
  method: 'GET' | 'PUT',
  as: Session | 'internal' | null,
  { query, body }: { query?: Record<string, string>; body?: unknown } = {},
) {
  const url = new URL(ROUTE, inject('serviceUrls').ums);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as === 'internal') headers['x-internal-key'] = INTERNAL_KEY;
  else if (as) headers.authorization = `Bearer ${tokenOf(as)}`;
  const res = await fetch(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const reply = (await res.json()) as {
    status: boolean;
    message: string;
    data: { pricingPreferences: PricingPreferencesRecord; field?: string | null; code?: string } | null;
  };
  return { http: res.status, ...reply };
}

let admin: Session;
let seller: Session;
let other: Session;
let sellerCompany: string; // global id
let sellerId: string; // UMS uuid
let otherId: string;

const COMPANY_ID = `{ viewer { company { id } } }`;

beforeAll(async () => {
  [admin, seller, other] = await Promise.all([
    signedIn('admin@demo.in'),
    newSeller('Rate Card Testers'),
    newSeller('Other Rate Card Co'),
  ]);
  sellerCompany = (await seller.gql(COMPANY_ID)).viewer.company.id;
  sellerId = companyUuid(sellerCompany);
  otherId = companyUuid((await other.gql(COMPANY_ID)).viewer.company.id);
});

describe('pricing preferences over REST', () => {
  it('a company never given a rate card answers the defaults', async () => {
    const r = await rest('GET', seller);
    expect(r.http).toBe(200);
    expect(r.data!.pricingPreferences).toEqual({ companyId: sellerId, ...DEFAULT_PRICING, updatedAt: null });
    expect((await rest('GET', 'internal', { query: { companyId: otherId } })).data!.pricingPreferences).toEqual({
      companyId: otherId,
      ...DEFAULT_PRICING,
      updatedAt: null,
    });
  });

  it('an admin sets one with the wl* names; everyone reads it under the lightning* names', async () => {
    const r = await rest('PUT', admin, {
      body: {
        companyId: sellerId,
        wlBaseCharges: 3_000,
        wlPriceUpto2kg: 4_500,
        wlPriceAfter2kg: 1_800,
        codHandlingCharges: 3_500,
        wlCODHandlingCharges: 175,
        RTOProcessingCharges: 4_000,
      },
    });
    expect(r.http).toBe(200);
    expect(r.message).toBe(MSG.pricingSaved);
    const expected = {
      ...DEFAULT_PRICING,
      companyId: sellerId,
      lightningBaseCharges: 3_000,
      lightningPriceUpto2Kgs: 4_500,
      lightningPriceAfter2Kgs: 1_800,
      codHandlingCharges: 3_500,
      wlCODHandlingCharges: 175,
      RTOProcessingCharges: 4_000,
    };
    expect(r.data!.pricingPreferences).toMatchObject(expected);
    expect(r.data!.pricingPreferences.updatedAt).toEqual(expect.any(String));
    for (const as of [seller, admin, 'internal'] as const) {
      const read = await rest('GET', as, { query: { companyId: sellerId } });
      expect(read.data!.pricingPreferences).toEqual(r.data!.pricingPreferences);
    }
  });

  it('a change keeps what it does not name; the lightning* names work too', async () => {
    const r = await rest('PUT', admin, { body: { companyId: sellerId, lightningBaseCharges: 3_200, smsCharges: 25 } });
    expect(r.data!.pricingPreferences).toMatchObject({
      lightningBaseCharges: 3_200,
      lightningPriceUpto2Kgs: 4_500,
      smsCharges: 25,
      wlCODHandlingCharges: 175,
    });
  });

  it.each([
    [{ smsCharges: -1 }, 'smsCharges', fill(MSG.pricingAmountInvalid, { label: 'SMS' })],
    [{ smsCharges: 0.5 }, 'smsCharges', fill(MSG.pricingAmountInvalid, { label: 'SMS' })],
    [
      { platformCharges: 1e12 },
      'platformCharges',
      fill(MSG.pricingAmountInvalid, { label: 'Platform charges (monthly)' }),
    ],
    [{ smsCharges: '25' }, 'smsCharges', fill(MSG.pricingAmountInvalid, { label: 'SMS' })],
    [
      { wlCODHandlingCharges: 20_000 },
      'wlCODHandlingCharges',
      fill(MSG.pricingPercentInvalid, { label: 'COD handling (% of COD amount)' }),
    ],
    [
      { storageChargeType: 'perTruck' },
      'storageChargeType',
      'Accepts only perUnitCharges, perBoxCharges, perPalletStorageCharges, perSqFtStorageCharges, fixedStorageCharges',
    ],
    [{ codRemittanceDays: 0 }, 'codRemittanceDays', MSG.pricingRemittanceDaysInvalid],
    [
      { wlBaseCharges: 1, lightningBaseCharges: 2 },
      'wlBaseCharges',
      fill(MSG.pricingSpellingsDiffer, { alias: 'wlBaseCharges', name: 'lightningBaseCharges' }),
    ],
    [{ minimumStorageCharges: 50_000, maximumStorageCharges: 100 }, 'minimumStorageCharges', MSG.pricingStorageRange],
    [{ surgeCharges: 1 }, null, MSG.pricingFieldUnknown],
  ])('refuses %j with 400 and changes nothing', async (change, field, message) => {
    const before = (await rest('GET', admin, { query: { companyId: sellerId } })).data!.pricingPreferences;
    const r = await rest('PUT', admin, { body: { companyId: sellerId, ...change } });
    expect(r.http).toBe(400);
    expect(r.message).toBe(message);
    if (field) expect(r.data?.field).toBe(field);
    expect((await rest('GET', admin, { query: { companyId: sellerId } })).data!.pricingPreferences).toEqual(before);
  });

  it('refuses a minimum above the maximum already kept', async () => {
    await rest('PUT', admin, { body: { companyId: sellerId, maximumStorageCharges: 2_500_000 } });
    const r = await rest('PUT', admin, { body: { companyId: sellerId, minimumStorageCharges: 3_000_000 } });
    expect(r.http).toBe(400);
    expect(r.message).toBe(MSG.pricingStorageRange);
  });

  it('a seller cannot set a rate card, not even its own', async () => {
    const r = await rest('PUT', seller, { body: { companyId: sellerId, smsCharges: 0 } });
    expect(r.http).toBe(403);
    expect((await rest('GET', seller)).data!.pricingPreferences.smsCharges).toBe(25);
  });

  it("a seller cannot read another company's rate card", async () => {
    const r = await rest('GET', seller, { query: { companyId: otherId } });
    expect(r.http).toBe(404);
    expect(r.data?.pricingPreferences).toBeUndefined();
  });

  it('without a session nothing is read or set', async () => {
    expect((await rest('GET', null, { query: { companyId: sellerId } })).http).toBe(401);
    expect((await rest('PUT', null, { body: { companyId: sellerId, smsCharges: 1 } })).http).toBe(401);
    expect((await rest('PUT', 'internal', { body: { companyId: sellerId, smsCharges: 1 } })).http).toBe(401);
  });

  it('an unknown or malformed company is 404 or 400', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await rest('PUT', admin, { body: { companyId: missing, smsCharges: 1 } })).http).toBe(404);
    expect((await rest('GET', admin, { query: { companyId: missing } })).http).toBe(404);
    const bad = await rest('PUT', admin, { body: { companyId: 'nope', smsCharges: 1 } });
    expect([bad.http, bad.message]).toEqual([400, MSG.selectCompany]);
    const none = await rest('GET', admin);
    expect([none.http, none.message]).toEqual([400, MSG.selectCompany]);
  });

  it('parallel changes of different fields all stay', async () => {
    const fields = ['smsCharges', 'whatsAppMessageCharges', 'platformCharges', 'RTOProcessingCharges'] as const;
    const replies = await Promise.all(
      fields.map((f, i) => rest('PUT', admin, { body: { companyId: otherId, [f]: 100 + i } })),
    );
    expect(replies.map((r) => r.http)).toEqual([200, 200, 200, 200]);
    const after = (await rest('GET', 'internal', { query: { companyId: otherId } })).data!.pricingPreferences;
    expect(fields.map((f) => after[f])).toEqual([100, 101, 102, 103]);
  });
});

const FIELDS = `id lightningBaseCharges lightningPriceUpto2Kgs lightningPriceAfter2Kgs codHandlingCharges wlCODHandlingCharges
  RTOProcessingCharges smsCharges whatsAppMessageCharges platformCharges storageChargeType storageCharges
  minimumStorageCharges maximumStorageCharges codRemittanceDays updatedAt company { id name }`;
const READ = `query($c: ID) { pricingPreferences(company: $c) { ${FIELDS} } }`;
const READ_COMPANY = `{ viewer { company { pricingPreferences { ${FIELDS} } } } }`;
const UPDATE = `mutation($i: PricingPreferencesUpdateInput!) { pricingPreferencesUpdate(input: $i) {
  pricingPreferences { ${FIELDS} } userErrors { field message code } } }`;

/** The demo sellers' kind of rate card, as GraphQL answers it. */
const DEMO_CARD = {
  lightningBaseCharges: 3_000,
  lightningPriceUpto2Kgs: 4_500,
  lightningPriceAfter2Kgs: 1_800,
  codHandlingCharges: 3_500,
  wlCODHandlingCharges: 175,
  RTOProcessingCharges: 4_000,
  smsCharges: 25,
  whatsAppMessageCharges: 80,
  platformCharges: 99_900,
  storageChargeType: 'PER_UNIT_CHARGES',
  storageCharges: 200,
  minimumStorageCharges: 50_000,
  maximumStorageCharges: 2_500_000,
  codRemittanceDays: 7,
};

describe('pricing preferences over GraphQL', () => {
  let brand: Session;
  let brandCompany: string;
  beforeAll(async () => {
    brand = await newSeller('Graph Rate Card Co');
    brandCompany = (await brand.gql(COMPANY_ID)).viewer.company.id;
  });

  it('sellers given rate cards have them', async () => {
    // Two companies of their own, each given the demo's kind of card by an admin, as the demo sellers were.
    for (const [name, lightningBaseCharges] of [
      ['Kutch Handloom Co', DEMO_CARD.lightningBaseCharges],
      ['Mysore Sandal Crafts', 2_500],
    ] as const) {
      const carded = await newSeller(name);
      const company = (await carded.gql(COMPANY_ID)).viewer.company.id;
      const set = await admin.gql(UPDATE, { i: { company, ...DEMO_CARD, lightningBaseCharges } });
      expect(set.pricingPreferencesUpdate.userErrors).toEqual([]);
      const card = (await carded.gql(READ)).pricingPreferences;
      expect(card).toMatchObject({
        storageChargeType: DEMO_CARD.storageChargeType,
        codRemittanceDays: DEMO_CARD.codRemittanceDays,
        updatedAt: expect.any(String),
      });
      expect(card.lightningBaseCharges).toBeGreaterThan(0);
    }
  });

  it('a seller reads its own defaults, with or without naming its company', async () => {
    const own = (await brand.gql(READ)).pricingPreferences;
    expect(own).toMatchObject({
      lightningBaseCharges: 0,
      wlCODHandlingCharges: 0,
      storageChargeType: 'FIXED_STORAGE_CHARGES',
      codRemittanceDays: 7,
      updatedAt: null,
      company: { id: brandCompany, name: 'Graph Rate Card Co' },
    });
    expect((await brand.gql(READ, { c: brandCompany })).pricingPreferences).toEqual(own);
    expect((await brand.gql(READ_COMPANY)).viewer.company.pricingPreferences).toEqual(own);
  });

  it('an admin sets the demo-like rate card; the seller sees it, also through node(id:)', async () => {
    const card = DEMO_CARD;
    const r = (await admin.gql(UPDATE, { i: { company: brandCompany, ...card } })).pricingPreferencesUpdate;
    expect(r.userErrors).toEqual([]);
    expect(r.pricingPreferences).toMatchObject(card);
    const seen = (await brand.gql(READ)).pricingPreferences;
    expect(seen).toEqual(r.pricingPreferences);
    expect(seen.updatedAt).toEqual(expect.any(String));
    const node = await brand.gql(`query($id: ID!) { node(id: $id) { ... on PricingPreferences { ${FIELDS} } } }`, {
      id: seen.id,
    });
    expect(node.node).toEqual(seen);
    // What the services that charge read is the same card.
    const internal = await rest('GET', 'internal', { query: { companyId: companyUuid(brandCompany) } });
    expect(internal.data!.pricingPreferences).toMatchObject({ ...card, storageChargeType: 'perUnitCharges' });
  });

  it('bad input is a userError in the schema’s words and changes nothing', async () => {
    const before = (await brand.gql(READ)).pricingPreferences;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ smsCharges: -1 }, 'smsCharges', fill(MSG.pricingAmountInvalid, { label: 'SMS' })],
      [
        { platformCharges: 10_000_001 },
        'platformCharges',
        fill(MSG.pricingAmountInvalid, { label: 'Platform charges (monthly)' }),
      ],
      [
        { wlCODHandlingCharges: 10_001 },
        'wlCODHandlingCharges',
        fill(MSG.pricingPercentInvalid, { label: 'COD handling (% of COD amount)' }),
      ],
      [{ codRemittanceDays: 90 }, 'codRemittanceDays', MSG.pricingRemittanceDaysInvalid],
      [{ minimumStorageCharges: 3_000_000 }, 'minimumStorageCharges', MSG.pricingStorageRange],
    ];
    for (const [change, field, message] of cases) {
      const r = (await admin.gql(UPDATE, { i: { company: brandCompany, ...change } })).pricingPreferencesUpdate;
      expect(r).toEqual({ pricingPreferences: null, userErrors: [{ field, message, code: 'INVALID' }] });
    }
    // What GraphQL's own types refuse never reaches the service.
    for (const change of [{ smsCharges: 2.5 }, { smsCharges: '25' }, { storageChargeType: 'PER_TRUCK' }]) {
      const r = await admin.raw(UPDATE, { i: { company: brandCompany, ...change } });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await brand.gql(READ)).pricingPreferences).toEqual(before);
  });

  it('an admin must pick a company', async () => {
    const r = (await admin.gql(UPDATE, { i: { smsCharges: 10 } })).pricingPreferencesUpdate;
    expect(r).toEqual({
      pricingPreferences: null,
      userErrors: [{ field: 'company', message: MSG.selectCompany, code: 'REQUIRED' }],
    });
    expect((await admin.gql(READ)).pricingPreferences).toBeNull();
  });

  it('a seller cannot set a rate card, its own or another’s', async () => {
    const before = (await brand.gql(READ)).pricingPreferences;
    for (const company of [brandCompany, sellerCompany]) {
      const r = await brand.raw(UPDATE, { i: { company, smsCharges: 0 } });
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await brand.gql(READ)).pricingPreferences).toEqual(before);
  });

  it("a seller cannot read another company's rate card, by company or by node id", async () => {
    const r = await brand.raw(READ, { c: sellerCompany });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const theirs = (await admin.gql(READ, { c: sellerCompany })).pricingPreferences.id;
    const node = await brand.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: theirs });
    expect(node.data?.node ?? null).toBeNull();
  });
});
