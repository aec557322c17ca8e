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
