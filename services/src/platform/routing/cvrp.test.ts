import { describe, expect, it } from 'vitest';
import { euc2d, parseCvrp } from './cvrp.js';
import { routeCost, solve } from './engine.js';
import { compile } from './instance.js';

/**
 * A small instance in CVRPLIB's format, made for these tests: a depot in the middle and two
 * pairs of customers east and west of it, each pair one vehicle's load. Its optimum is plain:
 * one route east and one west.
 */
const SMALL = `NAME : T-n5-k2
COMMENT : (made for the tests, Optimal value: 42)
TYPE : CVRP
DIMENSION : 5
EDGE_WEIGHT_TYPE : EUC_2D
CAPACITY : 10
NODE_COORD_SECTION
 1 50 50
 2 60 50
 3 60 51
 4 40 50
 5 40 49
DEMAND_SECTION
1 0
2 5
3 5
4 6
5 4
DEPOT_SECTION
 1
 -1
EOF
`;

describe('CVRPLIB reader', () => {
  it('reads the header, the points and the demands, depot first', () => {
    const instance = parseCvrp(SMALL);
    expect(instance.name).toBe('T-n5-k2');
    expect(instance.dimension).toBe(5);
    expect(instance.capacity).toBe(10);
    expect(instance.demands).toEqual([0, 5, 5, 6, 4]);
    expect([instance.x[1], instance.y[1]]).toEqual([60, 50]);
    // TSPLIB rounds each distance to the nearest integer: (82,76) to (96,44) is 34.93.
    expect(euc2d(82, 76, 96, 44)).toBe(35);
    expect(compile(instance.problem).dist[1]).toBe(10);
  });

  it('prices routes as the format rounds them and finds the plain optimum', () => {
    const instance = compile(parseCvrp(SMALL).problem);
    // East: 10 + 1 + 10 (10.05 rounded); west likewise.
    expect(routeCost(instance, [1, 2]) + routeCost(instance, [3, 4])).toBe(42);
    const solution = solve(parseCvrp(SMALL).problem, { seed: 1 });
    expect(solution.cost).toBe(42);
    expect(solution.routes.map((r) => [...r.stops].sort()).sort()).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('refuses a file it cannot read', () => {
    expect(() => parseCvrp('NAME : x\nDIMENSION : 2\nCAPACITY : 10\nEDGE_WEIGHT_TYPE : GEO\n')).toThrow(/EUC_2D/);
    expect(() => parseCvrp('NAME : x\nEDGE_WEIGHT_TYPE : EUC_2D\n')).toThrow(/DIMENSION/);
  });
});
