import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../contracts/users.js';
import type { PubSub } from './pubsub.js';

/** Session tokens are stored and remembered only as this hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The longest a session ended or changed elsewhere may still be taken as it was: the
 * announcement on `sessionsChangedChannel` normally ends it at once, this bounds the rest.
 */
export const SESSION_TTL_MS = 5_000;

/** UMS announces here every user whose sessions ended or changed (sign-out, password, verification). */
export const sessionsChangedChannel = 'sessions:changed';
export interface SessionsChanged {
  userId: string;
}

type Lookup = (token: string) => Promise<Principal | null>;

/**
 * Who a session token belongs to, as UMS last said: every request names its session, and
 * asking UMS each time would put a call in front of all of them. An answer is kept for
 * SESSION_TTL_MS, and asked again in the background when a request uses it in its second
 * half, so a session in use is never dropped and never waits; an answer older than
 * SESSION_TTL_MS is never given. Concurrent requests for an unknown session share one
 * lookup. A user announced on `sessionsChangedChannel` is forgotten at once.
 */
export class SessionCache {
  private readonly cache: LRUCache<
    string,
    { principal: Principal | null },
    { token: string; onAsk: (() => void) | undefined }
  >;

  constructor(
    lookup: Lookup,
    private readonly ttlMs = SESSION_TTL_MS,
    max = 10_000,
  ) {
    this.cache = new LRUCache({
      max,
      ttl: ttlMs,
      fetchMethod: async (_hash, _stale, { context }) => {
        context.onAsk?.();
        return { principal: await lookup(context.token) };
      },
    });
  }

  /** `onAsk` is told when this call makes UMS be asked (the BFF counts its upstream requests). */
  async get(token: string, onAsk?: () => void): Promise<Principal | null> {
    const key = hashToken(token);
    const context = { token, onAsk };
    const left = this.cache.getRemainingTTL(key);
    if (left > 0 && left < this.ttlMs / 2) {
      // Refreshed by use: the answer in hand serves this request while the next is asked.
      this.cache.fetch(key, { context, forceRefresh: true }).catch(() => undefined);
    }
    // In its TTL the answer in hand is given even while its refresh is under way; past it, the refresh is awaited.
    const hit = this.cache.get(key);
    if (hit) return hit.principal;
    return (await this.cache.fetch(key, { context }))!.principal;
  }

  /** This process just changed the session itself (signed in, verified, signed out). */
  set(token: string, principal: Principal | null): void {
    this.cache.set(hashToken(token), { principal });
  }

  forget(token: string): void {
    this.cache.delete(hashToken(token));
  }

  forgetUser(userId: string): void {
    for (const [key, value] of this.cache.entries()) if (value.principal?.userId === userId) this.cache.delete(key);
  }

  /**
   * Forgets each user UMS announces, and everyone when the bus is back after a break (an
   * announcement may have been lost); the returned function stops listening.
   */
  listen(pubsub: PubSub): Promise<() => Promise<void>> {
    return pubsub.subscribe(
      sessionsChangedChannel,
      (m) => this.forgetUser((m as SessionsChanged).userId),
      () => this.cache.clear(),
    );
  }
}

/**
 * The principal the BFF vouches for, signed, so a service knows the caller without asking
 * UMS. It lives a minute: long enough for the calls one request makes (and those they
 * make in turn), short enough that a leaked one is soon worthless.
 */
export const PRINCIPAL_HEADER = 'x-parcelo-principal';
const PRINCIPAL_SECONDS = 60;
const ALG = 'HS256';

export function signPrincipal(principal: Principal, key: Uint8Array): Promise<string> {
  return new SignJWT({ principal: principal as unknown as Record<string, unknown> })
    .setProtectedHeader({ alg: ALG })
    .setIssuedAt()
    .setExpirationTime(`${PRINCIPAL_SECONDS}s`)
    .sign(key);
}

/**
 * Reads the principal inside a signed token (null when forged, malformed or expired). The BFF sends the same signed principal for half a minute,
 * so each service checks its signature once, and keeps the answer no longer than the token lives.
 */
export class PrincipalVerifier {
  private readonly cache = new LRUCache<string, { principal: Principal }>({
    max: 10_000,
    ttl: PRINCIPAL_SECONDS * 1000,
  });

  constructor(private readonly key: Uint8Array) {}

  async verify(token: string): Promise<Principal | null> {
    const hit = this.cache.get(token);
    if (hit) return hit.principal;
    try {
      const { payload } = await jwtVerify<{ principal: Principal }>(token, this.key, { algorithms: [ALG] });
      if (!payload.principal || !payload.exp) return null;
      this.cache.set(token, { principal: payload.principal }, { ttl: Math.max(1, payload.exp * 1000 - Date.now()) });
      return payload.principal;
    } catch {
      return null;
    }
  }
}

/**
 * One signed principal per session, made again when half its life is gone, so the BFF
 * signs about once every half minute per session rather than on every request.
 */
export class SignedPrincipals {
  private readonly cache = new LRUCache<string, { principal: Principal; signed: Promise<string> }>({
    max: 10_000,
    ttl: (PRINCIPAL_SECONDS * 1000) / 2,
  });

  constructor(private readonly key: Uint8Array) {}

  for(principal: Principal): Promise<string> {
    const hit = this.cache.get(principal.sessionId);
    if (hit && hit.principal === principal) return hit.signed;
    const signed = signPrincipal(principal, this.key);
    this.cache.set(principal.sessionId, { principal, signed });
    return signed;
  }
}
