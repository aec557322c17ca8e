import { describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, requestIdOf, saneRequestId } from './requestId.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a request id from outside', () => {
  it('is kept when it is a short token', () => {
    for (const id of ['a', 'req-1', 'f3b1c2d4-0000-4000-8000-000000000000', 'nginx:42.7_x', 'x'.repeat(128)])
      expect(saneRequestId(id)).toBe(id);
  });

  it('is refused when empty, too long, or with anything a log line or header should not carry', () => {
    for (const id of ['', 'x'.repeat(129), 'has space', 'line\nbreak', 'a,b', 'a, b', 'ünïcode', '<script>', 'a/b'])
      expect(saneRequestId(id), JSON.stringify(id)).toBeUndefined();
    for (const value of [undefined, null, 42, ['a', 'b'], { id: 'a' }]) expect(saneRequestId(value)).toBeUndefined();
  });
});

describe('requestIdOf', () => {
  it('takes the x-request-id header when sane', () => {
    expect(requestIdOf({ [REQUEST_ID_HEADER]: 'edge-7f3a' })).toBe('edge-7f3a');
  });

  it('makes a fresh id, different each time, when the header is missing or not sane', () => {
    const made = [
      requestIdOf({}),
      requestIdOf({ [REQUEST_ID_HEADER]: 'x'.repeat(300) }),
      requestIdOf({ [REQUEST_ID_HEADER]: 'two words' }),
      requestIdOf({ [REQUEST_ID_HEADER]: ['a', 'b'] }),
    ];
    for (const id of made) expect(id).toMatch(UUID);
    expect(new Set(made).size).toBe(made.length);
  });
});
