import { haversineKm, haversineMatrix, type LatLng } from '@parcelo/common';
import { solveInWorker } from './worker.js';

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

/** Km of a route in the order given, from the depot and back. */
export function routeKm(depot: LatLng, points: readonly LatLng[]): number {
  let km = 0;
  let at = depot;
  for (const p of points) {
    km += haversineKm(at, p);
    at = p;
  }
  return points.length ? km + haversineKm(at, depot) : 0;
}

/**
 * Routes for stops given by their places, off the event loop: every route within the capacity
 * and the most stops, the total distance as short as the engine finds it. A stop that alone
 * exceeds the capacity cannot be planned; callers refuse it before asking.
 */
export async function planByPoints(problem: PointProblem, options: PointOptions = {}): Promise<PointPlan> {
  const { depot, stops } = problem;
  if (!stops.length) return { routes: [], km: 0 };
  const solution = await solveInWorker(
    {
      distances: haversineMatrix([depot, ...stops.map((s) => s.at)]),
      demands: [problem.capacity.map(() => 0), ...stops.map((s) => s.demand)],
      capacity: problem.capacity,
      ...(problem.maxStops ? { maxStops: problem.maxStops } : {}),
    },
    { seed: options.seed ?? 1, ...(options.timeLimitMs ? { timeLimitMs: options.timeLimitMs } : {}) },
    options.onProgress,
  );
  const routes = solution.routes.map((r) => {
    const indexes = r.stops.map((s) => s - 1);
    return {
      stops: indexes,
      load: r.load,
      km: routeKm(
        depot,
        indexes.map((i) => stops[i]!.at),
      ),
    };
  });
  return { routes, km: routes.reduce((sum, r) => sum + r.km, 0) };
}
