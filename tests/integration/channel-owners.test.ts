import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, completeInvoicing, twoWarehouseSeller } from '../support/client.js';
import { authorizeOnSandbox, installOnSandbox, pointSandboxAtApp, shopifyControl } from '../support/shopify.js';

/*
 * A store's address belongs to one company at a time: the one the store vouched for (Shopify's
 * install, or an access token the store accepts). Each company here is new, so no other file's
 * stores or orders are in the way.
 */
const run = Math.random().toString(36).slice(2, 8);

const INTEGRATE = `mutation($i: SalesChannelIntegrateInput!) { salesChannelIntegrate(input: $i) { salesChannel { type shop } userErrors { field message code } } }`;
const START = `mutation($i: ShopifyConnectStartInput!) { shopifyConnectStart(input: $i) { installUrl userErrors { message } } }`;
const INSTALL = `mutation($i: ShopifyConnectInstallInput!) { shopifyConnectInstall(input: $i) { authorizationUrl userErrors { message } } }`;
const PERMIT = `mutation($i: ShopifyConnectPermitInput!) { shopifyConnectPermit(input: $i) { salesChannel { shop } userErrors { field message code } } }`;
const CHANNELS = `{ viewer { company { salesChannels(first: 100) { edges { node { type shop } } } } } }`;
const ORDERS = `query($id: String!) { orders(first: 5, search: { by: ORDER_ID, value: $id }) { totalCount edges { node { status { code } customer { name } } } } }`;
const line_items = [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, price: '249.00' }];

/** A new brand that may connect stores: warehouses, invoicing details, and any SKU taken on orders. */
async function brand(name: string): Promise<Session> {
  const s = await twoWarehouseSeller(`${name} ${run}`);
  await completeInvoicing(s, { legalName: `${name} ${run} Pvt Ltd` });
  const prefs = await s.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  return s;
}

/** Connect with Shopify, through the sandbox's install and authorisation pages. */
async function connectWithShopify(s: Session, shop: string) {
  const { shopifyConnectStart } = await s.gql(START, { i: { shop } });
  expect(shopifyConnectStart.userErrors).toEqual([]);
  const installation = await installOnSandbox(shopifyConnectStart.installUrl);
  const { shopifyConnectInstall } = await s.gql(INSTALL, { i: installation.input });
  expect(shopifyConnectInstall.userErrors).toEqual([]);
  const permission = await authorizeOnSandbox(shopifyConnectInstall.authorizationUrl);
  return (await s.gql(PERMIT, { i: permission.input })).shopifyConnectPermit;
}

const shopsOf = async (s: Session) =>
  (await s.gql(CHANNELS)).viewer.company.salesChannels.edges.map((e: { node: { type: string; shop: string } }) => [
    e.node.type,
    e.node.shop,
  ]);

let owner: Session;
let intruder: Session;

beforeAll(async () => {
  await pointSandboxAtApp();
  [owner, intruder] = await Promise.all([brand('Owner Teas'), brand('Intruder Goods')]);
});

describe('a Shopify store belongs to the company the store vouched for', () => {
  const shop = `owned-${run}.myshopify.com`;

  it("refuses another company's made-up credentials and a proven store's second company, and sends the store's orders to its owner alone", async () => {
    expect((await connectWithShopify(owner, shop)).userErrors).toEqual([]);

    // Typed in with made-up credentials: the store does not take them, so nothing is saved.
    const madeUp = (
      await intruder.gql(INTEGRATE, { i: { type: 'SHOPIFY', shop, key: 'key', secret: 'shpat_made_up_token' } })
    ).salesChannelIntegrate;
    expect(madeUp).toEqual({
      salesChannel: null,
      userErrors: [{ field: 'secret', message: MSG.shopifyCredentialsRefused, code: 'WRONG_CREDENTIALS' }],
    });
    // Even a token the store accepts (one the owner made, say) does not move the store to another account.
    await shopifyControl(`/shops/${shop}/tokens`, { token: `shpat_leaked_${run}` });
    const leaked = (
      await intruder.gql(INTEGRATE, {
        i: { type: 'SHOPIFY', shop: `https://${shop.toUpperCase()}/`, key: 'key', secret: `shpat_leaked_${run}` },
      })
    ).salesChannelIntegrate;
    expect(leaked).toEqual({
      salesChannel: null,
      userErrors: [{ field: 'shop', message: MSG.storeTaken, code: 'TAKEN' }],
    });
    // Nor does Shopify's own install by the other company.
    expect((await connectWithShopify(intruder, shop)).userErrors).toEqual([
      { field: null, message: `${MSG.shopifyIntegrationFailed}: ${MSG.storeTaken}`, code: 'NOT_ALLOWED' },
    ]);
    expect(await shopsOf(intruder)).toEqual([]);
    expect(await shopsOf(owner)).toEqual([['SHOPIFY', shop]]);

    // The store's orders, and its cancellations, reach the owner and nobody else.
    const name = `#OWN${run}-1`;
    const added = await shopifyControl(`/shops/${shop}/orders`, { name, line_items });
    expect(added.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    expect((await owner.gql(ORDERS, { id: name })).orders.totalCount).toBe(1);
    expect((await intruder.gql(ORDERS, { id: name })).orders.totalCount).toBe(0);
    const cancelled = await shopifyControl(`/shops/${shop}/orders/${added.order.id}/cancel`, {});
    expect(cancelled.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    expect((await owner.gql(ORDERS, { id: name })).orders.edges[0].node.status.code).toBe('CANCELLED');
  });

  it('lets exactly one of two companies connecting the same store at once have it', async () => {
    const [first, second] = await Promise.all([brand('Race One'), brand('Race Two')]);
    for (const round of [1, 2, 3]) {
      const raced = `race-${round}-${run}.myshopify.com`;
      const token = `shpat_race_${round}_${run}`;
      await shopifyControl(`/shops/${raced}/tokens`, { token });
      const results = await Promise.all(
        [first, second].map(
          async (s) =>
            (await s.gql(INTEGRATE, { i: { type: 'SHOPIFY', shop: raced, key: 'key', secret: token } }))
              .salesChannelIntegrate.userErrors,
        ),
      );
      expect(results.filter((e) => e.length === 0)).toHaveLength(1);
      expect(results.filter((e) => e.length > 0)).toEqual([
        [{ field: 'shop', message: MSG.storeTaken, code: 'TAKEN' }],
      ]);
      const holders = [
        ...(await shopsOf(first)).filter(([, s]: string[]) => s === raced),
        ...(await shopsOf(second)).filter(([, s]: string[]) => s === raced),
      ];
      expect(holders).toEqual([['SHOPIFY', raced]]);
    }
  });

  it('answers a store order it cannot keep with a success, skipping it and placing the next', async () => {
    const shop = `owned-${run}.myshopify.com`;
    const nul = `#J2\u0000${run}`;
    const bad = await shopifyControl(`/shops/${shop}/orders`, { name: nul, line_items });
    expect(bad.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    // Its cancellation too is answered, and changes nothing.
    const cancelled = await shopifyControl(`/shops/${shop}/orders/${bad.order.id}/cancel`, {});
    expect(cancelled.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    const unreadable = await shopifyControl(`/shops/${shop}/orders`, { name: `#UNR${run}`, line_items: 'many' });
    expect(unreadable.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    expect((await owner.gql(ORDERS, { id: `#J2${run}` })).orders.totalCount).toBe(0);
    expect((await owner.gql(ORDERS, { id: `#UNR${run}` })).orders.totalCount).toBe(0);

    const good = `#OWN${run}-2`;
    const next = await shopifyControl(`/shops/${shop}/orders`, { name: good, line_items });
    expect(next.deliveries.map((d: { status: number }) => d.status)).toEqual([200]);
    expect((await owner.gql(ORDERS, { id: good })).orders.totalCount).toBe(1);
  });
});

describe("a hand-entered Shopify store's new access token", () => {
  const UPDATE = `mutation($i: SalesChannelUpdateInput!) { salesChannelUpdate(input: $i) { salesChannel { secretHint } userErrors { field message code } } }`;

  it('is checked against the store before it is saved, as when the store was connected', async () => {
    const seller = await brand('Token Teas');
    const shop = `token-${run}.myshopify.com`;
    const first = `shpat_first_${run}`;
    await shopifyControl(`/shops/${shop}/tokens`, { token: first });
    const integrated = (
      await seller.gql(
        `mutation($i: SalesChannelIntegrateInput!) { salesChannelIntegrate(input: $i) { salesChannel { id secretHint } userErrors { message } } }`,
        { i: { type: 'SHOPIFY', shop, key: 'key', secret: first } },
      )
    ).salesChannelIntegrate;
    expect(integrated.userErrors).toEqual([]);
    const { id, secretHint } = integrated.salesChannel;

    // A token the store does not take is refused with the connect form's message, and the old one stays.
    const madeUp = (await seller.gql(UPDATE, { i: { id, secret: `shpat_made_up_${run}` } })).salesChannelUpdate;
    expect(madeUp).toEqual({
      salesChannel: null,
      userErrors: [{ field: 'secret', message: MSG.shopifyCredentialsRefused, code: 'WRONG_CREDENTIALS' }],
    });
    const hints = async () =>
      (
        await seller.gql(`{ viewer { company { salesChannels(first: 10) { edges { node { shop secretHint } } } } } }`)
      ).viewer.company.salesChannels.edges.map((e: { node: { shop: string; secretHint: string } }) => e.node);
    expect(await hints()).toEqual([{ shop, secretHint }]);

    // A token the store issued is saved.
    const second = `shpat_second_${run}`;
    await shopifyControl(`/shops/${shop}/tokens`, { token: second });
    const updated = (await seller.gql(UPDATE, { i: { id, secret: second } })).salesChannelUpdate;
    expect(updated).toEqual({ salesChannel: { secretHint: `…${second.slice(-4)}` }, userErrors: [] });
    expect(await hints()).toEqual([{ shop, secretHint: `…${second.slice(-4)}` }]);
  });
});

describe('a WooCommerce site belongs to one company at a time', () => {
  it("refuses a second company the site's address, however it is typed", async () => {
    const site = `chai-owners-${run}.example.in`;
    const connect = (s: Session, shop: string) =>
      s.gql(INTEGRATE, { i: { type: 'WORDPRESS', shop, key: 'ck_owner', secret: 'cs_owner' } });
    expect((await connect(owner, site)).salesChannelIntegrate.userErrors).toEqual([]);
    expect((await connect(intruder, `https://${site.toUpperCase()}/`)).salesChannelIntegrate).toEqual({
      salesChannel: null,
      userErrors: [{ field: 'shop', message: MSG.storeTaken, code: 'TAKEN' }],
    });
    // The owner connecting it again keeps it.
    expect((await connect(owner, site)).salesChannelIntegrate.userErrors).toEqual([]);
    expect(await shopsOf(intruder)).toEqual([]);
  });
});
