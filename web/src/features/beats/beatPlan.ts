import {
  EARTH_RADIUS_KM,
  beatFigures,
  beatProblem,
  haversineKm,
  moveBeatStop,
  type BeatCapacity,
  type BeatFigures,
  type LatLng,
} from '@parcelo/common';

/*
 * A plan's beats as the admin edits them: a stop moved by hand to another beat shows its
 * load and great-circle km at once (the same figures the service checks on saving), and is
 * refused before it is sent when a beat would be over the vehicle or the beat size.
 */

export interface PlanStop extends LatLng {
  id: string;
  retailerName: string;
  phone: string;
  pincode: string;
  kg: number;
  litres: number;
}

export interface PlanBeat {
  id: string;
  name: string;
  stops: readonly PlanStop[];
}

export interface PlanLimits extends BeatCapacity {
  beatSize: number;
}

export const figuresOf = (depot: LatLng, beat: PlanBeat): BeatFigures => beatFigures(depot, beat.stops);

/** "12.34 km". */
export const formatBeatKm = (km: number) => `${km.toFixed(2)} km`;

/**
 * The beats after moving a stop to the end of beat `to`, or why it may not move: a beat that
 * would be over the vehicle's kg or litres, or have more stops than the beat size.
 */
export function moveStop(
  depot: LatLng,
  beats: readonly PlanBeat[],
  stopId: string,
  to: string,
  limits: PlanLimits,
): { beats: PlanBeat[]; problem: string | null } {
  const moved = moveBeatStop(beats, stopId, to);
  const target = moved.find((b) => b.id === to);
  const problem = target ? beatProblem(target.name, figuresOf(depot, target), limits, limits.beatSize) : null;
  return { beats: moved, problem };
}

export const totalKm = (depot: LatLng, beats: readonly PlanBeat[]) =>
  Number(beats.reduce((sum, b) => sum + figuresOf(depot, b).km, 0).toFixed(2));

// Distinct on white and told apart by most colour-blind viewers (Okabe–Ito, darkened a little), as the route plan's.
const BEAT_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8B6D00', '#56B4E9', '#6A3D9A', '#333333'];
export const beatColor = (index: number) => BEAT_COLORS[index % BEAT_COLORS.length]!;

const scaleFor = (km: number, pixels: number, lat: number) =>
  (pixels * Math.cos((lat * Math.PI) / 180)) / (km / EARTH_RADIUS_KM);
const BAR_KM = [0.5, 1, 2, 5, 10, 20, 50];

/** The map's view: centred on the warehouse, zoomed so every stop shows, never wider than a city region. */
export function beatsMapView(depot: LatLng, points: readonly LatLng[], size: { width: number; height: number }) {
  let reachKm = 2;
  for (const p of points) {
    const across = haversineKm(depot, { lat: depot.lat, lng: p.lng });
    const upDown = haversineKm(depot, { lat: p.lat, lng: depot.lng });
    reachKm = Math.max(reachKm, across * (size.height / size.width), upDown);
  }
  const spanKm = Math.min(reachKm, 80) * 2 * 1.15;
  const pixelsPerKm = size.height / spanKm;
  const km = BAR_KM.filter((k) => k * pixelsPerKm <= size.width / 5).at(-1) ?? BAR_KM[0]!;
  return {
    center: [depot.lng, depot.lat] as [number, number],
    scale: scaleFor(spanKm, size.height, depot.lat),
    bar: { km, pixels: km * pixelsPerKm },
  };
}
