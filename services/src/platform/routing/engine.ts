import { savingsRoutes } from './construct.js';
import { compile, renumbered, type Instance } from './instance.js';
import { improve } from './search.js';
import type { Route, RoutingProblem, RoutingSolution, SolveOptions } from './types.js';

/**
 * The product's vehicle-routing engine: given a micro warehouse, its stops with their loads and
 * the vehicles' capacity, it returns routes that together visit every stop at the least total
 * cost, never loading a vehicle past its capacity. Lightning's "Plan routes" uses it; so will
 * the beats planner. Nothing here touches the rest of the product, so it runs as well in a
 * worker thread (worker.ts) as in the caller's.
 */

export const DEFAULT_TIME_LIMIT_MS = 2_000;
/** From this many stops on, stops are renumbered so that neighbours sit close in memory (see renumbered). */
const RENUMBER_FROM = 300;

/**
 * Steps of the search for a problem of this many stops: 1,200 a stop up to about a hundred stops
 * (set A's instances then come within a fraction of a per cent of their optima in under a second),
 * 200 a stop beyond, so a 2,000-stop plan takes seconds rather than minutes.
 */
export function defaultIterations(stops: number): number {
  if (stops <= 1) return 0;
  return Math.round(Math.min(1_200 * stops, 100_000 + 200 * stops));
}

export function routeCost(inst: Instance, stops: readonly number[]): number {
  const { dist, size } = inst;
  let cost = 0;
  let prev = 0;
  for (const c of stops) {
    cost += dist[prev * size + c]!;
    prev = c;
  }
  return stops.length ? cost + dist[prev * size]! : 0;
}

function describe(inst: Instance, routes: readonly (readonly number[])[]): { routes: Route[]; unassigned: number[] } {
  const { dims, demand } = inst;
  const seen = new Uint8Array(inst.size);
  const described = routes.map((stops) => {
    const load = new Array<number>(dims).fill(0);
    for (const c of stops) {
      seen[c] = 1;
      for (let k = 0; k < dims; k++) load[k]! += demand[c * dims + k]!;
    }
    return { stops: [...stops], load, cost: routeCost(inst, stops) };
  });
  const unassigned: number[] = [];
  for (let c = 1; c < inst.size; c++) if (!seen[c]) unassigned.push(c);
  return { routes: described, unassigned };
}

/** Solves a compiled problem: what solve() and the worker thread both run, so both give the same routes. */
export function solveInstance(given: Instance, options: Omit<SolveOptions, 'timeLimitMs'> & { deadline: number }) {
  const started = performance.now();
  const { inst, order } = given.size - 1 >= RENUMBER_FROM ? renumbered(given) : { inst: given, order: null };
  const stops = inst.size - 1;
  const built = savingsRoutes(inst);
  // More routes than vehicles: the routes with the most stops keep the vehicles; the search then fits in what it can.
  const routes = [...built.routes]
    .sort((a, b) => b.length - a.length || a[0]! - b[0]!)
    .slice(0, Math.min(built.routes.length, inst.maxRoutes));
  const constructionCost = routes.reduce((sum, r) => sum + routeCost(inst, r), 0);
  const result = improve(inst, routes, {
    iterations: options.iterations ?? defaultIterations(stops),
    seed: options.seed ?? 1,
    deadline: options.deadline,
    onProgress: options.onProgress,
  });
  const back = order ? result.routes.map((r) => r.map((c) => order[c]!)) : result.routes;
  const { routes: final, unassigned } = describe(given, back);
  options.onProgress?.(1);
  return {
    routes: final,
    cost: final.reduce((sum, r) => sum + r.cost, 0),
    unassigned,
    constructionCost,
    iterations: result.iterations,
    stoppedBy: result.stoppedBy,
    elapsedMs: performance.now() - started,
  } satisfies RoutingSolution;
}

/**
 * Plans routes for a problem in the calling thread. Deterministic for a seed: the search runs a
 * fixed number of steps; `timeLimitMs` only stops a search that would otherwise run too long.
 */
export function solve(problem: RoutingProblem, options: SolveOptions = {}): RoutingSolution {
  const started = performance.now();
  const inst = compile(problem);
  const solution = solveInstance(inst, {
    ...options,
    deadline: started + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS),
  });
  return { ...solution, elapsedMs: performance.now() - started };
}
