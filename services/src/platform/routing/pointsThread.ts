import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { planPoints, type PointsJob } from './decompose.js';

/** The inside of planByPoints' thread: one plan, its progress (at most about 200 messages), then the routes. */

export type FromPointsThread =
  { type: 'progress'; fraction: number } | { type: 'done'; routes: number[][]; peakRssBytes: number };

if (!isMainThread && parentPort) {
  const port = parentPort;
  const job = workerData as PointsJob;
  let sent = 0;
  let peak = process.memoryUsage.rss();
  const routes = planPoints(job, (fraction) => {
    if (fraction < 1 && fraction - sent < 0.005) return;
    sent = fraction;
    peak = Math.max(peak, process.memoryUsage.rss());
    port.postMessage({ type: 'progress', fraction } satisfies FromPointsThread);
  });
  peak = Math.max(peak, process.memoryUsage.rss());
  port.postMessage({ type: 'done', routes, peakRssBytes: peak } satisfies FromPointsThread);
}
