/**
 * `npm run bench:beats`: D2R beats at scale. Plans 2,000 and 10,000 retailers around a Delhi
 * NCR warehouse into beats of at most 30 stops for a Tata Ace (750 kg, 4,500 L) with
 * planByPoints, each size in a process of its own so its peak memory is its own, and prints the
 * time, beats, km, the fullest beat against the limits and the process's peak RSS (the worker
 * thread included). Exits non-zero when a beat breaks a limit, a retailer is planned other than
 * once, or a target is missed: 2,000 in 10 s, 10,000 in 60 s, under 300 MB.
 * CPU-heavy: run it on a quiet machine.
 */
import { spawnSync } from 'node:child_process';
import { resourceUsage } from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LatLng } from '@parcelo/common';
import { planByPoints, type PointProblem } from '../../services/src/platform/routing/points.js';
import { Random } from '../../services/src/platform/routing/random.js';

const WAREHOUSE: LatLng = { lat: 28.5355, lng: 77.291 };
/** Tata Ace: kg, litres. */
const ACE = [750, 4_500];
const BEAT_STOPS = 30;
const SIZES = [2_000, 10_000];
const TARGET_SECONDS: Record<number, number> = { 2_000: 10, 10_000: 60 };
const TARGET_MB = 300;
const KM_PER_DEGREE_LAT = 111.2;

/** A point `km` away from `from` in a random direction, within a disc. */
function near(rng: Random, from: LatLng, km: number): LatLng {
  const r = km * Math.sqrt(rng.next());
  const a = rng.between(0, 2 * Math.PI);
  return {
    lat: from.lat + (r * Math.sin(a)) / KM_PER_DEGREE_LAT,
    lng: from.lng + (r * Math.cos(a)) / (KM_PER_DEGREE_LAT * Math.cos((from.lat * Math.PI) / 180)),
  };
}

/**
 * Retailers as they sit in a city: most in markets (one market per 40 retailers, anywhere within
 * 25 km of the warehouse, each retailer within 1 km of its market's centre, busier markets more
 * likely), the rest scattered; 5–60 kg and 10–300 L each.
 */
export function retailers(count: number, seed: number): PointProblem {
  const rng = new Random(seed);
  const markets = Array.from({ length: Math.max(1, Math.round(count / 40)) }, () => ({
    at: near(rng, WAREHOUSE, 25),
    pull: rng.between(0.2, 1),
  }));
  const pulls = markets.reduce((sum, m) => sum + m.pull, 0);
  const stops = Array.from({ length: count }, () => {
    let at: LatLng;
    if (rng.next() < 0.15) at = near(rng, WAREHOUSE, 25);
    else {
      let r = rng.next() * pulls;
      let m = 0;
      while (m < markets.length - 1 && (r -= markets[m]!.pull) >= 0) m++;
      at = near(rng, markets[m]!.at, 1);
    }
    return { at, demand: [Math.round(rng.between(5, 60)), Math.round(rng.between(10, 300))] };
  });
  return { depot: WAREHOUSE, stops, capacity: ACE, maxStops: BEAT_STOPS };
}

interface Measured {
  count: number;
  seconds: number;
  beats: number;
  fewestPossible: number;
  km: number;
  heaviest: number[];
  longest: number;
  peakMb: number;
  ok: boolean;
  problems: string[];
}

async function measureOne(count: number): Promise<Measured> {
  const problem = retailers(count, count);
  let rss = process.memoryUsage.rss();
  const sampler = setInterval(() => (rss = Math.max(rss, process.memoryUsage.rss())), 50);
  const started = performance.now();
  let lastProgress = 0;
  const plan = await planByPoints(problem, { seed: 1, onProgress: (f) => (lastProgress = f) });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // maxRSS is the whole process's peak in KiB, the worker thread's matrices included.
  const peakMb = Math.max(rss, resourceUsage().maxRSS * 1024) / 2 ** 20;
  const problems: string[] = [];
  const seen = new Uint8Array(count);
  const heaviest = ACE.map(() => 0);
  let longest = 0;
  for (const beat of plan.routes) {
    longest = Math.max(longest, beat.stops.length);
    beat.load.forEach((l, k) => (heaviest[k] = Math.max(heaviest[k]!, l)));
    for (const s of beat.stops) seen[s]!++;
  }
  if (heaviest.some((l, k) => l > ACE[k]!)) problems.push('a beat is over capacity');
  if (longest > BEAT_STOPS) problems.push('a beat has too many stops');
  if (seen.some((v) => v !== 1)) problems.push('a retailer is not planned exactly once');
  if (lastProgress !== 1) problems.push('progress did not reach 1');
  if (seconds > TARGET_SECONDS[count]!) problems.push(`took more than ${TARGET_SECONDS[count]} s`);
  if (peakMb > TARGET_MB) problems.push(`peak memory over ${TARGET_MB} MB`);
  const totals = ACE.map((_, k) => problem.stops.reduce((sum, s) => sum + s.demand[k]!, 0));
  const fewestPossible = Math.max(Math.ceil(count / BEAT_STOPS), ...totals.map((t, k) => Math.ceil(t / ACE[k]!)));
  return {
    count,
    seconds,
    beats: plan.routes.length,
    fewestPossible,
    km: plan.km,
    heaviest,
    longest,
    peakMb,
    ok: problems.length === 0,
    problems,
  };
}

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

const one = process.argv.indexOf('--one');
if (import.meta.url !== pathToFileURL(process.argv[1] ?? '').href) {
  // Imported for its retailers, not run.
} else if (one >= 0) {
  // The child: one size, its figures as JSON on the last line.
  console.log(JSON.stringify(await measureOne(Number(process.argv[one + 1]))));
} else {
  const results: Measured[] = [];
  for (const count of SIZES) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--one', String(count)],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const last = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !last.startsWith('{'))
      throw new Error(`the ${count}-retailer run failed: ${child.stdout}`);
    results.push(JSON.parse(last) as Measured);
  }
  console.log(
    `D2R beats around ${WAREHOUSE.lat}, ${WAREHOUSE.lng}: Tata Ace ${ACE[0]} kg / ${ACE[1]} L, at most ${BEAT_STOPS} stops a beat, seed 1, great-circle km\n`,
  );
  console.log(
    table(
      ['retailers', 'beats', 'fewest possible', 'km', 'heaviest kg', 'fullest L', 'most stops', 's', 'peak RSS MB'],
      results.map((r) => [
        r.count.toLocaleString('en'),
        r.beats,
        r.fewestPossible,
        `${r.km.toFixed(2)} km`,
        `${r.heaviest[0]} / ${ACE[0]}`,
        `${r.heaviest[1]} / ${ACE[1]}`,
        `${r.longest} / ${BEAT_STOPS}`,
        r.seconds.toFixed(1),
        r.peakMb.toFixed(0),
      ]),
    ),
  );
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) console.log(`FAIL ${r.count}: ${r.problems.join('; ')}`);
  process.exitCode = failed.length ? 1 : 0;
}
