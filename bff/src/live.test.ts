import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createPubSub, openListener } from '@parcelo/common/pubsub';
import { endingOnReturn, readBriefly, runningSubscriptions } from './live.js';
import { notFound } from './errors.js';
import { upstreamUnavailable } from './upstream/http.js';

describe('readBriefly', () => {
  it('tries a read again while its service could not answer', async () => {
    let tries = 0;
    let dropped = 0;
    const value = await readBriefly(
      async () => {
        tries += 1;
        if (tries < 3) throw upstreamUnavailable('nms');
        return 'task';
      },
      () => (dropped += 1),
    );
    expect(value).toBe('task');
    expect(tries).toBe(3);
    expect(dropped).toBe(2);
  });

  it('gives up after a few tries, and at once on a refusal', async () => {
    let tries = 0;
    const down = readBriefly(async () => {
      tries += 1;
      throw upstreamUnavailable('nms');
    });
    await expect(down).rejects.toBeInstanceOf(GraphQLError);
    expect(tries).toBe(5);

    tries = 0;
    await expect(
      readBriefly(async () => {
        tries += 1;
        throw notFound();
      }),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(tries).toBe(1);
  });
});

describe('endingOnReturn', () => {
  it('ends a subscription waiting on a quiet channel as soon as its subscriber goes', async () => {
    const bus = createPubSub(undefined);
    const before = { listeners: bus.listenerCount(), running: runningSubscriptions() };
    const subscription = endingOnReturn(async function* (signal) {
      const events = await openListener<string>(bus, 'quiet', { signal });
      try {
        yield 'first';
        for await (const e of events) yield e;
      } finally {
        await events.return();
      }
    });
    expect((await subscription.next()).value).toBe('first');
    const waiting = subscription.next(); // nothing will ever be published
    expect(runningSubscriptions()).toBe(before.running + 1);
    expect(bus.listenerCount()).toBe(before.listeners + 1);
    await subscription.return(undefined);
    expect((await waiting).done).toBe(true);
    expect(runningSubscriptions()).toBe(before.running);
    expect(bus.listenerCount()).toBe(before.listeners);
  });

  it('lets go of a listener when its subscriber goes before the first event', async () => {
    const bus = createPubSub(undefined);
    const before = bus.listenerCount();
    const subscription = endingOnReturn(async function* (signal) {
      const events = await openListener<string>(bus, 'done-task', { signal });
      try {
        yield 'as it is';
        return; // finished: no events wanted
      } finally {
        await events.return();
      }
    });
    await subscription.next();
    await subscription.next();
    expect(bus.listenerCount()).toBe(before);
  });
});
