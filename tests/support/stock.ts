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
