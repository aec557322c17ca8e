import { fitsAlone, nearestStops, type Instance } from './instance.js';
import { Random } from './random.js';
import { Solution } from './solution.js';

/**
 * The improvement phase: ruin and recreate in the manner of Slack Induction by String Removals
 * (Christiaens and Vanden Berghe, 2020). Each step takes short strings of consecutive stops out
 * of a few routes that lie near one another, then puts every loose stop back at its cheapest
 * place; simulated annealing decides whether to keep the result. Removing strings rather than
 * single stops makes room on routes for the stops nearby, which single moves rarely find.
 */

/** Stops taken out per step, on average. */
const AVERAGE_REMOVED = 10;
/** Longest string taken from one route. */
const MAX_STRING = 10;
/** Share of ruins that keep a few stops in the middle of the string taken (split strings). */
const SPLIT_RATE = 0.5;
/** Chance that recreate skips a place: a little noise that keeps the search from repeating itself. */
const BLINK_RATE = 0.01;
/** Up to this many stops, recreate tries every place on every route; beyond, only places beside a stop's nearest stops. */
const FULL_SCAN_UP_TO = 250;
const INSERT_NEIGHBOURS = 20;
const RUIN_NEIGHBOURS = 100;
/** Annealing temperatures, as shares of the starting solution's cost per stop. */
const START_TEMPERATURE = 1;
const END_TEMPERATURE = 0.003;
/** How often a solve reports its progress. */
const PROGRESS_REPORTS = 100;
/** Order in which loose stops go back, with their weights: random, largest first, farthest first, nearest first. */
const ORDER_WEIGHTS = [4, 4, 2, 1];

export interface SearchOptions {
  iterations: number;
  seed: number;
  /** performance.now() past which the search stops early (safety cap). */
  deadline: number;
  onProgress?: (fraction: number) => void;
}

export interface SearchResult {
  routes: number[][];
  iterations: number;
  stoppedBy: 'iterations' | 'time';
}

interface Place {
  slot: number;
  at: number;
  delta: number;
}

class RuinAndRecreate {
  private readonly ruinNear: { list: Int32Array; count: number };
  private readonly insertNear: { list: Int32Array; count: number } | null;
  private readonly ruined: Int32Array;
  private readonly servable: Uint8Array;
  private readonly size: number;
  private readonly weight: Float64Array;
  private step = 0;
  private untilBlink = 0;
  private readonly best: Place = { slot: -1, at: 0, delta: Infinity };

  constructor(
    private readonly inst: Instance,
    private readonly sol: Solution,
    private readonly rng: Random,
  ) {
    this.size = inst.size;
    this.ruinNear = nearestStops(inst, RUIN_NEIGHBOURS);
    this.insertNear = inst.size - 1 > FULL_SCAN_UP_TO ? nearestStops(inst, INSERT_NEIGHBOURS) : null;
    this.ruined = new Int32Array(Math.max(1, inst.size - 1));
    this.servable = Uint8Array.from({ length: inst.size }, (_, c) => (c > 0 && fitsAlone(inst, c) ? 1 : 0));
    // A stop's size for the "largest first" order: its demand as a share of capacity, summed over dimensions.
    this.weight = new Float64Array(inst.size);
    for (let c = 1; c < inst.size; c++)
      for (let k = 0; k < inst.dims; k++) this.weight[c]! += inst.demand[c * inst.dims + k]! / inst.capacity[k]!;
  }

  /** Takes strings of stops out of routes near a random stop. */
  ruin(): void {
    const { sol, rng } = this;
    const served = this.size - 1 - sol.absent.length;
    if (sol.active.length === 0) return;
    const longest = Math.min(MAX_STRING, served / sol.active.length);
    const strings = Math.floor(rng.between(1, (4 * AVERAGE_REMOVED) / (1 + longest)));
    const seed = 1 + rng.int(this.size - 1);
    this.step++;
    let done = 0;
    const { list, count } = this.ruinNear;
    for (let k = -1; k < count && done < strings; k++) {
      const c = k < 0 ? seed : list[seed * count + k]!;
      const slot = sol.routeOf[c]!;
      if (slot < 0 || this.ruined[slot] === this.step) continue;
      this.ruined[slot] = this.step;
      done++;
      this.removeString(slot, sol.posOf[c]!, longest);
    }
  }

  /** Removes a string of random length through position p, or a split string that keeps a few in its middle. */
  private removeString(slot: number, p: number, longest: number): void {
    const { sol, rng } = this;
    const length = sol.routes[slot]!.length;
    const take = Math.floor(rng.between(1, Math.min(length, longest) + 1));
    if (take < length && rng.next() < SPLIT_RATE) {
      let keep = 1;
      while (keep < length - take && rng.next() < 0.5) keep++;
      const span = take + keep;
      const start = Math.max(0, p - span + 1) + rng.int(Math.min(p, length - span) - Math.max(0, p - span + 1) + 1);
      sol.remove(slot, start, take, rng.int(take + 1), keep);
      return;
    }
    const start = Math.max(0, p - take + 1) + rng.int(Math.min(p, length - take) - Math.max(0, p - take + 1) + 1);
    sol.remove(slot, start, take);
  }

  /** Puts loose stops back, each at its cheapest place (or on a new route when no place fits). */
  recreate(): void {
    const { sol, rng, inst } = this;
    const loose = this.loose;
    loose.length = 0;
    for (const c of sol.absent) if (this.servable[c]) loose.push(c);
    const order = pick(rng, ORDER_WEIGHTS);
    if (order === 0) rng.shuffle(loose);
    else loose.sort(order === 1 ? this.largestFirst : order === 2 ? this.farthestFirst : this.nearestFirst);
    for (const c of loose) {
      const place = this.cheapestPlace(c);
      if (place) sol.insert(c, place.slot, place.at);
      else if (sol.active.length < inst.maxRoutes) sol.insert(c, -1, 0);
    }
  }

  // The orders, made once: a closure made on every step costs more than the sort it serves.
  private readonly loose: number[] = [];
  private readonly largestFirst = (a: number, b: number) => this.weight[b]! - this.weight[a]! || a - b;
  private readonly farthestFirst = (a: number, b: number) => this.inst.dist[b]! - this.inst.dist[a]! || a - b;
  private readonly nearestFirst = (a: number, b: number) => this.inst.dist[a]! - this.inst.dist[b]! || a - b;

  private fits(c: number, slot: number): boolean {
    const { inst, sol } = this;
    if (sol.routes[slot]!.length >= inst.maxStops) return false;
    const { dims } = inst;
    for (let k = 0; k < dims; k++)
      if (sol.load[slot * dims + k]! + inst.demand[c * dims + k]! > inst.capacity[k]!) return false;
    return true;
  }

  private cheapestPlace(c: number): Place | null {
    const best = this.best;
    best.slot = -1;
    best.delta = Infinity;
    if (this.insertNear) this.nearPlaces(c, best);
    if (best.slot < 0) for (const slot of this.sol.active) this.placesOn(c, slot, best);
    return best.slot < 0 ? null : best;
  }

  /** Every place on one route. */
  private placesOn(c: number, slot: number, best: Place): void {
    if (!this.fits(c, slot)) return;
    const { dist } = this.inst;
    const { legIn, legOut } = this.sol;
    const row = c * this.size;
    const stops = this.sol.routes[slot]!;
    const length = stops.length;
    for (let at = 0; at <= length; at++) {
      if (--this.untilBlink <= 0) {
        this.untilBlink = this.blinkGap();
        continue;
      }
      // Between prev and next, whose leg is next's way in (or, at the route's end, prev's way out).
      const prev = at > 0 ? stops[at - 1]! : 0;
      const next = at < length ? stops[at]! : 0;
      const leg = next ? legIn[next]! : prev ? legOut[prev]! : 0;
      const delta = dist[row + prev]! + dist[row + next]! - leg;
      if (delta < best.delta) {
        best.slot = slot;
        best.at = at;
        best.delta = delta;
      }
    }
  }

  /** Places until the next skipped one: geometric, so one draw serves many places. */
  private blinkGap(): number {
    return 1 + Math.floor(Math.log(1 - this.rng.next()) / Math.log(1 - BLINK_RATE));
  }

  /** Places just before and just after each of c's nearest stops. */
  private nearPlaces(c: number, best: Place): void {
    const { dist } = this.inst;
    const { sol, size } = this;
    const { legIn, legOut } = sol;
    const { list, count } = this.insertNear!;
    const row = c * size;
    for (let k = 0; k < count; k++) {
      const v = list[c * count + k]!;
      const slot = sol.routeOf[v]!;
      if (slot < 0 || !this.fits(c, slot)) continue;
      if (--this.untilBlink <= 0) {
        this.untilBlink = this.blinkGap();
        continue;
      }
      const stops = sol.routes[slot]!;
      const p = sol.posOf[v]!;
      const before = p > 0 ? stops[p - 1]! : 0;
      const after = p + 1 < stops.length ? stops[p + 1]! : 0;
      const dv = dist[row + v]!;
      const d1 = dist[row + before]! + dv - legIn[v]!;
      if (d1 < best.delta) {
        best.slot = slot;
        best.at = p;
        best.delta = d1;
      }
      const d2 = dv + dist[row + after]! - legOut[v]!;
      if (d2 < best.delta) {
        best.slot = slot;
        best.at = p + 1;
        best.delta = d2;
      }
    }
  }
}

function pick(rng: Random, weights: readonly number[]): number {
  let r = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]!) < 0) return i;
  return weights.length - 1;
}

/** Improves the given routes for a fixed number of steps (or until the deadline); returns the best found. */
export function improve(inst: Instance, start: readonly (readonly number[])[], options: SearchOptions): SearchResult {
  const rng = new Random(options.seed);
  const sol = new Solution(inst).init(start);
  const search = new RuinAndRecreate(inst, sol, rng);
  search.recreate();
  let best = sol.snapshot();
  let bestAbsent = sol.absent.length;
  let bestCost = sol.total;
  const perStop = sol.total / Math.max(1, inst.size - 1 - sol.absent.length) || 1;
  const hot = START_TEMPERATURE * perStop;
  const cooling = END_TEMPERATURE / START_TEMPERATURE;
  const total = options.iterations;
  const tick = Math.max(1, Math.floor(total / PROGRESS_REPORTS));
  let it = 0;
  for (; it < total; it++) {
    if ((it & 63) === 0 && performance.now() > options.deadline)
      return { routes: best, iterations: it, stoppedBy: 'time' };
    if (options.onProgress && it % tick === 0) options.onProgress(it / total);
    const temperature = hot * Math.pow(cooling, it / total);
    const absent = sol.absent.length;
    const threshold = sol.total - temperature * Math.log(1 - rng.next());
    sol.begin();
    search.ruin();
    search.recreate();
    const now = sol.absent.length;
    if (now > absent || (now === absent && sol.total >= threshold)) {
      sol.undo();
      continue;
    }
    if (now < bestAbsent || (now === bestAbsent && sol.total < bestCost - 1e-9)) {
      best = sol.snapshot();
      bestAbsent = now;
      bestCost = sol.total;
    }
  }
  return { routes: best, iterations: it, stoppedBy: 'iterations' };
}
