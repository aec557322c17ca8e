import { describe, expect, it } from 'vitest';
import { Random } from './random.js';

describe('seeded random numbers', () => {
  it('repeat for a seed, differ between seeds, and stay in range', () => {
    const draw = (seed: number) => {
      const rng = new Random(seed);
      return Array.from({ length: 1_000 }, () => rng.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(3).every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = draw(4).reduce((a, b) => a + b, 0) / 1_000;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    const rng = new Random(5);
    const ints = Array.from({ length: 1_000 }, () => rng.int(6));
    expect(new Set(ints)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
});
