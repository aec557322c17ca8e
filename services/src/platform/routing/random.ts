/**
 * A seeded pseudo-random generator (mulberry32): the search draws every random choice from it,
 * so the same seed gives the same routes on any machine. Math.random cannot be seeded.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    // Spread small seeds (1, 2, 3…) over the state space so neighbouring seeds differ at once.
    this.state = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x85ebca6b) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A float in [low, high). */
  between(low: number, high: number): number {
    return low + this.next() * (high - low);
  }

  /** Shuffles the array in place (Fisher–Yates). */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const held = items[i]!;
      items[i] = items[j]!;
      items[j] = held;
    }
    return items;
  }
}
