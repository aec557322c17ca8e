/**
 * Great-circle distance between two points on the earth, in km: straight-line ("as the crow
 * flies") distance, which is what the product shows and plans with until road distances are
 * wanted. Shown with two decimals (formatKm).
 */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the product shows it: km with two decimals, e.g. "12.35 km". */
export const formatKm = (km: number) => `${km.toFixed(2)} km`;

/** The matrix of distances between points (km), row-major, ready for the engine's `distances`. */
export function haversineMatrix(points: readonly LatLng[]): Float64Array {
  const n = points.length;
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) matrix[i * n + j] = matrix[j * n + i] = haversineKm(points[i]!, points[j]!);
  return matrix;
}
