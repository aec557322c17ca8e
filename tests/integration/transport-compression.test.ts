import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import type { UpstreamUrls } from '../../bff/src/upstream/index.js';
import { oneWarehouseSeller, uniquePhone, type Session } from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';

// Answers as they travel: compressed when the client takes it, and a request id that comes
// back. Read with undici's request, which (unlike fetch) leaves the body as it was sent.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ORDERS = `{ orders(first: 50) { totalCount edges { node { id shopOrderId createdAt paymentMode totalAmount
  status { code label } customer { name phone email }
  shippingAddress { firstName lastName addressLine1 addressLine2 city state pincode country }
  items { title sku quantity unitPrice } trail { createdAt status { code label } description city } } } } }`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

async function send(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
  const res = await request(url, { method: init.method ?? 'GET', headers: init.headers, body: init.body });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) } as Answer;
}

let seller: Session;
const bffUrl = () => inject('bffUrl');
/** An orders page, as the seller asks it with these headers. */
const ordersPage = (headers: Record<string, string> = {}) =>
  send(`${bffUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: seller.cookie!, ...headers },
    body: JSON.stringify({ query: ORDERS }),
  });

beforeAll(async () => {
  seller = await oneWarehouseSeller('Squeezed Parcels Co');
  const sku = await listedSku(seller, `ZIP-${Math.random().toString(36).slice(2, 8).toUpperCase()}`);
  for (let i = 0; i < 3; i += 1) await placeOrderFor(seller, uniquePhone(), undefined, sku);
});

describe('a GraphQL answer', () => {
  it('is gzip or brotli as the client takes it, and decodes to the same JSON as the plain one', async () => {
    const plain = await ordersPage();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Over the 1 KB from which answers are compressed.
    expect(plain.body.length).toBeGreaterThan(1024);
    // The data; the extensions report the budget left, which each request spends.
    const page = JSON.parse(plain.body.toString('utf8')).data;
    expect(page.orders.totalCount).toBe(3);

    const gzip = await ordersPage({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8')).data).toEqual(page);

    const br = await ordersPage({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8')).data).toEqual(page);
  });

  it('is plain when small, whatever the client takes', async () => {
    const res = await send(`${bffUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ viewer { isAdmin } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('data');
  });
});

describe('a file download', () => {
  it('is a sheet sent as it is: no second compression of a compressed format', async () => {
    const res = await send(`${bffUrl()}/files/templates/bulk-orders.xlsx`, {
      headers: { cookie: seller.cookie!, 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-encoding']).toBeUndefined();
    // A zip archive, as the service made it.
    expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('a service answer', () => {
  it('is compressed as the caller takes it, and plain otherwise', async () => {
    const oms = (inject('serviceUrls') as UpstreamUrls).oms;
    const plain = await send(`${oms}/openapi.json`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString('utf8'));
    expect(document.openapi).toMatch(/^3\./);
    const gzip = await send(`${oms}/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(document);
  });

  it('answers back the request id it was sent, or a new one for one not sane', async () => {
    const oms = (inject('serviceUrls') as UpstreamUrls).oms;
    expect((await send(`${oms}/health`, { headers: { 'x-request-id': 'svc-check.1' } })).headers['x-request-id']).toBe(
      'svc-check.1',
    );
    expect((await send(`${oms}/health`, { headers: { 'x-request-id': 'a b' } })).headers['x-request-id']).toMatch(UUID);
  });
});

describe('the request id', () => {
  const viewer = (headers: Record<string, string>) =>
    send(`${bffUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ viewer { isAdmin } }' }),
    });

  it('comes back as it was sent when it is a sane token', async () => {
    const id = `transport-${Date.now().toString(36)}:a.b_c`;
    expect((await viewer({ 'x-request-id': id })).headers['x-request-id']).toBe(id);
    // Outside GraphQL too (a file, a page).
    const file = await send(`${bffUrl()}/files/templates/bulk-orders.xlsx`, { headers: { 'x-request-id': id } });
    expect(file.headers['x-request-id']).toBe(id);
  });

  it('is replaced by a new one when too long, spaced, or not sent', async () => {
    const seen = new Set<string>();
    const sent: Record<string, string>[] = [{ 'x-request-id': 'x'.repeat(300) }, { 'x-request-id': 'one two' }, {}];
    for (const headers of sent) {
      const id = (await viewer(headers)).headers['x-request-id'];
      expect(id).toMatch(UUID);
      seen.add(String(id));
    }
    expect(seen.size).toBe(3);
  });
});
