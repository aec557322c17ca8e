import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { MSG } from '@parcelo/common';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { Session, uniqueEmail, uniquePhone } from '../support/client.js';
import { shopifyOrder, startFakeShopify, type FakeShopify } from '../support/fakeShopify.js';

// Its own stack, so the Shopify adapter can be pointed at the fake.
let shopify: FakeShopify;
const run = `R${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
let services: RunningServices;
let bff: RunningBff;

beforeAll(async () => {
  shopify = await startFakeShopify(600, run);
  process.env.SHOPIFY_BASE_URL = shopify.url;
  // The fake listens on loopback, which calls to sellers' addresses may reach only when allowed.
  process.env.OUTBOUND_ALLOW_HOSTS = '127.0.0.1';
  services = await startServices({
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: services.urls, port: 0 });
});

afterAll(async () => {
  delete process.env.SHOPIFY_BASE_URL;
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await bff?.close();
  await services?.close();
  await shopify?.close();
});

const INTEGRATE = `mutation($i: SalesChannelIntegrateInput!) { salesChannelIntegrate(input: $i) { salesChannel { type shop } userErrors { message code } } }`;
const SYNC = `mutation($t: ShopType!) { ordersSync(input: { shopType: $t }) { fetched created duplicates skipped { shopOrderId message } userErrors { field message code } } }`;

describe('sales channel sync', () => {
  it('pulls every Shopify page once, maps the orders, and de-duplicates on later syncs', async () => {
    const seller = await new Session(bff.url).signIn('seller2@demo.in');
    const connected = await seller.gql(INTEGRATE, {
      i: { type: 'SHOPIFY', shop: `bombay-threads-${run}.myshopify.com`, key: 'key', secret: shopify.token },
    });
    expect(connected.salesChannelIntegrate).toEqual({
      salesChannel: { type: 'SHOPIFY', shop: `bombay-threads-${run}.myshopify.com` },
      userErrors: [],
    });
    expect(
      (await seller.gql(`{ viewer { company { salesChannels { edges { node { type shop } } } } } }`)).viewer.company
        .salesChannels.edges,
    ).toEqual([{ node: { type: 'SHOPIFY', shop: `bombay-threads-${run}.myshopify.com` } }]);

    shopify.orders.push(
      shopifyOrder(601, run, { shipping_address: { ...shopifyOrder(1, run).shipping_address, zip: '56' } }),
    );
    const first = (await seller.gql(SYNC, { t: 'SHOPIFY' })).ordersSync;
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
      totalAmount: 747,
    });

    // The next sync starts after the last order seen: only the new one comes, and nothing repeats.
    shopify.orders.push(shopifyOrder(602, run));
    const second = (await seller.gql(SYNC, { t: 'SHOPIFY' })).ordersSync;
    expect(second).toMatchObject({ fetched: 1, created: 1, duplicates: 0 });
    const count = await seller.gql(
      `query($v: String!) { orders(first: 1, search: { by: CUSTOMER_NAME, value: $v }, createdAt: { preset: TODAY }) { totalCount } }`,
      { v: `Sunita ${run}` },
    );
    expect(count.orders.totalCount).toBe(601);
  });

  it('stops cleanly when Shopify redirects or pages to another host, taking nothing from it', async () => {
    const seller = await new Session(bff.url).signIn('seller2@demo.in');
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
      const redirected = (await seller.gql(SYNC, { t: 'SHOPIFY' })).ordersSync;
      expect(redirected).toMatchObject({ fetched: null, created: null });
      expect(redirected.userErrors).toHaveLength(1);
      expect(redirected.userErrors[0].code).toBe('NOT_ALLOWED');
      expect(redirected.userErrors[0].message).toMatch(/answered with a redirect.*not followed.*no orders were added/);
      delete shopify.misbehave.redirectTo;

      // More than a page waits, and the second page is said to be on the other host.
      for (let id = 603; id <= 900; id++) shopify.orders.push(shopifyOrder(id, run));
      shopify.misbehave.nextPageOrigin = otherOrigin;
      const paged = (await seller.gql(SYNC, { t: 'SHOPIFY' })).ordersSync;
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

  it("refuses a store address that is not the seller's Shopify store", async () => {
    const seller = await new Session(bff.url).signIn('seller@demo.in');
    for (const shop of ['127.0.0.1:5990/x?', 'http://169.254.169.254', 'shop.myshopify.com.evil.in']) {
      const res = (await seller.gql(INTEGRATE, { i: { type: 'SHOPIFY', shop, key: 'k', secret: 's' } }))
        .salesChannelIntegrate;
      expect(res).toEqual({ salesChannel: null, userErrors: [{ message: MSG.shopifyStoreAddress, code: 'INVALID' }] });
    }
    expect(
      (await seller.gql(`{ viewer { company { salesChannels { totalCount } } } }`)).viewer.company.salesChannels,
    ).toEqual({ totalCount: 0 });
  });

  it('says plainly when a channel is not connected', async () => {
    const seller = await new Session(bff.url).signIn('seller@demo.in');
    const res = (await seller.gql(SYNC, { t: 'AMAZON' })).ordersSync;
    expect(res.userErrors).toEqual([
      {
        field: 'shopType',
        message: 'Amazon is not connected. Connect it under Settings > Integrations.',
        code: 'NOT_ALLOWED',
      },
    ]);
    const shopifyNotConnected = (await seller.gql(SYNC, { t: 'SHOPIFY' })).ordersSync;
    expect(shopifyNotConnected.userErrors[0].message).toBe(
      'Shopify is not connected. Connect it under Settings > Integrations.',
    );
  });

  it('refuses to integrate a store without complete invoicing', async () => {
    const s = new Session(bff.url);
    const input = {
      role: 'SELLER',
      name: 'New Seller',
      companyName: 'New Co',
      email: uniqueEmail('new'),
      phone: uniquePhone(),
      password: 'NewCo12345',
    };
    await s.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, { i: input });
    await s.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
      o: await latestOtpFrom(services.urls.nms, input.phone),
    });
    const res = (await s.gql(INTEGRATE, { i: { type: 'SHOPIFY', shop: 'x.myshopify.com', key: 'k', secret: 's' } }))
      .salesChannelIntegrate;
    expect(res.userErrors).toEqual([{ message: MSG.invoicingGate, code: 'NOT_ALLOWED' }]);
  });
});

/** This file's stack has its own NMS. */
async function latestOtpFrom(nms: string, phone: string) {
  const res = await fetch(`${nms}/notifications/outbox?to=${phone}&template=OTP_VERIFY&limit=1`, {
    headers: { 'x-internal-key': 'parcelo-dev-internal-key' },
  });
  return ((await res.json()) as { data: { notifications: { params: { otp: string } }[] } }).data.notifications[0]!
    .params.otp;
}
