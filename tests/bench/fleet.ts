/**
 * `npm run bench:fleet`: the product as one process (as `npm start` runs it, tests/bench/stack.ts)
 * and then as a fleet (scripts/fleet.ts: nginx, two BFFs, each service its own processes), on the
 * same PostgreSQL database and Redis, measured from this process. For each:
 *
 * - the orders page (50 rows, the demo seller's) at 8 and 32 connections;
 * - BENCH_WS_CLIENTS (2,000) graphql-ws clients, split over the BFFs, following the seller's tasks
 *   while a bulk upload runs: whether every client got every progress event, and each event's
 *   delivery time from the moment the task changed; and the resident memory of the processes
 *   holding them (the BFFs) with none and with all of them, idle, for the memory each costs;
 * - a BENCH_UPLOAD_ROWS (10,000) row bulk orders upload while the orders page is under load at 8
 *   connections: the page's p99 then against its p99 without the upload.
 *
 * - first, each process's CPU over 30 s in which nothing is asked of it.
 *
 * Not a test. Prints a table docs/benchmarks.md and README quote.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { internalKey } from '@parcelo/services/config';
import { startFleet } from '../../scripts/fleet.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { start } from './child.js';
import { ORDERS_PAGE, UNTHROTTLED } from './cpu.js';
import {
  cannon,
  cannonUntilStopped,
  ensureDatabase,
  ensureMasalaStock,
  conditions,
  load,
  rssOf,
  yardstick,
  type Figures,
} from './shared.js';

const DATABASE_URL = process.env.BENCH_FLEET_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/parcelo_bench_fleet';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/8';
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 2_000);
const UPLOAD_ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 10_000);
/** Rows of the upload the websocket clients follow: enough for a few progress events. */
const FOLLOWED_ROWS = 1_000;
const FLEET_PORT = process.env.BENCH_FLEET_PORT ?? '7200';
/** Time for a BFF's memory to settle (sockets opened, subscriptions begun) before it is read. */
const settle = () => new Promise((r) => setTimeout(r, 5_000));
/** How long every client is given to hear a task's end before the bench says how many did. */
const HEARD_WITHIN_MS = 120_000;

interface Target {
  name: string;
  /** The product's processes (the bench's own aside), for their CPU while nothing happens. */
  pids: number[];
  bffUrl: string;
  /** The BFFs' own addresses: the websocket clients are spread over them. */
  bffs: string[];
  /** The processes holding the websocket clients, for their memory. */
  bffPids: number[];
  wmsUrl: string;
  stop(): Promise<void>;
}

async function singleProcess(): Promise<Target> {
  const stack = await start<{ urls: { wms: string }; bffUrl: string }>('./stack.ts', {
    ...process.env,
    ...UNTHROTTLED,
    BENCH_DATABASE_URL: DATABASE_URL,
    BENCH_ORDERS: '0',
    BENCH_STOCK_ROWS: '0',
    REDIS_URL,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const { bffUrl, urls } = stack.ready;
  return {
    name: 'one process',
    pids: [stack.process.pid!],
    bffUrl,
    bffs: [bffUrl],
    bffPids: [stack.process.pid!],
    wmsUrl: urls.wms,
    stop: () => stack.stop(),
  };
}

async function fleetOfProcesses(): Promise<Target> {
  const fleet = await startFleet({
    env: { ...process.env, ...UNTHROTTLED, PORT: FLEET_PORT, DATABASE_URL, REDIS_URL, LOG_LEVEL: 'warn' },
    buildWeb: false,
    log: (line) => console.error(`fleet | ${line}`),
  });
  // The demo's parcels move by themselves in a fleet; here nothing may happen unasked.
  await fetch(`${fleet.urls.sandbox}/_sandbox/couriers/pace`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: null }),
  });
  return {
    name: 'fleet',
    pids: fleet.processes.flatMap((p) => (p.name === 'nginx' || p.pid === undefined ? [] : [p.pid])),
    bffUrl: fleet.urls.public,
    bffs: ['bff-1', 'bff-2'].map((n) => fleet.urls.processes[n]!),
    bffPids: fleet.processes.flatMap((p) => (p.name.startsWith('bff-') && p.pid !== undefined ? [p.pid] : [])),
    wmsUrl: fleet.urls.services.wms,
    stop: () => fleet.stop(),
  };
}

/** A process's CPU time so far in ms (user and system), from the kernel. */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields, counted from the state (the 3rd).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};
/** Linux's USER_HZ, which /proc counts CPU time in everywhere Node runs. */
const CLOCK_TICKS = 100;
const IDLE_SECONDS = 30;

type Consumer = 'product' | 'postgres' | 'nginx' | 'bench' | 'other';

/** CPU time so far (ms) of every process on the machine, summed by who it works for. */
function machineCpuMs(product: number[]): Record<Consumer, number> {
  const sums: Record<Consumer, number> = { product: 0, postgres: 0, nginx: 0, bench: 0, other: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended while the list was read
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const who: Consumer = product.includes(pid)
      ? 'product'
      : pid === process.pid
        ? 'bench'
        : command === 'postgres'
          ? 'postgres'
          : command === 'nginx'
            ? 'nginx'
            : 'other';
    sums[who] += cpuMsOf(pid);
  }
  return sums;
}

interface CpuSplit {
  /** Share of one core each used while measured, in % (the machine has cores × 100). */
  shares: Record<Consumer, number>;
  /** ms of CPU per page: the product's processes and everything on the machine. */
  productMs: number;
  allMs: number;
}

/** Runs `work` and answers who used the machine's CPU while it ran, per page answered. */
async function cpuSplit(product: number[], work: () => Promise<Figures>): Promise<[Figures, CpuSplit]> {
  const before = machineCpuMs(product);
  const started = performance.now();
  const figures = await work();
  const after = machineCpuMs(product);
  const ms = performance.now() - started;
  const pages = (figures.perSecond * ms) / 1000;
  const used = (k: Consumer) => after[k] - before[k];
  const consumers = Object.keys(before) as Consumer[];
  const all = consumers.reduce((sum, k) => sum + used(k), 0);
  return [
    figures,
    {
      shares: Object.fromEntries(consumers.map((k) => [k, (used(k) / ms) * 100])) as Record<Consumer, number>,
      productMs: used('product') / pages,
      allMs: all / pages,
    },
  ];
}

/** Each process's share of a core over IDLE_SECONDS in which nobody asks anything: the highest and the mean, in %. */
async function idleCpu(pids: number[]): Promise<{ highest: number; mean: number }> {
  // Jobs the start queued (the demo's) settle first.
  await new Promise((r) => setTimeout(r, 10_000));
  const before = pids.map(cpuMsOf);
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const shares = pids.map((pid, i) => ((cpuMsOf(pid) - before[i]!) / (IDLE_SECONDS * 1000)) * 100);
  return { highest: Math.max(...shares), mean: shares.reduce((a, b) => a + b, 0) / shares.length };
}

/** GraphQL as the seller, through `url`; errors fail the bench. */
async function gql<T>(url: string, query: string, variables: object, cookie?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return { data: body.data, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
}

const signIn = async (url: string) =>
  (
    await gql(url, `mutation($i: SignInInput!) { signIn(input: $i) { userErrors { message } } }`, {
      i: { login: 'seller@demo.in', password: 'Demo@1234' },
    })
  ).cookie!;

interface TaskEvent {
  id: string;
  status: string;
  progress: number;
  succeeded: number;
  failed: number;
  updatedAt: string;
}

/** Uploads a sheet of `rows` new orders and answers the task that saves them. */
async function startUpload(url: string, cookie: string, rows: number, label: string): Promise<string> {
  const run = `${label}-${Date.now().toString(36).toUpperCase()}`;
  const sheet = await ordersSheet(Array.from({ length: rows }, (_, i) => sheetRow(`${run}-${i}`)));
  const session = {
    url,
    cookie,
    gql: async <T>(q: string, v: Record<string, unknown> = {}) => (await gql<T>(url, q, v, cookie)).data,
  };
  const file = await uploadSheet(session, sheet, 'bench.xlsx');
  await session.gql(
    `mutation($i: BulkUploadPreviewInput!) { ordersBulkUploadPreview(input: $i) { userErrors { message } } }`,
    { i: { file } },
  );
  const saved = await session.gql<{ ordersBulkUploadSave: { task: { id: string } } }>(
    `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } userErrors { message } } }`,
    { i: { file, edits: [] } },
  );
  return saved.ordersBulkUploadSave.task.id;
}

async function taskEnd(url: string, cookie: string, id: string): Promise<TaskEvent> {
  for (;;) {
    const { data } = await gql<{ node: TaskEvent }>(
      url,
      `query($id: ID!) { node(id: $id) { ... on Task { id status progress succeeded failed updatedAt } } }`,
      { id },
      cookie,
    );
    if (data.node.status !== 'IN_PROGRESS') return data.node;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The bench's orders: gone again, their stock given back first, so every run starts alike. */
async function removeBenchOrders(wmsUrl: string) {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const ids = (await db.query<{ id: string }>(`select id from oms.orders where shop_order_id like 'BFL%'`)).rows.map(
      (r) => r.id,
    );
    for (let i = 0; i < ids.length; i += 500) {
      const res = await fetch(`${wmsUrl}/inventory/orders/release`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-key': internalKey() },
        body: JSON.stringify({ orderIds: ids.slice(i, i + 500), remark: 'Bench clean-up', actorName: 'Bench' }),
      });
      if (!res.ok) throw new Error(`stock release failed: ${res.status}`);
    }
    await db.query(`delete from oms.orders where shop_order_id like 'BFL%'`);
  } finally {
    await db.end();
  }
}

interface Follower {
  client: Client;
  heard: Map<string, number>;
}

/** A seller's tab following the company's tasks on one BFF; resolves once its socket is open. */
function follower(url: string, cookie: string, delays: Map<string, number[]>): Promise<Follower> {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const heard = new Map<string, number>();
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      on: { connected: () => resolve({ client, heard }), error: reject },
    });
    client.subscribe<{ taskProgress: TaskEvent }>(
      { query: `subscription { taskProgress { id status progress succeeded failed updatedAt } }` },
      {
        next: ({ data }) => {
          const t = data?.taskProgress;
          if (!t) return;
          const key = `${t.id}|${t.status}|${t.progress}|${t.succeeded}|${t.failed}`;
          if (heard.has(key)) return;
          const now = Date.now();
          heard.set(key, now);
          const list = delays.get(t.id) ?? [];
          list.push(now - Date.parse(t.updatedAt));
          delays.set(t.id, list);
        },
        error: () => {},
        complete: () => {},
      },
    );
  });
}

/** Waits until every follower heard `taskId` end (or the time is up); answers how many did. */
async function allHeardEnd(followers: Follower[], taskId: string): Promise<number> {
  const ended = (f: Follower) =>
    [...f.heard.keys()].some((k) => k.startsWith(`${taskId}|`) && !k.startsWith(`${taskId}|IN_PROGRESS`));
  const giveUp = Date.now() + HEARD_WITHIN_MS;
  while (Date.now() < giveUp && !followers.every(ended)) await new Promise((r) => setTimeout(r, 200));
  return followers.filter(ended).length;
}

interface Delivery {
  clients: number;
  events: number;
  gotAll: number;
  p50: number;
  p99: number;
}

/** CLIENTS sellers' tabs opened over the BFFs, 100 at a time, each once its socket is open. */
async function followers(target: Target, cookie: string, delays: Map<string, number[]>): Promise<Follower[]> {
  const opened: Follower[] = [];
  for (let i = 0; i < CLIENTS; i += 100)
    opened.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, CLIENTS - i) }, (_, k) =>
          follower(target.bffs[(i + k) % target.bffs.length]!, cookie, delays),
        ),
      )),
    );
  return opened;
}

/**
 * Resident memory of the BFF processes with no client and with CLIENTS idle ones, taken before
 * any load: a process that has served pages keeps the heap they grew, and new sockets fill
 * that room before the kernel sees any more memory taken.
 */
async function subscriberMemory(target: Target, cookie: string): Promise<{ without: number; with: number }> {
  const bffRss = () => target.bffPids.reduce((sum, pid) => sum + rssOf(pid), 0);
  await settle();
  const without = bffRss();
  const opened = await followers(target, cookie, new Map());
  await settle();
  const rss = { without, with: bffRss() };
  await Promise.all(opened.map((f) => f.client.dispose()));
  return rss;
}

async function measureDelivery(target: Target, cookie: string): Promise<Delivery> {
  const delays = new Map<string, number[]>();
  const following = await followers(target, cookie, delays);
  // A first small upload shows every subscription is live before the measured one.
  const probe = await startUpload(target.bffUrl, cookie, 1, 'BFLP');
  await allHeardEnd(following, probe);
  const measured = await startUpload(target.bffUrl, cookie, FOLLOWED_ROWS, 'BFLW');
  await allHeardEnd(following, measured);
  const events = new Set(following.flatMap((f) => [...f.heard.keys()].filter((k) => k.startsWith(`${measured}|`))));
  const gotAll = following.filter((f) => [...events].every((k) => f.heard.has(k))).length;
  await Promise.all(following.map((f) => f.client.dispose()));
  const sorted = (delays.get(measured) ?? []).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { clients: following.length, events: events.size, gotAll, p50: at(0.5), p99: at(0.99) };
}

interface Measured {
  name: string;
  page8: Figures;
  cpu8: CpuSplit;
  page32: Figures;
  delivery: Delivery;
  /** Resident memory of the BFF processes, in bytes, with no client and with CLIENTS idle. */
  memory: { without: number; with: number };
  underUpload: Figures;
  upload: { seconds: number; succeeded: number; failed: number };
  loads: string[];
  idle: { highest: number; mean: number };
}

async function measureTarget(target: Target): Promise<Measured> {
  const idle = await idleCpu(target.pids);
  const loads = [load()];
  const cookie = await signIn(target.bffUrl);
  const memory = await subscriberMemory(target, cookie);
  await ensureMasalaStock(
    async (q, v) => (await gql(target.bffUrl, q, v, cookie)).data as never,
    2 * (UPLOAD_ROWS + FOLLOWED_ROWS + 1),
  );
  const page = {
    url: `${target.bffUrl}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: ORDERS_PAGE, variables: { first: 50 } }),
  };
  // Long enough for every process of a fleet, each seeing a share of the pages, to be compiled hot.
  await cannon(page, 8, 10);
  const [page8, cpu8] = await cpuSplit(target.pids, () => cannon(page, 8));
  const page32 = await cannon(page, 32);
  loads.push(load());
  const delivery = await measureDelivery(target, cookie);
  loads.push(load());
  const loaded = cannonUntilStopped(page, 8);
  const started = performance.now();
  const task = await taskEnd(target.bffUrl, cookie, await startUpload(target.bffUrl, cookie, UPLOAD_ROWS, 'BFLU'));
  const seconds = (performance.now() - started) / 1000;
  const underUpload = await loaded.stop();
  loads.push(load());
  await removeBenchOrders(target.wmsUrl);
  return {
    name: target.name,
    page8,
    cpu8,
    page32,
    delivery,
    memory,
    underUpload,
    upload: { seconds, succeeded: task.succeeded, failed: task.failed },
    loads,
    idle,
  };
}

async function run(make: () => Promise<Target>): Promise<Measured> {
  const target = await make();
  try {
    await removeBenchOrders(target.wmsUrl);
    return await measureTarget(target);
  } finally {
    await target.stop();
  }
}

// Taken before anything starts, so the machine is measured and not the product.
const stick = await yardstick();
const startLoad = load();
await ensureDatabase(DATABASE_URL);
// One process first: on a new database it adds the demo data both then use.
const single = await run(singleProcess);
const fleet = await run(fleetOfProcesses);

const ms = (n: number) => n.toFixed(1);
const line = (m: Measured) => [
  `| ${m.name}, orders page, 8 connections | ${ms(m.page8.p50)} | ${ms(m.page8.p99)} | ${m.page8.perSecond.toFixed(0)} |`,
  `| ${m.name}, orders page, 32 connections | ${ms(m.page32.p50)} | ${ms(m.page32.p99)} | ${m.page32.perSecond.toFixed(0)} |`,
  `| ${m.name}, orders page, 8 connections, during a ${UPLOAD_ROWS.toLocaleString('en-IN')}-row upload | ${ms(m.underUpload.p50)} | ${ms(m.underUpload.p99)} | ${m.underUpload.perSecond.toFixed(0)} |`,
];
const text = (m: Measured) =>
  `- ${m.name}: ${m.delivery.gotAll.toLocaleString('en-IN')} of ${m.delivery.clients.toLocaleString('en-IN')} websocket clients got all ${m.delivery.events} events of a ${FOLLOWED_ROWS.toLocaleString('en-IN')}-row upload, delivered p50 ${ms(m.delivery.p50)} ms, p99 ${ms(m.delivery.p99)} ms after the task changed; ${memoryText(m)}; the ${UPLOAD_ROWS.toLocaleString('en-IN')}-row upload under load took ${m.upload.seconds.toFixed(1)} s (${m.upload.succeeded} created, ${m.upload.failed} failed), the page's p99 ${(m.underUpload.p99 / m.page8.p99).toFixed(2)}× its value without it; idle, each of its ${m.name === 'fleet' ? 'processes' : 'one process'} used ${m.idle.highest.toFixed(2)} % of a core at most (mean ${m.idle.mean.toFixed(2)} %); load average ${m.loads.join(' → ')}.`;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const memoryText = ({ name, memory }: Measured) =>
  `${name === 'fleet' ? 'its two BFFs' : 'the process'} held ${mib(memory.without)} MiB with no client and ${mib(memory.with)} MiB with ${CLIENTS.toLocaleString('en-IN')} idle, ${((memory.with - memory.without) / CLIENTS / 1024).toFixed(1)} KB a subscriber`;
const split = (m: Measured) => {
  const c = m.cpu8.shares;
  const pct = (n: number) => `${n.toFixed(0)} %`;
  return `- ${m.name}, CPU while the page was under 8 connections (the machine has ${cpus().length * 100} %): the product ${pct(c.product)}, PostgreSQL ${pct(c.postgres)}, nginx ${pct(c.nginx)}, this bench ${pct(c.bench)}, the rest ${pct(c.other)}; per page the product ${ms(m.cpu8.productMs)} ms, the whole machine ${ms(m.cpu8.allMs)} ms.`;
};
// With every core busy, a page costs the machine allMs: the most pages a second the fleet could answer here.
const ceiling = (cpus().length * 1000) / fleet.cpu8.allMs;

console.log(`
Parcelo fleet bench, ${new Date().toISOString().slice(0, 10)}: PostgreSQL ${new URL(DATABASE_URL).pathname.slice(1)}, the demo seller's orders page.
${conditions([startLoad, load()], stick)}

| | p50 ms | p99 ms | req/s |
| --- | ---: | ---: | ---: |
${[...line(single), ...line(fleet)].join('\n')}

Fleet ÷ one process, orders page throughput: ${(fleet.page8.perSecond / single.page8.perSecond).toFixed(2)}× at 8 connections, ${(fleet.page32.perSecond / single.page32.perSecond).toFixed(2)}× at 32.

${split(single)}
${split(fleet)}
At the fleet's CPU per page this machine could answer at most ${ceiling.toFixed(0)} pages/s, ${(ceiling / single.page8.perSecond).toFixed(2)}× the one process.

${text(single)}
${text(fleet)}
`);
process.exit(0);
