import { describe, expect, it } from 'vitest';
import {
  BATCH_MAX,
  QUEUE_KEY,
  QUEUE_MAX,
  enqueue,
  flushQueue,
  isDue,
  nextBatch,
  readQueue,
  storePosition,
  toQueued,
  withoutSent,
  writeQueue,
  type QueueStorage,
  type QueuedPosition,
  type SendOutcome,
} from './positionQueue';

const T0 = Date.parse('2026-11-30T10:00:00.000Z');

function position(i: number, trip = 'trip-1'): QueuedPosition {
  return { trip, lat: 28.6 + i / 1000, lng: 77.2, at: new Date(T0 + i * 30_000).toISOString(), accuracy: 10 };
}

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function filled(storage: QueueStorage, count: number, trip = 'trip-1') {
  writeQueue(
    storage,
    Array.from({ length: count }, (_, i) => position(i, trip)),
  );
}

describe('isDue', () => {
  it('keeps the first position and then one per 30 s', () => {
    expect(isDue(null, T0)).toBe(true);
    expect(isDue(T0, T0 + 29_999)).toBe(false);
    expect(isDue(T0, T0 + 30_000)).toBe(true);
  });
});

describe('toQueued', () => {
  it('takes the time of the fix and bounds the accuracy the API accepts', () => {
    const queued = toQueued('trip-1', {
      coords: { latitude: 28.61, longitude: 77.21, accuracy: 250_000 },
      timestamp: T0,
    });
    expect(queued).toEqual({
      trip: 'trip-1',
      lat: 28.61,
      lng: 77.21,
      at: '2026-11-30T10:00:00.000Z',
      accuracy: 100_000,
    });
    expect(toQueued('t', { coords: { latitude: 1, longitude: 2, accuracy: NaN }, timestamp: T0 }).accuracy).toBeNull();
  });
});

describe('enqueue', () => {
  it('keeps a position sent twice (same trip and time) once', () => {
    const queue = enqueue(enqueue([], position(1)), { ...position(1), lat: 0 });
    expect(queue).toHaveLength(1);
    expect(queue[0]!.lat).toBe(position(1).lat);
  });

  it('keeps the same time on another trip', () => {
    expect(enqueue([position(1, 'a')], position(1, 'b'))).toHaveLength(2);
  });

  it('keeps them oldest first', () => {
    expect(enqueue([position(2)], position(1)).map((p) => p.at)).toEqual([position(1).at, position(2).at]);
  });

  it('drops the oldest past the bound', () => {
    let queue = Array.from({ length: QUEUE_MAX }, (_, i) => position(i));
    for (let i = QUEUE_MAX; i < QUEUE_MAX + 5; i += 1) queue = enqueue(queue, position(i));
    expect(queue).toHaveLength(QUEUE_MAX);
    expect(queue[0]).toEqual(position(5));
    expect(queue.at(-1)).toEqual(position(QUEUE_MAX + 4));
  });

  it('takes a smaller bound', () => {
    expect(enqueue([position(1), position(2)], position(3), 2)).toEqual([position(2), position(3)]);
  });
});

describe('nextBatch and withoutSent', () => {
  it('sends at most a batch of the oldest trip', () => {
    const queue = [...Array.from({ length: 250 }, (_, i) => position(i, 'a')), position(300, 'b')];
    const batch = nextBatch(queue);
    expect(batch).toHaveLength(BATCH_MAX);
    expect(batch.every((p) => p.trip === 'a')).toBe(true);
    expect(nextBatch(withoutSent(queue, batch))).toHaveLength(50);
    expect(nextBatch([])).toEqual([]);
  });

  it('does not mix trips in a batch', () => {
    const queue = [position(1, 'a'), position(2, 'b'), position(3, 'a')];
    expect(nextBatch(queue)).toEqual([position(1, 'a'), position(3, 'a')]);
    expect(withoutSent(queue, nextBatch(queue))).toEqual([position(2, 'b')]);
  });
});

describe('readQueue', () => {
  it('reads nothing from a missing, broken or foreign entry', () => {
    const storage = memoryStorage();
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(QUEUE_KEY, '{not json');
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify({ a: 1 }));
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify([position(1), { trip: 'x', lat: 'no' }]));
    expect(readQueue(storage)).toEqual([position(1)]);
    expect(readQueue(null)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const broken: QueueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readQueue(broken)).toEqual([]);
    expect(() => storePosition(broken, position(1))).not.toThrow();
  });
});

describe('flushQueue', () => {
  it('sends the queue in batches of at most 200 and empties it', async () => {
    const storage = memoryStorage();
    filled(storage, 450);
    const sizes: number[] = [];
    const result = await flushQueue(storage, async (_trip, positions) => {
      sizes.push(positions.length);
      return 'sent';
    });
    expect(sizes).toEqual([200, 200, 50]);
    expect(result).toEqual({ sent: 450, dropped: 0, left: 0, ok: true });
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends each trip on its own', async () => {
    const storage = memoryStorage();
    writeQueue(storage, [position(1, 'a'), position(2, 'b'), position(3, 'a')]);
    const trips: string[] = [];
    await flushQueue(storage, async (trip, positions) => {
      expect(positions.every((p) => p.trip === trip)).toBe(true);
      trips.push(trip);
      return 'sent';
    });
    expect(trips).toEqual(['a', 'b']);
  });

  it('keeps everything after a failed send, for the next try', async () => {
    const storage = memoryStorage();
    filled(storage, 450);
    let calls = 0;
    const result = await flushQueue(storage, async (): Promise<SendOutcome> => {
      calls += 1;
      return calls === 1 ? 'sent' : 'failed';
    });
    expect(result).toEqual({ sent: 200, dropped: 0, left: 250, ok: false });
    expect(readQueue(storage)[0]).toEqual(position(200));

    const retry = await flushQueue(storage, async () => 'sent');
    expect(retry).toEqual({ sent: 250, dropped: 0, left: 0, ok: true });
  });

  it('drops a batch the server refused and goes on', async () => {
    const storage = memoryStorage();
    writeQueue(storage, [position(1, 'ended'), position(2, 'open')]);
    const result = await flushQueue(storage, async (trip) => (trip === 'ended' ? 'refused' : 'sent'));
    expect(result).toEqual({ sent: 1, dropped: 1, left: 0, ok: true });
  });

  it('keeps a position taken while a batch was on its way', async () => {
    const storage = memoryStorage();
    filled(storage, 3);
    let calls = 0;
    const result = await flushQueue(storage, async (): Promise<SendOutcome> => {
      calls += 1;
      if (calls > 1) return 'failed';
      storePosition(storage, position(10));
      return 'sent';
    });
    expect(result).toEqual({ sent: 3, dropped: 0, left: 1, ok: false });
    expect(readQueue(storage)).toEqual([position(10)]);
  });

  it('does nothing on an empty queue', async () => {
    let calls = 0;
    const result = await flushQueue(memoryStorage(), async () => {
      calls += 1;
      return 'sent';
    });
    expect(calls).toBe(0);
    expect(result).toEqual({ sent: 0, dropped: 0, left: 0, ok: true });
  });
});
