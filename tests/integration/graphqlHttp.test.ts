import { describe, expect, inject, it } from 'vitest';
import { signedIn } from '../support/client.js';

const url = () => `${inject('bffUrl')}/graphql`;

describe('GraphQL over HTTP', () => {
  it('refuses a body that is not JSON, or too large, with a JSON error and no work done', async () => {
    const bad = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'BAD_REQUEST',
    );
    const big = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(11 * 1024 * 1024) } }),
    });
    expect(big.status).toBe(413);
  });

  it('answers a JSON POST with its query string and charset, and sets and clears the session cookie', async () => {
    const res = await fetch(`${url()}?op=typename`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });

    const seller = await signedIn('seller@demo.in');
    expect(seller.cookie).toMatch(/^session=/);
    const out = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: seller.cookie! },
      body: JSON.stringify({ query: 'mutation { signOut(input: {}) { ok } }' }),
    });
    const cleared = out.headers.getSetCookie()[0]!;
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/Path=\//);
  });
});
