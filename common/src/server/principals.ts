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
 * How long past SESSION_TTL_MS an answer is kept to stand in for UMS when UMS is slow or down,
 * and how long a request waits for UMS before it is served the answer in hand.
 */
export const SESSION_STALE_MAX_MS = 60_000;
export const SESSION_STALE_WAIT_MS = 250;

interface Checked {
  principal: Principal | null;
  /** When UMS said so (the clock below). */
  at: number;
}

export interface SessionCacheOptions {
  /** Answers kept at most (the least recently used go first). */
  max?: number;
  staleMaxMs?: number;
  staleWaitMs?: number;
  /** Milliseconds, for tests. */
  now?: () => number;
}

/**
 * Who a session token belongs to, as UMS last said: every request names its session, and
 * asking UMS each time would put a call in front of all of them. An answer is fresh for
 * SESSION_TTL_MS, and asked again in the background when a request uses it in its second
 * half, so a session in use never waits. Past that it is asked again before answering, but a
 * request waits at most SESSION_STALE_WAIT_MS for UMS: when UMS is slow (a busy machine) or
 * down, the answer in hand (at most SESSION_STALE_MAX_MS old) serves while the check goes on,
 * so a page does not fail because the session check was slow. Concurrent requests for a
 * session share one lookup. A user announced on `sessionsChangedChannel` is forgotten at once,
 * and a lookup under way when a session is forgotten is not kept.
 */
export class SessionCache {
  private readonly cache: LRUCache<string, Checked>;
  private readonly asking = new Map<string, Promise<Checked>>();
  /** Bumped whenever sessions are forgotten: a lookup started before then is not kept. */
  private epoch = 0;
  private readonly staleMaxMs: number;
  private readonly staleWaitMs: number;
  private readonly now: () => number;

  constructor(
    private readonly lookup: Lookup,
    private readonly ttlMs = SESSION_TTL_MS,
    options: SessionCacheOptions = {},
  ) {
    this.staleMaxMs = Math.max(options.staleMaxMs ?? SESSION_STALE_MAX_MS, ttlMs);
    this.staleWaitMs = options.staleWaitMs ?? SESSION_STALE_WAIT_MS;
    this.now = options.now ?? Date.now;
    this.cache = new LRUCache({ max: options.max ?? 10_000, ttl: this.staleMaxMs });
  }

  /** `onAsk` is told when this call makes UMS be asked (the BFF counts its upstream requests). */
  async get(token: string, onAsk?: () => void): Promise<Principal | null> {
    const key = hashToken(token);
    const held = this.cache.get(key);
    const age = held ? this.now() - held.at : Infinity;
    if (held && age < this.ttlMs / 2) return held.principal;
    if (held && age < this.ttlMs) {
      // Refreshed by use: the answer in hand serves this request while the next is asked.
      this.ask(key, token, onAsk).catch(() => undefined);
      return held.principal;
    }
    const asked = this.ask(key, token, onAsk);
    if (!held || age >= this.staleMaxMs) return (await asked).principal;
    // Past its TTL: UMS's word if it comes soon, else (slow, or down) the answer in hand.
    asked.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.staleWaitMs);
    });
    try {
      const answer = await Promise.race([asked, waited]).catch(() => null);
      return answer ? answer.principal : held.principal;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One lookup at a time per session; its answer kept unless sessions were forgotten meanwhile. */
  private ask(key: string, token: string, onAsk: (() => void) | undefined): Promise<Checked> {
    const going = this.asking.get(key);
    if (going) return going;
    const epoch = this.epoch;
    onAsk?.();
    const asked = this.lookup(token)
      .then((principal) => {
        const checked = { principal, at: this.now() };
        if (epoch === this.epoch) this.cache.set(key, checked);
        return checked;
      })
      .finally(() => this.asking.delete(key));
    this.asking.set(key, asked);
    return asked;
  }

  /** This process just changed the session itself (signed in, verified, signed out). */
  set(token: string, principal: Principal | null): void {
    this.cache.set(hashToken(token), { principal, at: this.now() });
  }

  forget(token: string): void {
    this.epoch += 1;
    this.cache.delete(hashToken(token));
  }

  forgetUser(userId: string): void {
    this.epoch += 1;
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
      () => {
        this.epoch += 1;
        this.cache.clear();
      },
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
