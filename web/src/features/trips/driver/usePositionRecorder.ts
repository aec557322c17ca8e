import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECORD_INTERVAL_MS,
  flushQueue,
  isDue,
  storePosition,
  toQueued,
  type QueueStorage,
  type QueuedPosition,
  type SendOutcome,
} from './positionQueue';
import { useTripPositionsRecordMutation } from './useTripPositionsRecordMutation';

/** How long Hold or End waits for the queue to go. */
const FLUSH_WAIT_MS = 5_000;

function browserStorage(): QueueStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off: positions are sent as they come, none kept while offline.
    return null;
  }
}

/** Sends one batch, answering how it went rather than failing. */
function useSendBatch() {
  const [record] = useTripPositionsRecordMutation();
  return useCallback(
    (trip: string, positions: readonly QueuedPosition[]) =>
      new Promise<SendOutcome>((resolve) => {
        record(
          { trip, positions: positions.map(({ lat, lng, at, accuracy }) => ({ lat, lng, at, accuracy })) },
          {
            onCompleted: (payload) => resolve(payload.userErrors.length === 0 ? 'sent' : 'refused'),
            // Offline or the server down: kept quietly for the next try.
            onError: () => resolve('failed'),
          },
        );
      }),
    [record],
  );
}

/**
 * The phone's positions on a trip in progress: one every 30 s at most, queued in localStorage
 * and sent in batches; what could not be sent goes again on the next tick or when the phone is
 * back online. Answers the location problem to show (permission refused, no fix), if any, and
 * `flushBefore`, which sends the queue before the trip is held or ended.
 */
export function usePositionRecorder(tripId: string, recording: boolean) {
  // The mutation's sender changes from render to render; the watch and the timer must not.
  const send = useSendBatch();
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  }, [send]);
  const flushing = useRef<Promise<unknown> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const flush = useCallback(() => {
    // One flush at a time: a second caller waits for the one under way.
    flushing.current ??= flushQueue(browserStorage(), (trip, positions) => latestSend.current(trip, positions))
      .catch(() => undefined)
      .finally(() => {
        flushing.current = null;
      });
    return flushing.current.then(() => undefined);
  }, []);

  /** Sends what is queued before an action (Hold, End), waiting at most a few seconds on a weak signal. */
  const flushBefore = useCallback(
    () => Promise.race([flush(), new Promise<void>((resolve) => window.setTimeout(resolve, FLUSH_WAIT_MS))]),
    [flush],
  );

  // Left-overs from before a reload or from offline go on every tick, and as soon as the phone is online.
  useEffect(() => {
    void flush();
    const timer = window.setInterval(() => void flush(), RECORD_INTERVAL_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  const lastKeptAt = useRef<number | null>(null);
  useEffect(() => {
    if (!recording) return undefined;
    if (!('geolocation' in navigator)) {
      setProblem('This phone cannot tell its location: the hub will not see your trip on the map.');
      return undefined;
    }
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setProblem(null);
        if (!isDue(lastKeptAt.current, position.timestamp)) return;
        lastKeptAt.current = position.timestamp;
        storePosition(browserStorage(), toQueued(tripId, position));
        void flush();
      },
      (error) =>
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? 'Location is blocked: allow it for this site so the hub sees your trip.'
            : 'Your location is not available right now: it is tried again.',
        ),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [recording, tripId, flush]);

  return { problem: recording ? problem : null, flushBefore };
}
