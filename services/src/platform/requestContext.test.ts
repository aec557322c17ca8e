import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp, type ServiceApp } from './app.js';
import { callService } from './client.js';
import { answers, ok } from './envelope.js';
import { currentRequestId, withRequestId } from './requestContext.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Another service, as far as the calls made to it go: it keeps the headers of each. */
let other: Server;
let otherUrl: string;
const seen: IncomingHttpHeaders[] = [];
/** A service whose routes call the other one while they answer. */
let app: ServiceApp;

beforeAll(async () => {
  other = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: true, data: { ok: true }, message: 'Success' }));
    });
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;

  app = await createServiceApp('hub');
  const Called = z.object({ requestId: z.string().nullable() });
  // A body to read first: the call is made after it, as a real route's is.
  app.post(
    '/probe',
    { config: { access: 'public' }, schema: { body: z.object({ n: z.number() }), response: answers(Called) } },
    async () => {
      await callService(otherUrl, '/seen', { internal: true, read: true });
      return ok({ requestId: currentRequestId() ?? null });
    },
  );
  app.get('/large', { config: { access: 'public' }, schema: { response: answers(z.string()) } }, async () =>
    ok('parcel '.repeat(400)),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  // The shared client keeps its connections open for the next call.
  other?.closeAllConnections();
  await new Promise((resolve) => other?.close(resolve));
});

describe('a service request id', () => {
  it('is the one sent when sane: answered back, and sent along on the calls made meanwhile', async () => {
    seen.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'x-request-id': 'edge-42:a.b_c' },
      payload: { n: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('edge-42:a.b_c');
    expect(res.json().data).toEqual({ requestId: 'edge-42:a.b_c' });
    expect(seen.map((h) => h['x-request-id'])).toEqual(['edge-42:a.b_c']);
  });

  it('is a new one, passed on the same, when the one sent is not sane or missing', async () => {
    for (const sent of ['x'.repeat(300), 'two words', undefined]) {
      seen.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/probe',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
        payload: { n: 1 },
      });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(res.json().data).toEqual({ requestId: id });
      expect(seen.map((h) => h['x-request-id'])).toEqual([id]);
    }
  });

  it('goes on no call made outside any request, and each request keeps its own', async () => {
    seen.length = 0;
    await callService(otherUrl, '/seen', { internal: true, read: true });
    expect(seen[0]).not.toHaveProperty('x-request-id');
    seen.length = 0;
    await Promise.all(
      ['one', 'two', 'three'].map((id) =>
        withRequestId(id, () => callService(otherUrl, '/seen', { internal: true, read: true })),
      ),
    );
    expect(seen.map((h) => h['x-request-id']).sort()).toEqual(['one', 'three', 'two']);
  });
});

describe('a service answer', () => {
  it('is compressed from 1 KB when the caller takes it, and plain otherwise', async () => {
    const gz = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).data).toBe('parcel '.repeat(400));
    const br = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ method: 'GET', url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toBe('parcel '.repeat(400));
    const small = await app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
