import { describe, expect, it } from 'vitest';
import {
  counter,
  histogram,
  metricsAllowed,
  metricsText,
  observeRequest,
  perScrape,
  processRuns,
  readOnScrape,
  registry,
} from './metrics.js';

const lines = async (name: string) =>
  (await metricsText()).body.split('\n').filter((l) => l.startsWith(name) && !l.startsWith('#'));

describe('the process registry', () => {
  it('hands back the metric made before under the same name', () => {
    const config = { name: 'test_things_total', help: 'Things.', labelNames: ['kind'] as const };
    const first = counter(config);
    expect(counter(config)).toBe(first);
    expect(registry.getSingleMetric('test_things_total')).toBe(first);
  });

  it('refuses a second metric of the name with another kind or other labels', () => {
    counter({ name: 'test_taken_total', help: 'Taken.', labelNames: ['a'] });
    expect(() => histogram({ name: 'test_taken_total', help: 'Taken.', labelNames: ['a'] })).toThrow(/another kind/);
    expect(() => counter({ name: 'test_taken_total', help: 'Taken.', labelNames: ['b'] })).toThrow(/other labels/);
  });

  it('collects the process figures once, labelled with every part the process runs', async () => {
    processRuns('oms');
    processRuns('bff');
    processRuns('oms');
    const cpu = await lines('process_cpu_user_seconds_total');
    expect(cpu).toHaveLength(1);
    expect(cpu[0]).toContain('service="bff+oms"');
    expect(await lines('nodejs_eventloop_lag_seconds{')).toHaveLength(1);
  });

  it('times requests by service, route pattern and status, keeping its own service label', async () => {
    observeRequest({ service: 'd2r', method: 'GET', route: '/d2r/beats/:id/salesman', status: 200 }, 0.02);
    observeRequest({ service: 'd2r', method: 'BREW', route: 'unmatched', status: 404 }, 0.001);
    const counts = await lines('http_request_duration_seconds_count');
    expect(counts).toContain(
      'http_request_duration_seconds_count{service="d2r",method="GET",route="/d2r/beats/:id/salesman",status="200"} 1',
    );
    expect(counts).toContain(
      'http_request_duration_seconds_count{service="d2r",method="OTHER",route="unmatched",status="404"} 1',
    );
  });
});

describe('gauges read at a scrape', () => {
  const config = { name: 'test_waiting', help: 'Waiting.', labelNames: ['queue'] as const };
  // The process's own label (set above, as every process sets it) is not what is tested here.
  const waiting = async () => (await lines('test_waiting')).map((l) => l.replace(/,?service="[^"]*"/, ''));

  it('reads every open source, the larger of equal labels, and leaves out one that fails', async () => {
    const stopA = readOnScrape(config, () => [{ labels: { queue: 'a' }, value: 3 }]);
    const stopB = readOnScrape(config, async () => [
      { labels: { queue: 'a' }, value: 5 },
      { labels: { queue: 'b' }, value: 1 },
    ]);
    const stopC = readOnScrape(config, async () => {
      throw new Error('database closed');
    });
    expect((await waiting()).sort()).toEqual(['test_waiting{queue="a"} 5', 'test_waiting{queue="b"} 1']);
    stopB();
    expect(await waiting()).toEqual(['test_waiting{queue="a"} 3']);
    stopA();
    stopC();
    expect(await waiting()).toEqual([]);
  });

  it('shares one read among the gauges of one scrape', async () => {
    let reads = 0;
    const read = perScrape(async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });
});

describe('who may read the metrics', () => {
  const token = 'a-metrics-token-of-some-length';
  const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ remoteAddress, headers });

  it('lets in callers on this machine that came through no proxy', () => {
    expect(metricsAllowed(from('127.0.0.1'), undefined)).toBe(true);
    expect(metricsAllowed(from('::1'), undefined)).toBe(true);
    expect(metricsAllowed(from('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(metricsAllowed(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe(false);
    expect(metricsAllowed(from('127.0.0.1', { forwarded: 'for=203.0.113.9' }), undefined)).toBe(false);
  });

  it('lets in anyone else only with the configured token', () => {
    expect(metricsAllowed(from('203.0.113.9'), undefined)).toBe(false);
    expect(metricsAllowed(from('203.0.113.9', { authorization: `Bearer ${token}` }), undefined)).toBe(false);
    expect(metricsAllowed(from('203.0.113.9', { authorization: 'Bearer wrong' }), token)).toBe(false);
    expect(metricsAllowed(from('203.0.113.9', { authorization: token }), token)).toBe(false);
    expect(metricsAllowed(from('203.0.113.9', { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(
      metricsAllowed(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${token}` }), token),
    ).toBe(true);
  });
});
