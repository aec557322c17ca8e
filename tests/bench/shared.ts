/**
 * What the benches share: their database, latency under autocannon, and the conditions a figure
 * was measured in, so a reader on another machine can tell the product from the machine.
 */
import { scryptSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

export interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

/** Creates the bench's database on its server when it is not there yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

export interface CannonTarget {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
}

const figuresOf = (result: autocannon.Result, url: string): Figures => {
  if (result.non2xx || result.errors)
    throw new Error(`${result.non2xx} failed and ${result.errors} unanswered requests against ${url}`);
  return { p50: result.latency.p50, p99: result.latency.p99, perSecond: result.requests.average };
};

/** `connections` keep asking for `target` for `seconds`; any failed answer fails the bench. */
export async function cannon(target: CannonTarget, connections: number, seconds = 10): Promise<Figures> {
  return figuresOf(await autocannon({ ...target, connections, duration: seconds }), target.url);
}

/** Load that runs until the returned `stop`, which answers its figures (for work measured under it). */
export function cannonUntilStopped(target: CannonTarget, connections: number): { stop(): Promise<Figures> } {
  let done!: (r: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve) => (done = resolve));
  const instance = autocannon({ ...target, connections, duration: 3_600 }, (err, result) => {
    if (err) throw err;
    done(result);
  });
  return {
    async stop() {
      instance.stop();
      return figuresOf(await finished, target.url);
    },
  };
}

/** The machine as a figure was taken: its CPU and the load average (1 min) around it. */
export const machine = () => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
export const load = () => loadavg()[0]!.toFixed(1);

/** A process's resident memory in bytes, from the kernel. */
export const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A 50-row page of orders as JSON, the shape the orders page moves, for the yardstick. */
const YARDSTICK_PAGE = JSON.stringify(
  Array.from({ length: 50 }, (_, i) => ({
    id: `T3JkZXI6${i}`,
    shopOrderId: `CPN-${10_000 + i}`,
    status: 'PLACED',
    customer: { name: 'Asha Verma', phone: '9876543210', city: 'Pune', pincode: '411001' },
    items: [{ sku: 'WS-CPN-MSL250', title: 'Masala Chai 250 g', quantity: 2, unitPrice: 24_900 }],
    totalAmount: 49_800,
    createdAt: '2026-11-28T10:15:00.000Z',
  })),
);

/** What `yardstick` measures: CPU ms of each fixed piece of work on this machine. */
export interface Yardstick {
  scryptMs: number;
  jsonMs: number;
  loopbackMs: number;
}

/** The least CPU time (ms) of three runs of `work`, after one to warm up. */
async function leastCpuMs(work: () => unknown): Promise<number> {
  await work();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const before = process.cpuUsage();
    await work();
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / 1000);
  }
  return Math.min(...runs);
}

/**
 * 500 HTTP round trips over loopback, client and server both in this process, each answering
 * the 50-row page: the kernel's socket work a page's hops (browser to BFF, BFF to services,
 * services to PostgreSQL) cost, which differs between machines more than computation does.
 */
async function loopbackRoundTrips(): Promise<{ work: () => Promise<void>; close: () => void }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(YARDSTICK_PAGE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end('{"first":50}');
    });
  return {
    work: async () => {
      for (let i = 0; i < 500; i++) await once();
    },
    close: () => {
      agent.destroy();
      server.close();
    },
  };
}

/**
 * The CPU time this machine takes for fixed work, measured in the same run as the figures beside
 * it: a password hash as sign-in does it (scrypt, 16 MiB), 200 round trips of a 50-row page
 * through JSON, and 500 HTTP round trips of that page over loopback. A figure divided by them
 * compares across machines better than the figure alone.
 */
export async function yardstick(): Promise<Yardstick> {
  const loopback = await loopbackRoundTrips();
  try {
    return {
      scryptMs: await leastCpuMs(() => scryptSync('Demo@1234', 'parcelo-yardstick', 64, { N: 16_384, r: 8, p: 1 })),
      jsonMs: await leastCpuMs(() => {
        for (let i = 0; i < 200; i++) JSON.parse(JSON.stringify(JSON.parse(YARDSTICK_PAGE)));
      }),
      loopbackMs: await leastCpuMs(loopback.work),
    };
  } finally {
    loopback.close();
  }
}

/** One line a table carries: the machine, its yardstick and the load average before and after. */
export function conditions(loads: readonly string[], stick: Yardstick): string {
  return `Machine: ${machine()}; yardstick (CPU ms, this run): scrypt ${stick.scryptMs.toFixed(1)}, JSON 200 × 50 rows ${stick.jsonMs.toFixed(1)}, loopback HTTP 500 × 50 rows ${stick.loopbackMs.toFixed(1)}; load average (1 min) ${loads.join(' → ')}.`;
}

type Gql = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/**
 * Tops the demo seller's Masala Chai (WS-CPN-MSL250) at Delhi up to `units` available: every
 * bench sheet row (tests/support/sheets.ts) holds two of them.
 */
export async function ensureMasalaStock(gql: Gql, units: number): Promise<{ warehouse: string }> {
  type Row = { id: string; availableStock: number; warehouse: { id: string; warehouseId: string } };
  const found = await gql<{ inventory: { edges: { node: Row }[] } }>(
    `{ inventory(first: 5, search: { by: SKU, value: "WS-CPN-MSL250" }) { edges { node { id availableStock warehouse { id warehouseId } } } } }`,
    {},
  );
  const masala = found.inventory.edges.map((e) => e.node).find((n) => n.warehouse.warehouseId === 'WH-DEL-001');
  if (!masala) throw new Error('The demo seller has no Masala Chai at WH-DEL-001: is this a demo database?');
  if (masala.availableStock < units)
    await gql(`mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { message } } }`, {
      i: {
        id: masala.id,
        date: new Date().toISOString().slice(0, 10),
        inboundAccepted: units - masala.availableStock,
        inboundRejected: 1,
        remark: 'Bench stock',
      },
    });
  return { warehouse: masala.warehouse.id };
}
