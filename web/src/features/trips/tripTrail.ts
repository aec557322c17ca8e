import { EARTH_RADIUS_KM, haversineKm, type LatLng } from '@parcelo/common';

/*
 * Where a driver went, as the trail map draws it: its positions on a city map, framed so the
 * whole line shows with a margin, with a scale bar of a round length.
 */

export interface TrailView {
  /** [lng, lat], as the map's projection takes it. */
  center: [number, number];
  scale: number;
  /** A round length and how many of the map's pixels it spans, for the scale bar. */
  bar: { km: number; pixels: number };
}

// The lengths a scale bar may show, so it reads as a round figure.
const BAR_KM = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50];
/** Never closer than this across (a driver waiting at the warehouse would fill the map), nor wider than a city. */
const MIN_REACH_KM = 0.5;
const MAX_REACH_KM = 60;
// The shorter side spans this much more than the trail, so its end markers stand clear of the edge.
const MARGIN = 1.25;

/** Markers drawn away from their points (fanned out around a shared place), which the view must show whole. */
export interface TrailMarkers {
  /** Each point's marker offset in the map's pixels, [right, down], in the points' order. */
  offsets: readonly (readonly [number, number])[];
  /** How far a marker reaches from its drawn place, its outline included. */
  radius: number;
}

/**
 * The map's view of a trail: centred on the middle of its extent, zoomed so every position
 * shows with a margin (and, given markers, every marker whole where it is drawn). Null for a
 * trail without positions (nothing to frame).
 */
export function trailView(
  points: readonly LatLng[],
  size: { width: number; height: number },
  markers?: TrailMarkers,
): TrailView | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const centre = {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  let reachKm = MIN_REACH_KM;
  for (const p of points) {
    const across = haversineKm(centre, { lat: centre.lat, lng: p.lng });
    const upDown = haversineKm(centre, { lat: p.lat, lng: centre.lng });
    reachKm = Math.max(reachKm, across * (size.height / size.width), upDown);
  }
  // The shorter side spans the farthest reach both ways, less a margin for the markers.
  let pixelsPerKm = size.height / (Math.min(reachKm, MAX_REACH_KM) * 2 * MARGIN);
  if (markers) {
    // A fanned-out marker can stand farther out than the margin allows for: zoom out until it fits,
    // though never past a city's width.
    points.forEach((p, i) => {
      const [right, down] = markers.offsets[i] ?? [0, 0];
      const eastKm = Math.sign(p.lng - centre.lng) * haversineKm(centre, { lat: centre.lat, lng: p.lng });
      const southKm = Math.sign(centre.lat - p.lat) * haversineKm(centre, { lat: p.lat, lng: centre.lng });
      pixelsPerKm = Math.min(
        pixelsPerKm,
        fitPixelsPerKm(eastKm, right, size.width / 2 - markers.radius),
        fitPixelsPerKm(southKm, down, size.height / 2 - markers.radius),
      );
    });
    pixelsPerKm = Math.max(pixelsPerKm, size.height / (MAX_REACH_KM * 2 * MARGIN));
  }
  const spanKm = size.height / pixelsPerKm;
  const km = BAR_KM.filter((k) => k * pixelsPerKm <= size.width / 5).at(-1) ?? BAR_KM[0]!;
  return {
    center: [centre.lng, centre.lat],
    // A Mercator projection's scale at which `spanKm` fills the height at the centre's latitude.
    scale: (size.height * Math.cos((centre.lat * Math.PI) / 180)) / (spanKm / EARTH_RADIUS_KM),
    bar: { km, pixels: km * pixelsPerKm },
  };
}

/**
 * The most pixels per km at which a point `km` from the centre (signed), drawn `offset` pixels
 * further along the same axis, stays within `room` pixels of the centre either way. Unbounded
 * when zooming cannot help: the point is at the centre, or its offset alone overshoots.
 */
function fitPixelsPerKm(km: number, offset: number, room: number): number {
  if (km === 0) return Infinity;
  const fit = (room - Math.sign(km) * offset) / Math.abs(km);
  return fit > 0 ? fit : Infinity;
}
