import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Fan-out of small JSON events (task progress, order messages, ended sessions) from the
 * services to the BFF's subscriptions. With REDIS_URL every process sees every event;
 * without it the events stay inside this process, which is enough when `npm start` runs
 * everything in one.
 *
 * Events only hasten what the stored state already says: a write never waits on the bus
 * or fails because of it, and a listener is told when the bus comes back after a break
 * (events may have been lost meanwhile) so it can read the stored state again.
 */
export interface PubSub {
  /**
   * Sends an event after the write that caused it. It returns at once and never throws:
   * while Redis cannot be reached the event is kept (the newest OUTBOX_LIMIT of them) and
   * sent, in order, once it is back.
   */
  publish(channel: string, message: unknown): void;
  /**
   * Calls `onMessage` for each event on the channel until the returned function is called,
   * and `onResync` each time the bus is back after a break (or first connects), once this
   * channel is listened to again. It resolves once listening, or at once when the bus is
   * away, never waiting for it.
   */
  subscribe(
    channel: string,
    onMessage: (message: unknown) => void,
    onResync?: (lostAt: Date | null) => void,
  ): Promise<() => Promise<void>>;
  /** Listeners subscribed through this bus and not yet stopped (a leak shows here). */
  listenerCount(): number;
  close(): Promise<void>;
}

/** Where the bus says it lost or found Redis again (pino's shape). */
export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Events kept while Redis is away, per process; past this the oldest go (listeners re-read stored state anyway). */
export const OUTBOX_LIMIT = 10_000;
/** No Redis command (publish, subscribe) is waited on longer than this. */
const COMMAND_TIMEOUT_MS = 2_000;
/** Events sent per round trip when the outbox drains. */
const DRAIN_BATCH = 500;
/** How long a new listener waits for its channel to be listened to before going on without. */
const SUBSCRIBE_WAIT_MS = 250;
/** A drain that failed while the connection still looked up is tried again after this. */
const DRAIN_RETRY_MS = 1_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

// One emitter per process, so a service and the BFF in the same process share events.
const local = new EventEmitter();
local.setMaxListeners(0);

class LocalPubSub implements PubSub {
  private listening = 0;
  publish(channel: string, message: unknown) {
    const copy: unknown = JSON.parse(JSON.stringify(message));
    // A listener's fault is no fault of the write that published.
    for (const listener of local.listeners(channel))
      try {
        (listener as (m: unknown) => void)(copy);
      } catch {
        // the listener's own business
      }
  }
  async subscribe(channel: string, onMessage: (message: unknown) => void) {
    const listener = (m: unknown) => onMessage(m);
    local.on(channel, listener);
    this.listening += 1;
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      this.listening -= 1;
      local.off(channel, listener);
    };
  }
  listenerCount() {
    return this.listening;
  }
  async close() {}
}

interface Listener {
  onMessage: (message: unknown) => void;
  onResync: ((lostAt: Date | null) => void) | undefined;
}

/** Ends a connection without waiting on a Redis that is not there. */
const end = async (client: Redis) => {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
};

class RedisPubSub implements PubSub {
  private readonly pub: Redis;
  private sub: Redis | null = null;
  private readonly handlers = new Map<string, Set<Listener>>();
  /** SUBSCRIBE commands under way, by channel. */
  private readonly subscribing = new Map<string, Promise<boolean>>();
  /** Events not yet taken by Redis, oldest first. */
  private readonly outbox: [channel: string, payload: string][] = [];
  /** How many events overflow has dropped from the outbox's head, ever (the drain counts on it). */
  private droppedTotal = 0;
  private draining = false;
  private retryTimer: NodeJS.Timeout | null = null;
  /** When the subscriber connection went down (null while it is up or has never been up). */
  private lostAt: Date | null = null;
  private away = false;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly log: BusLog | undefined,
  ) {
    // No offline queue: a command while Redis is away fails at once, and the outbox keeps the event.
    this.pub = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    this.pub.on('error', (err: Error) => this.lost(err));
    this.pub.on('ready', () => {
      this.found();
      void this.drain();
    });
  }

  private lost(err: Error) {
    if (this.away || this.closed) return;
    this.away = true;
    this.log?.warn({ err }, 'event bus (Redis) unreachable: events are kept and sent when it is back');
  }

  private found() {
    if (!this.away) return;
    this.away = false;
    this.log?.info({ kept: this.outbox.length }, 'event bus (Redis) is back');
  }

  private subscriber(): Redis {
    if (!this.sub) {
      const sub = new Redis(this.url, {
        enableOfflineQueue: false,
        // Listening again after a break is done here, so listeners can be told once it is.
        autoResubscribe: false,
        autoResendUnfulfilledCommands: false,
        commandTimeout: COMMAND_TIMEOUT_MS,
      });
      sub.on('message', (channel: string, raw: string) => {
        let message: unknown;
        try {
          message = JSON.parse(raw);
        } catch {
          return;
        }
        for (const { onMessage } of this.handlers.get(channel) ?? []) onMessage(message);
      });
      sub.on('error', (err: Error) => this.lost(err));
      sub.on('close', () => {
        this.lostAt ??= new Date();
      });
      sub.on('ready', () => void this.listenAgain(sub));
      this.sub = sub;
    }
    return this.sub;
  }

  /** On every (re)connection: listens to every channel again, then tells each listener to re-read. */
  private async listenAgain(sub: Redis) {
    this.found();
    const channels = [...this.handlers.keys()];
    try {
      if (channels.length) await sub.subscribe(...channels);
    } catch {
      return; // the connection went again; its next ready retries
    }
    const lostAt = this.lostAt;
    this.lostAt = null;
    for (const set of this.handlers.values()) for (const { onResync } of set) onResync?.(lostAt);
  }

  publish(channel: string, message: unknown) {
    if (this.closed) return;
    this.outbox.push([channel, JSON.stringify(message)]);
    if (this.outbox.length > OUTBOX_LIMIT) {
      this.outbox.shift();
      this.droppedTotal += 1;
    }
    void this.drain();
  }

  /** Sends the outbox in order while Redis takes it; one drain at a time keeps the order. */
  private async drain() {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.outbox.length && this.pub.status === 'ready') {
        const batch = this.outbox.slice(0, DRAIN_BATCH);
        const droppedBefore = this.droppedTotal;
        const pipeline = this.pub.pipeline();
        for (const [channel, payload] of batch) pipeline.publish(channel, payload);
        let sent = 0;
        try {
          const results = (await pipeline.exec()) ?? [];
          while (sent < batch.length && results[sent] && !results[sent]![0]) sent += 1;
        } catch {
          // nothing known sent; kept for the next try
        }
        // Overflow may have dropped some of this batch from the head meanwhile.
        this.outbox.splice(0, Math.max(0, sent - (this.droppedTotal - droppedBefore)));
        if (sent < batch.length) {
          // Still "ready" yet refusing (a stalled Redis): try again shortly; otherwise the next ready drains.
          if (this.pub.status === 'ready' && !this.retryTimer && !this.closed) {
            this.retryTimer = setTimeout(() => {
              this.retryTimer = null;
              void this.drain();
            }, DRAIN_RETRY_MS);
            this.retryTimer.unref();
          }
          return;
        }
      }
    } finally {
      this.draining = false;
    }
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void, onResync?: (lostAt: Date | null) => void) {
    const listener: Listener = { onMessage, onResync };
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const sub = this.subscriber();
      // Away (or still connecting): listened to, and the listener told to re-read, once it is ready.
      if (sub.status === 'ready') {
        const subscribing = sub.subscribe(channel).then(
          () => true,
          () => false,
        );
        this.subscribing.set(channel, subscribing);
        void subscribing.then(() => this.subscribing.get(channel) === subscribing && this.subscribing.delete(channel));
      }
    }
    set.add(listener);
    const subscribing = this.subscribing.get(channel);
    if (subscribing) {
      // A connection that just died still looks ready for a moment: past a short wait the caller goes on,
      // and re-reads once the channel is listened to after all (or on the next connection).
      const inTime = await Promise.race([subscribing, pause(SUBSCRIBE_WAIT_MS).then(() => null)]);
      if (inTime === null) void subscribing.then((ok) => ok && set.has(listener) && listener.onResync?.(null));
    }
    return async () => {
      set.delete(listener);
      if (!set.size && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        if (this.sub?.status === 'ready') await this.sub.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  listenerCount() {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    // What is still kept goes out if Redis takes it now; a process's outbox ends with it.
    if (this.outbox.length && this.pub.status === 'ready') await this.drain();
    await Promise.all([end(this.pub), this.sub ? end(this.sub) : undefined]);
  }
}

export function createPubSub(url: string | undefined, log?: BusLog): PubSub {
  return url ? new RedisPubSub(url, log) : new LocalPubSub();
}

/** What a listener yields when the bus is back after a break: events since `lostAt` may be lost, so re-read. */
export class Resync {
  constructor(readonly lostAt: Date | null) {}
}

/** Events a listener keeps for a subscriber that has not taken them yet; past this they give way to one re-read. */
export const LISTENER_QUEUE_LIMIT = 100;

/** A listener's events, ended by `return()` at any time, even while a `next()` is waiting. */
export interface Listening<T> extends AsyncIterableIterator<T | Resync> {
  return(): Promise<IteratorResult<T | Resync, undefined>>;
}

/**
 * A subscription as a buffered async iterator, for GraphQL subscription resolvers: each
 * event, and a `Resync` whenever the stored state must be read again. It is subscribed
 * once the promise resolves (or will be, and then yields a `Resync`), so a caller can read
 * the current state afterwards without missing a change made in between.
 *
 * It holds a listener on the bus until `return()` or `signal` ends it, whether or not it was
 * ever read from (an async generator's `finally` would run only if it had been). A subscriber
 * that falls LISTENER_QUEUE_LIMIT events behind (a slow socket) gets one `Resync` in their
 * place, so what it is owed is a re-read of the stored state, not an ever longer queue.
 */
export async function openListener<T>(
  pubsub: PubSub,
  channel: string,
  options: {
    /**
     * After this long without an event, a `Resync` anyway: without Redis, events stay in the
     * process that made them, and work another process took on (a job from the shared
     * queue) would otherwise never be heard of.
     */
    resyncEveryMs?: number;
    /** Ends the listener (the subscriber went), waking a waiting `next()` with the end. */
    signal?: AbortSignal;
  } = {},
): Promise<Listening<T>> {
  let queue: (T | Resync)[] = [];
  /** When the oldest event still queued arrived: what a re-read in their place must go back to. */
  let oldestAt = new Date();
  let wake: (() => void) | null = null;
  let ended = false;
  const enqueue = (event: T | Resync) => {
    if (ended) return;
    if (!queue.length) oldestAt = new Date();
    if (queue.length < LISTENER_QUEUE_LIMIT) queue.push(event);
    else {
      // Too far behind: one re-read from the oldest event on (or from an earlier break) replaces the lot.
      const pending = queue.find((e): e is Resync => e instanceof Resync);
      const lostAt = pending && (pending.lostAt === null || pending.lostAt < oldestAt) ? pending.lostAt : oldestAt;
      queue = [new Resync(lostAt)];
    }
    wake?.();
  };
  const stop = await pubsub.subscribe(
    channel,
    (m) => enqueue(m as T),
    (lostAt) => {
      // One re-read covers any number of breaks not yet acted on.
      if (queue.some((e) => e instanceof Resync)) return;
      enqueue(new Resync(lostAt));
    },
  );
  const end = async (): Promise<IteratorResult<T | Resync, undefined>> => {
    if (!ended) {
      ended = true;
      queue = [];
      options.signal?.removeEventListener('abort', onAbort);
      wake?.();
      await stop();
    }
    return { value: undefined, done: true };
  };
  const onAbort = () => void end();
  if (options.signal?.aborted) await end();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  const listening: Listening<T> = {
    async next() {
      while (!queue.length && !ended) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((r) => {
          wake = r;
          if (options.resyncEveryMs)
            timer = setTimeout(() => {
              queue.push(new Resync(null));
              r();
            }, options.resyncEveryMs);
        });
        clearTimeout(timer);
        wake = null;
      }
      if (ended) return { value: undefined, done: true };
      return { value: queue.shift()!, done: false };
    },
    return: end,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return listening;
}

export const taskChannel = (taskId: string) => `task:${taskId}`;
export const companyTasksChannel = (companyId: string) => `tasks:company:${companyId}`;
export const orderMessagesChannel = (orderId: string) => `order-messages:${orderId}`;
/** Lightning trips as they change, for the trips page (each subscriber keeps those it may see). */
export const lightningTripsChannel = 'lightning:trips';
/** One driver as its orders and trip change, for the assigned orders list. */
export const lightningDriverChannel = (driverId: string) => `lightning:driver:${driverId}`;
