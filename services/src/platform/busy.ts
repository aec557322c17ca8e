import { BulkheadRejectedError, bulkhead } from 'cockatiel';
import { MSG } from '@parcelo/common';
import { config } from './config.js';
import { ServiceError } from './envelope.js';

/**
 * A refusal the caller may simply send again: nothing was done, and `retryAfter` seconds is a
 * fair guess of when there is room. HTTP 429 with Retry-After; the BFF passes it on as
 * SERVICE_BUSY. Idempotency keys are not kept for refusals, so the same key may be sent again.
 */
export const serviceBusy = (retryAfter: number) =>
  new ServiceError(429, MSG.serviceBusy, 'SERVICE_BUSY', null, Math.max(1, Math.ceil(retryAfter)));

export interface GateOptions {
  /** Works run at once; by default a quarter of the process's database connections, at least 2. */
  limit?: number;
  /** Works waiting for a turn; one more is refused at once. */
  queue?: number;
  /** A work that waited this long for its turn is refused instead of run, as its caller may be giving up. */
  maxWaitMs?: number;
}

/**
 * Bounds how many of one kind of write a process runs at once. Writes that queue on the same
 * rows (one company's invoice counter, a popular WSIN's stock row) each hold a database
 * connection while they wait for the lock, so a burst of them took every connection of the
 * process's pool: the other services' reads in the process then waited until their callers
 * timed out, the callers' circuit breakers opened, and the burst was answered 503. Waiting
 * here holds no connection; past the queue (or `maxWaitMs`) a write is refused as busy.
 */
export class Gate {
  readonly limit: number;
  private readonly queue: number;
  private readonly policy;
  private readonly maxWaitMs: number;
  /** A running estimate of one work's time, for the Retry-After of a refusal. */
  private averageMs = 50;

  constructor(
    readonly name: string,
    options: GateOptions = {},
  ) {
    this.limit = options.limit ?? Math.max(2, Math.floor(config().databasePoolSize / 4));
    this.queue = options.queue ?? 1_000;
    this.policy = bulkhead(this.limit, this.queue);
    this.maxWaitMs = options.maxWaitMs ?? 20_000;
  }

  /** Seconds until a work sent now would likely start. */
  private retryAfter(): number {
    const waiting = this.queue - this.policy.queueSlots + this.limit;
    return Math.min(30, (waiting * this.averageMs) / this.limit / 1000);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const queuedAt = Date.now();
    try {
      return await this.policy.execute(async () => {
        if (Date.now() - queuedAt > this.maxWaitMs) throw serviceBusy(this.retryAfter());
        const started = Date.now();
        try {
          return await work();
        } finally {
          this.averageMs = this.averageMs * 0.9 + (Date.now() - started) * 0.1;
        }
      });
    } catch (err) {
      if (err instanceof BulkheadRejectedError) throw serviceBusy(this.retryAfter());
      throw err;
    }
  }
}

/** PostgreSQL's answers for a transaction it rolled back because of another: deadlock, serialization failure. */
const TRANSIENT = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export const isTransientConflict = (err: unknown) =>
  TRANSIENT.has(String((err as { code?: unknown } | null)?.code ?? ''));

/**
 * Runs a transaction again when PostgreSQL rolled it back for a deadlock or a serialization
 * failure: nothing of it was kept, so running it again is the first time that counts, not a
 * repeat. A few tries, after a short random pause so the two do not meet again at once; then
 * the error goes up (the service answers it as busy).
 */
export async function retryConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isTransientConflict(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
