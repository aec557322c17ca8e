import { describe, expect, it } from 'vitest';
import { LISTENER_QUEUE_LIMIT, Resync, createPubSub, openListener } from './pubsub.js';

describe('a listener', () => {
  it('hears what is published on its channel', async () => {
    const bus = createPubSub(undefined);
    const events = await openListener<{ n: number }>(bus, 'c');
    await bus.publish('c', { n: 1 });
    expect((await events.next()).value).toEqual({ n: 1 });
    await events.return();
  });

  it('asks for a re-read when nothing is heard for a while, so work done elsewhere is still seen', async () => {
    const bus = createPubSub(undefined);
    const events = await openListener<{ n: number }>(bus, 'quiet', { resyncEveryMs: 30 });
    const started = Date.now();
    const first = await events.next();
    expect(first.value).toBeInstanceOf(Resync);
    expect((first.value as Resync).lostAt).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    // An event still arrives as itself.
    await bus.publish('quiet', { n: 2 });
    expect((await events.next()).value).toEqual({ n: 2 });
    await events.return();
  });
});

describe('a listener that ends', () => {
  it('stops listening when returned, even if it was never read from', async () => {
    const bus = createPubSub(undefined);
    const before = bus.listenerCount();
    const events = await openListener(bus, 'unread');
    expect(bus.listenerCount()).toBe(before + 1);
    await events.return();
    expect(bus.listenerCount()).toBe(before);
    expect((await events.next()).done).toBe(true);
  });

  it('ends a waiting read when its signal is aborted (the subscriber went)', async () => {
    const bus = createPubSub(undefined);
    const before = bus.listenerCount();
    const controller = new AbortController();
    const events = await openListener(bus, 'quiet-channel', { signal: controller.signal });
    const waiting = events.next();
    controller.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(bus.listenerCount()).toBe(before);
  });

  it('is never opened when its subscriber has already gone', async () => {
    const bus = createPubSub(undefined);
    const before = bus.listenerCount();
    const events = await openListener(bus, 'gone', { signal: AbortSignal.abort() });
    expect((await events.next()).done).toBe(true);
    expect(bus.listenerCount()).toBe(before);
  });

  it('keeps a slow subscriber at most LISTENER_QUEUE_LIMIT events, then one re-read in their place', async () => {
    const bus = createPubSub(undefined);
    const events = await openListener<{ n: number }>(bus, 'busy');
    const before = new Date();
    for (let n = 0; n < LISTENER_QUEUE_LIMIT; n += 1) bus.publish('busy', { n });
    expect((await events.next()).value).toEqual({ n: 0 });
    // Full again, and more: the queue gives way to one re-read, from the oldest event kept.
    for (let n = 0; n < LISTENER_QUEUE_LIMIT * 10; n += 1) bus.publish('busy', { n });
    const next = (await events.next()).value;
    expect(next).toBeInstanceOf(Resync);
    expect((next as Resync).lostAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    // Never more than the limit waits; what comes last is heard as itself.
    bus.publish('busy', { n: -1 });
    let waited = 0;
    for (let e = await events.next(); (e.value as { n?: number }).n !== -1; e = await events.next()) waited += 1;
    expect(waited).toBeLessThan(LISTENER_QUEUE_LIMIT);
    await events.return();
  });
});
