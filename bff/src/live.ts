import { GraphQLError } from 'graphql';
import type { Context } from './context.js';
import type { Principal } from './upstream/models.js';

/** Tries of a subscription's read of the stored state, with pauses of about 0.1, 0.2, 0.4 and 0.8 s between them. */
const READ_TRIES = 5;
const FIRST_PAUSE_MS = 100;

const unavailable = (err: unknown) => err instanceof GraphQLError && err.extensions.code === 'UPSTREAM_UNAVAILABLE';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A subscription's read of the stored state, tried again for a second or two when its
 * service could not answer: a burst of subscriptions (every tab reconnecting after a
 * deploy) must not be refused for one busy moment, and a read repeats no work. A refusal
 * (not found, forbidden) is final at once. `beforeRetry` drops what the failed try memoised.
 */
export async function readBriefly<T>(read: () => Promise<T>, beforeRetry?: () => void): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (err) {
      if (attempt >= READ_TRIES || !unavailable(err)) throw err;
      // Spread out, so a burst that failed together does not come back together.
      await pause(FIRST_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
      beforeRetry?.();
    }
  }
}

/** The subscriber, its session checked with the same patience as the first read. */
export const subscriber = (ctx: Context): Promise<Principal> =>
  readBriefly(
    () => ctx.requireViewer(),
    () => ctx.refreshViewer(),
  );

/**
 * A re-read after the event bus came back: events may have been lost while it was away, so
 * the subscriber is sent the stored state. Null when the service cannot say now; events
 * from here on still arrive.
 */
export const readAgain = <T>(read: () => Promise<T>): Promise<T | null> => readBriefly(read).catch(() => null);

let running = 0;
/** Subscriptions begun in this process and not yet ended (a leak shows here). */
export const runningSubscriptions = () => running;

/**
 * A subscription's body that ends when its subscriber goes. graphql-ws calls `return()` when
 * a client completes or its socket closes, but an async generator waiting inside (for the
 * next event of a quiet channel, which may never come) takes it only at its next `yield`,
 * and until then keeps its listener, context and socket. The body gets a signal that
 * `return()` aborts: listeners opened with it end at once, and so does the body.
 */
export function endingOnReturn<T>(body: (signal: AbortSignal) => AsyncGenerator<T>): AsyncGenerator<T> {
  return new EndingOnReturn(body) as unknown as AsyncGenerator<T>;
}

// A class rather than an object of closures: thousands of idle subscriptions each hold one.
class EndingOnReturn<T> {
  private readonly controller = new AbortController();
  private readonly generator: AsyncGenerator<T>;
  private finished = false;

  constructor(body: (signal: AbortSignal) => AsyncGenerator<T>) {
    this.generator = body(this.controller.signal);
    running += 1;
  }

  private async settle(step: Promise<IteratorResult<T>>): Promise<IteratorResult<T>> {
    try {
      const result = await step;
      if (result.done) this.finish();
      return result;
    } catch (err) {
      this.finish();
      throw err;
    }
  }

  private finish() {
    if (this.finished) return;
    this.finished = true;
    running -= 1;
  }

  next(...args: [] | [unknown]) {
    return this.settle(this.generator.next(...args));
  }

  return(value?: T | PromiseLike<T>) {
    this.controller.abort();
    return this.settle(this.generator.return(value as T));
  }

  throw(err?: unknown) {
    this.controller.abort();
    return this.settle(this.generator.throw(err));
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
