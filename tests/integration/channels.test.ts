import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { MSG } from '@parcelo/common';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { Session } from '../support/client.js';
import { shopifyOrder, startFakeShopify, type FakeShopify } from '../support/fakeShopify.js';
import { listedSku, sellerOnStack, type OwnStack } from '../support/stock.js';

// Its own stack, so the Shopify adapter can be pointed at the fake.
let shopify: FakeShopify;
const run = `R${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
let services: RunningServices;
let bff: RunningBff;
let stack: OwnStack;
/** This file's seller (its Bombay store is connected below), at Bhiwandi, with its invoicing done. */
let seller: Session;
/** Another company of this file's own, with its invoicing done, and none of the seller's stores. */
let other: Session;

beforeAll(async () => {
  shopify = await startFakeShopify(600, run);
  process.env.SHOPIFY_BASE_URL = shopify.url;
  // The fake listens on loopback, which calls to sellers' addresses may reach only when allowed.
  process.env.OUTBOUND_ALLOW_HOSTS = '127.0.0.1';
  // WooCommerce sites are played by the shared partner sandbox.
  process.env.SANDBOX_URL = inject('sandboxUrl');
  services = await startServices({
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: services.urls, port: 0 });
  stack = { bffUrl: bff.url, nmsUrl: services.urls.nms };
  [seller, other] = await Promise.all([
    sellerOnStack(stack, 'Kala Ghoda Kurtas', { warehouses: ['WH-BOM-001'], invoicing: true }),
    sellerOnStack(stack, 'Nilgiri Leaf Traders', { warehouses: ['WH-DEL-001'], invoicing: true }),
  ]);
  // The stores sell Masala Chai: listed, mapped and stocked, so their orders block stock.
  await listedSku(seller, 'CHAI-MSL-250');
  // The seller's default package (its first), which a store order without measurements takes.
  const box = await seller.gql(
    `mutation($i: ShippingPackageCreateInput!) { shippingPackageCreate(input: $i) { userErrors { message } } }`,
    {
      i: {
        name: 'Kurta box',
        code: `KURTA-${run}`,
        packageLength: 30,
        packageWidth: 25,
        packageHeight: 8,
        packageWeight: 350,
      },
    },
  );
  expect(box.shippingPackageCreate.userErrors).toEqual([]);
  // A stack of its own, seeded, and two companies: allow a busy machine its time.
}, 180_000);

afterAll(async () => {
  delete process.env.SHOPIFY_BASE_URL;
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  delete process.env.SANDBOX_URL;
  await bff?.close();
  await services?.close();
  await shopify?.close();
});

const INTEGRATE = `mutation($i: SalesChannelIntegrateInput!) { salesChannelIntegrate(input: $i) { salesChannel { type shop } salesChannelEdge { node { id } } userErrors { message code } } }`;
const SYNC = `mutation($t: ShopType!, $id: ID) { ordersSync(input: { shopType: $t, salesChannelId: $id }) { fetched created duplicates skipped { shopOrderId message } userErrors { field message code } } }`;

/** The Bombay store's id: this file's Shopify syncs pull from it alone, as the seller may have other stores. */
let bombay: string;

describe('sales channel sync', () => {
  it('pulls every Shopify page once, maps the orders, and de-duplicates on later syncs', async () => {
    const connected = await seller.gql(INTEGRATE, {
      i: { type: 'SHOPIFY', shop: `bombay-threads-${run}.myshopify.com`, key: 'key', secret: shopify.token },
    });
    // Host names ignore case: the store is kept as its lower-case address.
    bombay = connected.salesChannelIntegrate.salesChannelEdge.node.id;
    expect(connected.salesChannelIntegrate).toMatchObject({
      salesChannel: { type: 'SHOPIFY', shop: `bombay-threads-${run.toLowerCase()}.myshopify.com` },
      userErrors: [],
    });
    // The company's first store, and so its only one.
    expect(
      (await seller.gql(`{ viewer { company { salesChannels { edges { node { type shop } } } } } }`)).viewer.company
        .salesChannels.edges,
    ).toEqual([{ node: { type: 'SHOPIFY', shop: `bombay-threads-${run.toLowerCase()}.myshopify.com` } }]);

    shopify.orders.push(
      shopifyOrder(601, run, { shipping_address: { ...shopifyOrder(1, run).shipping_address, zip: '56' } }),
    );
    const first = (await seller.gql(SYNC, { t: 'SHOPIFY', id: bombay })).ordersSync;
    expect(first).toMatchObject({ fetched: 601, created: 600, duplicates: 0, userErrors: [] });
    expect(first.skipped).toEqual([{ shopOrderId: `#${run}-1601`, message: MSG.invalidPincode }]);
    expect(shopify.requests.filter((r) => r.includes('orders.json'))).toHaveLength(3);

    const order = (
      await seller.gql(
        `query($id: String!) { orders(search: { by: ORDER_ID, value: $id }) { edges { node { shopType paymentMode customer { name phone } shippingAddress { pincode } items { sku quantity } totalAmount } } } }`,
        { id: `#${run}-1002` },
      )
    ).orders.edges[0].node;
    expect(order).toEqual({
      shopType: 'SHOPIFY',
      paymentMode: 'COD',
      customer: { name: `Sunita ${run} 2`, phone: '9845012345' },
      shippingAddress: { pincode: '560025' },
      items: [{ sku: 'CHAI-MSL-250', quantity: 3 }],
      totalAmount: 74_700,
    });

    // The next sync starts after the last order seen: only the new one comes, and nothing repeats.
    shopify.orders.push(shopifyOrder(602, run));
    const second = (await seller.gql(SYNC, { t: 'SHOPIFY', id: bombay })).ordersSync;
    expect(second).toMatchObject({ fetched: 1, created: 1, duplicates: 0 });
    const count = await seller.gql(
      `query($v: String!) { orders(first: 1, search: { by: CUSTOMER_NAME, value: $v }, createdAt: { preset: TODAY }) { totalCount } }`,
      { v: `Sunita ${run}` },
    );
    expect(count.orders.totalCount).toBe(601);
    // Six hundred orders placed in one sync: allow a busy machine its time.
  }, 90_000);

  it("gives a Shopify order without weight or dimensions the company's default package's", async () => {
    const box = (
      await seller.gql(
        `{ viewer { company { shippingPackages(first: 300, active: true) { edges { node { default packageLength packageWidth packageHeight packageWeight } } } } } }`,
      )
    ).viewer.company.shippingPackages.edges
      .map((e: { node: Record<string, number | boolean> }) => e.node)
      .find((p: { default: boolean }) => p.default);
    expect(box).toBeDefined();
    shopify.orders.push(shopifyOrder(603, run, { total_weight: null }), shopifyOrder(604, run, { total_weight: 1200 }));
    const synced = (await seller.gql(SYNC, { t: 'SHOPIFY', id: bombay })).ordersSync;
    expect(synced.userErrors).toEqual([]);
    const read = async (id: string) =>
      (
        await seller.gql(
          `query($id: String!) { orders(search: { by: ORDER_ID, value: $id }) { edges { node { weight dimensions { length breadth height } } } } }`,
          { id },
        )
      ).orders.edges[0].node;
    const sides = { length: box.packageLength, breadth: box.packageWidth, height: box.packageHeight };
    expect(await read(`#${run}-1603`)).toEqual({ weight: box.packageWeight / 1000, dimensions: sides });
    // Its own weight is kept; only the dimensions it lacks come from the package.
    expect(await read(`#${run}-1604`)).toEqual({ weight: 1.2, dimensions: sides });
  });

  it('stops cleanly when Shopify redirects or pages to another host, taking nothing from it', async () => {
    // Another host with its own orders, reached as localhost (allowed or not, it is another origin).
    const otherRun = `O${run}`;
    const other = await startFakeShopify(300, otherRun);
    const otherOrigin = other.url.replace('127.0.0.1', 'localhost');
    const countOf = async (name: string) =>
      (
        await seller.gql(
          `query($v: String!) { orders(first: 1, search: { by: CUSTOMER_NAME, value: $v }) { totalCount } }`,
          {
            v: name,
          },
        )
      ).orders.totalCount;
    const before = await countOf(`Sunita ${run}`);
    try {
      shopify.misbehave.redirectTo = `${otherOrigin}/admin/api/2024-10/orders.json`;
      const redirected = (await seller.gql(SYNC, { t: 'SHOPIFY', id: bombay })).ordersSync;
      expect(redirected).toMatchObject({ fetched: null, created: null });
      expect(redirected.userErrors).toHaveLength(1);
      expect(redirected.userErrors[0].code).toBe('NOT_ALLOWED');
      expect(redirected.userErrors[0].message).toMatch(/answered with a redirect.*not followed.*no orders were added/);
      delete shopify.misbehave.redirectTo;

      // More than a page waits, and the second page is said to be on the other host.
      for (let id = 603; id <= 900; id++) shopify.orders.push(shopifyOrder(id, run));
      shopify.misbehave.nextPageOrigin = otherOrigin;
      const paged = (await seller.gql(SYNC, { t: 'SHOPIFY', id: bombay })).ordersSync;
      expect(paged.userErrors).toEqual([
        {
          field: null,
          message: expect.stringMatching(
            /next page pointed to another address \(http:\/\/localhost:\d+\/.*no orders were added/,
          ),
          code: 'NOT_ALLOWED',
        },
      ]);
      expect(other.requests).toEqual([]);
      expect(await countOf(`Sunita ${otherRun}`)).toBe(0);
      expect(await countOf(`Sunita ${run}`)).toBe(before);
    } finally {
      delete shopify.misbehave.redirectTo;
      delete shopify.misbehave.nextPageOrigin;
      shopify.orders.splice(602);
      await other.close();
    }
  });

  it('skips a store order it cannot keep, placing the orders beside it', async () => {
    shopify.orders.push(
      shopifyOrder(1001, run, { name: `#J2\u0000${run}` }),
      shopifyOrder(1002, run, { shipping_address: { ...shopifyOrder(1, run).shipping_address, zip: 560025 } }),
      shopifyOrder(1003, run, {
        shipping_address: { ...shopifyOrder(1003, run).shipping_address, first_name: 'Su\u0000nita' },
      }),
    );
    try {
      // Counted among whatever else the store has waiting since the last sync.
      const problems = [
        { shopOrderId: `#${run}-2002`, message: MSG.storeOrderUnreadable },
        { shopOrderId: `#J2${run}`, message: MSG.storeOrderNumberUnsavable },
      ];
      const synced = (await seller.gql(SYNC, { t: 'SHOPIFY', id: bombay })).ordersSync;
      expect(synced.userErrors).toEqual([]);
      expect(synced.created).toBeGreaterThanOrEqual(1);
      expect(synced.skipped).toEqual(expect.arrayContaining(problems));
      // A control character in a buyer's name is dropped, and the order placed.
      const placed = (
        await seller.gql(
          `query($id: String!) { orders(search: { by: ORDER_ID, value: $id }) { edges { node { customer { name } } } } }`,
          { id: `#${run}-2003` },
        )
      ).orders.edges;
      expect(placed.map((e: { node: { customer: { name: string } } }) => e.node.customer.name)).toEqual([
        `Sunita ${run} 1003`,
      ]);
      // Neither is asked for again.
      const again = (await seller.gql(SYNC, { t: 'SHOPIFY', id: bombay })).ordersSync;
      expect(again).toMatchObject({ fetched: 0, userErrors: [] });
    } finally {
      shopify.orders.splice(602);
    }
  });

  it("names a store's answer that is not a list of orders as the store's problem", async () => {
    try {
      for (const body of ['{"orders":{"id":1}}', '<html>Maintenance</html>', '[]']) {
        shopify.body = body;
        const res = await seller.raw(SYNC, { t: 'SHOPIFY', id: bombay });
        expect(res.errors, body).toBeUndefined();
        expect(res.data!.ordersSync.userErrors, body).toEqual([
          { field: null, message: MSG.storeOrdersUnreadable, code: 'INVALID' },
        ]);
      }
    } finally {
      delete shopify.body;
    }
  });

  it("refuses a store address that is not the seller's Shopify store", async () => {
    const channels = async () =>
      (await other.gql(`{ viewer { company { salesChannels { edges { node { type shop } } } } } }`)).viewer.company
        .salesChannels.edges;
    const before = await channels();
    for (const shop of ['127.0.0.1:5990/x?', 'http://169.254.169.254', 'shop.myshopify.com.evil.in']) {
      const res = (await other.gql(INTEGRATE, { i: { type: 'SHOPIFY', shop, key: 'k', secret: 's' } }))
        .salesChannelIntegrate;
      expect(res).toEqual({
        salesChannel: null,
        salesChannelEdge: null,
        userErrors: [{ message: MSG.shopifyStoreAddress, code: 'INVALID' }],
      });
    }
    expect(await channels()).toEqual(before);
  });

  it('says plainly when a channel is not connected', async () => {
    const res = (await seller.gql(SYNC, { t: 'AMAZON' })).ordersSync;
    expect(res.userErrors).toEqual([
      {
        field: 'shopType',
        message: 'Amazon is not connected. Connect it under Settings > Integrations.',
        code: 'NOT_ALLOWED',
      },
    ]);
    // This file's seller has its Bombay store connected; a new seller has none.
    const shopifyNotConnected = (await (await newSeller()).gql(SYNC, { t: 'SHOPIFY' })).ordersSync;
    expect(shopifyNotConnected.userErrors[0].message).toBe(
      'Shopify is not connected. Connect it under Settings > Integrations.',
    );
  });

  it('refuses to integrate a store without complete invoicing', async () => {
    const s = await newSeller();
    const res = (await s.gql(INTEGRATE, { i: { type: 'SHOPIFY', shop: 'x.myshopify.com', key: 'k', secret: 's' } }))
      .salesChannelIntegrate;
    expect(res.userErrors).toEqual([{ message: MSG.invoicingGate, code: 'NOT_ALLOWED' }]);
  });
});

const CHANNEL = `id type shop keyHint secretHint extras { webhookClientId ucClientId shippingProviderCode carrierId } connectedAt lastSyncedAt`;
const CONNECT = `mutation($i: SalesChannelIntegrateInput!) { salesChannelIntegrate(input: $i) { salesChannel { ${CHANNEL} } salesChannelEdge { cursor } userErrors { field message code } } }`;
const LIST = `{ viewer { company { salesChannelBlocker salesChannels(first: 50) { totalCount edges { node { ${CHANNEL} } } } } } }`;
const UPDATE = `mutation($i: SalesChannelUpdateInput!) { salesChannelUpdate(input: $i) { salesChannel { ${CHANNEL} } userErrors { field message code } } }`;
const DISCONNECT = `mutation($i: SalesChannelDisconnectInput!) { salesChannelDisconnect(input: $i) { disconnectedId userErrors { field message code } } }`;
const SYNC_ONE = `mutation($i: OrdersSyncInput!) { ordersSync(input: $i) { fetched created duplicates skipped { shopOrderId message } salesChannel { lastSyncedAt } userErrors { field message code } } }`;

/** A WooCommerce order as the REST API gives it; `run` keeps buyers apart between runs. */
const wooOrder = (id: number, run: string, overrides: Record<string, unknown> = {}) => ({
  id,
  number: `${run}-${id}`,
  status: 'processing',
  // A minute apart, oldest first, as a shop's orders come.
  date_created_gmt: new Date(Date.now() - (1000 - id) * 60_000).toISOString().slice(0, 19),
  payment_method: id % 2 ? 'razorpay' : 'cod',
  billing: {
    first_name: 'Meera',
    last_name: `${run} ${id}`,
    address_1: `${id} Linking Road`,
    address_2: 'Bandra West',
    city: 'Mumbai',
    state: 'MH',
    postcode: '400050',
    country: 'IN',
    email: `meera${id}@example.in`,
    phone: '+91 98200 54321',
  },
  shipping: {
    first_name: '',
    last_name: '',
    address_1: '',
    address_2: '',
    city: '',
    state: '',
    postcode: '',
    country: '',
  },
  line_items: [{ name: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, price: '249.00', product_id: 11 }],
  ...overrides,
});

async function sandbox(path: string, body: unknown) {
  const res = await fetch(`${inject('sandboxUrl')}/_sandbox/woocommerce/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

describe('sales channels, several stores a company', () => {
  const woo = `chai-${run.toLowerCase()}.example.in`;
  const shopA = `mumbai-${run.toLowerCase()}.myshopify.com`;
  const shopB = `pune-${run.toLowerCase()}.myshopify.com`;
  const WOO_KEY = 'ck_3f9a0c1d2e4b5a6978877665544332211';
  const WOO_SECRET = 'cs_9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
  beforeAll(async () => {
    await sandbox('sites', {
      host: woo,
      key: WOO_KEY,
      secret: WOO_SECRET,
      orders: Array.from({ length: 230 }, (_, i) => wooOrder(i + 1, run)),
    });
  });

  const list = async (s: Session) => {
    const res = await s.raw(LIST);
    expect(res.errors).toBeUndefined();
    // Neither a key nor a secret appears anywhere in what sellers are sent.
    for (const secret of [WOO_KEY, WOO_SECRET, 'shpat_mumbai_secret_1', 'shpat_pune_secret_2', 'shpat_new_secret'])
      expect(JSON.stringify(res)).not.toContain(secret);
    return res.data!.viewer.company as {
      salesChannelBlocker: string | null;
      salesChannels: { totalCount: number; edges: { node: Record<string, any> }[] };
    };
  };
  const siteRequests = async () => {
    const res = await fetch(`${inject('sandboxUrl')}/_sandbox/woocommerce/sites/${woo}`);
    return ((await res.json()) as { requests: string[] }).requests.map((q) => new URLSearchParams(q));
  };
  const mine = async () =>
    (await list(seller)).salesChannels.edges.map((e) => e.node).filter((n) => [shopA, shopB, woo].includes(n.shop));

  it('connects two Shopify stores and a WooCommerce site, and lists them without their secrets', async () => {
    // Tokens each store accepts when they are connected (revoked below, for the sync to meet a refusal).
    for (const token of ['shpat_mumbai_secret_1', 'shpat_pune_secret_2', 'shpat_new_secret']) shopify.tokens.add(token);
    for (const [shop, secret] of [
      [shopA, 'shpat_mumbai_secret_1'],
      [shopB, 'shpat_pune_secret_2'],
    ]) {
      const res = await seller.raw(CONNECT, {
        i: { type: 'SHOPIFY', shop: `https://${shop}/`, key: 'app-key', secret },
      });
      expect(res.data!.salesChannelIntegrate.userErrors).toEqual([]);
      expect(JSON.stringify(res)).not.toContain(secret);
    }
    const connected = (
      await seller.gql(CONNECT, {
        i: {
          type: 'WORDPRESS',
          shop: woo,
          key: WOO_KEY,
          secret: WOO_SECRET,
          extras: { webhookClientId: 'wc-hooks.1' },
        },
      })
    ).salesChannelIntegrate;
    expect(connected.userErrors).toEqual([]);
    expect(connected.salesChannel).toMatchObject({
      type: 'WORDPRESS',
      shop: woo,
      keyHint: '…2211',
      secretHint: '…c4d3',
      extras: { webhookClientId: 'wc-hooks.1', ucClientId: null, shippingProviderCode: null, carrierId: null },
      lastSyncedAt: null,
    });
    expect(connected.salesChannelEdge.cursor).toBe(connected.salesChannel.id);

    const company = await list(seller);
    expect(company.salesChannelBlocker).toBeNull();
    expect((await mine()).map((c) => [c.type, c.shop])).toEqual([
      ['SHOPIFY', shopA],
      ['SHOPIFY', shopB],
      ['WORDPRESS', woo],
    ]);

    // Connecting a store again (its address in another case) updates the one record.
    const again = (
      await seller.gql(CONNECT, {
        i: { type: 'SHOPIFY', shop: shopA.toUpperCase(), key: 'app-key', secret: 'shpat_new_secret' },
      })
    ).salesChannelIntegrate;
    expect(again.userErrors).toEqual([]);
    const shops = await mine();
    expect(shops).toHaveLength(3);
    expect(again.salesChannel.id).toBe(shops[0]!.id);
    expect(shops[0]!.secretHint).toBe('…cret');

    // The database holds the credentials sealed, never as typed.
    const rows = await sql<{ key: string; secret: string; secret_hint: string }>`
      select key, secret, secret_hint from ums.sales_channels where shop in (${shopA}, ${shopB}, ${woo})`.execute(
      services.database.root,
    );
    expect(rows.rows).toHaveLength(3);
    const dump = JSON.stringify(rows.rows);
    for (const secret of [WOO_KEY, WOO_SECRET, 'shpat_new_secret', 'shpat_pune_secret_2'])
      expect(dump).not.toContain(secret);
    expect(rows.rows.every((r) => r.secret.startsWith('v1.'))).toBe(true);
    for (const token of ['shpat_mumbai_secret_1', 'shpat_pune_secret_2', 'shpat_new_secret'])
      shopify.tokens.delete(token);
  });

  it('syncs every store of a type, naming those that refuse without holding back the rest', async () => {
    const res = (
      await seller.gql(
        `mutation { ordersSync(input: { shopType: SHOPIFY }) { fetched created failedStores { shop message } userErrors { message } } }`,
      )
    ).ordersSync;
    // The Bombay store (the fake's token) syncs; these two were given tokens the fake refuses.
    expect(res.userErrors).toEqual([]);
    expect(res.failedStores).toEqual(
      expect.arrayContaining(
        [shopA, shopB].map((shop) => ({ shop, message: 'Shopify refused the access token. Reconnect the store.' })),
      ),
    );
  });

  it('refuses bad input with the message for each field', async () => {
    const cases: [Record<string, unknown>, { field: string | null; message: string; code: string }][] = [
      [
        { type: 'WORDPRESS', shop: '10.0.0.5', key: 'k', secret: 's' },
        { field: 'shop', message: MSG.storeAddress, code: 'INVALID' },
      ],
      [
        { type: 'UNICOMMERCE', shop: 'chai.example.in', key: 'k', secret: 's' },
        { field: 'shop', message: MSG.unicommerceStoreAddress, code: 'INVALID' },
      ],
      [
        { type: 'WORDPRESS', shop: woo, key: '', secret: 's' },
        { field: 'key', message: 'Key is required', code: 'REQUIRED' },
      ],
      [
        { type: 'WORDPRESS', shop: woo, key: 'k', secret: ' ' },
        { field: 'secret', message: 'Secret is required', code: 'REQUIRED' },
      ],
      [
        { type: 'WORDPRESS', shop: woo, key: 'k'.repeat(501), secret: 's' },
        { field: 'key', message: 'length should not be more than 500', code: 'INVALID' },
      ],
      [
        {
          type: 'UNICOMMERCE',
          shop: 'chai.unicommerce.com',
          key: 'k',
          secret: 's',
          extras: { shippingProviderCode: 'PARCELO' },
        },
        { field: 'extras.ucClientId', message: 'Unicommerce client ID is required', code: 'REQUIRED' },
      ],
      [
        { type: 'SHIPWAY', shop: 'chai.example.in', key: 'k', secret: 's', extras: { carrierId: 'abc' } },
        { field: 'extras.carrierId', message: MSG.channelCarrierId, code: 'INVALID' },
      ],
      [
        { type: 'SHOPIFY', shop: 'chai.myshopify.com', key: 'k', secret: 's', extras: { carrierId: '12' } },
        { field: 'extras.carrierId', message: 'Shopify stores take no Carrier ID.', code: 'INVALID' },
      ],
    ];
    for (const [input, error] of cases) {
      const res = (await seller.gql(CONNECT, { i: input })).salesChannelIntegrate;
      expect(res, JSON.stringify(input).slice(0, 120)).toMatchObject({ salesChannel: null, userErrors: [error] });
    }
    const manual = await seller.raw(CONNECT, { i: { type: 'MANUAL', shop: woo, key: 'k', secret: 's' } });
    expect(manual.data!.salesChannelIntegrate.userErrors[0].field).toBe('type');
    expect(await mine()).toHaveLength(3);
  });

  it('edits a store: a blank secret keeps the stored one, the address cannot change', async () => {
    const store = (await mine()).find((c) => c.type === 'WORDPRESS')!;
    const edited = (
      await seller.gql(UPDATE, { i: { id: store.id, key: '', secret: '', extras: { webhookClientId: 'wc-hooks.2' } } })
    ).salesChannelUpdate;
    expect(edited.userErrors).toEqual([]);
    expect(edited.salesChannel).toMatchObject({
      shop: woo,
      keyHint: '…2211',
      secretHint: '…c4d3',
      extras: { webhookClientId: 'wc-hooks.2' },
    });
    const bad = (await seller.gql(UPDATE, { i: { id: store.id, extras: { webhookClientId: 'no spaces' } } }))
      .salesChannelUpdate;
    expect(bad.userErrors).toEqual([
      {
        field: 'extras.webhookClientId',
        message: 'Webhook client ID may have only letters, digits and . _ - (up to 100).',
        code: 'INVALID',
      },
    ]);
    const shop = await seller.raw(
      `mutation { salesChannelUpdate(input: { id: "${store.id}", shop: "x.example.in" }) { userErrors { message } } }`,
    );
    expect(shop.errors?.[0]?.message).toMatch(/"shop" is not defined/);
  });

  it("gives NOT_FOUND for another company's stores and changes nothing", async () => {
    const store = (await mine()).find((c) => c.type === 'WORDPRESS')!;
    const edit = await other.raw(UPDATE, { i: { id: store.id, secret: 'stolen' } });
    expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const gone = await other.raw(DISCONNECT, { i: { id: store.id } });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const synced = await other.raw(SYNC_ONE, { i: { shopType: 'WORDPRESS', salesChannelId: store.id } });
    expect(synced.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const node = await other.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: store.id });
    expect(node.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(other)).salesChannels.edges.some((e) => e.node.shop === woo)).toBe(false);
    const mineNode = await seller.gql(`query($id: ID!) { node(id: $id) { ... on SalesChannel { shop secretHint } } }`, {
      id: store.id,
    });
    expect(mineNode.node).toEqual({ shop: woo, secretHint: '…c4d3' });
  });

  it('pulls a WooCommerce site page by page, once, and refuses a wrong key adding nothing', async () => {
    const store = (await mine()).find((c) => c.type === 'WORDPRESS')!;
    const count = async () =>
      (
        await seller.gql(
          `query($v: String!) { orders(first: 1, search: { by: CUSTOMER_NAME, value: $v }) { totalCount } }`,
          {
            v: `Meera ${run}`,
          },
        )
      ).orders.totalCount;

    // A wrong secret: the site answers 401, and the sync says so.
    await seller.gql(UPDATE, { i: { id: store.id, secret: 'cs_wrong', extras: { webhookClientId: 'wc-hooks.2' } } });
    const refused = (await seller.gql(SYNC_ONE, { i: { shopType: 'WORDPRESS', salesChannelId: store.id } })).ordersSync;
    expect(refused).toMatchObject({ fetched: null, created: null });
    expect(refused.userErrors).toEqual([
      {
        field: null,
        message:
          'The WooCommerce site refused the consumer key and secret. Check them under Settings > Integrations > Sales Channels.',
        code: 'NOT_ALLOWED',
      },
    ]);
    expect(await count()).toBe(0);

    await seller.gql(UPDATE, { i: { id: store.id, secret: WOO_SECRET, extras: { webhookClientId: 'wc-hooks.2' } } });
    const first = (await seller.gql(SYNC_ONE, { i: { shopType: 'WORDPRESS', salesChannelId: store.id } })).ordersSync;
    expect(first).toMatchObject({ fetched: 230, created: 230, duplicates: 0, skipped: [], userErrors: [] });
    // The refused call, then three pages of 100, oldest first.
    const calls = await siteRequests();
    expect(calls).toHaveLength(4);
    expect(calls.slice(1).map((q) => [q.get('page'), q.get('per_page'), q.get('orderby'), q.get('order')])).toEqual([
      ['1', '100', 'id', 'asc'],
      ['2', '100', 'id', 'asc'],
      ['3', '100', 'id', 'asc'],
    ]);
    expect(first.salesChannel.lastSyncedAt).not.toBeNull();
    expect(await count()).toBe(230);
    const order = (
      await seller.gql(
        `query($id: String!) { orders(search: { by: ORDER_ID, value: $id }) { edges { node { shopType paymentMode customer { phone } shippingAddress { city state pincode } items { sku quantity } } } } }`,
        { id: `#${run}-2` },
      )
    ).orders.edges[0].node;
    expect(order).toEqual({
      shopType: 'WORDPRESS',
      paymentMode: 'COD',
      customer: { phone: '9820054321' },
      shippingAddress: { city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
      items: [{ sku: 'CHAI-MSL-250', quantity: 1 }],
    });

    // Only what is new comes next time; nothing repeats.
    await sandbox(`sites/${woo}/orders`, [
      wooOrder(231, run),
      wooOrder(232, run, { billing: { ...wooOrder(1, run).billing, postcode: '12' } }),
    ]);
    const second = (await seller.gql(SYNC_ONE, { i: { shopType: 'WORDPRESS' } })).ordersSync;
    expect(second).toMatchObject({ fetched: 2, created: 1, duplicates: 0, userErrors: [] });
    expect(second.skipped).toEqual([{ shopOrderId: `#${run}-232`, message: MSG.invalidPincode }]);
    const next = (await siteRequests()).at(-1)!;
    expect(next.get('page')).toBe('1');
    expect(next.get('after')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(await count()).toBe(231);
  });

  it('skips a WooCommerce order whose number cannot be kept, placing the one beside it', async () => {
    await sandbox(`sites/${woo}/orders`, [
      wooOrder(233, run, { number: `${run}-233\u0000` }),
      wooOrder(234, run),
      wooOrder(235, run, { line_items: 'none' }),
    ]);
    const synced = (await seller.gql(SYNC_ONE, { i: { shopType: 'WORDPRESS' } })).ordersSync;
    expect(synced).toMatchObject({ fetched: 3, created: 1, duplicates: 0, userErrors: [] });
    expect(synced.skipped).toEqual([
      { shopOrderId: `${run}-235`, message: MSG.storeOrderUnreadable },
      { shopOrderId: `#${run}-233`, message: MSG.storeOrderNumberUnsavable },
    ]);
    const placed = await seller.gql(
      `query($id: String!) { orders(search: { by: ORDER_ID, value: $id }) { totalCount } }`,
      {
        id: `#${run}-234`,
      },
    );
    expect(placed.orders.totalCount).toBe(1);
  });

  it("takes a second site's orders although their order IDs repeat the first site's", async () => {
    const second = `pune-${run.toLowerCase()}.example.in`;
    // Order IDs are searched by their start: #R-2 also finds #R-20 and on, so the test counts the change.
    const withId = async () =>
      (
        await seller.gql(`query($id: String!) { orders(search: { by: ORDER_ID, value: $id }) { totalCount } }`, {
          id: `#${run}-2`,
        })
      ).orders.totalCount as number;
    const before = await withId();
    await sandbox('sites', {
      host: second,
      key: WOO_KEY,
      secret: WOO_SECRET,
      orders: [1, 2, 3].map((i) => wooOrder(i, run, { billing: { ...wooOrder(i, run).billing, city: 'Pune' } })),
    });
    const connected = (
      await seller.gql(CONNECT, { i: { type: 'WORDPRESS', shop: second, key: WOO_KEY, secret: WOO_SECRET } })
    ).salesChannelIntegrate;
    expect(connected.userErrors).toEqual([]);
    const store = (await list(seller)).salesChannels.edges.map((e) => e.node).find((n) => n.shop === second)!;
    const pulled = (await seller.gql(SYNC_ONE, { i: { shopType: 'WORDPRESS', salesChannelId: store.id } })).ordersSync;
    expect(pulled).toMatchObject({ fetched: 3, created: 3, duplicates: 0, userErrors: [] });
    // Pulled again: each store's orders are still known as its own.
    const again = (await seller.gql(SYNC_ONE, { i: { shopType: 'WORDPRESS', salesChannelId: store.id } })).ordersSync;
    expect(again).toMatchObject({ created: 0, userErrors: [] });
    expect(await withId()).toBe(before + 1);
    await seller.gql(DISCONNECT, { i: { id: store.id } });
  });

  it('disconnects a store, after which it is neither listed nor synced', async () => {
    const store = (await mine()).find((c) => c.type === 'WORDPRESS')!;
    const res = (await seller.gql(DISCONNECT, { i: { id: store.id } })).salesChannelDisconnect;
    expect(res).toEqual({ disconnectedId: store.id, userErrors: [] });
    expect((await mine()).map((c) => c.shop)).toEqual([shopA, shopB]);
    const again = await seller.raw(DISCONNECT, { i: { id: store.id } });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const sync = await seller.raw(SYNC_ONE, { i: { shopType: 'WORDPRESS', salesChannelId: store.id } });
    expect(sync.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tells a company without invoicing details that it cannot connect yet', async () => {
    const s = await newSeller('Gate Co');
    expect((await list(s)).salesChannelBlocker).toBe(MSG.invoicingGate);
    const res = (await s.gql(CONNECT, { i: { type: 'WORDPRESS', shop: woo, key: 'k', secret: 's' } }))
      .salesChannelIntegrate;
    expect(res.userErrors).toEqual([{ field: null, message: MSG.invoicingGate, code: 'NOT_ALLOWED' }]);
  });
});

/** A seller just signed up and verified: no invoicing details, no warehouse, no stores. */
const newSeller = (companyName = 'New Co') => sellerOnStack(stack, companyName);
