import { describe, expect, it } from 'vitest';
import { requestTokenOf } from './context.js';

describe('the token a request runs as', () => {
  it('is the bearer token before the session cookie', () => {
    expect(requestTokenOf({ authorization: 'Bearer pk_live_abc', cookie: 'session=xyz' })).toBe('pk_live_abc');
    expect(requestTokenOf({ authorization: 'bearer   pk_live_abc  ' })).toBe('pk_live_abc');
    expect(requestTokenOf({ cookie: 'theme=dark; session=xyz' })).toBe('xyz');
  });

  it('ignores an Authorization header that is not one bearer token', () => {
    expect(requestTokenOf({ authorization: 'Basic dXNlcjpwYXNz', cookie: 'session=xyz' })).toBe('xyz');
    expect(requestTokenOf({ authorization: 'Bearer ', cookie: 'session=xyz' })).toBe('xyz');
    expect(requestTokenOf({ authorization: 'Bearer a b' })).toBeNull();
    expect(requestTokenOf({})).toBeNull();
  });
});
