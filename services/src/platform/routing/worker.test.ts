import { describe, expect, it } from 'vitest';
import { solve } from './engine.js';
import { Random } from './random.js';
import { solveInWorker } from './worker.js';

describe('routing in a worker thread', () => {
  it('returns the same routes as a solve in this thread, with progress up to 1', async () => {
    const rng = new Random(4);
    const points = Array.from({ length: 51 }, () => [rng.between(0, 100), rng.between(0, 100)] as const);
    const problem = {
      distances: (a: number, b: number) => Math.hypot(points[a]![0] - points[b]![0], points[a]![1] - points[b]![1]),
      demands: points.map((_, i) => (i === 0 ? [0, 0] : [1, rng.between(1, 10)])),
      capacity: [10, 40],
    };
    const options = { seed: 9, iterations: 4_000, timeLimitMs: 20_000 };
    const progress: number[] = [];
    const inWorker = await solveInWorker(problem, options, (f) => progress.push(f));
    const here = solve(problem, options);
    expect(inWorker.routes).toEqual(here.routes);
    expect(inWorker.cost).toBe(here.cost);
    expect(inWorker.stoppedBy).toBe('iterations');
    expect(progress.length).toBeGreaterThan(50);
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects a malformed problem', async () => {
    await expect(solveInWorker({ distances: [[0]], demands: [0, 1], capacity: 1 })).rejects.toThrow(RangeError);
  });
});
