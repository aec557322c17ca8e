import { describe, expect, it } from 'vitest';
import { Resync, createPubSub, openListener } from './pubsub.js';

describe('a listener', () => {
  it('hears what is published on its channel', async () => {
    const bus = createPubSub(undefined);
    const events = await openListener<{ n: number }>(bus, 'c');
    await bus.publish('c', { n: 1 });
    expect((await events.next()).value).toEqual({ n: 1 });
    await events.return(undefined);
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
    await events.return(undefined);
  });
});
