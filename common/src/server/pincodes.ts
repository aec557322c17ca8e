import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { MSG, fill } from '../messages.js';
import { sameState, type PincodePlace } from '../states.js';

/**
 * The pincode directory (common/assets/pincodes.tsv.gz, built by scripts/pincodes.ts from the
 * India Post office list): read on first use, not at start, since most processes never ask.
 * About 19,000 pincodes; each line is pincode, city, district, state, lat, lng.
 */
let directory: Map<string, string> | null = null;

function load(): Map<string, string> {
  const text = gunzipSync(readFileSync(new URL('../../assets/pincodes.tsv.gz', import.meta.url))).toString('utf8');
  const map = new Map<string, string>();
  // The line stays one string until asked for: 19,000 small objects would cost several MB.
  for (const line of text.split('\n')) if (line) map.set(line.slice(0, 6), line);
  return map;
}

/** The place a 6-digit pincode belongs to, or null when India Post has no such pincode. */
export function lookupPincode(pincode: string): PincodePlace | null {
  const pin = pincode.trim();
  if (!/^\d{6}$/.test(pin)) return null;
  directory ??= load();
  const line = directory.get(pin);
  if (!line) return null;
  const [, city = '', district = '', state = '', lat, lng] = line.split('\t');
  return {
    pincode: pin,
    city,
    district,
    state,
    country: 'India',
    lat: lat ? Number(lat) : null,
    lng: lng ? Number(lng) : null,
  };
}

/** How many pincodes the directory holds. */
export const pincodeCount = () => (directory ??= load()).size;

/**
 * What is wrong with an address's pincode: unknown to India Post ('Invalid Pincode', on the
 * pincode), or in another state than the one given (on the state). Null when they agree.
 */
export function pincodeProblem(pincode: string, state: string): { field: 'pincode' | 'state'; message: string } | null {
  const place = lookupPincode(pincode);
  if (!place) return { field: 'pincode', message: MSG.invalidPincode };
  if (!sameState(place.state, state))
    return { field: 'state', message: fill(MSG.pincodeOtherState, { pincode: place.pincode, state: place.state }) };
  return null;
}

/** Every pincode the directory holds, in order. */
export const allPincodes = (): string[] => [...(directory ??= load()).keys()];
