import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './index.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const post = (path: string, body: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-parcelo-event': 'omsStatus/update' },
    body: JSON.stringify(body),
  });

describe('sandbox webhook receiver', () => {
  it('records every request per host and answers 200', async () => {
    const res = await post('/hooks.example.in/parcelo/orders', { event: 'omsStatus/update' });
    expect(res.status).toBe(200);
    const read = await fetch(`${sandbox.url}/_sandbox/receiver/requests?host=hooks.example.in`);
    const { requests } = (await read.json()) as { requests: Record<string, any>[] };
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        host: 'hooks.example.in',
        path: '/parcelo/orders',
        body: '{"event":"omsStatus/update"}',
        headers: expect.objectContaining({ 'x-parcelo-event': 'omsStatus/update' }),
        receivedAt: expect.any(String),
      }),
    ]);
  });

  it('fails only the requests holding the text it was given', async () => {
    expect((await post('/_sandbox/receiver/fail', { host: 'picky.example.in', times: 1, match: 'ORD-7' })).status).toBe(
      200,
    );
    expect((await post('/picky.example.in/hook', { order: 'ORD-8' })).status).toBe(200);
    expect((await post('/picky.example.in/hook', { order: 'ORD-7' })).status).toBe(500);
    expect((await post('/picky.example.in/hook', { order: 'ORD-7' })).status).toBe(200);
  });

  it("fails a host's next N requests with a 500 when told to, and only that host's", async () => {
    expect((await post('/_sandbox/receiver/fail', { host: 'flaky.example.in', times: 2 })).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/flaky.example.in/h', { i })).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await post('/steady.example.in/h', {})).status).toBe(200);
    expect((await post('/_sandbox/receiver/fail', { host: '', times: 2 })).status).toBe(400);
  });
});
