import { haversineKm } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { planPoints, type Decomposition, type PointsJob } from './decompose.js';
import { planByPoints, routeKm, type PointPlan, type PointProblem } from './points.js';
import { Random } from './random.js';
import { greatCircleKm } from './sphere.js';

const DEPOT = { lat: 28.5355, lng: 77.291 };

/** Retailers within about 20 km of the depot, half of them in a few markets, with kg and litres. */
function retailers(seed: number, count: number, extra: Partial<PointProblem> = {}): PointProblem {
  const rng = new Random(seed);
  const markets = Array.from({ length: 12 }, () => ({
    lat: DEPOT.lat + rng.between(-0.18, 0.18),
    lng: DEPOT.lng + rng.between(-0.18, 0.18),
  }));
  const stops = Array.from({ length: count }, () => {
    const centre = rng.next() < 0.5 ? markets[rng.int(markets.length)]! : DEPOT;
    const spread = centre === DEPOT ? 0.18 : 0.01;
    return {
      at: { lat: centre.lat + rng.between(-spread, spread), lng: centre.lng + rng.between(-spread, spread) },
      demand: [Math.round(rng.between(5, 60)), Math.round(rng.between(10, 300))],
    };
  });
  return { depot: DEPOT, stops, capacity: [750, 4_500], maxStops: 30, ...extra };
}

/** Every stop once, no route over a limit, loads and km as the routes say. */
function expectFeasible(problem: PointProblem, plan: PointPlan): void {
  const seen = new Array<number>(problem.stops.length).fill(0);
  for (const route of plan.routes) {
    expect(route.stops.length).toBeGreaterThan(0);
    expect(route.stops.length).toBeLessThanOrEqual(problem.maxStops ?? Infinity);
    const load = problem.capacity.map((_, k) => route.stops.reduce((sum, s) => sum + problem.stops[s]!.demand[k]!, 0));
    expect(route.load).toEqual(load);
    load.forEach((l, k) => expect(l).toBeLessThanOrEqual(problem.capacity[k]!));
    expect(route.km).toBeCloseTo(
      routeKm(
        problem.depot,
        route.stops.map((s) => problem.stops[s]!.at),
      ),
      9,
    );
    for (const s of route.stops) seen[s]!++;
  }
  expect(seen.every((count) => count === 1)).toBe(true);
  expect(plan.km).toBeCloseTo(
    plan.routes.reduce((sum, r) => sum + r.km, 0),
    9,
  );
}

function jobFor(problem: PointProblem, seed: number): PointsJob {
  return {
    lat: Float64Array.from([problem.depot.lat, ...problem.stops.map((s) => s.at.lat)]),
    lng: Float64Array.from([problem.depot.lng, ...problem.stops.map((s) => s.at.lng)]),
    demand: Float64Array.from(problem.stops.flatMap((s) => s.demand)),
    capacity: Float64Array.from(problem.capacity),
    maxStops: problem.maxStops ?? Number.MAX_SAFE_INTEGER,
    seed,
    timeLimitMs: 60_000,
  };
}

/** The exact optimum: every order of the stops, each cut into routes at the best places (a giant tour's optimal split). */
function bruteForce(problem: PointProblem): number {
  const n = problem.stops.length;
  const at = (i: number) => problem.stops[i]!.at;
  let best = Infinity;
  const permute = (order: number[], rest: number[]) => {
    if (!rest.length) {
      const cost = new Array<number>(n + 1).fill(Infinity);
      cost[0] = 0;
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j <= n; j++) {
          const stops = order.slice(i, j);
          const fits =
            stops.length <= (problem.maxStops ?? Infinity) &&
            problem.capacity.every((c, k) => stops.reduce((sum, s) => sum + problem.stops[s]!.demand[k]!, 0) <= c);
          if (fits) cost[j] = Math.min(cost[j]!, cost[i]! + routeKm(problem.depot, stops.map(at)));
        }
      best = Math.min(best, cost[n]!);
      return;
    }
    rest.forEach((s, i) => permute([...order, s], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  permute(
    [],
    problem.stops.map((_, i) => i),
  );
  return best;
}

describe('planning by places', () => {
  it('measures km exactly as the product does', () => {
    const rng = new Random(11);
    for (let i = 0; i < 100; i++) {
      const a = { lat: rng.between(8, 35), lng: rng.between(68, 97) };
      const b = { lat: rng.between(8, 35), lng: rng.between(68, 97) };
      expect(greatCircleKm(a.lat, a.lng, b.lat, b.lng)).toBe(haversineKm(a, b));
    }
  });

  it('finds the optimum of a tiny plan', async () => {
    const problem = retailers(3, 7, { capacity: [120, 600], maxStops: 3 });
    const plan = await planByPoints(problem, { seed: 1 });
    expectFeasible(problem, plan);
    expect(plan.km).toBeCloseTo(bruteForce(problem), 9);
  }, 30_000);

  it('keeps every beat within capacity and its stop limit, each stop once, with progress up to 1', async () => {
    for (const [seed, maxStops] of [
      [1, 30],
      [2, 8],
    ] as const) {
      const problem = retailers(seed, 300, { maxStops });
      const progress: number[] = [];
      const plan = await planByPoints(problem, { seed, timeLimitMs: 3_000, onProgress: (f) => progress.push(f) });
      expectFeasible(problem, plan);
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((f, i) => i === 0 || f >= progress[i - 1]!)).toBe(true);
    }
  }, 30_000);

  it('stays within the limits when a large plan is decomposed and cut short by its time limit', async () => {
    const problem = retailers(5, 3_000);
    const plan = await planByPoints(problem, { seed: 1, timeLimitMs: 2_000 });
    expectFeasible(problem, plan);
  }, 30_000);

  it('gives the same plan for the same seed, through the worker thread', async () => {
    const problem = retailers(7, 120);
    const first = await planByPoints(problem, { seed: 4, timeLimitMs: 20_000 });
    const again = await planByPoints(problem, { seed: 4, timeLimitMs: 20_000 });
    expect(again).toEqual(first);
  }, 30_000);

  it('decomposes deterministically, every stop once, no worse than its sectors alone', () => {
    const small: Decomposition = {
      denseUpTo: 100,
      groupSize: 120,
      firstPassPerStop: 40,
      secondPassPerStop: 20,
      mostSteps: { base: 1e9, perStop: 0 },
    };
    const problem = retailers(9, 400, { maxStops: 12 });
    const job = () => jobFor(problem, 3);
    const first = planPoints(job(), undefined, small);
    expect(planPoints(job(), undefined, small)).toEqual(first);
    const seen = new Array<number>(problem.stops.length + 1).fill(0);
    for (const route of first) {
      expect(route.length).toBeLessThanOrEqual(12);
      for (const s of route) seen[s]!++;
    }
    expect(seen.slice(1).every((count) => count === 1)).toBe(true);
    const km = (routes: number[][]) =>
      routes.reduce(
        (sum, r) =>
          sum +
          routeKm(
            DEPOT,
            r.map((s) => problem.stops[s - 1]!.at),
          ),
        0,
      );
    const sectorsOnly = planPoints(job(), undefined, { ...small, secondPassPerStop: 0 });
    expect(km(first)).toBeLessThanOrEqual(km(sectorsOnly) + 1e-9);
  }, 60_000);
});
