/**
 * `npm run soak` (not part of `npm test`): starts the product as `npm start` does (the same
 * script with the same node flags, on free ports, with a fresh PGlite in a temporary folder
 * unless DATABASE_URL is set), drives a mixed load at it for SOAK_MINUTES (default 30) and
 * samples the server process's memory every SOAK_SAMPLE_SECONDS (default 10):
 *
 * - pages: the web app's main screens' queries by their persisted document ids, as the
 *   browser sends them (shell, orders list, order drawer, inventory, catalogue, insights, wallet);
 * - mutations: orders created and cancelled for a seller of its own;
 * - bulk uploads: an orders sheet previewed and saved, followed to its end by subscription;
 * - SOAK_CLIENTS (default 2,000) websocket clients, each following its company's tasks and an
 *   order's messages for SOAK_CLIENT_SECONDS (default 60-240, a random time between), then
 *   going and being replaced by a new one; one in a hundred stops reading (a stalled tab).
 *
 * It writes the curve (CSV and JSON) to SOAK_OUT (default the system's temporary folder),
 * prints it per minute with a small chart, and passes when the server did not crash and its
 * resident memory at the end (the last minute's median) is within 10 % of what it was after
 * warm-up (the median of the warm-up's last minute; warm-up is a sixth of the run, at most 5 minutes).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { SERVICE_NAMES, urlEnvName } from '@parcelo/common/config';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';

const root = new URL('../..', import.meta.url).pathname;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 2000);
/** How long each websocket client stays, in seconds: a random time between the two. */
const [LIFE_MIN_S, LIFE_MAX_S] = (process.env.SOAK_CLIENT_SECONDS ?? '60-240').split('-').map(Number) as [
  number,
  number,
];
/** A sixth of the run, at most 5 minutes, but never before every client has first arrived and a minute passed. */
const WARM_UP_MS = Math.max(Math.min(5, MINUTES / 6), LIFE_MIN_S / 60 + 1) * 60_000;
const SAMPLE_MS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10) * 1000;
const OUT = process.env.SOAK_OUT ?? tmpdir();
const RUN_MS = MINUTES * 60_000;
/** Allowed growth of resident memory from the end of warm-up to the end of the run. */
const TOLERANCE = 0.1;

// --- the product's process, as `npm start` runs it ----------------------------------------

const startScript = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } })
  .scripts.start;
const nodeArgs = startScript.split(/\s+/).slice(1); // `node <flags> scripts/start.ts`

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'parcelo-soak-'));
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  SANDBOX_PORT: String(await freePort()),
  PGLITE_DIR: join(dataDir, 'pglite'),
  OBJECT_STORE_DIR: join(dataDir, 'objects'),
  LOG_LEVEL: 'warn',
  // The soak's thousands of sockets are one seller's; its budget is for people, not for this.
  GRAPHQL_COST_PER_USER: process.env.GRAPHQL_COST_PER_USER ?? '1000000000',
  GRAPHQL_COST_PER_COMPANY: process.env.GRAPHQL_COST_PER_COMPANY ?? '1000000000',
};
for (const name of SERVICE_NAMES) env[urlEnvName(name)] = `http://127.0.0.1:${await freePort()}`;
const nmsUrl = env[urlEnvName('nms')]!;
const url = `http://127.0.0.1:${port}`;

const serverLog = join(OUT, `parcelo-soak-server-${Date.now()}.log`);
const server = spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
const logStream = createWriteStream(serverLog);
server.stderr.pipe(logStream);
// However this script ends, the server goes with it.
process.once('exit', () => server.kill('SIGKILL'));
let exited: { code: number | null; signal: string | null; at: number } | null = null;
let stopping = false;
const exitedPromise = new Promise<void>((resolve) =>
  server.once('exit', (code, signal) => {
    exited = { code, signal, at: Date.now() };
    if (!stopping) console.error(`\nThe server exited (code ${code}, signal ${signal}): see ${serverLog}`);
    resolve();
  }),
);
await new Promise<void>((resolve, reject) => {
  let seen = '';
  server.stdout.on('data', (chunk: Buffer) => {
    logStream.write(chunk);
    seen += chunk.toString();
    if (seen.includes('Parcelo is running')) resolve();
  });
  void exitedPromise.then(() => reject(new Error(`the server did not start: see ${serverLog}`)));
});
console.log(`Soak: server pid ${server.pid} on ${url}, ${MINUTES} min, ${CLIENTS} websocket clients`);
console.log(`Server flags: ${nodeArgs.filter((a) => a.startsWith('--max')).join(' ') || '(none)'}`);

// --- a browser-like session -----------------------------------------------------------------

const documents = new Map(
  Object.entries(
    JSON.parse(readFileSync(join(root, 'web/persisted-queries.json'), 'utf8')) as Record<string, string>,
  ).map(([id, text]) => [/^(?:query|mutation|subscription) (\w+)/.exec(text)?.[1] ?? '', id]),
);
const documentId = (name: string) => {
  const id = documents.get(name);
  if (!id) throw new Error(`no persisted document ${name}`);
  return id;
};

class Session {
  cookie: string | null = null;
  readonly url = url;
  async send<T>(body: Record<string, unknown>): Promise<{ data?: T; errors?: unknown[] }> {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      if (pair?.startsWith('session=')) this.cookie = pair;
    }
    return (await res.json()) as { data?: T; errors?: unknown[] };
  }
  async gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = await this.send<T>({ query, variables });
    if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
    return body.data as T;
  }
  /** A web app operation by its persisted id, as the browser sends it. */
  async op<T = any>(name: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = await this.send<T>({ documentId: documentId(name), variables });
    if (body.errors?.length) throw new Error(`${name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
    return body.data as T;
  }
  async signIn(login: string, password: string) {
    const d = await this.gql(`mutation($i: SignInInput!) { signIn(input: $i) { userErrors { message } } }`, {
      i: { login, password },
    });
    if (d.signIn.userErrors.length) throw new Error(JSON.stringify(d.signIn.userErrors));
    return this;
  }
}

async function latestOtp(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${nmsUrl}/notifications/outbox?to=${encodeURIComponent(to)}&template=OTP_VERIFY&limit=1`, {
      headers: { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' },
    });
    const body = (await res.json()) as { data: { notifications: { params: { otp: string } }[] } };
    const otp = body.data.notifications[0]?.params.otp;
    if (otp) return otp;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP for ${to}`);
}

// --- a seller of its own, at the demo warehouses, taking any SKU --------------------------

const phone = `7${String(Date.now() % 1e9).padStart(9, '0')}`;
const email = `soak.${Date.now().toString(36)}@test.in`;
const password = 'SoakSeller12345';
const seller = new Session();
await seller.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
  i: { role: 'SELLER', name: 'Soak Seller', companyName: 'Soak Tea Co', email, phone, password },
});
await seller.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
  i: { otp: await latestOtp(phone) },
});
await seller.gql(
  `mutation($i: CompanyInvoicingUpdateInput!) { companyInvoicingUpdate(input: $i) { userErrors { message } } }`,
  {
    i: {
      legalName: 'Soak Tea Co Pvt Ltd',
      gstin: '07AABCT1234D1ZW',
      pan: 'AABCT1234D',
      addressLine1: '12 Lodhi Road',
      addressLine2: 'Jor Bagh',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110003',
    },
  },
);
const admin = await new Session().signIn('admin@demo.in', 'Demo@1234');
const companyId: string = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
const { warehouses } = await admin.gql(`{ warehouses(first: 50) { edges { node { id warehouseId } } } }`);
for (const code of ['WH-DEL-001', 'WH-BOM-001']) {
  const warehouse = warehouses.edges.find((e: any) => e.node.warehouseId === code).node.id;
  await admin.gql(
    `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { userErrors { message } } }`,
    { i: { company: companyId, warehouse, warehouseType: 'MICRO', gstNumber: '07AABCT1234D1ZW' } },
  );
}
await seller.gql(
  `mutation($i: CompanyPreferencesUpdateInput!) { companyPreferencesUpdate(input: $i) { userErrors { message } } }`,
  { i: { allowUnlistedSkus: true } },
);
const own = await seller.gql(`{ viewer { company { warehouses(first: 5) { edges { node { id warehouseId } } } } } }`);
const warehouseId: string = own.viewer.company.warehouses.edges.find((e: any) => e.node.warehouseId === 'WH-DEL-001')
  .node.id;
// A few more tabs of the same seller, whose cookies the websocket clients carry.
const tabs = [seller];
for (let i = 0; i < 3; i++) tabs.push(await new Session().signIn(email, password));

// --- the load ---------------------------------------------------------------------------------

const counts = { pages: 0, mutations: 0, bulk: 0, wsOpened: 0, wsEvents: 0, errors: 0 };
const lastErrors: string[] = [];
const failed = (err: unknown) => {
  counts.errors += 1;
  const text = err instanceof Error ? err.message : ((err as { message?: string })?.message ?? JSON.stringify(err));
  lastErrors.push(String(text).slice(0, 300));
  if (lastErrors.length > 5) lastErrors.shift();
};
// A socket the server dropped (or refused while busy) is counted, not fatal to the run.
process.on('unhandledRejection', failed);
const started = Date.now();
const deadline = started + RUN_MS;
const running = () => Date.now() < deadline && !exited;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A pause in the load, cut short when the run ends. */
const pauseInRun = (ms: number) => sleep(Math.max(0, Math.min(ms, deadline - Date.now())));
const orderIds: string[] = [];
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

const ORDER = {
  warehouse: warehouseId,
  paymentMode: 'PREPAID',
  customerPhone: '9812345678',
  customerEmail: 'ravi.kumar@example.in',
  weight: 0.5,
  shippingAddress: {
    firstName: 'Ravi',
    lastName: 'Kumar',
    addressLine1: '44 Residency Road',
    addressLine2: 'Shanthala Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  },
  items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, unitPrice: 249 }],
};

async function pages() {
  const screens: [string, () => Record<string, unknown>][] = [
    ['SellerShellQuery', () => ({})],
    ['OrdersPageQuery', () => ({})],
    ['OrderDrawerQuery', () => ({ id: pick(orderIds) })],
    ['InventoryPageQuery', () => ({})],
    ['CataloguePageQuery', () => ({})],
    ['InsightsPageQuery', () => ({ withInsights: true })],
    ['WalletPageQuery', () => ({})],
  ];
  while (running()) {
    for (const [name, variables] of screens) {
      if (!running()) return;
      if (name === 'OrderDrawerQuery' && !orderIds.length) continue;
      await seller.op(name, variables()).then(() => (counts.pages += 1), failed);
    }
  }
}

async function mutations() {
  while (running()) {
    try {
      const created = await seller.op('useOrderCreateMutation', { input: ORDER });
      const id: string = created.orderCreate.orderEdge.node.id;
      counts.mutations += 1;
      orderIds.push(id);
      if (orderIds.length > 200) orderIds.shift();
      // Every other order is cancelled again.
      if (counts.mutations % 2 === 0) {
        await seller.op('useOrderCancelMutation', { input: { id } });
        counts.mutations += 1;
      }
    } catch (err) {
      failed(err);
    }
    await sleep(200);
  }
}

const wsUrl = url.replace(/^http/, 'ws') + '/graphql';
function wsClient(cookie: string): { client: Client; sockets: WebSocket[] } {
  const sockets: WebSocket[] = [];
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
      sockets.push(this);
    }
  }
  return {
    client: createClient({ url: wsUrl, webSocketImpl: CookieWebSocket, lazy: true, retryAttempts: 0 }),
    sockets,
  };
}

/** A persisted subscription as the web app's graphql-ws transport sends it (its id in the extensions). */
const persistedSubscription = (name: string, variables: Record<string, unknown>) => ({
  query: '',
  extensions: { documentId: documentId(name) },
  variables,
});

async function bulkUploads() {
  while (running()) {
    try {
      const run = `SOAK-${Date.now().toString(36).toUpperCase()}`;
      const rows = Array.from({ length: 200 }, (_, i) => sheetRow(`${run}-${i}`));
      const file = await uploadSheet(seller, await ordersSheet(rows), 'soak.xlsx');
      await seller.op('useOrdersBulkUploadPreviewMutation', { input: { file } });
      const saved = await seller.op('useOrdersBulkUploadSaveMutation', { input: { file, edits: [] } });
      const taskId: string = saved.ordersBulkUploadSave.task.id;
      // Followed to its end as the upload screen does.
      const { client } = wsClient(seller.cookie!);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('bulk upload not done in 3 min')), 180_000);
        client.subscribe(persistedSubscription('useTaskProgressSubscription', { id: taskId }), {
          next: (v: { data?: { taskProgress?: { status: string } } | null; errors?: unknown }) => {
            if (v.errors) return reject(new Error(JSON.stringify(v.errors)));
            if (v.data?.taskProgress?.status !== 'IN_PROGRESS') {
              clearTimeout(timer);
              resolve();
            }
          },
          error: reject,
          complete: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }).finally(() => client.dispose());
      counts.bulk += 1;
    } catch (err) {
      failed(err);
    }
    // One sheet a minute or so, as a busy seller's team might.
    await pauseInRun(45_000);
  }
}

/** One websocket client's life: follows the company's tasks and an order's messages, then goes. */
async function wsLife(slot: number) {
  while (running()) {
    const { client, sockets } = wsClient(pick(tabs).cookie!);
    counts.wsOpened += 1;
    const stops: (() => void)[] = [];
    const onEvent = {
      next: () => void (counts.wsEvents += 1),
      error: failed,
      complete: () => undefined,
    };
    try {
      stops.push(client.subscribe(persistedSubscription('useCompanyTasksSubscription', {}), onEvent));
      if (orderIds.length)
        stops.push(
          client.subscribe(persistedSubscription('useOrderMessagesSubscription', { order: pick(orderIds) }), onEvent),
        );
      // One in a hundred is a tab that stops reading (a stalled browser): the server must not buffer for it.
      if (slot % 100 === 0) setTimeout(() => sockets[0]?.pause(), 2_000);
      await pauseInRun((LIFE_MIN_S + Math.random() * (LIFE_MAX_S - LIFE_MIN_S)) * 1000);
      for (const stop of stops) stop();
      await client.dispose();
    } catch (err) {
      failed(err);
    }
    for (const s of sockets) s.terminate();
  }
}

// --- sampling -------------------------------------------------------------------------------

interface Sample {
  t: number;
  minute: number;
  rssMB: number;
  heapUsedMB: number | null;
  sockets: number | null;
  subscriptions: number | null;
  listeners: number | null;
  pages: number;
  mutations: number;
  bulk: number;
  wsOpened: number;
  errors: number;
}
const samples: Sample[] = [];
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function sample() {
  let rssKb = 0;
  try {
    rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return; // gone
  }
  const live = await fetch(`${url}/debug/memory`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.json() as Promise<{ heapUsed: number; sockets: number; subscriptions: number; listeners: number }>)
    .catch(() => null);
  const t = (Date.now() - started) / 1000;
  const s: Sample = {
    t: Math.round(t),
    minute: Math.floor(t / 60),
    rssMB: mb(rssKb * 1024),
    heapUsedMB: live ? mb(live.heapUsed) : null,
    sockets: live?.sockets ?? null,
    subscriptions: live?.subscriptions ?? null,
    listeners: live?.listeners ?? null,
    ...counts,
  };
  samples.push(s);
  process.stdout.write(
    `\r${String(s.t).padStart(5)} s  RSS ${s.rssMB} MB  heap ${s.heapUsedMB} MB  sockets ${s.sockets}  subs ${s.subscriptions}  ` +
      `pages ${counts.pages}  mutations ${counts.mutations}  bulk ${counts.bulk}  ws ${counts.wsOpened}  errors ${counts.errors}   `,
  );
}

await sample();
const sampler = setInterval(() => void sample(), SAMPLE_MS);
const load = [pages(), pages(), mutations(), bulkUploads()];
// The clients arrive over the first client's life, then each is replaced as it goes.
const clients = Array.from({ length: CLIENTS }, async (_, slot) => {
  await pauseInRun((slot / CLIENTS) * LIFE_MIN_S * 1000);
  await wsLife(slot);
});
await Promise.all([...load, ...clients]);
clearInterval(sampler);
await sample();
const crashed = exited !== null;

// After the load: the sockets are gone; the live counts should be back to the server's own.
await sleep(5_000);
const after = await fetch(`${url}/debug/memory`)
  .then((r) => r.json())
  .catch(() => null);

stopping = true;
server.kill('SIGTERM');
await Promise.race([exitedPromise, sleep(15_000)]);
if (!exited) server.kill('SIGKILL');
logStream.end();

// --- the report -------------------------------------------------------------------------------

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
const inWindow = (from: number, to: number) =>
  samples.filter((s) => s.t * 1000 >= from && s.t * 1000 <= to).map((s) => s.rssMB);
const warm = median(inWindow(WARM_UP_MS - 60_000, WARM_UP_MS));
const end = median(inWindow(RUN_MS - 60_000, RUN_MS));
const change = (end - warm) / warm;

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const csv = join(OUT, `parcelo-soak-${stamp}.csv`);
const keys = Object.keys(samples[0]!) as (keyof Sample)[];
writeFileSync(csv, [keys.join(','), ...samples.map((s) => keys.map((k) => s[k] ?? '').join(','))].join('\n') + '\n');
writeFileSync(
  csv.replace(/\.csv$/, '.json'),
  JSON.stringify(
    { minutes: MINUTES, clients: CLIENTS, flags: nodeArgs, warm, end, change, counts, after, samples },
    null,
    1,
  ),
);

const byMinute = new Map<number, Sample>();
for (const s of samples) byMinute.set(s.minute, s); // each minute's last sample
const rows = [...byMinute.values()];
const top = Math.max(...rows.map((r) => r.rssMB));
console.log('\n\nminute | RSS MB | heap MB | sockets | subscriptions');
for (const r of rows)
  console.log(
    `${String(r.minute).padStart(6)} | ${String(r.rssMB).padStart(6)} | ${String(r.heapUsedMB ?? '-').padStart(7)} | ` +
      `${String(r.sockets ?? '-').padStart(7)} | ${String(r.subscriptions ?? '-').padStart(13)}  ${'#'.repeat(Math.round((r.rssMB / top) * 40))}`,
  );
console.log(
  `\nLoad: ${counts.pages} pages, ${counts.mutations} order mutations, ${counts.bulk} bulk uploads (200 rows), ` +
    `${counts.wsOpened} websocket clients opened, ${counts.wsEvents} events heard, ${counts.errors} errors` +
    (lastErrors.length ? `\nLast errors:\n  ${lastErrors.join('\n  ')}` : ''),
);
console.log(`After the load: ${JSON.stringify(after)}`);
console.log(
  `RSS after warm-up (median of minute ${WARM_UP_MS / 60_000 - 1} to ${WARM_UP_MS / 60_000}): ${warm} MB; ` +
    `at the end (last minute's median): ${end} MB; change ${(change * 100).toFixed(1)} %`,
);
console.log(`Curve: ${csv} (and .json); server log: ${serverLog}`);
rmSync(dataDir, { recursive: true, force: true });
const passed = !crashed && change <= TOLERANCE;
console.log(
  crashed
    ? `FAIL: the server crashed at ${Math.round((exited!.at - started) / 1000)} s`
    : passed
      ? 'PASS: no crash, and resident memory at the end within 10 % of warm-up'
      : `FAIL: resident memory grew ${(change * 100).toFixed(1)} % after warm-up`,
);
process.exit(passed ? 0 : 1);
