import type { RoutingProblem } from './types.js';

/**
 * Reads a capacitated routing instance in the TSPLIB/CVRPLIB text format, the one the published
 * benchmarks (Augerat's set A among them) come in, so the engine is measured against known
 * optima. Only what those benchmarks use is read: EUC_2D coordinates, one depot.
 */
export interface CvrpInstance {
  name: string;
  /** Nodes including the depot. */
  dimension: number;
  capacity: number;
  /** Coordinates and demands, depot first (the file's depot moved to index 0). */
  x: number[];
  y: number[];
  demands: number[];
  /** The instance as the engine takes it: TSPLIB's distances, rounded to the nearest integer. */
  problem: RoutingProblem;
}

/** TSPLIB's EUC_2D distance: Euclidean, rounded to the nearest integer. */
export const euc2d = (x1: number, y1: number, x2: number, y2: number) => Math.floor(Math.hypot(x1 - x2, y1 - y2) + 0.5);

function sections(text: string): { header: Map<string, string>; data: Map<string, number[][]> } {
  const header = new Map<string, string>();
  const data = new Map<string, number[][]>();
  let current: number[][] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line === 'EOF') continue;
    const field = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (field) {
      header.set(field[1]!, field[2]!.trim());
      current = null;
    } else if (/^[A-Z_]+$/.test(line)) {
      current = [];
      data.set(line, current);
    } else if (current) {
      current.push(line.split(/\s+/).map(Number));
    }
  }
  return { header, data };
}

export function parseCvrp(text: string): CvrpInstance {
  const { header, data } = sections(text);
  const dimension = Number(header.get('DIMENSION'));
  const capacity = Number(header.get('CAPACITY'));
  const type = header.get('EDGE_WEIGHT_TYPE');
  if (!(dimension > 0) || !(capacity > 0)) throw new Error('CVRP file lacks DIMENSION or CAPACITY');
  if (type !== 'EUC_2D') throw new Error(`EDGE_WEIGHT_TYPE ${type ?? '(none)'} is not supported; only EUC_2D`);
  const coords = data.get('NODE_COORD_SECTION') ?? [];
  const demandRows = data.get('DEMAND_SECTION') ?? [];
  const depots = (data.get('DEPOT_SECTION') ?? []).flat().filter((id) => id !== -1);
  if (coords.length !== dimension || demandRows.length !== dimension)
    throw new Error(
      `CVRP file lists ${coords.length} coordinates and ${demandRows.length} demands for ${dimension} nodes`,
    );
  if (depots.length !== 1) throw new Error('CVRP file must name exactly one depot');
  const byId = new Map(coords.map(([id, x, y]) => [id!, { x: x!, y: y! }]));
  const demandById = new Map(demandRows.map(([id, d]) => [id!, d!]));
  // The engine wants the depot at index 0; the other nodes keep their file order.
  const ids = [depots[0]!, ...coords.map(([id]) => id!).filter((id) => id !== depots[0])];
  const x = ids.map((id) => byId.get(id)!.x);
  const y = ids.map((id) => byId.get(id)!.y);
  const demands = ids.map((id, i) => (i === 0 ? 0 : (demandById.get(id) ?? NaN)));
  if ([...x, ...y, ...demands].some((v) => !Number.isFinite(v))) throw new Error('CVRP file has a malformed line');
  const n = ids.length;
  const distances = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) distances[i * n + j] = euc2d(x[i]!, y[i]!, x[j]!, y[j]!);
  return {
    name: header.get('NAME') ?? '',
    dimension,
    capacity,
    x,
    y,
    demands,
    problem: { distances, demands, capacity },
  };
}
