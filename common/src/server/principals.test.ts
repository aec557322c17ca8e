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

  it('is refreshed by use without a request waiting, and is never older than its TTL', async () => {
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
