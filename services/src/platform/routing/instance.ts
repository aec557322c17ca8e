import type { Distances, RoutingProblem } from './types.js';

/**
 * A problem in the flat typed arrays the search works on. It holds only numbers and typed
 * arrays, so it crosses to a worker thread as it is.
 */
export interface Instance {
  /** Nodes including the depot (n + 1). */
  size: number;
  /** Capacity dimensions (1 for a plain capacity; 2 for orders and kg). */
  dims: number;
  /** Row-major size × size costs. */
  dist: Float64Array;
  /** Node i's demand in dimension k at i * dims + k. */
  demand: Float64Array;
  capacity: Float64Array;
  maxRoutes: number;
  maxStops: number;
}

function matrixFrom(distances: Distances, size: number): Float64Array {
  const dist = new Float64Array(size * size);
  if (typeof distances === 'function') {
    for (let i = 0; i < size; i++)
      for (let j = i + 1; j < size; j++) dist[i * size + j] = dist[j * size + i] = distances(i, j);
  } else if (distances.length === size * size && typeof distances[0] !== 'object') {
    dist.set(distances as ArrayLike<number>);
  } else {
    const rows = distances as readonly (readonly number[])[];
    if (rows.length !== size) throw new RangeError(`distances has ${rows.length} rows; the problem has ${size} nodes`);
    rows.forEach((row, i) => {
      if (row.length !== size) throw new RangeError(`distances row ${i} has ${row.length} entries, not ${size}`);
      dist.set(row, i * size);
    });
  }
  for (let i = 0; i < dist.length; i++)
    if (!Number.isFinite(dist[i]!) || dist[i]! < 0) throw new RangeError('distances must be finite and not negative');
  return dist;
}

/** Checks a problem and lays it out for the search; throws RangeError on a malformed one. */
export function compile(problem: RoutingProblem): Instance {
  const size = problem.demands.length;
  if (size < 1) throw new RangeError('demands must list the depot (node 0) and each stop');
  const capacity = Float64Array.from(typeof problem.capacity === 'number' ? [problem.capacity] : problem.capacity);
  const dims = capacity.length;
  if (dims < 1 || capacity.some((c) => !(c > 0))) throw new RangeError('capacity must be positive in each dimension');
  const demand = new Float64Array(size * dims);
  for (let i = 1; i < size; i++) {
    const d = problem.demands[i]!;
    const row = typeof d === 'number' ? [d] : d;
    if (row.length !== dims) throw new RangeError(`stop ${i} has ${row.length} demand figures; capacity has ${dims}`);
    for (let k = 0; k < dims; k++) {
      if (!(row[k]! >= 0)) throw new RangeError(`stop ${i}'s demand must not be negative`);
      demand[i * dims + k] = row[k]!;
    }
  }
  const limit = (value: number | undefined, name: string) => {
    if (value === undefined) return Number.MAX_SAFE_INTEGER;
    if (!(value >= 1) || !Number.isInteger(value)) throw new RangeError(`${name} must be a whole number of at least 1`);
    return value;
  };
  return {
    size,
    dims,
    dist: matrixFrom(problem.distances, size),
    demand,
    capacity,
    maxRoutes: limit(problem.maxRoutes, 'maxRoutes'),
    maxStops: limit(problem.maxStops, 'maxStops'),
  };
}

/** Whether stop c alone fits an empty vehicle. */
export function fitsAlone(inst: Instance, c: number): boolean {
  for (let k = 0; k < inst.dims; k++) if (inst.demand[c * inst.dims + k]! > inst.capacity[k]!) return false;
  return true;
}

/**
 * Each stop's nearest other stops, nearest first (ties by node number, so the lists and all
 * that follows from them are the same on every run). `count` per stop, laid out at c * count.
 */
export function nearestStops(inst: Instance, count: number): { list: Int32Array; count: number } {
  const { size, dist } = inst;
  const k = Math.max(0, Math.min(count, size - 2));
  const list = new Int32Array(size * k);
  const bestD = new Float64Array(k);
  const bestI = new Int32Array(k);
  for (let c = 1; c < size; c++) {
    let filled = 0;
    for (let j = 1; j < size; j++) {
      if (j === c) continue;
      const d = dist[c * size + j]!;
      if (filled === k && d >= bestD[k - 1]!) continue;
      let at = filled < k ? filled++ : k - 1;
      while (at > 0 && bestD[at - 1]! > d) {
        bestD[at] = bestD[at - 1]!;
        bestI[at] = bestI[at - 1]!;
        at--;
      }
      bestD[at] = d;
      bestI[at] = j;
    }
    list.set(bestI.subarray(0, k), c * k);
  }
  return { list, count: k };
}

/**
 * The same problem with its stops renumbered along a nearest-neighbour tour, so stops near one
 * another get nearby numbers. On thousands of stops this keeps a stop's lookups of its
 * neighbours within a few cache lines of its matrix row instead of scattered over it.
 * `order[i]` is the original number of new stop i.
 */
export function renumbered(inst: Instance): { inst: Instance; order: Int32Array } {
  const { size, dims, dist } = inst;
  const order = new Int32Array(size);
  const taken = new Uint8Array(size);
  taken[0] = 1;
  let at = 0;
  for (let i = 1; i < size; i++) {
    let next = -1;
    let nearest = Infinity;
    const row = at * size;
    for (let j = 1; j < size; j++)
      if (!taken[j] && dist[row + j]! < nearest) {
        nearest = dist[row + j]!;
        next = j;
      }
    order[i] = next;
    taken[next] = 1;
    at = next;
  }
  const moved = new Float64Array(size * size);
  const demand = new Float64Array(size * dims);
  for (let i = 0; i < size; i++) {
    const from = order[i]! * size;
    for (let j = 0; j < size; j++) moved[i * size + j] = dist[from + order[j]!]!;
    for (let k = 0; k < dims; k++) demand[i * dims + k] = inst.demand[order[i]! * dims + k]!;
  }
  return { inst: { ...inst, dist: moved, demand }, order };
}
