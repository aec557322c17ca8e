import { defaultIterations, solveInstance } from './engine.js';
import { renumbered, type Instance } from './instance.js';
import { improve } from './search.js';
import { angleFrom, greatCircleKm } from './sphere.js';

/**
 * Planning by places, for plans of any size. Up to 1,200 stops (DECOMPOSITION.denseUpTo) the
 * whole plan is one problem with one distance matrix, as Lightning's plans are. Beyond, an
 * (n + 1)² matrix would not fit (10,000 stops: 800 MB) nor be searched in time, so the plan is
 * decomposed: stops are swept by their angle around the depot into sectors of at most 800
 * stops, each sector is solved on its own small matrix, then the routes are regrouped by the
 * angle of their centres into windows that straddle the old sector borders and improved again
 * from where they are, so stops near a border can move to the route that suits them and
 * half-empty routes can merge. Every matrix is built here from coordinates, so nothing large
 * crosses between threads.
 */

/** How a plan is decomposed: its defaults are DECOMPOSITION; the tests shrink it to see decomposition on small plans. */
export interface Decomposition {
  /** Up to this many stops, one dense problem. */
  denseUpTo: number;
  /** Most stops in one sector or window. */
  groupSize: number;
  /** Search steps per stop in the sectors' first pass and in the border windows' second pass. */
  firstPassPerStop: number;
  secondPassPerStop: number;
  /**
   * Most steps in all, as base + perStop × stops: past 5,000 stops both passes get fewer steps a
   * stop, so that 10,000 stops take well under a minute (the quality lost is a fraction of a per cent).
   */
  mostSteps: { base: number; perStop: number };
}

export const DECOMPOSITION: Decomposition = {
  denseUpTo: 1_200,
  groupSize: 800,
  firstPassPerStop: 250,
  secondPassPerStop: 100,
  mostSteps: { base: 1_000_000, perStop: 150 },
};

/** A plan by places, in flat arrays so it crosses to the worker thread as it is. */
export interface PointsJob {
  /** Depot at 0, then stop i at i + 1. */
  lat: Float64Array;
  lng: Float64Array;
  /** Stop i's demand in dimension k at i * dims + k (stops only, no depot row). */
  demand: Float64Array;
  capacity: Float64Array;
  maxStops: number;
  seed: number;
  timeLimitMs: number;
}

interface Group {
  /** Job stop numbers (1-based) of the group's stops. */
  members: number[];
  /** Routes to start from, in job stop numbers; none for a fresh solve. */
  start: number[][] | null;
  iterations: number;
}

/** A dense problem over the given stops (job numbers), node i + 1 being members[i]. */
function groupInstance(job: PointsJob, members: readonly number[]): Instance {
  const size = members.length + 1;
  const dims = job.capacity.length;
  const dist = new Float64Array(size * size);
  const node = (i: number) => (i === 0 ? 0 : members[i - 1]!);
  for (let i = 0; i < size; i++) {
    const a = node(i);
    for (let j = i + 1; j < size; j++) {
      const b = node(j);
      dist[i * size + j] = dist[j * size + i] = greatCircleKm(job.lat[a]!, job.lng[a]!, job.lat[b]!, job.lng[b]!);
    }
  }
  const demand = new Float64Array(size * dims);
  for (let i = 1; i < size; i++)
    for (let k = 0; k < dims; k++) demand[i * dims + k] = job.demand[(members[i - 1]! - 1) * dims + k]!;
  return {
    size,
    dims,
    dist,
    demand,
    capacity: job.capacity,
    maxRoutes: Number.MAX_SAFE_INTEGER,
    maxStops: job.maxStops,
  };
}

/** Consecutive runs of items, as even in length as can be, none longer than `most`. */
function chunks<T>(items: readonly T[], most: number, weight: (item: T) => number = () => 1): T[][] {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  const count = Math.max(1, Math.ceil(total / most));
  const out: T[][] = [];
  let current: T[] = [];
  let taken = 0;
  for (const item of items) {
    current.push(item);
    taken += weight(item);
    if (taken >= (total * (out.length + 1)) / count && out.length < count - 1) {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

/** Stops in order of their angle around the depot, starting after the widest empty angle (so no cluster is cut there). */
function sweep(job: PointsJob): number[] {
  const n = job.lat.length - 1;
  const angle = new Float64Array(n + 1);
  for (let c = 1; c <= n; c++) angle[c] = angleFrom(job.lat[0]!, job.lng[0]!, job.lat[c]!, job.lng[c]!);
  const order = Array.from({ length: n }, (_, i) => i + 1).sort((a, b) => angle[a]! - angle[b]! || a - b);
  let widest = 0;
  let from = 0;
  for (let i = 0; i < n; i++) {
    const next = i + 1 < n ? angle[order[i + 1]!]! : angle[order[0]!]! + 2 * Math.PI;
    if (next - angle[order[i]!]! > widest) {
      widest = next - angle[order[i]!]!;
      from = (i + 1) % n;
    }
  }
  return [...order.slice(from), ...order.slice(0, from)];
}

/** Angle of a route's centre around the depot. */
function routeAngle(job: PointsJob, route: readonly number[]): number {
  let lat = 0;
  let lng = 0;
  for (const c of route) {
    lat += job.lat[c]!;
    lng += job.lng[c]!;
  }
  return angleFrom(job.lat[0]!, job.lng[0]!, lat / route.length, lng / route.length);
}

/** Solves or improves one group; returns its routes in job stop numbers. */
function solveGroup(
  job: PointsJob,
  group: Group,
  seed: number,
  deadline: number,
  onProgress: (fraction: number) => void,
): number[][] {
  const inst = groupInstance(job, group.members);
  const toJob = (route: readonly number[]) => route.map((i) => group.members[i - 1]!);
  if (!group.start) {
    const solution = solveInstance(inst, { seed, iterations: group.iterations, deadline, onProgress });
    return solution.routes.map((r) => toJob(r.stops));
  }
  const local = new Map(group.members.map((c, i) => [c, i + 1]));
  const { inst: near, order } = renumbered(inst);
  const back = new Int32Array(order.length);
  order.forEach((original, i) => (back[original] = i));
  const start = group.start.map((route) => route.map((c) => back[local.get(c)!]!));
  const result = improve(near, start, { iterations: group.iterations, seed, deadline, onProgress });
  return result.routes.map((route) => toJob(route.map((i) => order[i]!)));
}

/**
 * Routes for a job, as lists of stop numbers (1-based) in driving order. Deterministic for a
 * seed unless `timeLimitMs` cuts a search short. Stops that fit no vehicle alone are left out.
 */
export function planPoints(
  job: PointsJob,
  onProgress?: (fraction: number) => void,
  tuning: Decomposition = DECOMPOSITION,
): number[][] {
  const started = performance.now();
  const deadline = started + job.timeLimitMs;
  const n = job.lat.length - 1;
  if (n === 0) return [];
  // Rounded step counts can make the sum run a hair past 1; progress never goes back.
  let reported = 0;
  const report = (fraction: number) => {
    reported = Math.max(reported, Math.min(1, fraction));
    onProgress?.(reported);
  };
  if (n <= tuning.denseUpTo) {
    const members = Array.from({ length: n }, (_, i) => i + 1);
    return solveGroup(job, { members, start: null, iterations: defaultIterations(n) }, job.seed, deadline, report);
  }
  const perStop = tuning.firstPassPerStop + tuning.secondPassPerStop;
  const scale = Math.min(1, (tuning.mostSteps.base + tuning.mostSteps.perStop * n) / (perStop * n));
  const firstPerStop = tuning.firstPassPerStop * scale;
  const secondPerStop = tuning.secondPassPerStop * scale;
  const first: Group[] = chunks(sweep(job), tuning.groupSize).map((members) => ({
    members,
    start: null,
    iterations: Math.round(firstPerStop * members.length),
  }));
  const secondWork = Math.round(secondPerStop * n);
  const totalWork = first.reduce((sum, g) => sum + g.iterations, 0) + secondWork;
  let done = 0;
  const run = (group: Group, seed: number, remainingWork: number) => {
    // Each group gets the share of the time left that its work is of the work left.
    const now = performance.now();
    const share = remainingWork > 0 ? Math.min(1, group.iterations / remainingWork) : 1;
    const until = now + Math.max(0, deadline - now) * share;
    const routes = solveGroup(job, group, seed, until, (f) => report((done + f * group.iterations) / totalWork));
    done += group.iterations;
    report(done / totalWork);
    return routes;
  };
  const routes: number[][] = [];
  first.forEach((group, g) => routes.push(...run(group, job.seed + g, totalWork - done)));

  if (!routes.length) {
    report(1);
    return [];
  }
  // Second pass: windows of routes by the angle of their centres, shifted by half a window so
  // that each one spans a border between two sectors of the first pass.
  const angles = new Map(routes.map((r) => [r, routeAngle(job, r)]));
  const byAngle = [...routes].sort((a, b) => angles.get(a)! - angles.get(b)! || a[0]! - b[0]!);
  const windows = chunks(byAngle, tuning.groupSize, (r) => r.length);
  const shift = Math.floor(windows[0]!.length / 2);
  const rotated = [...byAngle.slice(shift), ...byAngle.slice(0, shift)];
  const second: Group[] = chunks(rotated, tuning.groupSize, (r) => r.length).map((window) => {
    const members = window.flat();
    return { members, start: window, iterations: Math.round(secondPerStop * members.length) };
  });
  const improved: number[][] = [];
  second.forEach((group, g) => improved.push(...run(group, job.seed + first.length + g, totalWork - done)));
  report(1);
  return improved.filter((r) => r.length > 0);
}
