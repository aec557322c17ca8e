import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ObjectStore, storedObjectKey } from '../../platform/objects.js';
import { contentTypeOf } from './routes.js';

/*
 * Uploads on S3, against a small S3-compatible bucket served in process: the real SDK signs
 * and sends every request, and the browser's PUT goes to the presigned link as it would on AWS.
 */

interface Stored {
  data: Buffer;
  contentType: string;
  etag: string;
}

const objects = new Map<string, Stored>();
let server: Server;
let endpoint: string;
let etags = 0;

const body = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const noSuchKey = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>';

/** PUT (conditional, or a copy), GET (with a byte range), HEAD and DELETE of one object, path-style. */
async function bucket(
  req: IncomingMessage,
): Promise<{ status: number; headers?: Record<string, string>; body?: Buffer | string }> {
  const url = new URL(req.url ?? '/', 'http://s3.invalid');
  const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'));
  const found = objects.get(key);
  switch (req.method) {
    case 'PUT': {
      const source = req.headers['x-amz-copy-source'];
      if (typeof source === 'string') {
        const from = objects.get(decodeURIComponent(source.replace(/^\/?[^/]+\//, '')));
        if (!from) return { status: 404, body: noSuchKey };
        if (req.headers['x-amz-copy-source-if-match'] && req.headers['x-amz-copy-source-if-match'] !== from.etag)
          return { status: 412, body: '<Error><Code>PreconditionFailed</Code></Error>' };
        const etag = `"${++etags}"`;
        objects.set(key, { data: from.data, contentType: String(req.headers['content-type']), etag });
        return { status: 200, body: `<CopyObjectResult><ETag>${etag}</ETag></CopyObjectResult>` };
      }
      const data = await body(req);
      if (req.headers['if-none-match'] === '*' && found)
        return { status: 412, body: '<Error><Code>PreconditionFailed</Code></Error>' };
      const etag = `"${++etags}"`;
      objects.set(key, { data, contentType: String(req.headers['content-type']), etag });
      return { status: 200, headers: { etag } };
    }
    case 'GET': {
      if (!found) return { status: 404, body: noSuchKey };
      if (req.headers.range && !found.data.length)
        return { status: 416, body: '<Error><Code>InvalidRange</Code><Message>empty</Message></Error>' };
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      const part = range ? found.data.subarray(Number(range[1]), Number(range[2]) + 1) : found.data;
      return {
        status: range ? 206 : 200,
        headers: { 'content-type': found.contentType, etag: found.etag },
        body: part,
      };
    }
    case 'HEAD':
      return found
        ? { status: 200, headers: { 'content-type': found.contentType, etag: found.etag } }
        : { status: 404 };
    case 'DELETE':
      objects.delete(key);
      return { status: 204 };
    default:
      return { status: 405 };
  }
}

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  server = createServer((req, res) => {
    void bucket(req).then(
      (answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** Upload as the browser does: a presigned link, then one PUT with the declared type. */
async function upload(store: S3ObjectStore, objectKey: string, data: Buffer, type: string) {
  const presigned = await store.presign(objectKey, type, 600);
  const put = await fetch(presigned.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(data),
    headers: { 'content-type': type, 'if-none-match': '*' },
  });
  expect(put.status).toBe(200);
  return presigned.storedUrl;
}

const imageCheck = (head: Buffer, declared: string) => contentTypeOf('product_img', head, declared);

// The SDK's first requests are slow to load on a busy machine.
describe('an upload straight to the S3 bucket', { timeout: 30_000 }, () => {
  it('is refused and deleted when its bytes are not an image, so it is never served', async () => {
    const store = new S3ObjectStore('uploads', 'ap-south-1', endpoint);
    const objectKey = 'product_img/co1/2026-11-29/page.png';
    const storedUrl = await upload(store, objectKey, HTML, 'image/png');
    expect(storedObjectKey(storedUrl, 'product_img/co1')).toBe(objectKey);
    // Until it is checked, the stored address holds nothing: the PUT landed outside every kind's folder.
    expect(await store.read(objectKey)).toBeNull();

    expect(await store.confirm(objectKey, imageCheck)).toBe(false);
    expect([...objects.keys()].filter((key) => key.endsWith('page.png'))).toEqual([]);
    expect(await store.read(objectKey)).toBeNull();
    // Confirmed again, it is still not there to serve.
    expect(await store.confirm(objectKey, imageCheck)).toBeNull();
  });

  it('puts an image at its stored address once its first bytes show it is one', async () => {
    const store = new S3ObjectStore('uploads', 'ap-south-1', endpoint);
    const objectKey = 'product_img/co1/2026-11-29/photo.webp';
    // A browser that cannot encode WebP hands over a PNG: it is kept as the PNG it is. Larger
    // than the part read to check it, so the whole file must be what is copied into place.
    const big = Buffer.concat([PNG, Buffer.alloc(70_000)]);
    await upload(store, objectKey, big, 'image/webp');
    expect(await store.confirm(objectKey, imageCheck)).toBe(true);
    expect(await store.read(objectKey)).toEqual({ data: big, contentType: 'image/png' });
    expect([...objects.keys()].filter((key) => key.startsWith('incoming/'))).toEqual([]);
    // Confirming twice (a retried request) leaves it as it is.
    expect(await store.confirm(objectKey, imageCheck)).toBe(true);
  });

  it('refuses an empty file', async () => {
    const store = new S3ObjectStore('uploads', 'ap-south-1', endpoint);
    const objectKey = 'product_img/co1/2026-11-29/empty.png';
    await upload(store, objectKey, Buffer.alloc(0), 'image/png');
    expect(await store.confirm(objectKey, imageCheck)).toBe(false);
    expect([...objects.keys()].filter((key) => key.endsWith('empty.png'))).toEqual([]);
  });

  it('answers null for an upload that never happened', async () => {
    const store = new S3ObjectStore('uploads', 'ap-south-1', endpoint);
    expect(await store.confirm('product_img/co1/2026-11-29/none.png', imageCheck)).toBeNull();
  });
});
