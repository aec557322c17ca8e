import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/client.js';

const CREATE = `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { uploadUrl storedUrl expiresAt userErrors { field message code } } }`;

describe('presigned uploads', () => {
  it('signs a PUT to the object store; the stored address is the link without its query', async () => {
    const seller = await signedIn('seller@demo.in');
    const link = (await seller.gql(CREATE, { i: { key: 'RTO_POD', fileName: 'POD photo.png', fileType: 'image/png' } }))
      .uploadCreate;
    expect(link.userErrors).toEqual([]);
    expect(link.storedUrl).toBe(link.uploadUrl.split('?')[0]);
    expect(link.storedUrl).toMatch(
      /^\/objects\/rto_pod\/[0-9a-f-]{36}\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}-pod-photo\.png$/,
    );

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const wrongType = await fetch(seller.url + link.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: png,
    });
    expect(wrongType.status).toBe(403);
    const tampered = await fetch(seller.url + link.uploadUrl.replace('rto_pod', 'dto_pod'), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(tampered.status).toBe(403);

    const put = await fetch(seller.url + link.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(200);
    const got = await fetch(seller.url + link.storedUrl);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(png);
  });

  it('accepts only images for product images', async () => {
    const seller = await signedIn('seller@demo.in');
    const res = (
      await seller.gql(CREATE, { i: { key: 'PRODUCT_IMG', fileName: 'spec.pdf', fileType: 'application/pdf' } })
    ).uploadCreate;
    expect(res.userErrors).toEqual([{ field: 'fileType', message: 'Only images are allowed', code: 'INVALID' }]);
  });
});
