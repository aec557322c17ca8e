import type { LatLng } from '@parcelo/common';
import type { PointsJob } from './decompose.js';
import type { FromPointsThread } from './pointsThread.js';
import { greatCircleKm } from './sphere.js';
import { startThread } from './worker.js';

/** Stops on a map, routed from one depot: what the D2R beats planner asks of the engine. */
export interface PointProblem {
  depot: LatLng;
  /** Each stop's place and what it needs carried, one figure per capacity dimension (e.g. `[kg, litres]`). */
  stops: readonly { at: LatLng; demand: readonly number[] }[];
  /** What one vehicle carries, per dimension, in the stops' units. */
  capacity: readonly number[];
  /** Most stops on one route (a beat's size). */
  maxStops?: number;
}

export interface PointRoute {
  /** Indexes into the problem's `stops`, in driving order. */
  stops: number[];
  load: number[];
  /** Great-circle km of the round trip from the depot. */
  km: number;
}

export interface PointPlan {
  routes: PointRoute[];
  km: number;
}

export interface PointOptions {
  /** Same seed, same problem: the same routes. Default 1. */
  seed?: number;
  /** Share of the work done, 0..1. */
  onProgress?: (fraction: number) => void;
  /** A cap on the search's wall-clock time, in ms. */
  timeLimitMs?: number;
}

/**
 * Km of a route in the order given, from the depot and back (common's haversineKm, computed the
 * same way here so that planning loads nothing of common's at run time).
 */
export function routeKm(depot: LatLng, points: readonly LatLng[]): number {
  let km = 0;
  let at = depot;
  for (const p of points) {
    km += greatCircleKm(at.lat, at.lng, p.lat, p.lng);
    at = p;
  }
  return points.length ? km + greatCircleKm(at.lat, at.lng, depot.lat, depot.lng) : 0;
}

/**
 * The default cap on a plan's wall-clock time: 2 s as for any solve, more for large plans
 * (5 ms a stop, at most 55 s), so that the search's step budget, not the clock, normally ends it.
 */
export function defaultTimeLimitMs(stops: number): number {
  return Math.min(55_000, Math.max(2_000, 5 * stops));
}

/** Young-generation heap of the planning thread, in MB (V8 splits it in three: 2 MB semi-spaces). */
const YOUNG_GENERATION_MB = 6;

/** The job planByPoints hands its thread: flat arrays only, built from the stops' places. */
function jobFor(problem: PointProblem, options: PointOptions): PointsJob {
  const { depot, stops, capacity } = problem;
  const dims = capacity.length;
  if (dims < 1 || capacity.some((c) => !(c > 0))) throw new RangeError('capacity must be positive in each dimension');
  const maxStops = problem.maxStops ?? Number.MAX_SAFE_INTEGER;
  if (!(maxStops >= 1) || !Number.isInteger(maxStops))
    throw new RangeError('maxStops must be a whole number of at least 1');
  const lat = new Float64Array(stops.length + 1);
  const lng = new Float64Array(stops.length + 1);
  const demand = new Float64Array(stops.length * dims);
  lat[0] = depot.lat;
  lng[0] = depot.lng;
  stops.forEach((stop, i) => {
    if (!Number.isFinite(stop.at.lat) || !Number.isFinite(stop.at.lng))
      throw new RangeError(`stop ${i} has no valid place`);
    lat[i + 1] = stop.at.lat;
    lng[i + 1] = stop.at.lng;
    if (stop.demand.length !== dims)
      throw new RangeError(`stop ${i} has ${stop.demand.length} demand figures; capacity has ${dims}`);
    stop.demand.forEach((d, k) => {
      if (!(d >= 0) || !Number.isFinite(d)) throw new RangeError(`stop ${i}'s demand must not be negative`);
      demand[i * dims + k] = d;
    });
  });
  return {
    lat,
    lng,
    demand,
    capacity: Float64Array.from(capacity),
    maxStops,
    seed: options.seed ?? 1,
    timeLimitMs: options.timeLimitMs ?? defaultTimeLimitMs(stops.length),
  };
}

/** Runs a job in a worker thread; resolves with its routes (1-based stop numbers) and the thread's peak RSS. */
function planInThread(
  job: PointsJob,
  onProgress?: (fraction: number) => void,
): Promise<{ routes: number[][]; peakRssBytes: number }> {
  // A small young generation: the search's garbage is short-lived, and a default-sized one
  // would hold tens of MB of it between collections, at no gain in speed.
  const worker = startThread(
    job,
    [job.lat.buffer, job.lng.buffer, job.demand.buffer] as ArrayBuffer[],
    'pointsThread',
    {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    },
  );
  return new Promise((resolve, reject) => {
    let settled = false;
    worker.on('message', (message: FromPointsThread) => {
      if (message.type === 'progress') onProgress?.(message.fraction);
      else {
        settled = true;
        resolve({ routes: message.routes, peakRssBytes: message.peakRssBytes });
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`routing worker stopped (exit code ${code}) before it answered`));
    });
  });
}

/**
 * Routes for stops given by their places, off the event loop: every route within the capacity
 * and the most stops, the total distance as short as the engine finds it. A stop that alone
 * exceeds the capacity cannot be planned; callers refuse it before asking. Plans of more than
 * 1,200 stops are decomposed by area (decompose.ts), so memory stays small at any size.
 */
export async function planByPoints(problem: PointProblem, options: PointOptions = {}): Promise<PointPlan> {
  const { depot, stops } = problem;
  if (!stops.length) return { routes: [], km: 0 };
  const job = jobFor(problem, options);
  const dims = job.capacity.length;
  const demand = job.demand.slice();
  const { routes: planned } = await planInThread(job, options.onProgress);
  const routes = planned.map((r) => {
    const indexes = r.map((s) => s - 1);
    const load = new Array<number>(dims).fill(0);
    for (const i of indexes) for (let k = 0; k < dims; k++) load[k]! += demand[i * dims + k]!;
    return {
      stops: indexes,
      load,
      km: routeKm(
        depot,
        indexes.map((i) => stops[i]!.at),
      ),
    };
  });
  return { routes, km: routes.reduce((sum, r) => sum + r.km, 0) };
}
