import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import type { UmsDB } from '../../services/src/ums/db.js';
import { API_KEYS_MAX, MSG, fieldRequired, fill, istToday } from '@parcelo/common';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { SELLER_PASSWORD, Session, type GqlResponse } from '../support/client.js';
import { documentId } from '../support/persisted.js';
import { deliveredOrders, operatorOnStack, sellerOnStack, type OwnStack } from '../support/stock.js';

// A stack of its own, so a key's expiry can be put in the past where no request could.
let services: RunningServices;
let bff: RunningBff;
/** A production BFF over the same services: only the web app's documents, except for admins and API keys. */
let trusted: RunningBff;
let ums: Kysely<UmsDB>;
let stack: OwnStack;
/** Companies of this file's own at Okhla, each with a delivered order (and so its label). */
let labelled: Session;
let rival: Session;

beforeAll(async () => {
  services = await startServices({
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  ums = services.database.forSchema<UmsDB>('ums');
  bff = await startBff({ urls: services.urls, port: 0 });
  documentId('SellerShellQuery');
  trusted = await startBff({ urls: services.urls, port: 0, production: true, webDist: '/x' });
  stack = { bffUrl: bff.url, nmsUrl: services.urls.nms! };
  const shipper = (name: string) => sellerOnStack(stack, name, { warehouses: ['WH-DEL-001'], invoicing: true });
  [labelled, rival] = await Promise.all([shipper('Ganga Label Works'), shipper('Vembanad Fish Foods')]);
  for (const s of [labelled, rival]) await deliveredOrders(s, 1);
  // A stack of its own, and two companies with orders: allow a busy machine its time.
}, 180_000);

/** Keys this run made, revoked at the end so a database kept between runs holds none of them active. */
const made: string[] = [];

afterAll(async () => {
  if (ums && made.length)
    await ums.updateTable('api_keys').set({ revoked_at: new Date() }).where('prefix', 'in', made).execute();
  await trusted?.close();
  await bff?.close();
  await services?.close();
});

const CREATE = `mutation($i: ApiKeyCreateInput!) { apiKeyCreate(input: $i) {
  apiKey { id name prefix createdAt lastUsedAt expiresAt revokedAt active } secret userErrors { field message code } } }`;
const REVOKE = `mutation($i: ApiKeyRevokeInput!) { apiKeyRevoke(input: $i) { apiKey { id active revokedAt } userErrors { field message code } } }`;
const LIST = `{ viewer { company { apiKeys(first: 50) { totalCount edges { node { id name prefix lastUsedAt expiresAt active } } } } } }`;
const READ = `{ viewer { userType company { id name } } orders(first: 5) { totalCount edges { node { id } } } }`;

/** A script's request: plain fetch, the key in the Authorization header, no cookie. */
async function withKey<T = any>(
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
  url = bff.url,
): Promise<GqlResponse<T> & { status: number }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  return { ...((await res.json()) as GqlResponse<T>), status: res.status };
}

const signIn = (login: string) => new Session(`${bff.url}`).signIn(login);

async function create(session: Session, input: Record<string, unknown>) {
  const answer = (await session.gql(CREATE, { i: input })).apiKeyCreate;
  if (answer.apiKey) made.push(answer.apiKey.prefix);
  return answer;
}

async function keyCount(session: Session): Promise<number> {
  return (await session.gql(LIST)).viewer.company.apiKeys.totalCount;
}

/** A new verified seller of its own company, signed up through this stack (the shared helpers sign up on another). */
const newSeller = () => sellerOnStack(stack, 'Key Holder Co');

describe('API keys', () => {
  it('show the secret once, and a script using it reads its own company and orders only', async () => {
    const seller = await newSeller();
    const created = await create(seller, { name: '  ERP sync  ' });
    expect(created.userErrors).toEqual([]);
    expect(created.secret).toMatch(/^pk_live_[0-9a-f]{48}$/);
    expect(created.apiKey).toMatchObject({
      name: 'ERP sync',
      prefix: created.secret.slice(0, 12),
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      active: true,
    });
    // Listed by its prefix, never the secret again.
    const listed = await seller.raw(LIST);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed.data!.viewer.company.apiKeys.edges.map((e: any) => e.node)).toContainEqual(
      expect.objectContaining({ id: created.apiKey.id, prefix: created.secret.slice(0, 12) }),
    );

    const mine = await seller.gql(READ);
    // Another company's orders, only read: the key must not reach them.
    const theirs = await rival.gql(READ);
    expect(theirs.orders.totalCount).toBeGreaterThan(0);

    const read = await withKey(created.secret, READ);
    expect(read.errors).toBeUndefined();
    expect(read.data).toMatchObject({
      viewer: { userType: 'SELLER', company: { id: mine.viewer.company.id, name: mine.viewer.company.name } },
      orders: { totalCount: mine.orders.totalCount },
    });
    // Another company's order is nowhere to be seen.
    const foreign = theirs.orders.edges[0].node.id;
    expect(read.data.orders.edges.map((e: any) => e.node.id)).not.toContain(foreign);
    expect((await withKey(created.secret, `query($id: ID!) { node(id: $id) { id } }`, { id: foreign })).data).toEqual({
      node: null,
    });

    // Its use is noted (to the minute) for the list.
    const after = (await seller.gql(LIST)).viewer.company.apiKeys.edges.find(
      (e: any) => e.node.id === created.apiKey.id,
    ).node;
    expect(after.lastUsedAt).not.toBeNull();
    const [row] = await ums
      .selectFrom('api_keys')
      .select('key_hash')
      .where('prefix', '=', created.apiKey.prefix)
      .execute();
    expect(row!.key_hash).not.toContain(created.secret.slice(8));
  });

  it("fetches its company's files with the same header, and not another company's", async () => {
    const { secret } = await create(labelled, { name: 'Label printer' });
    const SHIPPED = `{ orders(first: 1, status: ["DELIVERED"], createdAt: { preset: LAST_1_YEAR }) { edges { node { shippingLabelUrl } } } }`;
    const label = (await withKey(secret, SHIPPED)).data.orders.edges[0].node.shippingLabelUrl;
    const pdf = await fetch(bff.url + label, { headers: { authorization: `Bearer ${secret}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const theirs = (await rival.gql(SHIPPED)).orders.edges[0].node.shippingLabelUrl;
    expect((await fetch(bff.url + theirs, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(404);
    expect((await fetch(bff.url + label)).status).not.toBe(200);
  });

  it('cannot make or revoke keys, nor change the password or profile', async () => {
    const seller = await newSeller();
    const { secret, apiKey } = await create(seller, { name: 'Warehouse script' });
    const before = await keyCount(seller);

    const minted = await withKey(secret, CREATE, { i: { name: 'Another' } });
    expect(minted.errors?.[0]).toMatchObject({ message: MSG.apiKeyNotAllowed, extensions: { code: 'FORBIDDEN' } });
    const revoked = await withKey(secret, REVOKE, { i: { id: apiKey.id } });
    expect(revoked.errors?.[0]).toMatchObject({ message: MSG.apiKeyNotAllowed, extensions: { code: 'FORBIDDEN' } });
    const password = await withKey(
      secret,
      `mutation { passwordChange(input: { currentPassword: "${SELLER_PASSWORD}", newPassword: "Other@12345" }) { userErrors { message } } }`,
    );
    expect(password.errors?.[0]).toMatchObject({ message: MSG.apiKeyNotAllowed, extensions: { code: 'FORBIDDEN' } });
    const profile = await withKey(
      secret,
      `mutation { profileUpdate(input: { name: "Taken Over", email: "taken@example.in", phone: "9000000001" }) { userErrors { message } } }`,
    );
    expect(profile.errors?.[0]).toMatchObject({ message: MSG.apiKeyNotAllowed, extensions: { code: 'FORBIDDEN' } });
    // Nor list its siblings.
    expect((await withKey(secret, LIST)).data).toEqual({ viewer: { company: { apiKeys: null } } });

    expect(await keyCount(seller)).toBe(before);
    expect((await withKey(secret, READ)).data.viewer.company).not.toBeNull();
    expect((await seller.gql(READ)).viewer.userType).toBe('SELLER');
  });

  it('refuses a revoked key at once, and another company cannot revoke one', async () => {
    const seller = await newSeller();
    const { secret, apiKey } = await create(seller, { name: 'Short lived' });
    expect((await withKey(secret, READ)).errors).toBeUndefined();

    const other = await newSeller();
    const stranger = await other.raw(REVOKE, { i: { id: apiKey.id } });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await withKey(secret, READ)).errors).toBeUndefined();

    const done = (await seller.gql(REVOKE, { i: { id: apiKey.id } })).apiKeyRevoke;
    expect(done).toMatchObject({ apiKey: { id: apiKey.id, active: false }, userErrors: [] });
    expect(done.apiKey.revokedAt).not.toBeNull();
    // Revoking again answers it as it is.
    expect((await seller.gql(REVOKE, { i: { id: apiKey.id } })).apiKeyRevoke.apiKey.revokedAt).toBe(
      done.apiKey.revokedAt,
    );

    const refused = await withKey(secret, READ);
    expect(refused.data?.viewer ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired key, and an unknown one', async () => {
    const seller = await newSeller();
    const today = istToday();
    const created = await create(seller, { name: 'Until today', expiresAt: today });
    expect(created.userErrors).toEqual([]);
    expect(Date.parse(created.apiKey.expiresAt)).toBeGreaterThan(Date.now());
    expect((await withKey(created.secret, READ)).errors).toBeUndefined();

    await ums
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('prefix', '=', created.apiKey.prefix)
      .execute();
    // The BFF remembers a key's answer for a few seconds, as it does a session's.
    await expect
      .poll(async () => (await withKey(created.secret, READ)).errors?.[0]?.extensions?.code, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('UNAUTHENTICATED');
    const listed = (await seller.gql(LIST)).viewer.company.apiKeys.edges.find(
      (e: any) => e.node.id === created.apiKey.id,
    ).node;
    expect(listed.active).toBe(false);

    expect((await withKey(`pk_live_${'0'.repeat(48)}`, READ)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with the field messages and creates nothing', async () => {
    const seller = await newSeller();
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ name: '' }, { field: 'name', message: fieldRequired('Name') }],
      [{ name: '   ' }, { field: 'name', message: fieldRequired('Name') }],
      [{ name: 'x'.repeat(61) }, { field: 'name', message: fill(MSG.lengthMax, { n: 60 }) }],
      [
        { name: 'Old', expiresAt: '2020-01-01' },
        { field: 'expiresAt', message: MSG.apiKeyExpiryPast },
      ],
      [
        { name: 'Odd', expiresAt: '2030-02-30' },
        { field: 'expiresAt', message: fill(MSG.requiredInput, { field: 'Expiry date' }) },
      ],
    ];
    for (const [input, problem] of cases) {
      const answer = await create(seller, input);
      expect(answer.apiKey).toBeNull();
      expect(answer.secret).toBeNull();
      expect(answer.userErrors).toEqual([expect.objectContaining(problem)]);
    }
    expect(await keyCount(seller)).toBe(0);
  });

  it('creates once per idempotency key, without showing the secret again', async () => {
    const seller = await newSeller();
    const first = await create(seller, { name: 'Retry me', idempotencyKey: 'create-key-1' });
    const again = await create(seller, { name: 'Retry me', idempotencyKey: 'create-key-1' });
    expect(first.secret).toMatch(/^pk_live_/);
    expect(again).toMatchObject({ apiKey: { id: first.apiKey.id }, secret: null, userErrors: [] });
    expect(await keyCount(seller)).toBe(1);
    const changed = await create(seller, { name: 'Something else', idempotencyKey: 'create-key-1' });
    expect(changed.userErrors).toEqual([expect.objectContaining({ message: MSG.idempotencyKeyReused })]);
    expect(await keyCount(seller)).toBe(1);
  });

  it(`holds a company to ${API_KEYS_MAX} active keys`, async () => {
    const seller = await newSeller();
    const ids: string[] = [];
    for (let i = 0; i < API_KEYS_MAX; i++) ids.push((await create(seller, { name: `Key ${i + 1}` })).apiKey.id);
    const over = await create(seller, { name: 'One too many' });
    expect(over.apiKey).toBeNull();
    expect(over.userErrors).toEqual([
      expect.objectContaining({ message: fill(MSG.apiKeysMax, { n: API_KEYS_MAX }), code: 'NOT_ALLOWED' }),
    ]);
    // A revoked key frees its place.
    await seller.gql(REVOKE, { i: { id: ids[0] } });
    expect((await create(seller, { name: 'Replacement' })).userErrors).toEqual([]);
    expect(await keyCount(seller)).toBe(API_KEYS_MAX + 1);
  });

  it('are for sellers: a warehouse operator or an admin can neither make nor list them', async () => {
    const operator = await operatorOnStack(stack, 'Deccan Cold Chain');
    for (const someone of [operator, await signIn('admin@demo.in')]) {
      const answer = await someone.raw(CREATE, { i: { name: 'Mine' } });
      expect(answer.errors?.[0]).toMatchObject({ message: MSG.apiKeySellersOnly, extensions: { code: 'FORBIDDEN' } });
    }
    expect((await operator.gql(LIST)).viewer.company.apiKeys).toBeNull();
  });

  it('lets only one of several creates at once take the last place', async () => {
    const seller = await newSeller();
    for (let i = 0; i < API_KEYS_MAX - 1; i++) await create(seller, { name: `Key ${i + 1}` });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => create(seller, { name: `Racing ${i + 1}` })));
    expect(answers.filter((a) => a.userErrors.length === 0)).toHaveLength(1);
    expect(await keyCount(seller)).toBe(API_KEYS_MAX);
  });

  it('may send its own documents where the web app may only send its persisted ones', async () => {
    const owner = await newSeller();
    const seller = await new Session(trusted.url).signIn(owner.login!, SELLER_PASSWORD).catch(() => null);
    // Signing in by text is refused in production; the key is made through the dev BFF.
    expect(seller).toBeNull();
    const { secret } = await create(owner, { name: 'Production script' });
    const read = await withKey(secret, READ, {}, trusted.url);
    expect(read.status).toBe(200);
    expect(read.errors).toBeUndefined();
    expect(read.data.viewer.company.name).toBeTruthy();
    // A browser's cookie on its own still sends only known documents.
    const browser = new Session(trusted.url);
    const refused = await browser.raw(READ);
    expect(refused.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
  });
});
