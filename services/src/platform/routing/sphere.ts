/**
 * Great-circle km between two places, the same formula and earth radius as common's haversineKm
 * (so a route's km here equals the km the product shows), kept here so the routing worker thread
 * loads nothing from outside the engine.
 */
const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;

export function greatCircleKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = ((lat2 - lat1) * Math.PI) / 180;
  const dLng = ((lng2 - lng1) * Math.PI) / 180;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((lat1 * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Bearing-like angle of a place seen from the depot, on a local flat projection (enough to sort by). */
export function angleFrom(depotLat: number, depotLng: number, lat: number, lng: number): number {
  return Math.atan2(lat - depotLat, (lng - depotLng) * Math.cos(depotLat * RADIANS));
}
