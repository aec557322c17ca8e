import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type HistogramConfiguration,
  type LabelValues,
} from 'prom-client';

/**
 * The process's metrics, read by Prometheus at `/metrics` of the BFF and of every service.
 * There is one registry per process: `npm start` runs the eight services and the BFF in one
 * Node process, and the tests start stacks again and again in one. So a metric is made once
 * (`counter`, `histogram` and `readOnScrape` hand back the one made before) and what belongs
 * to one service carries its name in the `service` label.
 */
export const registry = new Registry();

const parts = new Set<string>();
const EVENT_LOOP_SAMPLE_MS = 100;

/**
 * Says that `part` (the BFF, a service) runs in this process. The process's own figures (CPU,
 * memory, event loop lag, garbage collection) are collected from the first part on, labelled
 * with the parts it runs: `oms` alone, `bff+d2r+…` for `npm start`.
 */
export function processRuns(part: string): void {
  // The event loop's lag is sampled by a timer: prom-client's 10 ms alone kept an idle process
  // at 0.4 % of a core. A tenth of a second still shows every stall worth a page.
  if (!parts.size) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  parts.add(part);
  registry.setDefaultLabels({ service: [...parts].sort().join('+') });
}

/** The metric made before under `name`, which must be of the same kind and labels. */
function made<T>(
  name: string,
  kind: abstract new (...args: never[]) => unknown,
  labelNames: readonly string[] = [],
): T | undefined {
  const found = registry.getSingleMetric(name);
  if (found === undefined) return undefined;
  const labels = (found as unknown as { labelNames?: string[] }).labelNames ?? [];
  if (!(found instanceof kind) || [...labels].sort().join() !== [...labelNames].sort().join())
    throw new Error(`The metric ${name} was made before with another kind or other labels`);
  return found as T;
}

/** The process's counter of this name, made at its first use. */
export function counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
  return made<Counter<L>>(config.name, Counter, config.labelNames) ?? new Counter({ ...config, registers: [registry] });
}

/** The process's histogram of this name, made at its first use. */
export function histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
  return (
    made<Histogram<L>>(config.name, Histogram, config.labelNames) ?? new Histogram({ ...config, registers: [registry] })
  );
}

/** One value of a gauge read at a scrape. */
export interface Reading<L extends string> {
  labels: LabelValues<L>;
  value: number;
}
type Source<L extends string> = () => readonly Reading<L>[] | Promise<readonly Reading<L>[]>;

/** How long a scrape waits for one source; a database busy with a long transaction must not hold it up. */
const SOURCE_WAIT_MS = 2_000;
const sources = new Map<string, Set<Source<string>>>();

async function readingsOf(source: Source<string>): Promise<readonly Reading<string>[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never[]>((resolve) => {
    timer = setTimeout(() => resolve([]), SOURCE_WAIT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([Promise.resolve().then(source), late]);
  } catch {
    // The figures are read to find trouble: one sick source must not take the rest down.
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A gauge whose values are read from its sources when Prometheus scrapes (a queue's depth, a
 * circuit's state) rather than kept up to date on every change. Adds `source` and answers
 * what removes it (its service or client closed). A source that fails or is slow is left out
 * of that scrape; two that give the same labels (two test stacks in one process) report the
 * larger value.
 */
export function readOnScrape<L extends string>(
  config: { name: string; help: string; labelNames: readonly L[] },
  source: Source<L>,
): () => void {
  let own = sources.get(config.name);
  if (!own) {
    const all = new Set<Source<string>>();
    own = all;
    sources.set(config.name, all);
    new Gauge({
      ...config,
      registers: [registry],
      async collect() {
        const readings = (await Promise.all([...all].map(readingsOf))).flat();
        this.reset();
        // Set from the smallest up, so the largest of equal labels stays.
        for (const r of readings.sort((a, b) => a.value - b.value)) this.set(r.labels, r.value);
      },
    });
  }
  const added = own;
  added.add(source as Source<string>);
  return () => void added.delete(source as Source<string>);
}

/**
 * `read` once for all the gauges one scrape fills from it (a queue's depth and its oldest
 * job's age come from one query): its answer serves every call within a second of it.
 */
export function perScrape<T>(read: () => Promise<T>, keepMs = 1_000): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > keepMs) last = { at: Date.now(), answer: read() };
    return last.answer;
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Request times from 5 ms to 30 s: pages answer in tens of milliseconds, bulk saves and files in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requestDurations = () =>
  histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by the route it matched (its pattern, "unmatched" when none did).',
    labelNames: ['service', 'method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
  });

/** One answered request; `route` is the pattern it matched (`/orders/:id`), never the address asked for. */
export function observeRequest(
  request: { service: string; method: string; route: string; status: number },
  seconds: number,
): void {
  requestDurations().observe(
    {
      service: request.service,
      method: METHODS.has(request.method) ? request.method : 'OTHER',
      route: request.route,
      status: String(request.status),
    },
    seconds,
  );
}

/**
 * How a call to an upstream ended: `ok`, `refused` (the upstream answered no, a 4xx),
 * `error` (a 5xx or an answer that was no answer), `timeout`, `unreachable`, or `open` (not
 * sent: the upstream's circuit is open after failures in a row).
 */
export type UpstreamOutcome = 'ok' | 'refused' | 'error' | 'timeout' | 'unreachable' | 'open';

const upstreamRequests = () =>
  counter({
    name: 'upstream_requests_total',
    help: 'Calls to an upstream service, each try its own, by how they ended.',
    labelNames: ['upstream', 'outcome'],
  });

const upstreamDurations = () =>
  histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Time an upstream took to answer a call (to its headers), by how it ended.',
    labelNames: ['upstream', 'outcome'],
    buckets: HTTP_BUCKETS,
  });

/** One call to `upstream`, begun at `startedMs` (performance.now()). */
export function upstreamCalled(upstream: string, outcome: UpstreamOutcome, startedMs: number): void {
  upstreamRequests().inc({ upstream, outcome });
  upstreamDurations().observe({ upstream, outcome }, (performance.now() - startedMs) / 1000);
}

/** Reports whether `upstream`'s circuit is open (its calls failing at once) until the answer is called. */
export const reportBreaker = (upstream: string, open: () => boolean) =>
  readOnScrape(
    {
      name: 'upstream_breaker_open',
      help: '1 while calls to the upstream fail at once (its circuit is open after failures in a row), else 0.',
      labelNames: ['upstream'],
    },
    () => [{ labels: { upstream }, value: open() ? 1 : 0 }],
  );

const loopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read the metrics: a caller on this machine that came through no proxy
 * (a proxy on the same machine would make every visitor look local), or one that sends
 * `Authorization: Bearer <METRICS_TOKEN>` when that is set. Anyone else is told there is
 * nothing here.
 */
export function metricsAllowed(
  request: { remoteAddress: string | undefined; headers: IncomingHttpHeaders },
  token: string | undefined,
): boolean {
  const { headers } = request;
  if (loopback(request.remoteAddress) && headers['x-forwarded-for'] === undefined && headers.forwarded === undefined)
    return true;
  const given = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The process's metrics in Prometheus's text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
