import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Fan-out of small JSON events (task progress, order messages) from the services to the
 * BFF's subscriptions. With REDIS_URL every process sees every event; without it the
 * events stay inside this process, which is enough when `npm start` runs everything in one.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `onMessage` for each event on the channel until the returned function is called. */
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// One emitter per process, so a service and the BFF in the same process share events.
const local = new EventEmitter();
local.setMaxListeners(0);

class LocalPubSub implements PubSub {
  async publish(channel: string, message: unknown) {
    local.emit(channel, JSON.parse(JSON.stringify(message)));
  }
  async subscribe(channel: string, onMessage: (message: unknown) => void) {
    local.on(channel, onMessage);
    return async () => void local.off(channel, onMessage);
  }
  async close() {}
}

class RedisPubSub implements PubSub {
  private readonly pub: Redis;
  private sub: Redis | null = null;
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  constructor(private readonly url: string) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  private subscriber(): Redis {
    if (!this.sub) {
      this.sub = new Redis(this.url, { maxRetriesPerRequest: null });
      this.sub.on('message', (channel: string, raw: string) => {
        let message: unknown;
        try {
          message = JSON.parse(raw);
        } catch {
          return;
        }
        for (const handler of this.handlers.get(channel) ?? []) handler(message);
      });
    }
    return this.sub;
  }

  async publish(channel: string, message: unknown) {
    await this.pub.publish(channel, JSON.stringify(message));
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriber().subscribe(channel);
    }
    set.add(onMessage);
    return async () => {
      set.delete(onMessage);
      if (!set.size) {
        this.handlers.delete(channel);
        await this.sub?.unsubscribe(channel);
      }
    };
  }

  async close() {
    await Promise.all([this.pub.quit(), this.sub?.quit()]);
  }
}

export function createPubSub(url: string | undefined): PubSub {
  return url ? new RedisPubSub(url) : new LocalPubSub();
}

/**
 * A subscription as a buffered async iterator, for GraphQL subscription resolvers. It is
 * subscribed once the promise resolves, so a caller can read current state afterwards
 * without missing a change published in between.
 */
export async function openListener<T>(pubsub: PubSub, channel: string): Promise<AsyncGenerator<T>> {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  const stop = await pubsub.subscribe(channel, (m) => {
    queue.push(m as T);
    wake?.();
  });
  return (async function* () {
    try {
      for (;;) {
        if (!queue.length) await new Promise<void>((r) => (wake = r));
        wake = null;
        while (queue.length) yield queue.shift()!;
      }
    } finally {
      await stop();
    }
  })();
}

export const taskChannel = (taskId: string) => `task:${taskId}`;
export const companyTasksChannel = (companyId: string) => `tasks:company:${companyId}`;
export const orderMessagesChannel = (orderId: string) => `order-messages:${orderId}`;
