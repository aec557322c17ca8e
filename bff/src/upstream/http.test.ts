import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from '@parcelo/common/upstream';
import { Upstream, type RequestScope } from './http.js';

/** A service, as far as the BFF's calls to it go: it keeps the headers of each. */
let service: Server;
let client: UpstreamClient;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  service = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/file')) {
        res.setHeader('content-type', 'text/csv');
        res.end('a,b\n1,2\n');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: true, data: { ok: true }, message: 'Success' }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  client = new UpstreamClient('oms', `http://127.0.0.1:${(service.address() as AddressInfo).port}`, {
    timeoutMs: 2_000,
    writeTimeoutMs: 2_000,
    fileTimeoutMs: 2_000,
    budgetMs: 2_000,
  });
});

afterAll(async () => {
  await client?.close();
  await new Promise((resolve) => service?.close(resolve));
});

const scope = (requestId: string, credentials: Record<string, string> = {}): RequestScope => ({
  credentials: async () => credentials,
  counter: { requests: 0, sessionChecks: 0 },
  deadline: undefined,
  requestId,
});

describe("a GraphQL request's calls to a service", () => {
  it('each carry the request id beside the credentials, whatever kind of call', async () => {
    seen.length = 0;
    const upstream = new Upstream('oms', client, scope('edge-1', { authorization: 'Bearer s1' }));
    await upstream.call('GET', '/orders', { headers: { 'x-company-id': 'c1' } });
    await upstream.call('POST', '/orders/search', { body: { q: 1 }, read: true });
    (await upstream.fileStream('/file.csv')).body.resume();
    await upstream.raw('PUT', '/objects/a', Buffer.from('x'), 'text/plain');
    expect(seen.map((h) => h['x-request-id'])).toEqual(['edge-1', 'edge-1', 'edge-1', 'edge-1']);
    expect(seen.map((h) => h.authorization)).toEqual(['Bearer s1', 'Bearer s1', 'Bearer s1', 'Bearer s1']);
    expect(seen[0]!['x-company-id']).toBe('c1');
  });

  it("carry their own request's id, not another's made at the same time", async () => {
    seen.length = 0;
    await Promise.all(['r1', 'r2', 'r3'].map((id) => new Upstream('oms', client, scope(id)).call('GET', '/orders')));
    expect(seen.map((h) => h['x-request-id']).sort()).toEqual(['r1', 'r2', 'r3']);
  });
});
