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
  services = await startServices({
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: services.urls, port: 0 });
});

afterAll(async () => {
  delete process.env.SHOPIFY_BASE_URL;
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
      (await seller.gql(`{ viewer { company { salesChannels { type shop } } } }`)).viewer.company.salesChannels,
    ).toEqual([{ type: 'SHOPIFY', shop: `bombay-threads-${run}.myshopify.com` }]);

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
