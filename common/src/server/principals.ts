import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../contracts/users.js';

/** Session tokens are stored and remembered only as this hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Who a session token belongs to, as UMS last said, kept for `ttlMs`: every request names
 * its session, and asking UMS each time would put a call in front of all of them. A
 * session ended elsewhere stops working within `ttlMs`; where this process changes a
 * session itself it updates or forgets the entry at once.
 */
export class PrincipalCache {
  private readonly cache: LRUCache<string, { principal: Principal | null }>;

  constructor(ttlMs: number, max = 10_000) {
    this.cache = new LRUCache({ max, ttl: ttlMs });
  }

  /** Undefined when not known; null when the token is known to be no session. */
  get(token: string): Principal | null | undefined {
    return this.cache.get(hashToken(token))?.principal;
  }

  set(token: string, principal: Principal | null): void {
    this.cache.set(hashToken(token), { principal });
  }

  forget(token: string): void {
    this.cache.delete(hashToken(token));
  }
}
