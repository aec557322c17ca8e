/**
 * `npm run bench`: the whole stack in a process of its own (tests/bench/stack.ts) on free
 * ports against PostgreSQL (BENCH_DATABASE_URL, by default a `parcelo_bench` database on
 * the local server, created and filled with a million orders on first use), measured from
 * this process. Prints the tables docs/benchmarks.md quotes. Not a test.
 */
import pg from 'pg';
import type { ServiceUrls } from '@parcelo/services/config';
import { BULK_INVENTORY } from '@parcelo/common';
import { internalKey } from '@parcelo/services/config';
import { BUYER, bulkSheet, ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { start } from './child.js';
import {
  cannon,
  conditions,
  ensureDatabase,
  ensureMasalaStock,
  load,
  rssOf,
  yardstick,
  type Figures,
} from './shared.js';
import { ORDERS_PAGE, UNTHROTTLED, cpuText, measureBffCpu } from './cpu.js';
import { INSIGHTS_PAGE, INSIGHTS_ROUTES, benchRanges, explainInsights } from './insights.js';

const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/parcelo_bench';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const STOCK_ROWS = Number(process.env.BENCH_STOCK_ROWS ?? 100_000);
// Taken before anything starts, so the machine is measured and not the product.
const stick = await yardstick();
const startLoad = load();
const conditionsNow = () => conditions([startLoad, load()], stick);

/** Latency of `fn` under `concurrency` callers, measured in this process. */
async function measure(n: number, concurrency: number, fn: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < Math.min(20, n); i++) await fn();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < n) {
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), perSecond: (times.length / elapsed) * 1000 };
}

/** Two calls' latencies, one client, alternating a then b `n` times. */
async function measurePair(
  n: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[Figures, Figures]> {
  for (let i = 0; i < 20; i++) await Promise.all([a(), b()]);
  const times: [number[], number[]] = [[], []];
  const spent = [0, 0];
  for (let i = 0; i < n; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const t = performance.now();
      await fn();
      const took = performance.now() - t;
      times[k]!.push(took);
      spent[k]! += took;
    }
  }
  const figures = (k: number): Figures => {
    const sorted = times[k]!.sort((x, y) => x - y);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return { p50: at(0.5), p99: at(0.99), perSecond: (n / spent[k]!) * 1000 };
  };
  return [figures(0), figures(1)];
}

await ensureDatabase(BENCH_URL);
const stack = await start<{ urls: ServiceUrls; bffUrl: string }>('./stack.ts', {
  ...process.env,
  ...UNTHROTTLED,
  BENCH_DATABASE_URL: BENCH_URL,
  BENCH_ORDERS: String(ORDERS),
  BENCH_STOCK_ROWS: String(STOCK_ROWS),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const { urls, bffUrl } = stack.ready;
const services = { urls };

const serverRss = () => rssOf(stack.process.pid!);

const gqlUrl = `${bffUrl}/graphql`;
async function gql(query: string, variables: object, cookie?: string) {
  const res = await fetch(gqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return {
    data: body.data,
    // The session check counts too: a page's cost to the services, as the bench has always said.
    upstream: Number(res.headers.get('x-upstream-requests')) + Number(res.headers.get('x-session-checks')),
    cookie: res.headers.getSetCookie()[0]?.split(';')[0],
  };
}
const signIn = async (login: string) =>
  (
    await gql(`mutation($i: SignInInput!) { signIn(input: $i) { userErrors { message } } }`, {
      i: { login, password: 'Demo@1234' },
    })
  ).cookie!;

const seller = await signIn('seller@demo.in');
const admin = await signIn('admin@demo.in');
/** The seller as the sheet uploads see a browser: the BFF's address, the cookie and GraphQL. */
const sellerSession = {
  url: bffUrl,
  cookie: seller,
  gql: async <T>(query: string, variables: Record<string, unknown> = {}) =>
    (await gql(query, variables, seller)).data as T,
};
const token = seller.split('=')[1]!;

const rows: string[] = [];
// Rows are measured back to back: the load as the last one ended is the load as this one began.
let loadMark = load();
const row = (name: string, f: Figures) => {
  const before = loadMark;
  loadMark = load();
  rows.push(
    `| ${name} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.perSecond.toFixed(0)} | ${before} → ${loadMark} |`,
  );
};

/**
 * The Insights page for the last 30 days and the last year: its one GraphQL query, and OMS's
 * nine routes alone, asked at once as the BFF asks them. A part not there yet is named, not measured.
 */
async function measureInsights(): Promise<string[]> {
  const missing: string[] = [];
  for (const [label, range] of benchRanges()) {
    const page = () => gql(INSIGHTS_PAGE, { range }, seller);
    const first = await page().catch((err: unknown) => ({ data: null, error: String(err) }));
    if (first.data?.insights)
      row(`insights page (every figure), GraphQL, ${label}, 1 client`, await measure(300, 1, page));
    else missing.push(`insights page, ${label}: ${'error' in first ? first.error.slice(0, 200) : 'insights is null'}`);
    const query = `from=${range.from}&to=${range.to}`;
    const route = async (name: string) => {
      const res = await fetch(
        `${services.urls.oms}/insights/${name}?${query}${name === 'top-products' ? '&limit=10' : ''}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      if (!res.ok) throw new Error(`/insights/${name}: ${res.status}`);
      return res.json();
    };
    const routes = () => Promise.all(INSIGHTS_ROUTES.map(route));
    const tried = await routes().then(
      () => null,
      (err: unknown) => String(err),
    );
    if (tried) missing.push(`OMS insights routes, ${label}: ${tried}`);
    else row(`insights, OMS's nine routes alone, all at once, ${label}, 1 client`, await measure(300, 1, routes));
  }
  return missing;
}

if (process.env.BENCH_ONLY === 'insights') {
  const missing = await measureInsights();
  await stack.stop();
  console.log(`
${conditionsNow()}

| call | p50 ms | p99 ms | req/s | load average |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${missing.length ? `\nNot measured:\n${missing.map((m) => `- ${m}`).join('\n')}\n` : ''}
${await explainInsights(BENCH_URL)}`);
  process.exit(0);
}

// The orders page: 50 rows with items and pickup warehouse, default filters (last 30 days).
const pageBody = JSON.stringify({ query: ORDERS_PAGE, variables: { first: 50 } });
const restFind = JSON.stringify({ where: {}, pagination: { records: 50 } });
const restFindThenWarehouses = async () => {
  const found = await fetch(`${services.urls.oms}/orders/find`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: restFind,
  });
  const { data } = (await found.json()) as { data: { orders: { warehouseId: string }[] } };
  const ids = [...new Set(data.orders.map((o) => o.warehouseId))];
  await (
    await fetch(`${services.urls.wms}/warehouse/byIds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ids }),
    })
  ).json();
};
const graphqlPage = async () => {
  await (
    await fetch(gqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: seller },
      body: pageBody,
    })
  ).json();
};

// Each bulk order holds 2 units of WS-CPN-MSL250 at Delhi: the stock for them comes in first.
const masala = await ensureMasalaStock(async (query, variables) => (await gql(query, variables, seller)).data, 20_000);

/**
 * A burst: 200 orderCreate sent at once by one seller, for the same product at the same
 * warehouse, so every one queues on one stock row and one invoice counter. Each must be placed
 * or refused as busy (SERVICE_BUSY with retryAfter); the placed ones go again afterwards.
 */
async function measureBurst(n = 200): Promise<string> {
  const { warehouse } = masala;
  const burst = Date.now().toString(36).toUpperCase();
  const times: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const t = performance.now();
      const res = await fetch(gqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: seller },
        body: JSON.stringify({
          query: `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { message } } }`,
          variables: {
            i: {
              warehouse,
              shopOrderId: `BUR-${burst}-${i}`,
              paymentMode: 'PREPAID',
              ...BUYER,
              items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 249 }],
              weight: 0.5,
              idempotencyKey: `bench-${burst}-${i}`,
            },
          },
        }),
      });
      const body = (await res.json()) as {
        data?: { orderCreate: { orderEdge: unknown } | null };
        errors?: { extensions?: { code?: string } }[];
      };
      times.push(performance.now() - t);
      return body.data?.orderCreate?.orderEdge
        ? 'placed'
        : body.errors?.[0]?.extensions?.code === 'SERVICE_BUSY'
          ? 'busy'
          : `other (HTTP ${res.status}: ${JSON.stringify(body).slice(0, 200)})`;
    }),
  );
  const ms = performance.now() - started;
  times.sort((a, b) => a - b);
  const count = (k: string) => answers.filter((a) => a === k).length;
  const others = answers.filter((a) => a !== 'placed' && a !== 'busy');
  // The burst's orders go again, their stock given back first, as the bulk upload's do.
  const cleanup = new pg.Client({ connectionString: BENCH_URL });
  await cleanup.connect();
  const ids = (
    await cleanup.query<{ id: string }>(`select id from oms.orders where shop_order_id like $1`, [`BUR-${burst}-%`])
  ).rows.map((r) => r.id);
  if (ids.length) {
    const res = await fetch(`${services.urls.wms}/inventory/orders/release`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-key': internalKey() },
      body: JSON.stringify({ orderIds: ids, remark: 'Bench clean-up', actorName: 'Bench' }),
    });
    if (!res.ok) throw new Error(`stock release failed: ${res.status}`);
  }
  await cleanup.query(`delete from oms.orders where shop_order_id like $1`, [`BUR-${burst}-%`]);
  await cleanup.end();
  return `${n} orderCreate at once (one product, one warehouse): ${count('placed')} placed, ${count('busy')} refused as busy, ${others.length} other${others.length ? ` (${others[0]})` : ''}; all answered in ${(ms / 1000).toFixed(1)} s, each p50 ${times[Math.floor(n / 2)]!.toFixed(0)} ms, p99 ${times[Math.floor(n * 0.99)]!.toFixed(0)} ms.`;
}

// BENCH_ONLY=burst: only the burst of orders (a minute with a small BENCH_ORDERS and another BENCH_DATABASE_URL).
if (process.env.BENCH_ONLY === 'burst') {
  const text = await measureBurst();
  await stack.stop();
  console.log(`\n${text}`);
  process.exit(0);
}
const burstText = await measureBurst();

// A 10,000-row bulk upload, first, on the server as it starts: preview, save, and the task to its end.
const run = Date.now().toString(36).toUpperCase();
const sheetRows = Array.from({ length: 10_000 }, (_, i) => sheetRow(`BEN-${run}-${i}`));
const content = await ordersSheet(sheetRows);
let peak = serverRss();
const before = peak;
const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 20);
const started = performance.now();
const file = await uploadSheet(sellerSession, content, 'bench.xlsx');
const preview = await gql(
  `mutation($i: BulkUploadPreviewInput!) { ordersBulkUploadPreview(input: $i) { columns rows { rowNumber cells errors { field message } } userErrors { message } } }`,
  { i: { file } },
  seller,
);
if (preview.data.ordersBulkUploadPreview.rows.length !== 10_000) throw new Error('the preview lost rows');
const previewed = performance.now();
const previewPeak = peak;
const saved = await gql(
  `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } userErrors { message } } }`,
  { i: { file, edits: [] } },
  seller,
);
const taskId = saved.data.ordersBulkUploadSave.task.id;
let task: { status: string; succeeded: number; failed: number };
for (;;) {
  task = (
    await gql(`query($id: ID!) { node(id: $id) { ... on Task { status succeeded failed } } }`, { id: taskId }, seller)
  ).data.node;
  if (task.status !== 'IN_PROGRESS') break;
  await new Promise((r) => setTimeout(r, 200));
}
const finished = performance.now();
clearInterval(sampler);

/** Waits for a task's end. */
async function finish(id: string) {
  for (;;) {
    const t = (
      await gql(`query($id: ID!) { node(id: $id) { ... on Task { status succeeded failed } } }`, { id }, seller)
    ).data.node as { status: string; succeeded: number; failed: number };
    if (t.status !== 'IN_PROGRESS') return t;
    await new Promise((r) => setTimeout(r, 200));
  }
}

// A 10,000-row bulk inventory upload (inbound entries for 10,000 WSINs), measured the same way.
const stockContent = await bulkSheet(
  BULK_INVENTORY,
  Array.from({ length: 10_000 }, (_, i) => ({
    warehouseCode: 'WH-DEL-001',
    wsin: `SCL-WS-${String(i + 1).padStart(6, '0')}`,
    date: new Date().toISOString().slice(0, 10),
    inboundAccepted: 5,
    inboundRejected: 1,
    remark: `Bench ${run}`,
  })),
);
const stockBefore = serverRss();
let stockPeak = stockBefore;
const stockSampler = setInterval(() => (stockPeak = Math.max(stockPeak, serverRss())), 20);
const stockStarted = performance.now();
const stockFile = await uploadSheet(sellerSession, stockContent, 'stock.xlsx');
await gql(
  `mutation($i: BulkUploadPreviewInput!) { inventoryBulkUploadPreview(input: $i) { columns rows { rowNumber cells errors { field message } } userErrors { message } } }`,
  { i: { file: stockFile } },
  seller,
);
const stockPreviewed = performance.now();
const stockSaved = await gql(
  `mutation($i: BulkUploadSaveInput!) { inventoryBulkUploadSave(input: $i) { task { id } userErrors { message } } }`,
  { i: { file: stockFile, edits: [] } },
  seller,
);
const stockTask = await finish(stockSaved.data.inventoryBulkUploadSave.task.id);
const stockFinished = performance.now();
clearInterval(stockSampler);

// The upload's orders go again, so the page is measured on the same million every run; their stock is given back first.
const cleanup = new pg.Client({ connectionString: BENCH_URL });
await cleanup.connect();
const benOrders = (
  await cleanup.query<{ id: string }>(`select id from oms.orders where shop_order_id like 'BEN-%'`)
).rows.map((r) => r.id);
for (let i = 0; i < benOrders.length; i += 500) {
  const res = await fetch(`${services.urls.wms}/inventory/orders/release`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-key': internalKey() },
    body: JSON.stringify({ orderIds: benOrders.slice(i, i + 500), remark: 'Bench clean-up', actorName: 'Bench' }),
  });
  if (!res.ok) throw new Error(`stock release failed: ${res.status}`);
}
await cleanup.query(`delete from oms.orders where shop_order_id like 'BEN-%'`);
await cleanup.query('vacuum analyze oms.orders');
await cleanup.end();

const mib = (b: number) => (b / 1024 / 1024).toFixed(0);
const bulkText =
  () => `10,000-row .xlsx bulk upload, on the server as started: preview ${((previewed - started) / 1000).toFixed(1)} s, save to done ${((finished - previewed) / 1000).toFixed(1)} s, total ${((finished - started) / 1000).toFixed(1)} s; ${task.succeeded} created, ${task.failed} failed.
10,000-row .xlsx bulk inventory upload: preview ${((stockPreviewed - stockStarted) / 1000).toFixed(1)} s, save to done ${((stockFinished - stockPreviewed) / 1000).toFixed(1)} s, total ${((stockFinished - stockStarted) / 1000).toFixed(1)} s; ${stockTask.succeeded} added, ${stockTask.failed} failed; server memory ${mib(stockBefore)} MiB before, ${mib(stockPeak)} MiB at its peak (+${mib(stockPeak - stockBefore)} MiB).`;
// BENCH_ONLY=bulk stops here: the uploads' time and memory, without the latency runs.
if (process.env.BENCH_ONLY === 'bulk') {
  console.log(
    `\n${conditionsNow()}\n${bulkText()}\nServer process memory (resident): ${mib(before)} MiB before the upload, ${mib(previewPeak)} MiB at the preview's peak, ${mib(peak)} MiB at the peak in all (+${mib(peak - before)} MiB).`,
  );
  await stack.stop();
  process.exit(0);
}

console.log('Measuring…');
const gqlCannon = {
  url: gqlUrl,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', cookie: seller },
  body: pageBody,
};
const restCannon = {
  url: `${services.urls.oms}/orders/find`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: restFind,
};
row('orders page, GraphQL, 1 connection (autocannon)', await cannon(gqlCannon, 1));
row('orders page, GraphQL, 8 connections (autocannon)', await cannon(gqlCannon, 8));
row('orders page, OMS /orders/find alone, 1 connection (autocannon)', await cannon(restCannon, 1));
row('orders page, OMS /orders/find alone, 8 connections (autocannon)', await cannon(restCannon, 8));
// Alternated call by call, so a busy moment of the machine falls on both alike.
const [restPath, gqlPath] = await measurePair(1000, restFindThenWarehouses, graphqlPage);
row('orders page, REST critical path (find, then warehouses), 1 client', restPath);
row('orders page, GraphQL, same client, 1 client', gqlPath);
row(
  'seller shell query',
  await measure(500, 8, () =>
    gql(
      `{ viewer { userType user { name } company { name invoicingComplete warehouses { totalCount } } } }`,
      {},
      seller,
    ),
  ),
);
row(
  'admin companies page (10)',
  await measure(300, 8, () =>
    gql(`{ companies(first: 10) { totalCount edges { node { id name owner { email } } } } }`, {}, admin),
  ),
);
const INVENTORY_PAGE = `query($first: Int, $search: InventorySearch) { inventory(first: $first, search: $search) { totalCount pageInfo { hasNextPage endCursor }
  edges { node { id wsin name warehouse { name } scannedStock inboundAccepted inboundRejected outboundOut blockedStock currentStock availableStock } } } }`;
const inventoryTotal = (await gql(INVENTORY_PAGE, { first: 1 }, seller)).data.inventory.totalCount as number;
row(
  `inventory page (50 of ${inventoryTotal.toLocaleString('en-IN')} rows), GraphQL, 1 client`,
  await measure(500, 1, () => gql(INVENTORY_PAGE, { first: 50 }, seller)),
);
row('inventory page, GraphQL, 8 clients', await measure(1000, 8, () => gql(INVENTORY_PAGE, { first: 50 }, seller)));
row(
  'inventory page, search by SKU prefix, GraphQL',
  await measure(300, 1, () => gql(INVENTORY_PAGE, { first: 50, search: { by: 'SKU', value: 'SCL-WS-0123' } }, seller)),
);
row(
  'inventory page, search by title, GraphQL',
  await measure(100, 1, () => gql(INVENTORY_PAGE, { first: 50, search: { by: 'TITLE', value: 'item 4242' } }, seller)),
);
const insightsMissing = await measureInsights();
row('signIn (scrypt + session)', await measure(60, 4, () => signIn('seller2@demo.in')));

const upstream: string[] = [];
// The session is remembered from the calls above, as it is for a user paging through orders.
for (const first of [10, 50, 300]) {
  const { upstream: n } = await gql(ORDERS_PAGE, { first }, seller);
  upstream.push(`| ${first} | ${n} |`);
}

const afterLoad = serverRss();
await stack.stop();
const cpu = await measureBffCpu(BENCH_URL);

console.log(`
Parcelo bench: PostgreSQL with ${ORDERS.toLocaleString('en-IN')} orders for one seller, Node ${process.version}; services and BFF in one process, as npm start runs them, load from another.
${conditionsNow()}

| call | p50 ms | p99 ms | req/s | load average |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${insightsMissing.length ? `Not measured:\n${insightsMissing.map((m) => `- ${m}`).join('\n')}\n\n` : ''}GraphQL / REST critical path, p50: ${(gqlPath.p50 / restPath.p50).toFixed(2)}×

Upstream requests per orders-page operation:

| page size | upstream requests |
| ---: | ---: |
${upstream.join('\n')}

${cpuText(cpu)}

${await explainInsights(BENCH_URL)}

${bulkText()}
${burstText}
Server process memory (resident): ${mib(before)} MiB before the upload, ${mib(previewPeak)} MiB at the preview's peak, ${mib(peak)} MiB at the peak in all (+${mib(peak - before)} MiB); ${mib(afterLoad)} MiB after all the measurements above.
`);
console.log(
  `JavaScript each page downloads (the built app, web/dist):\n\n${(await import('./routes.js')).routeWeightsTable()}\n`,
);
