import { POSITIONS_MAX } from '@parcelo/common';

/*
 * The driver's positions on its way to the server. The phone keeps one position every 30 s
 * of a trip in progress in localStorage, so a position taken without signal (a basement, a
 * dead zone) is sent once the phone is back online, with its own time. The queue is bounded:
 * past QUEUE_MAX the oldest are dropped, a day's trip being far shorter than that.
 */

/** A position waiting to be sent, with the trip it was taken on. */
export interface QueuedPosition {
  /** The Trip's id. */
  trip: string;
  lat: number;
  lng: number;
  /** When the phone took it (ISO). */
  at: string;
  /** The phone's accuracy in metres; null when it said none. */
  accuracy: number | null;
}

/** How many positions the phone keeps at most (16 hours of 30-second fixes). */
export const QUEUE_MAX = 2000;
/** How many positions one tripPositionsRecord takes. */
export const BATCH_MAX = POSITIONS_MAX;
/** At most one position is kept per this many milliseconds. */
export const RECORD_INTERVAL_MS = 30_000;
/** Where the queue lives in localStorage. */
export const QUEUE_KEY = 'parcelo.driver.positions';
/** The API refuses an accuracy above this (metres); a rougher fix is kept as this. */
const ACCURACY_MAX = 100_000;

/** What localStorage offers the queue (a fake in tests). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const keyOf = (p: Pick<QueuedPosition, 'trip' | 'at'>) => `${p.trip}|${p.at}`;
const timeOf = (p: QueuedPosition) => Date.parse(p.at);

/** Whether a position is due: none kept yet, or the last one at least `interval` ms before. */
export function isDue(lastKeptAt: number | null, at: number, interval = RECORD_INTERVAL_MS): boolean {
  return lastKeptAt === null || at - lastKeptAt >= interval;
}

/** A browser position as the queue keeps it. */
export function toQueued(
  trip: string,
  position: { coords: { latitude: number; longitude: number; accuracy: number | null }; timestamp: number },
): QueuedPosition {
  const { latitude, longitude, accuracy } = position.coords;
  return {
    trip,
    lat: latitude,
    lng: longitude,
    at: new Date(position.timestamp).toISOString(),
    accuracy: accuracy !== null && Number.isFinite(accuracy) ? Math.min(Math.max(accuracy, 0), ACCURACY_MAX) : null,
  };
}

/**
 * The queue with `position` added, oldest first: a position already there (same trip, same
 * time) is kept once, and past `max` the oldest are dropped.
 */
export function enqueue(queue: readonly QueuedPosition[], position: QueuedPosition, max = QUEUE_MAX): QueuedPosition[] {
  if (queue.some((p) => keyOf(p) === keyOf(position))) return [...queue];
  const last = queue.at(-1);
  // Positions come in time order; one sent late (a clock set back) still goes in its place.
  const next =
    !last || timeOf(last) <= timeOf(position)
      ? [...queue, position]
      : [...queue, position].sort((a, b) => timeOf(a) - timeOf(b));
  return next.length > max ? next.slice(next.length - max) : next;
}

/** The next positions to send: the oldest ones of the oldest position's trip, at most `size`. */
export function nextBatch(queue: readonly QueuedPosition[], size = BATCH_MAX): QueuedPosition[] {
  const first = queue[0];
  if (!first) return [];
  return queue.filter((p) => p.trip === first.trip).slice(0, size);
}

/** The queue without the positions just sent. */
export function withoutSent(queue: readonly QueuedPosition[], sent: readonly QueuedPosition[]): QueuedPosition[] {
  const gone = new Set(sent.map(keyOf));
  return queue.filter((p) => !gone.has(keyOf(p)));
}

function isQueuedPosition(value: unknown): value is QueuedPosition {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.trip === 'string' &&
    typeof p.lat === 'number' &&
    typeof p.lng === 'number' &&
    typeof p.at === 'string' &&
    !Number.isNaN(Date.parse(p.at)) &&
    (p.accuracy === null || typeof p.accuracy === 'number')
  );
}

/** The stored queue; empty when there is none, or storage is off, or the entry is not a queue. */
export function readQueue(storage: QueueStorage | null, key = QUEUE_KEY): QueuedPosition[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueuedPosition) : [];
  } catch {
    return [];
  }
}

/** Stores the queue; a full or blocked storage loses only what was not sent yet. */
export function writeQueue(storage: QueueStorage | null, queue: readonly QueuedPosition[], key = QUEUE_KEY): void {
  try {
    storage?.setItem(key, JSON.stringify(queue));
  } catch {
    // Nothing to do: the positions already sent are on the server.
  }
}

/** Adds one position to the stored queue. */
export function storePosition(storage: QueueStorage | null, position: QueuedPosition, key = QUEUE_KEY): void {
  writeQueue(storage, enqueue(readQueue(storage, key), position), key);
}

/**
 * How a send went: `sent` (the server has them), `refused` (the server answered with
 * userErrors, e.g. the trip has ended: sending them again cannot help, so they are dropped)
 * or `failed` (no answer, the phone is offline: they stay for the next try).
 */
export type SendOutcome = 'sent' | 'refused' | 'failed';

export interface FlushResult {
  sent: number;
  dropped: number;
  /** Positions still queued. */
  left: number;
  /** False when a send failed and positions wait for the next try. */
  ok: boolean;
}

/**
 * Sends the stored queue in batches, oldest first, until it is empty or a send fails. The
 * queue is read again after each send, so positions added meanwhile are kept.
 */
export async function flushQueue(
  storage: QueueStorage | null,
  send: (trip: string, positions: readonly QueuedPosition[]) => Promise<SendOutcome>,
  key = QUEUE_KEY,
): Promise<FlushResult> {
  let sent = 0;
  let dropped = 0;
  // Each round empties one batch, so the queue as it was bounds the rounds (new ones wait).
  const rounds = Math.ceil(readQueue(storage, key).length / BATCH_MAX) + 1;
  for (let round = 0; round < rounds; round += 1) {
    const batch = nextBatch(readQueue(storage, key));
    if (batch.length === 0) break;
    const outcome = await send(batch[0]!.trip, batch);
    if (outcome === 'failed') return { sent, dropped, left: readQueue(storage, key).length, ok: false };
    writeQueue(storage, withoutSent(readQueue(storage, key), batch), key);
    if (outcome === 'sent') sent += batch.length;
    else dropped += batch.length;
  }
  return { sent, dropped, left: readQueue(storage, key).length, ok: true };
}
