import { gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { describe, expect, inject, it } from 'vitest';
import { JSON_DEPTH_MAX, MSG, fill } from '@parcelo/common';
import { verifiedSeller } from '../support/client.js';
import { wsClient } from '../support/subscriptions.js';

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

    const seller = await verifiedSeller('Signing Out Tea Co');
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

/** 20,000 levels of lists: far deeper than any input, cheap to send, seconds of CPU to walk. */
const DEEP = '['.repeat(20_000) + ']'.repeat(20_000);

describe('what no operation can be', () => {
  it('refuses variables nested thousands deep with 400 and says why, by plain POST, compressed POST and GET', async () => {
    const seller = await verifiedSeller('Deep Variables Co');
    const body = `{"query":"query($x: String) { viewer { isAdmin } }","variables":{"x":${DEEP}}}`;
    const headers = { 'content-type': 'application/json', cookie: seller.cookie! };
    const plain = await fetch(url(), { method: 'POST', headers, body });
    const compressed = await fetch(url(), {
      method: 'POST',
      headers: { ...headers, 'content-encoding': 'gzip' },
      body: gzipSync(body),
    });
    const get = await fetch(
      `${url()}?query=${encodeURIComponent('query($x: String) { viewer { isAdmin } }')}&variables=${encodeURIComponent(`{"x":${'['.repeat(1_000)}${']'.repeat(1_000)}}`)}`,
      { headers: { cookie: seller.cookie!, 'apollo-require-preflight': 'true' } },
    );
    for (const res of [plain, compressed, get]) {
      expect(res.status).toBe(400);
      const errors = ((await res.json()) as { errors: { message: string }[] }).errors;
      expect(errors[0]!.message).toBe(fill(MSG.jsonTooDeep, { n: JSON_DEPTH_MAX }));
    }
    // Sent by hand: no client can serialise a value this deep (JSON.stringify overflows the stack).
    const refused = await new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(url().replace(/^http/, 'ws'), 'graphql-transport-ws', {
        headers: { cookie: seller.cookie! },
      });
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
      ws.on('error', reject);
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; payload?: { message: string }[] };
        if (message.type === 'connection_ack')
          ws.send(
            `{"id":"1","type":"subscribe","payload":{"query":"subscription { taskProgress { id } }","variables":{"x":${DEEP}}}}`,
          );
        else {
          resolve(message.type === 'error' ? String(message.payload?.[0]?.message) : message.type);
          ws.close();
        }
      });
    });
    expect(refused).toBe(fill(MSG.jsonTooDeep, { n: JSON_DEPTH_MAX }));
  });

  it('answers documents over the limits, and any syntax error, with 400 and the parser’s words, over HTTP and the socket', async () => {
    const seller = await verifiedSeller('Hostile Documents Co');
    const fragments = Array.from({ length: 300 }, (_, i) =>
      i < 299 ? `fragment f${i} on Viewer { ...f${i + 1} }` : `fragment f${i} on Viewer { isAdmin }`,
    ).join(' ');
    const documents: Record<string, string> = {
      '2,000 deep': `{ ${'viewer { company { '.repeat(1_000)}name${' } }'.repeat(1_000)} }`,
      '1,000 aliases': `{ ${Array.from({ length: 1_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      '0.9 MB': `{ ${'__typename '.repeat(82_000)} }`,
      '2,000 directives': `{ __typename ${'@include(if: true) '.repeat(2_000)} }`,
      '300 chained fragments': `{ viewer { ...f0 } } ${fragments}`,
      'a syntax error': '{ viewer { isAdmin }',
    };
    const client = wsClient(seller);
    const overSocket = (query: string) =>
      new Promise<string>((resolve) => {
        client.subscribe(
          { query },
          {
            next: (value) => resolve(value.errors?.[0]?.message ?? 'data'),
            error: (e) => resolve(Array.isArray(e) ? String(e[0]?.message) : String(e)),
            complete: () => resolve('complete'),
          },
        );
      });
    for (const [name, query] of Object.entries(documents)) {
      const res = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: seller.cookie! },
        body: JSON.stringify({ query }),
      });
      const { errors } = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(res.status, name).toBe(400);
      expect(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'], name).toContain(errors[0]!.extensions.code);
      expect(errors[0]!.message, name).toMatch(/Syntax Error|token|depth|alias|directive|fragment/i);
      const socket = await overSocket(query);
      expect(socket, name).toBe(errors[0]!.message);
    }
    await client.dispose();
  });
});
