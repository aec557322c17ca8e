/**
 * `npm run bench:routing`: the routing engine against Augerat's set A (27 capacitated instances
 * with proven optima, read from a local copy: see SET_A), then on 1,000 and 2,000 stops around Delhi. Prints the
 * tables docs/routing.md quotes. Exits non-zero when set A's average gap passes 1 %, its worst
 * 3 %, or any instance takes more than 2 s (or stops on the time cap rather than its budget).
 * CPU-heavy: run it on a quiet machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { lookupPincode } from '@parcelo/common/pincodes';
import { parseCvrp } from '../../services/src/platform/routing/cvrp.js';
import { solve } from '../../services/src/platform/routing/engine.js';
import { formatKm, haversineMatrix, type LatLng } from '@parcelo/common';
import { Random } from '../../services/src/platform/routing/random.js';

/**
 * Where the set A files are read from: CVRPLIB's instances are not shipped with the product
 * (they are another project's data), so the bench reads a local copy, `CVRP_SET_A` or
 * tests/data/cvrp/A (ignored by git), and says how to get one when there is none.
 */
const SET_A = new URL(
  process.env.CVRP_SET_A ? `file://${process.env.CVRP_SET_A.replace(/\/?$/, '/')}` : '../data/cvrp/A/',
  import.meta.url,
);

/** Each instance's proven optimum, as CVRPLIB publishes it (Augerat et al., 1995). */
const BEST_KNOWN: Record<string, number> = {
  'A-n32-k5': 784,
  'A-n33-k5': 661,
  'A-n33-k6': 742,
  'A-n34-k5': 778,
  'A-n36-k5': 799,
  'A-n37-k5': 669,
  'A-n37-k6': 949,
  'A-n38-k5': 730,
  'A-n39-k5': 822,
  'A-n39-k6': 831,
  'A-n44-k6': 937,
  'A-n45-k6': 944,
  'A-n45-k7': 1146,
  'A-n46-k7': 914,
  'A-n48-k7': 1073,
  'A-n53-k7': 1010,
  'A-n54-k7': 1167,
  'A-n55-k9': 1073,
  'A-n60-k9': 1354,
  'A-n61-k9': 1034,
  'A-n62-k8': 1288,
  'A-n63-k9': 1616,
  'A-n63-k10': 1314,
  'A-n64-k9': 1401,
  'A-n65-k9': 1174,
  'A-n69-k9': 1159,
  'A-n80-k10': 1763,
};
const MAX_AVERAGE_GAP = 1;
const MAX_WORST_GAP = 3;
const MAX_MS = 2_000;

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(cells[0]!),
    `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

function setA(): boolean {
  if (!existsSync(new URL('A-n32-k5.vrp', SET_A))) {
    console.log(
      `Set A is not here (${SET_A.pathname}): download the 27 A-n*.vrp files from CVRPLIB (http://vrp.galgos.inf.puc-rio.br) into it, or set CVRP_SET_A to their folder. Skipping set A.`,
    );
    return true;
  }
  const bestKnown = BEST_KNOWN;
  const rows: (string | number)[][] = [];
  const gaps: number[] = [];
  let slow = 0;
  for (const [name, best] of Object.entries(bestKnown)) {
    const instance = parseCvrp(readFileSync(new URL(`${name}.vrp`, SET_A), 'utf8'));
    const started = performance.now();
    const solution = solve(instance.problem, { seed: 1 });
    const ms = performance.now() - started;
    const gap = (solution.cost / best - 1) * 100;
    gaps.push(gap);
    if (ms > MAX_MS || solution.stoppedBy === 'time') slow++;
    rows.push([
      name,
      instance.dimension - 1,
      best,
      solution.cost,
      gap.toFixed(2),
      ms.toFixed(0),
      solution.routes.length,
    ]);
  }
  const average = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  const worst = Math.max(...gaps);
  console.log(table(['instance', 'n', 'best known', 'ours', 'gap %', 'ms', 'routes'], rows));
  console.log(
    `\naverage gap ${average.toFixed(2)} %, worst ${worst.toFixed(2)} %, slowest ${Math.max(...rows.map((r) => Number(r[5])))} ms`,
  );
  const ok = average <= MAX_AVERAGE_GAP && worst <= MAX_WORST_GAP && slow === 0;
  if (!ok)
    console.log(
      `FAIL: wanted average ≤ ${MAX_AVERAGE_GAP} %, worst ≤ ${MAX_WORST_GAP} %, every instance within ${MAX_MS} ms on its iteration budget (${slow} were not)`,
    );
  return ok;
}

/** Stops spread over Delhi: each near a random Delhi pincode's centre, jittered by up to about 1.5 km. */
function delhiStops(count: number, seed: number): LatLng[] {
  const centres: LatLng[] = [];
  for (let pin = 110001; pin <= 110096; pin++) {
    const place = lookupPincode(String(pin));
    if (place?.lat != null && place.lng != null) centres.push({ lat: place.lat, lng: place.lng });
  }
  const rng = new Random(seed);
  const depot = centres[0]!;
  const stops = Array.from({ length: count }, () => {
    const centre = centres[rng.int(centres.length)]!;
    return { lat: centre.lat + rng.between(-0.0135, 0.0135), lng: centre.lng + rng.between(-0.0135, 0.0135) };
  });
  return [depot, ...stops];
}

function delhi(): void {
  const rows: (string | number)[][] = [];
  for (const count of [1_000, 2_000]) {
    const points = delhiStops(count, count);
    const started = performance.now();
    const distances = haversineMatrix(points);
    const solution = solve(
      { distances, demands: points.map((_, i) => (i === 0 ? 0 : 1)), capacity: 30 },
      { seed: 1, timeLimitMs: 120_000 },
    );
    const ms = performance.now() - started;
    rows.push([
      count,
      solution.routes.length,
      formatKm(solution.constructionCost),
      formatKm(solution.cost),
      ((1 - solution.cost / solution.constructionCost) * 100).toFixed(2),
      solution.iterations,
      solution.stoppedBy,
      (ms / 1000).toFixed(1),
    ]);
  }
  console.log(`\nDelhi, unit demand, 30 stops a route, great-circle km:\n`);
  console.log(
    table(['stops', 'routes', 'savings alone', 'ours', 'better by %', 'iterations', 'stopped by', 's'], rows),
  );
}

const ok = setA();
delhi();
process.exitCode = ok ? 0 : 1;
