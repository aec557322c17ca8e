import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG, acceptsOnly } from '@parcelo/common';
import { signedIn, verifiedSeller, type Session } from '../support/client.js';
import { JPEG_HEAD, PIXEL_PNG, WEBP_HEAD, pdf } from '../support/files.js';
import { ordersSheet } from '../support/sheets.js';

/** Two companies of this file's own: the owner of every upload here, and a stranger to them. */
let owner: Session;
let stranger: Session;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([verifiedSeller('Kiln Street Ceramics'), verifiedSeller('Loom Lane Textiles')]);
});

const CREATE = `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { uploadUrl storedUrl expiresAt userErrors { field message code } } }`;
const LINK = `query($u: String!) { uploadedFile(storedUrl: $u) { url expiresAt } }`;

/** A whole PNG with bytes of the test's own after it, so each upload is a file of its own. */
const png = (tail: string) => Buffer.concat([PIXEL_PNG, Buffer.from(tail, 'hex')]);

async function uploaded(
  session: Session,
  key: string,
  fileName: string,
  body: Buffer<ArrayBuffer>,
  fileType = 'image/png',
) {
  const link = (await session.gql(CREATE, { i: { key, fileName, fileType } })).uploadCreate;
  expect(link.userErrors).toEqual([]);
  const put = await fetch(session.url + link.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': fileType, 'if-none-match': '*' },
    body,
  });
  expect(put.status).toBe(200);
  return link as { uploadUrl: string; storedUrl: string };
}

/** A request sent as written: fetch would resolve `..` and re-encode the path before sending it. */
function rawRequest(base: string, method: 'GET' | 'PUT', path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(base),
      { method, path, headers: method === 'PUT' ? { 'content-type': 'image/png' } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(method === 'PUT' ? 'x' : undefined);
  });
}

describe('presigned uploads', () => {
  it('signs a PUT to the object store; the stored address is the link without its query', async () => {
    const seller = owner;
    const link = (await seller.gql(CREATE, { i: { key: 'RTO_POD', fileName: 'POD photo.png', fileType: 'image/png' } }))
      .uploadCreate;
    expect(link.userErrors).toEqual([]);
    expect(link.storedUrl).toBe(link.uploadUrl.split('?')[0]);
    expect(link.storedUrl).toMatch(
      /^\/objects\/rto_pod\/[0-9a-f-]{36}\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}-pod-photo\.png$/,
    );

    const bytes = png('0000000d49484452');
    const wrongType = await fetch(seller.url + link.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: bytes,
    });
    expect(wrongType.status).toBe(403);
    const tampered = await fetch(seller.url + link.uploadUrl.replace('rto_pod', 'dto_pod'), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    expect(tampered.status).toBe(403);

    const put = await fetch(seller.url + link.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    const opened = (await seller.gql(LINK, { u: link.storedUrl })).uploadedFile;
    const got = await fetch(seller.url + opened.url);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
  });

  it('accepts only images for product images', async () => {
    const seller = owner;
    const res = (
      await seller.gql(CREATE, { i: { key: 'PRODUCT_IMG', fileName: 'spec.pdf', fileType: 'application/pdf' } })
    ).uploadCreate;
    expect(res.userErrors).toEqual([{ field: 'fileType', message: 'Only images are allowed', code: 'INVALID' }]);
  });
});

describe('what a file holds', () => {
  let seller: Session;
  const LINK_ONLY = `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { uploadUrl storedUrl userErrors { message } } }`;

  /** Signs an upload for a declared type and PUTs the bytes, answering the PUT and what the stored address then holds. */
  async function put(key: string, fileName: string, fileType: string, body: Buffer) {
    const link = (await seller.gql(LINK_ONLY, { i: { key, fileName, fileType } })).uploadCreate;
    expect(link.userErrors).toEqual([]);
    const res = await fetch(seller.url + link.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': fileType, 'if-none-match': '*' },
      body: new Uint8Array(body),
    });
    const answer = (await res.json()) as { message?: string };
    return { status: res.status, message: answer.message, storedUrl: link.storedUrl as string };
  }

  beforeAll(async () => {
    seller = await verifiedSeller('Magic Bytes Pottery');
  });

  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

  it('refuses an HTML page declared as an image, storing nothing', async () => {
    for (const fileType of ['image/png', 'image/jpeg', 'image/webp']) {
      const refused = await put('PRODUCT_IMG', 'mug.png', fileType, html);
      expect(refused.status, fileType).toBe(400);
      expect(refused.message, fileType).toBe('Only images are allowed');
      // Product images are public at their address: nothing is there to serve.
      expect((await fetch(seller.url + refused.storedUrl)).status, fileType).toBe(404);
    }
    // An image of another allowed type than declared (a browser that could not encode the type
    // asked for) is kept and served as what it is.
    const jpeg = await put('PRODUCT_IMG', 'mug.webp', 'image/webp', JPEG_HEAD);
    expect(jpeg.status).toBe(200);
    expect((await fetch(seller.url + jpeg.storedUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect((await put('WEIGHT_DISPUTE_IMG', 'scale.png', 'image/png', html)).message).toBe(MSG.imagesOnly);
    // A PDF is no image, though the proofs' keys take one.
    expect((await put('WEIGHT_DISPUTE_IMG', 'scale.png', 'image/png', pdf('1 0 obj'))).message).toBe(MSG.imagesOnly);
  });

  it('takes each image type whose bytes are that type, served as it', async () => {
    for (const [fileName, fileType, body] of [
      ['mug.png', 'image/png', PIXEL_PNG],
      ['mug.jpg', 'image/jpeg', JPEG_HEAD],
      ['mug.webp', 'image/webp', WEBP_HEAD],
    ] as const) {
      const stored = await put('PRODUCT_IMG', fileName, fileType, body);
      expect(stored.status, fileType).toBe(200);
      const served = await fetch(seller.url + stored.storedUrl);
      expect(served.headers.get('content-type'), fileType).toBe(fileType);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(body);
    }
  });

  it('holds proofs, PODs and sheets to the types their keys take', async () => {
    const sheet = Buffer.from(await ordersSheet([]), 'base64');
    const proofTypes = acceptsOnly(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
    for (const key of ['RTO_POD', 'DTO_POD', 'D2R_PAYMENT_COLLECTION_PROOF', 'PAYMENT_PROOF']) {
      expect((await put(key, 'proof.pdf', 'application/pdf', html)).message, key).toBe(proofTypes);
      expect((await put(key, 'proof.png', 'image/png', sheet)).message, key).toBe(proofTypes);
      expect((await put(key, 'proof.pdf', 'application/pdf', pdf('1 0 obj'))).status, key).toBe(200);
    }
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    // A zip that is no workbook, and a page, are not sheets; a workbook is.
    const zip = Buffer.from('504b03041400000008000000000000000000000000000000000005000000612e747874', 'hex');
    expect((await put('BULK_SHEET', 'orders.xlsx', xlsx, zip)).message).toBe(MSG.xlsxOnly);
    expect((await put('BULK_SHEET', 'orders.xlsx', xlsx, html)).message).toBe(MSG.xlsxOnly);
    expect((await put('BULK_SHEET', 'orders.xlsx', xlsx, sheet)).status).toBe(200);
    // A CSV is text: an image or a workbook sent as one is refused.
    expect((await put('PRICING_SHEET', 'prices.csv', 'text/csv', PIXEL_PNG)).message).toBe(MSG.csvOnly);
    expect((await put('PRICING_SHEET', 'prices.csv', 'text/csv', sheet)).message).toBe(MSG.csvOnly);
    expect((await put('PRICING_SHEET', 'prices.csv', 'text/csv', Buffer.from('SKU,Discount\nA,1\n'))).status).toBe(200);
  });
});

describe('confirming an upload', () => {
  const CONFIRM = `mutation($i: UploadConfirmInput!) { uploadConfirm(input: $i) { storedUrl userErrors { field message code } } }`;

  it("answers the company's own uploaded file as usable, and no one else's nor one never put", async () => {
    const [seller, other] = [owner, stranger];
    const { storedUrl } = await uploaded(seller, 'PRODUCT_IMG', 'confirmed.png', png('0000000d4948445202'));
    const confirmed = (await seller.gql(CONFIRM, { i: { storedUrl } })).uploadConfirm;
    expect(confirmed).toEqual({ storedUrl, userErrors: [] });
    // A retried confirmation is answered alike.
    expect((await seller.gql(CONFIRM, { i: { storedUrl } })).uploadConfirm).toEqual(confirmed);

    const notTheirs = await other.raw(CONFIRM, { i: { storedUrl } });
    expect(notTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const link = (await seller.gql(CREATE, { i: { key: 'PRODUCT_IMG', fileName: 'never.png', fileType: 'image/png' } }))
      .uploadCreate;
    const neverPut = await seller.raw(CONFIRM, { i: { storedUrl: link.storedUrl } });
    expect(neverPut.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('private uploads', () => {
  it("open only through a fresh signed link, minted for the owner's company and the staff", async () => {
    const [seller, other, admin] = [owner, stranger, await signedIn('admin@demo.in')];
    const proof = png('0000000d4948445201');
    const { storedUrl } = await uploaded(seller, 'D2R_PAYMENT_COLLECTION_PROOF', 'receipt.png', proof);

    // The stored address alone, with or without the owner's session, shows nothing.
    expect((await fetch(seller.url + storedUrl)).status).toBe(403);
    expect((await fetch(seller.url + storedUrl, { headers: { cookie: seller.cookie! } })).status).toBe(403);

    const link = (await seller.gql(LINK, { u: storedUrl })).uploadedFile;
    expect(link.url).toMatch(/^\/objects\/d2r_payment_collection_proof\/.+\?expires=\d+&signature=/);
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(3);
    expect(minutes).toBeLessThanOrEqual(5);
    // The link works without a session (an <img> or a new tab), and is kept nowhere.
    const opened = await fetch(seller.url + link.url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(proof);

    // A link with its expiry moved, its signature changed, or for another file is refused.
    const expires = Number(/expires=(\d+)/.exec(link.url)![1]);
    for (const forged of [
      link.url.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      link.url.replace(`expires=${expires}`, `expires=${Math.floor(Date.now() / 1000) - 60}`),
      link.url.replace(/signature=.*/, 'signature=AAAA'),
      link.url.replace('receipt.png', 'receipt2.png'),
    ])
      expect([403, 404]).toContain((await fetch(seller.url + forged)).status);

    // Another company cannot get a link; the staff can.
    const refused = await other.raw(LINK, { u: storedUrl });
    expect(refused.data?.uploadedFile).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const staff = (await admin.gql(LINK, { u: storedUrl })).uploadedFile;
    expect((await fetch(admin.url + staff.url)).status).toBe(200);
  });

  it('never serves back a sheet, nor a link to one', async () => {
    const seller = owner;
    const { storedUrl } = await uploaded(
      seller,
      'PRICING_SHEET',
      'prices.csv',
      Buffer.from('SKU,Discount\nA,1\n'),
      'text/csv',
    );
    expect((await fetch(seller.url + storedUrl)).status).toBe(404);
    expect((await seller.raw(LINK, { u: storedUrl })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a replayed upload link is refused and the first file stays', async () => {
    const seller = owner;
    const first = png('01');
    const { uploadUrl, storedUrl } = await uploaded(seller, 'RTO_POD', 'pod.png', first);
    const replays = await Promise.all(
      [png('02'), png('03')].map((body) =>
        fetch(seller.url + uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual([409, 409]);
    expect((await replays[0]!.json()).message).toBe('This upload link has already been used. Upload the file again.');
    const link = (await seller.gql(LINK, { u: storedUrl })).uploadedFile;
    expect(Buffer.from(await (await fetch(seller.url + link.url)).arrayBuffer())).toEqual(first);
  });

  it('two PUTs of one link at once store one file, whole', async () => {
    const seller = owner;
    const link = (await seller.gql(CREATE, { i: { key: 'DTO_POD', fileName: 'pod.pdf', fileType: 'application/pdf' } }))
      .uploadCreate;
    const bodies = [pdf('a'.repeat(256 * 1024)), pdf('b'.repeat(256 * 1024))];
    const puts = await Promise.all(
      bodies.map((body) =>
        fetch(seller.url + link.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body }),
      ),
    );
    expect(puts.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = bodies[puts.findIndex((r) => r.status === 200)];
    const read = (await seller.gql(LINK, { u: link.storedUrl })).uploadedFile;
    expect(Buffer.from(await (await fetch(seller.url + read.url)).arrayBuffer())).toEqual(winner);
  });

  it('product images stay public at their stored address', async () => {
    const seller = owner;
    const image = png('0000000d494844520a');
    const { storedUrl } = await uploaded(seller, 'PRODUCT_IMG', 'mug.png', image);
    const res = await fetch(seller.url + storedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(image);
    // A product image is not something to ask a link for.
    expect((await seller.raw(LINK, { u: storedUrl })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('traversal, NULs, encoded separators and sibling folders are refused with 4xx, at the BFF and at OMS', async () => {
    const seller = owner;
    const { storedUrl } = await uploaded(seller, 'PRODUCT_IMG', 'cup.png', png('0b'));
    const folder = storedUrl.split('/').slice(0, 4).join('/');
    const paths = [
      '/objects/../../etc/passwd',
      '/objects/product_img/../../../../etc/passwd',
      '/objects/%2e%2e/%2e%2e/etc/passwd',
      '/objects/product_img%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/objects/product_img/..%2f..%2f..%2fetc%2fpasswd',
      '/objects/product_img/..%5c..%5c..%5cetc%5cpasswd',
      `${storedUrl}%00.png`,
      `${storedUrl}%00`,
      `/objects/..%2Fobjects-evil/x.png`,
      `/objects/..%2F${storedUrl.split('/').pop()}`,
      `${folder}/..%2F..%2F..%2F..%2Fobjects-x%2Fy`,
      `${storedUrl}.type`,
      '/objects/%E0%A4%A',
      '/objects/',
    ];
    const oms = inject('serviceUrls').oms!;
    for (const base of [seller.url, oms])
      for (const method of ['GET', 'PUT'] as const)
        for (const path of paths) {
          const status = await rawRequest(base, method, path);
          expect(status, `${method} ${base}${path}`).toBeGreaterThanOrEqual(400);
          expect(status, `${method} ${base}${path}`).toBeLessThan(500);
        }
  });
});
