import { vi } from 'vitest';
import { SELLER_PASSWORD, Session, attachWarehouse, completeInvoicing, uniqueEmail, uniquePhone } from './client.js';
import { markDelivered, placeOrderFor } from './ndr.js';

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

/** What `listedSku` puts on the shelf at each of the seller's warehouses. */
const LISTED_STOCK = 10_000;

/**
 * Puts `units` of the WSIN a product's SKU made (its code is the SKU) on the shelf at each of
 * the seller's warehouses, as the seller's own inbound entries.
 */
export async function stockOwnWsin(seller: Session, sku: string, units = LISTED_STOCK): Promise<void> {
  const rows = await seller.gql(
    `query($v: String!) { inventory(first: 100, search: { by: SKU, value: $v }) { edges { node { id wsin } } } }`,
    { v: sku },
  );
  const own = rows.inventory.edges.filter(
    (e: { node: { wsin: string } }) => e.node.wsin.toUpperCase() === sku.toUpperCase(),
  );
  for (const { node } of own as { node: { id: string } }[]) {
    const added = await seller.gql(
      `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { message } } }`,
      {
        i: {
          id: node.id,
          date: new Date().toISOString().slice(0, 10),
          inboundAccepted: units,
          inboundRejected: 0,
          remark: 'Opening stock',
        },
      },
    );
    if (added.inventoryInboundAdd.userErrors.length)
      throw new Error(JSON.stringify(added.inventoryInboundAdd.userErrors));
  }
}

/**
 * A catalogue product of the seller's with this SKU, as a seller makes one: its WSIN created
 * from the SKU and mapped 1:1, with plenty in stock at each of the seller's warehouses, so
 * orders for it block stock as real ones do. The SKU.
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
        createWsin: true,
      },
    },
  );
  if (r.catalogueProductCreate.userErrors.length) throw new Error(JSON.stringify(r.catalogueProductCreate.userErrors));
  await stockOwnWsin(seller, sku);
  return sku;
}

/** A stack a test file starts for itself: its BFF, and the NMS its sign-up codes are read from. */
export interface OwnStack {
  bffUrl: string;
  nmsUrl: string;
}

/** Signs someone up on a stack of the test's own and answers the code its NMS sent; the verified session. */
async function verifiedOn(
  stack: OwnStack,
  input: { role: string; name: string; companyName: string; password: string } & Record<string, string>,
): Promise<Session> {
  const session = new Session(stack.bffUrl);
  const i = { email: uniqueEmail(input.role.toLowerCase()), phone: uniquePhone(), ...input };
  const res = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, { i });
  if (res.signUp.userErrors.length) throw new Error(JSON.stringify(res.signUp.userErrors));
  session.login = i.email;
  const otp = await vi.waitFor(
    async () => {
      const outbox = await fetch(`${stack.nmsUrl}/notifications/outbox?to=${i.phone}&template=OTP_VERIFY&limit=1`, {
        headers: { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' },
      });
      const { data } = (await outbox.json()) as { data: { notifications: { params: { otp: string } }[] } };
      if (!data.notifications[0]) throw new Error(`No code texted to ${i.phone} yet`);
      return data.notifications[0].params.otp;
    },
    { timeout: 5_000, interval: 100 },
  );
  const verify = `mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`;
  const verified = await session.gql(verify, { o: otp });
  if (verified.otpVerify.userErrors.length) throw new Error(JSON.stringify(verified.otpVerify.userErrors));
  return session;
}

/**
 * A new verified seller of a company of its own on a stack the test file started (the helpers in
 * client.ts sign up on the shared stack): attached by an admin to these demo warehouses (by code),
 * and with its invoicing done when asked, so it can place orders there. Its password is SELLER_PASSWORD;
 * its user's name `name` (Rohan Kulkarni unless told).
 */
export async function sellerOnStack(
  stack: OwnStack,
  companyName: string,
  {
    warehouses = [],
    invoicing = false,
    name = 'Rohan Kulkarni',
  }: { warehouses?: string[]; invoicing?: boolean; name?: string } = {},
): Promise<Session> {
  const session = await verifiedOn(stack, {
    role: 'SELLER',
    name,
    companyName,
    password: SELLER_PASSWORD,
  });
  if (warehouses.length) {
    const admin = await new Session(stack.bffUrl).signIn('admin@demo.in');
    const company = (await session.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    for (const code of warehouses) await attachWarehouse(admin, company, code, 'MICRO');
  }
  if (invoicing) await completeInvoicing(session, { legalName: companyName });
  return session;
}

/** A new verified warehouse operator (its own warehouse company, no warehouse yet) on a stack of the test's own. */
export const operatorOnStack = (stack: OwnStack, companyName: string): Promise<Session> =>
  verifiedOn(stack, {
    role: 'WAREHOUSE',
    name: 'Suresh Patil',
    companyName,
    city: 'Pune',
    state: 'Maharashtra',
    password: 'Operator12345',
  });

/** `count` COD orders of a listed SKU the seller walks through to delivered, oldest first: each has its label and invoice. */
export async function deliveredOrders(seller: Session, count: number, sku = 'CHAI-MSL-250') {
  await listedSku(seller, sku).catch(() => sku);
  const orders = [];
  for (let i = 0; i < count; i++) {
    const order = await placeOrderFor(seller, uniquePhone(), undefined, sku);
    await markDelivered(seller, order.id);
    orders.push(order);
  }
  return orders;
}
