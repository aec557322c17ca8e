import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MSG } from '@parcelo/common';
import { signShopifyBody } from '@parcelo/common/shopify';
import {
  Session,
  completeInvoicing,
  latestOtp,
  twoWarehouseSeller,
  uniqueEmail,
  uniquePhone,
} from '../support/client.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { authorizeOnSandbox, installOnSandbox, pointSandboxAtApp, shopifyControl } from '../support/shopify.js';

const run = Math.random().toString(36).slice(2, 8);
const shop = `parcelo-${run}.myshopify.com`;

const START = `mutation($i: ShopifyConnectStartInput!) { shopifyConnectStart(input: $i) { installUrl userErrors { field message code } } }`;
const INSTALL = `mutation($i: ShopifyConnectInstallInput!) { shopifyConnectInstall(input: $i) { authorizationUrl userErrors { field message code } } }`;
const PERMIT = `mutation($i: ShopifyConnectPermitInput!) { shopifyConnectPermit(input: $i) { salesChannel { type shop } userErrors { field message code } } }`;
const CHANNELS = `{ viewer { company { salesChannels(first: 100) { edges { node { type shop } } } } } }`;
const ORDERS = `query($id: String!) { orders(first: 5, search: { by: ORDER_ID, value: $id }) { totalCount edges { node { status { code } shopType items { sku quantity } } } } }`;

let seller: Session;
let other: Session;

/**
 * A seller of its own, with the invoicing details Shopify asks for first, taking orders for
 * SKUs it does not list: no other test meets its stores or orders.
 */
async function shopifySeller(name: string, legalName: string): Promise<Session> {
  const session = await twoWarehouseSeller(name);
  await completeInvoicing(session, { legalName });
  const prefs = await session.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  return session;
}

async function start(session: Session, forShop = shop): Promise<string> {
  const { shopifyConnectStart } = await session.gql(START, { i: { shop: forShop } });
  expect(shopifyConnectStart.userErrors).toEqual([]);
  return shopifyConnectStart.installUrl;
}

/** Start, install and authorise in the sandbox: what the permission redirect brings back. */
async function throughAuthorisation(session: Session, forShop = shop) {
  const installation = await installOnSandbox(await start(session, forShop));
  const { shopifyConnectInstall } = await session.gql(INSTALL, { i: installation.input });
  expect(shopifyConnectInstall.userErrors).toEqual([]);
  return authorizeOnSandbox(shopifyConnectInstall.authorizationUrl);
}

const failure = (payload: { userErrors: { message: string }[] }) => payload.userErrors[0]?.message ?? '';
const shopsOf = async (session: Session) =>
  (await session.gql(CHANNELS)).viewer.company.salesChannels.edges.map((e: { node: { shop: string } }) => e.node.shop);

beforeAll(async () => {
  await pointSandboxAtApp();
  [seller, other] = await Promise.all([
    shopifySeller(`Shopify Tea ${run}`, 'Shopify Tea Pvt Ltd'),
    shopifySeller(`Other Shopify Tea ${run}`, 'Other Shopify Tea Pvt Ltd'),
  ]);
});

describe('Connect with Shopify', () => {
  it('installs, authorises and connects the store, subscribing to its orders', async () => {
    const installUrl = await start(seller);
    expect(installUrl).toMatch(new RegExp(`^${inject('sandboxUrl')}/${shop}/admin/oauth/install\\?client_id=`));

    const installation = await installOnSandbox(installUrl);
    expect(installation.redirectType).toBe('installation');
    expect(installation.input.shop).toBe(shop);
    const { shopifyConnectInstall } = await seller.gql(INSTALL, { i: installation.input });
    expect(shopifyConnectInstall.userErrors).toEqual([]);
    const authorize = new URL(shopifyConnectInstall.authorizationUrl);
    expect(authorize.pathname).toBe(`/${shop}/admin/oauth/authorize`);
    expect(authorize.searchParams.get('scope')!.split(',')).toEqual(
      expect.arrayContaining(['read_orders', 'write_fulfillments', 'read_all_orders', 'read_customers']),
    );
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/shopify-redirect\?redirect-type=permission$/);

    const permission = await authorizeOnSandbox(shopifyConnectInstall.authorizationUrl);
    expect(permission.redirectType).toBe('permission');
    const { shopifyConnectPermit } = await seller.gql(PERMIT, { i: permission.input });
    expect(shopifyConnectPermit).toEqual({ salesChannel: { type: 'SHOPIFY', shop }, userErrors: [] });
    expect(await shopsOf(seller)).toContain(shop);

    const state = await shopifyControl(`/shops/${shop}`);
    expect(state.tokens).toBe(1);
    expect(state.webhooks.map((w: { topic: string; address: string }) => [w.topic, w.address])).toEqual([
      ['orders/create', expect.stringMatching(/\/webhooks\/shopify$/)],
      ['orders/updated', expect.stringMatching(/\/webhooks\/shopify$/)],
      ['app/uninstalled', expect.stringMatching(/\/webhooks\/shopify$/)],
    ]);

    // The permission redirect again (a reload, or someone replaying it): refused, no second token.
    const again = (await seller.gql(PERMIT, { i: permission.input })).shopifyConnectPermit;
    expect(again.salesChannel).toBeNull();
    expect(failure(again)).toMatch(new RegExp(`^${MSG.shopifyIntegrationFailed}: This request was already used`));
    expect((await shopifyControl(`/shops/${shop}`)).tokens).toBe(1);
  });

  it('uses a permission redirect once when it is sent several times at once', async () => {
    const raceShop = `race-${run}.myshopify.com`;
    const permission = await throughAuthorisation(seller, raceShop);
    const answers = await Promise.all([1, 2, 3].map(() => seller.gql(PERMIT, { i: permission.input })));
    const connected = answers.filter((a) => a.shopifyConnectPermit.salesChannel);
    expect(connected).toHaveLength(1);
    expect((await shopifyControl(`/shops/${raceShop}`)).tokens).toBe(1);
  });

  it('refuses forged signatures and stores nothing', async () => {
    const forgedShop = `forged-${run}.myshopify.com`;
    const installation = await installOnSandbox(await start(seller, forgedShop));
    const forged = {
      ...installation.input,
      hmac: installation.input.hmac.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const refused = (await seller.gql(INSTALL, { i: forged })).shopifyConnectInstall;
    expect(refused.authorizationUrl).toBeNull();
    expect(failure(refused)).toBe(
      `${MSG.shopifyIntegrationFailed}: The request did not carry a valid Shopify signature.`,
    );
    // Another store put in a genuine redirect breaks its signature too.
    const swapped = (await seller.gql(INSTALL, { i: { ...installation.input, shop } })).shopifyConnectInstall;
    expect(failure(swapped)).toMatch(/valid Shopify signature/);

    const { shopifyConnectInstall } = await seller.gql(INSTALL, { i: installation.input });
    const permission = await authorizeOnSandbox(shopifyConnectInstall.authorizationUrl);
    const code = { ...permission.input, authorizationCode: `${permission.input.authorizationCode}x` };
    expect(failure((await seller.gql(PERMIT, { i: code })).shopifyConnectPermit)).toMatch(/valid Shopify signature/);
    expect(await shopsOf(seller)).not.toContain(forgedShop);
    expect((await shopifyControl(`/shops/${forgedShop}`)).tokens).toBe(0);
  });

  it("refuses another company's state and an unknown one", async () => {
    const theirShop = `theirs-${run}.myshopify.com`;
    const installation = await installOnSandbox(await start(other, theirShop));
    const refused = (await seller.gql(INSTALL, { i: installation.input })).shopifyConnectInstall;
    expect(failure(refused)).toMatch(/^Shopify integration failed: This request was not started from your account/);

    // Their own authorisation, finished by someone else: refused as well, and the code is not spent.
    const { shopifyConnectInstall } = await other.gql(INSTALL, { i: installation.input });
    const permission = await authorizeOnSandbox(shopifyConnectInstall.authorizationUrl);
    expect(failure((await seller.gql(PERMIT, { i: permission.input })).shopifyConnectPermit)).toMatch(
      /not started from your account/,
    );
    expect(await shopsOf(seller)).not.toContain(theirShop);
    expect((await shopifyControl(`/shops/${theirShop}`)).tokens).toBe(0);

    const unknown = await installOnSandbox(
      `${inject('sandboxUrl')}/${theirShop}/admin/oauth/install?client_id=parcelo-dev-shopify-api-key&state=made-up`,
    );
    expect(failure((await seller.gql(INSTALL, { i: unknown.input })).shopifyConnectInstall)).toMatch(
      /not started from your account/,
    );
  });

  it('asks a seller without invoice details to complete them first', async () => {
    const s = new Session();
    const input = {
      role: 'SELLER',
      name: 'New Seller',
      companyName: 'New Co',
      email: uniqueEmail('shopify'),
      phone: uniquePhone(),
      password: 'NewCo12345',
    };
    await s.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, { i: input });
    await s.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
      o: await latestOtp(input.phone),
    });
    const { shopifyConnectStart } = await s.gql(START, { i: { shop: `new-${run}.myshopify.com` } });
    expect(shopifyConnectStart).toEqual({
      installUrl: null,
      userErrors: [{ field: null, message: MSG.invoicingGate, code: 'NOT_ALLOWED' }],
    });
  });

  it('refuses a store address that is not a Shopify store', async () => {
    const { shopifyConnectStart } = await seller.gql(START, { i: { shop: 'shop.example.in' } });
    expect(shopifyConnectStart).toEqual({
      installUrl: null,
      userErrors: [{ field: 'shop', message: MSG.shopifyStoreAddress, code: 'INVALID' }],
    });
  });
});

describe('Shopify order webhooks', () => {
  const name = `#W${run}-1`;
  const orderBody = {
    name,
    line_items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, price: '249.00' }],
  };
  const ordersNamed = async (n: string) => (await seller.gql(ORDERS, { id: n })).orders;

  it('places an order Shopify announces once, however many times it is delivered', async () => {
    // The store connected above is the seller's: connect it again if another test ran first.
    if (!(await shopsOf(seller)).includes(shop)) {
      const permission = await throughAuthorisation(seller);
      await seller.gql(PERMIT, { i: permission.input });
    }
    const added = await shopifyControl(`/shops/${shop}/orders`, orderBody);
    expect(added.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    const orders = await ordersNamed(name);
    expect(orders.totalCount).toBe(1);
    expect(orders.edges[0].node).toMatchObject({ shopType: 'SHOPIFY', items: [{ sku: 'CHAI-MSL-250', quantity: 2 }] });

    const again = await shopifyControl(`/shops/${shop}/redeliver`, { webhookId: added.deliveries[0].webhookId });
    expect(again.delivery.status).toBe(200);
    expect((await ordersNamed(name)).totalCount).toBe(1);

    // A cancellation on Shopify cancels the order while it has not shipped.
    const cancelled = await shopifyControl(`/shops/${shop}/orders/${added.order.id}/cancel`, {});
    expect(cancelled.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    expect((await ordersNamed(name)).edges[0].node.status.code).toBe('CANCELLED');
  });

  it('places one order when the same delivery arrives several times at once', async () => {
    const racing = `#W${run}-race`;
    const added = await shopifyControl(`/shops/${shop}/orders`, { ...orderBody, name: racing });
    const webhookId = added.deliveries[0].webhookId;
    const again = await Promise.all([1, 2, 3].map(() => shopifyControl(`/shops/${shop}/redeliver`, { webhookId })));
    expect(again.map((a) => a.delivery.status)).toEqual([200, 200, 200]);
    expect((await ordersNamed(racing)).totalCount).toBe(1);
  });

  it('refuses a delivery whose signature does not match its body, creating nothing', async () => {
    const forgedName = `#W${run}-forged`;
    const body = JSON.stringify({ id: 99, ...orderBody, name: forgedName });
    const headers = {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': shop,
      'x-shopify-webhook-id': `forged-${run}`,
    };
    const post = (hmac: string | null, payload = body) =>
      fetch(`${inject('bffUrl')}/webhooks/shopify`, {
        method: 'POST',
        headers: hmac === null ? headers : { ...headers, 'x-shopify-hmac-sha256': hmac },
        body: payload,
      });
    expect((await post(signShopifyBody(body, 'not-the-app-secret'))).status).toBe(401);
    expect((await post(null)).status).toBe(401);
    // A genuine signature over another body.
    expect((await post(signShopifyBody(body, 'parcelo-dev-shopify-api-secret'), `${body} `)).status).toBe(401);
    expect((await ordersNamed(forgedName)).totalCount).toBe(0);
  });
});

describe('a store with orders from before it was connected', () => {
  it('is connected, has recent orders to sync, and sends new orders by webhook', async () => {
    // A brand of its own whose store (as the demo sellers' do) took three orders before Parcelo came.
    const storeShop = `parcelo-${run}-threads.myshopify.com`;
    const brand = await shopifySeller(`Kutch Threads ${run}`, 'Kutch Threads Pvt Ltd');
    const earlier = [1, 2, 3].map((n) => `#KT${run}-${n}`);
    const tote = [{ title: 'Jute Tote Bag', sku: 'BAG-JUT-01', quantity: 1, price: '499.00' }];
    for (const name of earlier) await shopifyControl(`/shops/${storeShop}/orders`, { name, line_items: tote });
    const permission = await throughAuthorisation(brand, storeShop);
    expect((await brand.gql(PERMIT, { i: permission.input })).shopifyConnectPermit.userErrors).toEqual([]);
    const stores = (
      await brand.gql(`{ viewer { company { salesChannels(first: 100) { edges { node { id shop } } } } } }`)
    ).viewer.company.salesChannels.edges.map((e: { node: { id: string; shop: string } }) => e.node);
    const store = stores.find((s: { shop: string }) => s.shop === storeShop);
    expect(store).toBeDefined();
    const synced = (
      await brand.gql(
        `mutation($id: ID!) { ordersSync(input: { shopType: SHOPIFY, salesChannelId: $id }) { fetched created duplicates skipped { message } userErrors { message } } }`,
        { id: store.id },
      )
    ).ordersSync;
    // Those the connection pulled already are duplicates here (the sync resumes after them).
    expect(synced).toMatchObject({ skipped: [], userErrors: [] });
    expect(synced.created + synced.duplicates).toBe(synced.fetched);
    for (const name of earlier) expect((await brand.gql(ORDERS, { id: name })).orders.totalCount).toBe(1);

    const name = `#BT${run}`;
    const added = await shopifyControl(`/shops/${storeShop}/orders`, { name, line_items: tote });
    expect(added.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    expect((await brand.gql(ORDERS, { id: name })).orders.totalCount).toBe(1);
  });
});

describe("Shopify's privacy requests and the app's removal", () => {
  const gdprShop = `parcelo-${run}-privacy.myshopify.com`;
  const BUYERS = `query($id: String!) { orders(first: 5, search: { by: ORDER_ID, value: $id }) { edges { node { id status { code } customer { name phone email } } } } }`;
  // A brand of its own: no other test meets its store's buyers.
  let brand: Session;
  const buyerOf = async (name: string) => (await brand.gql(BUYERS, { id: name })).orders.edges[0].node;

  beforeAll(async () => {
    brand = await shopifySeller(`Privacy Tea ${run}`, 'Privacy Tea Pvt Ltd');
  });
  const line_items = [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, price: '249.00' }];
  const delivered = (status: number) => ({ delivery: expect.objectContaining({ status }) });

  it("forgets a buyer's closed orders on request, keeps those on their way, and disconnects the store when the app is removed", async () => {
    const permission = await throughAuthorisation(brand, gdprShop);
    expect((await brand.gql(PERMIT, { i: permission.input })).shopifyConnectPermit.userErrors).toEqual([]);
    const closedName = `#P${run}-1`;
    const openName = `#P${run}-2`;
    const closedOrder = (await shopifyControl(`/shops/${gdprShop}/orders`, { name: closedName, line_items })).order;
    const openOrder = (await shopifyControl(`/shops/${gdprShop}/orders`, { name: openName, line_items })).order;
    const closed = await buyerOf(closedName);
    expect(closed.customer.name).not.toBe('Deleted user');
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await brand.gql(STATUS_UPDATE, { i: { id: closed.id, status } })).orderStatusUpdate.userErrors).toEqual(
        [],
      );
    const before = (await buyerOf(openName)).customer;

    // A buyer asks to be forgotten: the delivered order loses them, the one still open keeps them.
    const redact = await shopifyControl(`/shops/${gdprShop}/customers/redact`, {
      orderIds: [closedOrder.id, openOrder.id],
    });
    expect(redact).toEqual(delivered(200));
    expect((await buyerOf(closedName)).customer).toEqual({ name: 'Deleted user', phone: '0000000000', email: null });
    expect((await buyerOf(openName)).customer).toEqual(before);
    // The same request delivered again changes nothing more.
    expect(await shopifyControl(`/shops/${gdprShop}/redeliver`, {})).toEqual(delivered(200));

    // A data request is answered by the store owner from the store; the product records it.
    expect(await shopifyControl(`/shops/${gdprShop}/customers/data_request`, { orderIds: [openOrder.id] })).toEqual(
      delivered(200),
    );

    // The owner removes the app: the store is disconnected, its orders stay.
    const removed = await shopifyControl(`/shops/${gdprShop}/uninstall`, {});
    expect(removed.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    expect(await shopsOf(brand)).not.toContain(gdprShop);
    expect((await buyerOf(openName)).customer).toEqual(before);

    // 48 hours later Shopify asks for the store's data to go: every closed order of it loses its buyer.
    const cancel = await brand.gql(
      `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { message } } }`,
      { i: { id: (await buyerOf(openName)).id } },
    );
    expect(cancel.orderCancel.userErrors).toEqual([]);
    expect(await shopifyControl(`/shops/${gdprShop}/redact`, {})).toEqual(delivered(200));
    expect((await buyerOf(openName)).customer.name).toBe('Deleted user');
  });

  it('refuses a privacy request whose signature does not match, changing nothing', async () => {
    const body = JSON.stringify({ shop_domain: shop, orders_to_redact: [1] });
    const res = await fetch(`${inject('bffUrl')}/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'shop/redact',
        'x-shopify-shop-domain': shop,
        'x-shopify-webhook-id': `forged-redact-${run}`,
        'x-shopify-hmac-sha256': signShopifyBody(body, 'not-the-app-secret'),
      },
      body,
    });
    expect(res.status).toBe(401);
    // A malformed one, correctly signed, is refused as such.
    const odd = JSON.stringify({ orders_to_redact: 'all' });
    const bad = await fetch(`${inject('bffUrl')}/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'customers/redact',
        'x-shopify-shop-domain': shop,
        'x-shopify-webhook-id': `odd-redact-${run}`,
        'x-shopify-hmac-sha256': signShopifyBody(odd, 'parcelo-dev-shopify-api-secret'),
      },
      body: odd,
    });
    expect(bad.status).toBe(400);
  });
});
