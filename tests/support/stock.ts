import type { Session } from './client.js';

/**
 * Tests place orders for the demo products, and a PostgreSQL database keeps what earlier
 * runs used up. Before a run, each demo seller's stock rows are topped up through the API,
 * as a warehouse would, so every run starts with plenty whatever came before.
 */
const TOP_UP_TO = 5_000;

async function gql(url: string, cookie: string | null, query: string, variables: object = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, cookie: res.headers.getSetCookie()[0]?.split(';')[0] ?? null };
}

export async function topUpDemoStock(bffUrl: string): Promise<void> {
  // The demo catalogues' WSINs (tests make their own under other names).
  for (const [login, prefix] of [
    ['seller@demo.in', 'WS-CPN-'],
    ['seller2@demo.in', 'WS-BTH-'],
  ] as const) {
    const { cookie } = await gql(
      bffUrl,
      null,
      `mutation($i: SignInInput!) { signIn(input: $i) { userErrors { message } } }`,
      { i: { login, password: 'Demo@1234' } },
    );
    const { data } = await gql(
      bffUrl,
      cookie,
      `query($p: String!) { inventory(first: 300, search: { by: SKU, value: $p }) { edges { node { id availableStock } } } }`,
      { p: prefix },
    );
    for (const { node } of data.inventory.edges as { node: { id: string; availableStock: number } }[]) {
      if (node.availableStock >= TOP_UP_TO / 2) continue;
      await gql(
        bffUrl,
        cookie,
        `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { message } } }`,
        {
          i: {
            id: node.id,
            date: new Date().toISOString().slice(0, 10),
            inboundAccepted: TOP_UP_TO - node.availableStock,
            inboundRejected: 0,
            remark: 'Test run top-up',
          },
        },
      );
    }
  }
}

const stamp = (prefix: string) =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/**
 * A product of its own for a test that counts stock: a new WSIN of the seller's company with
 * `units` in stock at the seller's first warehouse, and a catalogue product mapped to one of it.
 */
export async function stockedProduct(
  admin: Session,
  seller: Session,
  units: number,
): Promise<{
  sku: string;
  /** The new WSIN's code. */
  wsin: string;
  warehouse: string;
  /** The WSIN's stock row at the warehouse. */
  row: string;
  stock(): Promise<{ blockedStock: number; availableStock: number }>;
}> {
  const { viewer } = await seller.gql(`{ viewer { company { id } } }`);
  const company = viewer.company.id;
  const wsin = stamp('WSI');
  const made = await admin.gql(`mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { message } } }`, {
    i: { company, wsin, name: `Test ${wsin}` },
  });
  if (made.wsinCreate.userErrors.length) throw new Error(JSON.stringify(made.wsinCreate.userErrors));
  const warehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node
    .id;
  const rows = await seller.gql(
    `query($v: String!, $w: ID) { inventory(first: 5, search: { by: SKU, value: $v }, warehouse: $w) { edges { node { id } } } }`,
    { v: wsin, w: warehouse },
  );
  const row = rows.inventory.edges[0].node.id;
  await seller.gql(
    `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { message } } }`,
    {
      i: {
        id: row,
        date: new Date().toISOString().slice(0, 10),
        inboundAccepted: units,
        inboundRejected: 0,
        remark: 'in',
      },
    },
  );
  const sku = await mappedProduct(admin, seller, wsin);
  return {
    sku,
    wsin,
    warehouse,
    row,
    stock: async () =>
      (
        await seller.gql(`query($id: ID!) { node(id: $id) { ... on InventoryRow { blockedStock availableStock } } }`, {
          id: row,
        })
      ).node,
  };
}

/** A new catalogue product of the seller's, mapped by an admin to one unit of `wsin`; its SKU. */
export async function mappedProduct(admin: Session, seller: Session, wsin: string): Promise<string> {
  const sku = stamp('SKU');
  const product = await seller.gql(
    `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { catalogueProductEdge { node { id } } userErrors { message } } }`,
    {
      i: {
        productTitle: `Item ${sku}`,
        sku,
        category: 'Misc',
        price: 1_000,
        weight: 10,
        hsnCode: '0902',
        basePrice: 500,
        margin: 10,
      },
    },
  );
  await admin.gql(
    `mutation($i: CatalogueProductWsinMapInput!) { catalogueProductWsinMap(input: $i) { userErrors { message } } }`,
    { i: { id: product.catalogueProductCreate.catalogueProductEdge.node.id, wsins: [{ wsin, quantity: 1 }] } },
  );
  return sku;
}

/**
 * A catalogue product of the seller's with this SKU, mapped to no WSIN: orders may name only
 * listed SKUs (unless the company allows others), and such a line blocks no stock. The SKU.
 */
export async function listedSku(seller: Session, sku: string): Promise<string> {
  const r = await seller.gql(
    `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { userErrors { message } } }`,
    {
      i: {
        productTitle: `Item ${sku}`,
        sku,
        category: 'Misc',
        price: 1_000,
        weight: 10,
        hsnCode: '0902',
        basePrice: 500,
        margin: 10,
      },
    },
  );
  if (r.catalogueProductCreate.userErrors.length) throw new Error(JSON.stringify(r.catalogueProductCreate.userErrors));
  return sku;
}
