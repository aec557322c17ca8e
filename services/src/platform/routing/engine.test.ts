import { describe, expect, it } from 'vitest';
import { solve } from './engine.js';
import { Random } from './random.js';
import type { RoutingProblem, RoutingSolution } from './types.js';

/** Random points on a 100 × 100 square, depot first, with Euclidean (unrounded) distances. */
function randomProblem(seed: number, stops: number, extra: Partial<RoutingProblem> = {}): RoutingProblem {
  const rng = new Random(seed);
  const points = Array.from({ length: stops + 1 }, () => [rng.between(0, 100), rng.between(0, 100)] as const);
  return {
    distances: points.map(([x1, y1]) => points.map(([x2, y2]) => Math.hypot(x1 - x2, y1 - y2))),
    demands: points.map((_, i) => (i === 0 ? 0 : 1 + rng.int(9))),
    capacity: 20,
    ...extra,
  };
}

/** The exact optimum of a small problem: the cheapest tour of each feasible set of stops, then the cheapest split into sets. */
function bruteForce(problem: RoutingProblem): number {
  const matrix = problem.distances as number[][];
  const demands = problem.demands as number[];
  const n = demands.length - 1;
  const full = (1 << n) - 1;
  // tour[set][last]: cheapest path from the depot through every stop of the set, ending at last.
  const tour = Array.from({ length: full + 1 }, () => new Array<number>(n).fill(Infinity));
  for (let i = 0; i < n; i++) tour[1 << i]![i] = matrix[0]![i + 1]!;
  for (let set = 1; set <= full; set++)
    for (let last = 0; last < n; last++) {
      const here = tour[set]![last]!;
      if (here === Infinity) continue;
      for (let next = 0; next < n; next++)
        if (!(set & (1 << next))) {
          const to = set | (1 << next);
          tour[to]![next] = Math.min(tour[to]![next]!, here + matrix[last + 1]![next + 1]!);
        }
    }
  const route = (set: number) => {
    let load = 0;
    for (let i = 0; i < n; i++) if (set & (1 << i)) load += demands[i + 1]!;
    if (load > (problem.capacity as number)) return Infinity;
    return Math.min(...tour[set]!.map((cost, last) => cost + matrix[last + 1]![0]!));
  };
  const best = new Array<number>(full + 1).fill(Infinity);
  best[0] = 0;
  for (let set = 1; set <= full; set++) {
    const lowest = set & -set;
    for (let part = set; part; part = (part - 1) & set)
      if (part & lowest) best[set] = Math.min(best[set]!, route(part) + best[set ^ part]!);
  }
  return best[full]!;
}

/** Every stop exactly once, every route within every capacity and the stop limit, costs as stated. */
function expectValid(problem: RoutingProblem, solution: RoutingSolution) {
  const n = problem.demands.length - 1;
  const seen = [...solution.routes.flatMap((r) => r.stops), ...solution.unassigned].sort((a, b) => a - b);
  expect(seen).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  const capacity = typeof problem.capacity === 'number' ? [problem.capacity] : problem.capacity;
  const demand = (c: number) => {
    const d = problem.demands[c]!;
    return typeof d === 'number' ? [d] : d;
  };
  for (const route of solution.routes) {
    expect(route.stops.length).toBeGreaterThan(0);
    expect(route.stops.length).toBeLessThanOrEqual(problem.maxStops ?? Infinity);
    capacity.forEach((cap, k) => {
      const load = route.stops.reduce((sum, c) => sum + demand(c)[k]!, 0);
      expect(load).toBeLessThanOrEqual(cap);
      expect(route.load[k]).toBeCloseTo(load, 9);
    });
  }
  expect(solution.routes.length).toBeLessThanOrEqual(problem.maxRoutes ?? Infinity);
}

describe('routing engine', () => {
  it('finds the proven optimum of small problems (checked by brute force)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const problem = randomProblem(seed, 5 + (seed % 4));
      const solution = solve(problem, { seed, iterations: 3_000 });
      expectValid(problem, solution);
      expect(solution.cost, `seed ${seed}`).toBeCloseTo(bruteForce(problem), 6);
    }
  });

  it('never loads a vehicle past its capacity, in one dimension or two, nor past its stop limit', () => {
    for (const seed of [11, 12, 13]) {
      const problem = randomProblem(seed, 60, { maxStops: 7 });
      expectValid(problem, solve(problem, { seed, iterations: 4_000 }));
    }
    // Orders and kg: each vehicle takes at most 12 orders and 60 kg.
    const rng = new Random(21);
    const base = randomProblem(21, 80);
    const twoDims = {
      ...base,
      demands: base.demands.map((_, i) => (i === 0 ? [0, 0] : [1 + rng.int(3), rng.between(0.5, 20)])),
      capacity: [12, 60],
    };
    const solution = solve(twoDims, { seed: 3, iterations: 5_000 });
    expectValid(twoDims, solution);
    expect(solution.unassigned).toEqual([]);
  });

  it('gives the same routes for the same seed, and searches differently with another', () => {
    const problem = randomProblem(7, 70);
    const first = solve(problem, { seed: 5, iterations: 5_000 });
    const again = solve(problem, { seed: 5, iterations: 5_000 });
    expect(again.routes).toEqual(first.routes);
    expect(again.cost).toBe(first.cost);
    expect(again.stoppedBy).toBe('iterations');
    const other = solve(problem, { seed: 6, iterations: 5_000 });
    expect(other.routes).not.toEqual(first.routes);
  });

  it('improves on the savings construction and reports progress up to 1', () => {
    const problem = randomProblem(8, 60);
    const seen: number[] = [];
    const solution = solve(problem, { iterations: 5_000, onProgress: (f) => seen.push(f) });
    expect(solution.cost).toBeLessThan(solution.constructionCost);
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!))).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });

  it('leaves out a stop no vehicle can carry, and what does not fit the vehicles there are', () => {
    const heavy = randomProblem(9, 12);
    const demands = [...(heavy.demands as number[])];
    demands[4] = 25;
    const withHeavy = { ...heavy, demands };
    const solution = solve(withHeavy, { iterations: 2_000 });
    expectValid(withHeavy, solution);
    expect(solution.unassigned).toEqual([4]);

    // 12 stops of 5 each and 2 vehicles of 20: 8 stops ride, 4 wait.
    const tight = { ...heavy, demands: heavy.demands.map((_, i) => (i === 0 ? 0 : 5)), maxRoutes: 2 };
    const limited = solve(tight, { iterations: 2_000 });
    expectValid(tight, limited);
    expect(limited.routes).toHaveLength(2);
    expect(limited.unassigned).toHaveLength(4);
  });

  it('takes distances as rows, a flat matrix or a function, alike', () => {
    const problem = randomProblem(10, 25);
    const rows = problem.distances as number[][];
    const flat = Float64Array.from(rows.flat());
    const byRows = solve(problem, { iterations: 2_000 });
    expect(solve({ ...problem, distances: flat }, { iterations: 2_000 }).routes).toEqual(byRows.routes);
    expect(solve({ ...problem, distances: (a, b) => rows[a]![b]! }, { iterations: 2_000 }).routes).toEqual(
      byRows.routes,
    );
  });

  it('handles no stops, one stop, and refuses malformed problems', () => {
    expect(solve({ distances: [[0]], demands: [0], capacity: 10 }).routes).toEqual([]);
    const one = solve({
      distances: [
        [0, 3],
        [3, 0],
      ],
      demands: [0, 4],
      capacity: 10,
    });
    expect(one.routes).toEqual([{ stops: [1], load: [4], cost: 6 }]);
    expect(() => solve({ distances: [[0, 1]], demands: [0, 1], capacity: 10 })).toThrow(RangeError);
    expect(() =>
      solve({
        distances: [
          [0, 1],
          [1, 0],
        ],
        demands: [0, -1],
        capacity: 10,
      }),
    ).toThrow(RangeError);
    expect(() =>
      solve({
        distances: [
          [0, 1],
          [1, 0],
        ],
        demands: [0, 1],
        capacity: 0,
      }),
    ).toThrow(RangeError);
  });

  it('comes within 1 % on its default budget of what ten times the search finds, on 60 random stops', () => {
    const problem = randomProblem(45, 60, { capacity: 40 });
    const quick = solve(problem, { seed: 1, timeLimitMs: 10_000 });
    const long = solve(problem, { seed: 2, iterations: 10 * 60 * 1_200, timeLimitMs: 60_000 });
    expect(quick.stoppedBy).toBe('iterations');
    expect(quick.cost).toBeLessThanOrEqual(Math.min(quick.cost, long.cost) * 1.01);
    // About 4 s of search alone; longer on a machine busy with the other suites.
  }, 60_000);
});
