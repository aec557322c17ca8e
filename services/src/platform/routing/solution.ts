import type { Instance } from './instance.js';

/**
 * A set of routes the search changes in place. Each ruin-and-recreate step first calls begin();
 * the routes it touches are copied once, so a rejected step is undone by restoring only those
 * (the work is proportional to what changed, not to the number of stops).
 */
export class Solution {
  /** Stops of each route slot in driving order; a free slot holds []. */
  routes: number[][];
  /** Slot of each stop's route, or -1 while the stop is on no route. */
  readonly routeOf: Int32Array;
  /** Index of each stop within its route. */
  readonly posOf: Int32Array;
  /**
   * Cost of the leg into and out of each stop on its route. Reading these rather than the
   * matrix keeps an insertion's cost within the inserted stop's own row: on thousands of stops
   * the matrix is tens of MB, and a lookup in another row is a cache miss.
   */
  readonly legIn: Float64Array;
  readonly legOut: Float64Array;
  readonly load: Float64Array;
  readonly cost: Float64Array;
  /** Slots in use, in no particular order. */
  active: number[] = [];
  private free: number[] = [];
  /** Stops on no route: removed by a ruin step, or that no vehicle could take. */
  absent: number[] = [];
  total = 0;

  private epoch = 1;
  private readonly touchedAt: Int32Array;
  private readonly savedSlot: Int32Array;
  private readonly savedStops: number[][] = [];
  private readonly savedCost: Float64Array;
  private readonly savedLoad: Float64Array;
  private savedAbsent: number[] = [];
  private savedActive: number[] = [];
  private savedFree: number[] = [];
  private savedTotal = 0;

  constructor(private readonly inst: Instance) {
    const slots = Math.max(1, inst.size - 1);
    this.routes = Array.from({ length: slots }, () => []);
    this.routeOf = new Int32Array(inst.size).fill(-1);
    this.posOf = new Int32Array(inst.size);
    this.legIn = new Float64Array(inst.size);
    this.legOut = new Float64Array(inst.size);
    this.load = new Float64Array(slots * inst.dims);
    this.cost = new Float64Array(slots);
    this.touchedAt = new Int32Array(slots);
    this.savedSlot = new Int32Array(slots);
    this.savedCost = new Float64Array(slots);
    this.savedLoad = new Float64Array(slots * inst.dims);
    for (let s = slots - 1; s >= 0; s--) this.free.push(s);
  }

  /** Lays out the given routes; stops on none of them are absent. */
  init(routes: readonly (readonly number[])[]): this {
    for (const stops of routes) {
      const slot = this.free.pop()!;
      this.active.push(slot);
      this.routes[slot] = [...stops];
      this.refresh(slot);
    }
    for (let c = 1; c < this.inst.size; c++) if (this.routeOf[c]! < 0) this.absent.push(c);
    this.total = this.active.reduce((sum, slot) => sum + this.cost[slot]!, 0);
    return this;
  }

  /** Starts a step that may be undone. */
  begin(): void {
    this.epoch++;
    this.savedStops.length = 0;
    this.savedAbsent = this.absent.slice();
    this.savedActive = this.active.slice();
    this.savedFree = this.free.slice();
    this.savedTotal = this.total;
  }

  /** Puts back every route as it was at begin(). */
  undo(): void {
    for (const c of this.savedAbsent) this.routeOf[c] = -1;
    const { dims } = this.inst;
    for (let s = 0; s < this.savedStops.length; s++) {
      const slot = this.savedSlot[s]!;
      const stops = this.savedStops[s]!;
      this.routes[slot] = stops;
      this.cost[slot] = this.savedCost[s]!;
      for (let k = 0; k < dims; k++) this.load[slot * dims + k] = this.savedLoad[s * dims + k]!;
      this.place(stops, slot);
    }
    this.absent = this.savedAbsent;
    this.active = this.savedActive;
    this.free = this.savedFree;
    this.total = this.savedTotal;
  }

  private touch(slot: number): void {
    if (this.touchedAt[slot] === this.epoch) return;
    this.touchedAt[slot] = this.epoch;
    const { dims } = this.inst;
    const s = this.savedStops.length;
    this.savedSlot[s] = slot;
    this.savedStops.push(this.routes[slot]!);
    this.savedCost[s] = this.cost[slot]!;
    for (let k = 0; k < dims; k++) this.savedLoad[s * dims + k] = this.load[slot * dims + k]!;
    this.routes[slot] = this.routes[slot]!.slice();
  }

  /** Records where each stop of a route is and the legs around it; returns the route's cost. */
  private place(stops: readonly number[], slot: number): number {
    const { dist, size } = this.inst;
    let cost = 0;
    let prev = 0;
    for (let i = 0; i < stops.length; i++) {
      const c = stops[i]!;
      const leg = dist[prev * size + c]!;
      cost += leg;
      this.legIn[c] = leg;
      if (prev) this.legOut[prev] = leg;
      prev = c;
      this.routeOf[c] = slot;
      this.posOf[c] = i;
    }
    if (!prev) return 0;
    this.legOut[prev] = dist[prev * size]!;
    return cost + this.legOut[prev]!;
  }

  /** Recomputes a route's cost, load and positions after its stops changed. */
  private refresh(slot: number): void {
    const { dims, demand } = this.inst;
    const stops = this.routes[slot]!;
    for (let k = 0; k < dims; k++) this.load[slot * dims + k] = 0;
    for (const c of stops) for (let k = 0; k < dims; k++) this.load[slot * dims + k]! += demand[c * dims + k]!;
    this.cost[slot] = this.place(stops, slot);
  }

  private settle(slot: number): void {
    const before = this.cost[slot]!;
    this.refresh(slot);
    this.total += this.cost[slot]! - before;
    if (this.routes[slot]!.length === 0) {
      const at = this.active.indexOf(slot);
      this.active[at] = this.active[this.active.length - 1]!;
      this.active.pop();
      this.free.push(slot);
    }
  }

  /** Takes `count` stops from position `start` of a route, keeping the `keep` that follow the first `head` of them. */
  remove(slot: number, start: number, count: number, head = count, keep = 0): void {
    this.touch(slot);
    const taken = this.routes[slot]!.splice(start, count + keep);
    const kept = taken.splice(head, keep);
    this.routes[slot]!.splice(start, 0, ...kept);
    for (const c of taken) {
      this.routeOf[c] = -1;
      this.absent.push(c);
    }
    this.settle(slot);
  }

  /** Puts absent stop c at position `at` of a route, or on a new route when slot is -1. */
  insert(c: number, slot: number, at: number): void {
    if (slot < 0) {
      slot = this.free.pop()!;
      this.active.push(slot);
      at = 0;
    }
    this.touch(slot);
    const stops = this.routes[slot]!;
    stops.splice(at, 0, c);
    const i = this.absent.indexOf(c);
    this.absent[i] = this.absent[this.absent.length - 1]!;
    this.absent.pop();
    // Only the legs beside c change; the stops after it move up one place.
    const { dist, size, dims, demand } = this.inst;
    const prev = at > 0 ? stops[at - 1]! : 0;
    const next = at + 1 < stops.length ? stops[at + 1]! : 0;
    const replaced = next ? this.legIn[next]! : prev ? this.legOut[prev]! : 0;
    const legIn = dist[c * size + prev]!;
    const legOut = dist[c * size + next]!;
    this.legIn[c] = legIn;
    this.legOut[c] = legOut;
    if (prev) this.legOut[prev] = legIn;
    if (next) this.legIn[next] = legOut;
    const delta = legIn + legOut - replaced;
    this.cost[slot]! += delta;
    this.total += delta;
    for (let k = 0; k < dims; k++) this.load[slot * dims + k]! += demand[c * dims + k]!;
    this.routeOf[c] = slot;
    for (let p = at; p < stops.length; p++) this.posOf[stops[p]!] = p;
  }

  /** The routes in use, each a copy, in slot order (stable for a given history). */
  snapshot(): number[][] {
    return [...this.active].sort((a, b) => a - b).map((slot) => this.routes[slot]!.slice());
  }
}
