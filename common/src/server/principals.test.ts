import { describe, expect, it } from 'vitest';
import type { Principal } from '../contracts/users.js';
import { PrincipalVerifier, SessionCache, signPrincipal } from './principals.js';

const principal = (userId: string) => ({ sessionId: `s-${userId}`, userId, name: userId }) as Principal;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the session cache', () => {
  it('asks once for concurrent requests, then answers from memory', async () => {
    let asked = 0;
    const cache = new SessionCache(async (token) => (asked++, principal(token)), 1_000);
    const answers = await Promise.all([cache.get('u1'), cache.get('u1'), cache.get('u1')]);
    expect(answers.map((p) => p?.userId)).toEqual(['u1', 'u1', 'u1']);
    expect(await cache.get('u1')).toBe(answers[0]);
    expect(asked).toBe(1);
  });

  it('is refreshed by use without a request waiting, and asked again when unused past its TTL', async () => {
    let asked = 0;
    let slow = false;
    const cache = new SessionCache(async (token) => {
      asked += 1;
      if (slow) await sleep(150);
      return principal(token);
    }, 200);
    await cache.get('u1');
    slow = true;
    await sleep(120); // past half its life: this use answers at once and asks again behind it
    const started = Date.now();
    expect((await cache.get('u1'))?.userId).toBe('u1');
    expect(Date.now() - started).toBeLessThan(100);
    expect(asked).toBe(2);
    await sleep(200); // the refresh landed, so the answer in use never lapsed
    slow = false;
    expect((await cache.get('u1'))?.userId).toBe('u1');
    expect(asked).toBe(2);
    await sleep(250); // unused past its TTL: asked again before answering
    await cache.get('u1');
    expect(asked).toBe(3);
  });

  it('forgets every session of a user it is told about', async () => {
    let asked = 0;
    const cache = new SessionCache(
      async (token) => (asked++, token === 'gone' ? null : principal(token.split(':')[0]!)),
      60_000,
    );
    await Promise.all([cache.get('u1:a'), cache.get('u1:b'), cache.get('u2:a'), cache.get('gone')]);
    cache.forgetUser('u1');
    await Promise.all([cache.get('u1:a'), cache.get('u1:b'), cache.get('u2:a'), cache.get('gone')]);
    expect(asked).toBe(6);
  });
});

/** A lookup the test answers when it chooses. */
function deferredLookup() {
  const pending: { token: string; resolve: (p: Principal | null) => void; reject: (e: Error) => void }[] = [];
  const lookup = (token: string) =>
    new Promise<Principal | null>((resolve, reject) => pending.push({ token, resolve, reject }));
  return { lookup, pending };
}

describe('the session cache when UMS is slow or down', () => {
  const options = (clock: { t: number }) => ({ staleMaxMs: 60_000, staleWaitMs: 20, now: () => clock.t });

  it('serves the answer in hand past its TTL while a slow check goes on, then takes the check', async () => {
    const clock = { t: 0 };
    const { lookup, pending } = deferredLookup();
    const cache = new SessionCache(lookup, 5_000, options(clock));
    const first = cache.get('u1');
    pending[0]!.resolve(principal('u1'));
    expect((await first)?.userId).toBe('u1');
    clock.t = 8_000; // past its TTL; UMS does not answer in time
    expect((await cache.get('u1'))?.userId).toBe('u1');
    expect(pending).toHaveLength(2);
    expect((await cache.get('u1'))?.userId).toBe('u1'); // the same check, not another
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(null); // UMS: signed out
    await Promise.resolve();
    expect(await cache.get('u1')).toBeNull();
  });

  it('takes a quick answer past its TTL, and stands in for UMS when down, but never past the stale limit', async () => {
    const clock = { t: 0 };
    let down = false;
    let asked = 0;
    const cache = new SessionCache(
      async (token) => {
        asked += 1;
        if (down) throw new Error('The ums service is unavailable');
        return token === 'out' ? null : principal(token);
      },
      5_000,
      options(clock),
    );
    await cache.get('u1');
    await cache.get('out');
    clock.t = 6_000;
    expect((await cache.get('u1'))?.userId).toBe('u1');
    expect(asked).toBe(3);
    down = true;
    clock.t = 20_000;
    expect((await cache.get('u1'))?.userId).toBe('u1');
    expect(await cache.get('out')).toBeNull();
    clock.t = 6_000 + 60_000;
    await expect(cache.get('u1')).rejects.toThrow('unavailable');
  });

  it('does not keep a check that was under way when the user was forgotten', async () => {
    const clock = { t: 0 };
    const { lookup, pending } = deferredLookup();
    const cache = new SessionCache(lookup, 5_000, options(clock));
    const asked = cache.get('u1');
    cache.forgetUser('u1'); // signed out elsewhere while UMS was being asked
    pending[0]!.resolve(principal('u1'));
    await asked;
    const again = cache.get('u1');
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(null);
    expect(await again).toBeNull();
  });
});

describe('the signed principal', () => {
  const key = new TextEncoder().encode('a test key of enough length for HS256');

  it('is verified with the key it was signed with, and by no other', async () => {
    const signed = await signPrincipal(principal('u1'), key);
    const verifier = new PrincipalVerifier(key);
    expect(await verifier.verify(signed)).toEqual(principal('u1'));
    expect(await verifier.verify(signed)).toEqual(principal('u1')); // remembered
    expect(
      await new PrincipalVerifier(new TextEncoder().encode('another key of enough length for HS256')).verify(signed),
    ).toBeNull();
    expect(await verifier.verify(`${signed.slice(0, -2)}xx`)).toBeNull();
  });
});
