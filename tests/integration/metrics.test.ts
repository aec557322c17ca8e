import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '@parcelo/common/config';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { UpstreamUrls } from '../../bff/src/upstream/index.js';
import { verifiedSeller, type Session } from '../support/client.js';
import { documentId } from '../support/persisted.js';

const TOKEN = 'metrics-test-token-0123456789';
/** A request as a proxy passes it on: from this machine, but for someone else. */
const PROXIED = { 'x-forwarded-for': '203.0.113.9' };

/** A seller of its own, whose orders page the metrics must show. */
let seller: Session;
/** A BFF of this file's own, with a metrics token set. */
let guarded: RunningBff;
beforeAll(async () => {
  seller = await verifiedSeller('Metrics Masala Co');
  guarded = await startBff({
    urls: inject('serviceUrls') as UpstreamUrls,
    port: 0,
    webDist: '/nonexistent',
    config: loadConfig({ ...process.env, METRICS_TOKEN: TOKEN }),
  });
});
afterAll(async () => {
  await guarded?.close();
});

async function metrics(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of the first series of `name` whose labels include all of `labels`. */
function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([k, v]) => match[2]!.includes(`${k}="${v}"`))) return Number(match[3]);
  }
  return undefined;
}

describe('the metrics of the running product', () => {
  it('count the orders page by its operation on the BFF, and its call to OMS', async () => {
    const page = await seller.send({ documentId: documentId('OrdersPageQuery'), variables: {} });
    expect(page.errors).toBeUndefined();
    const bff = await metrics(inject('bffUrl'));
    expect(bff.status).toBe(200);
    expect(bff.type).toMatch(/^text\/plain/);
    const operation = { operation: 'OrdersPageQuery', type: 'query', outcome: 'ok' };
    expect(valueOf(bff.text, 'graphql_operation_duration_seconds_count', operation)).toBeGreaterThanOrEqual(1);
    expect(valueOf(bff.text, 'upstream_requests_total', { upstream: 'oms', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect([0, 1]).toContain(valueOf(bff.text, 'upstream_breaker_open', { upstream: 'oms' }));
    expect(
      valueOf(bff.text, 'http_request_duration_seconds_count', { service: 'bff', route: '/graphql' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(bff.text, 'graphql_ws_clients', {})).toBeGreaterThanOrEqual(0);
    expect(valueOf(bff.text, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
  });

  it('show on a service the route it served, its job queues and its outbox', async () => {
    await seller.send({ documentId: documentId('OrdersPageQuery'), variables: {} });
    const oms = await metrics(inject('serviceUrls').oms!);
    expect(oms.status).toBe(200);
    const find = { service: 'oms', method: 'POST', route: '/orders/find', status: '200' };
    expect(valueOf(oms.text, 'http_request_duration_seconds_count', find)).toBeGreaterThanOrEqual(1);
    // Route patterns, never addresses: no series names an id.
    expect(oms.text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
    const queue = { service: 'oms', queue: 'order-events' };
    expect(valueOf(oms.text, 'job_queue_depth', queue)).toBeGreaterThanOrEqual(0);
    expect(valueOf(oms.text, 'job_queue_delayed', queue)).toBeGreaterThanOrEqual(0);
    expect(valueOf(oms.text, 'job_queue_oldest_seconds', queue)).toBeGreaterThanOrEqual(0);
    const outbox = { service: 'oms', outbox: 'order_outbox' };
    expect(valueOf(oms.text, 'outbox_pending', outbox)).toBeGreaterThanOrEqual(0);
    expect(valueOf(oms.text, 'outbox_oldest_seconds', outbox)).toBeGreaterThanOrEqual(0);
  });

  it('keep the metrics off the OpenAPI document', async () => {
    const doc = (await (await fetch(`${inject('serviceUrls').oms}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(doc.paths['/metrics']).toBeUndefined();
  });
});

describe('who may read the metrics', () => {
  it('refuses a caller through a proxy without the token, as if there were nothing there', async () => {
    expect((await metrics(guarded.url, PROXIED)).status).toBe(404);
    expect((await metrics(guarded.url, { ...PROXIED, authorization: 'Bearer not-the-metrics-token' })).status).toBe(
      404,
    );
    const oms = await metrics(inject('serviceUrls').oms!, PROXIED);
    expect(oms.status).toBe(404);
    expect(JSON.parse(oms.text)).toMatchObject({ status: false, data: { code: 'NOT_FOUND' } });
  });

  it('answers a caller through a proxy with the token', async () => {
    const res = await metrics(guarded.url, { ...PROXIED, authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.text).toContain('process_cpu_user_seconds_total');
  });
});
