import type { LatLng } from '@parcelo/common';
import { trailView, type TrailView } from '../tripTrail';

/**
 * Pixel offsets that fan out markers sharing one place: a stop sits at its pincode's centre,
 * so a pincode's orders fall on one point. Each group of n > 1 goes round a ring wide enough
 * for its markers to stand `gap` apart; a lone marker stays where it is.
 */
export function fanOffsets(points: readonly LatLng[], gap = 22): [number, number][] {
  const key = (p: LatLng) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
  const counts = new Map<string, number>();
  for (const p of points) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return points.map((p) => {
    const group = key(p);
    const n = counts.get(group)!;
    if (n <= 1) return [0, 0];
    const k = seen.get(group) ?? 0;
    seen.set(group, k + 1);
    const radius = Math.max(gap, (gap * n) / (2 * Math.PI));
    const angle = (2 * Math.PI * k) / n - Math.PI / 2;
    return [Number((radius * Math.cos(angle)).toFixed(2)), Number((radius * Math.sin(angle)).toFixed(2))];
  });
}

/**
 * Where the stops' markers stand (fanned out around a shared pincode) and the map's view that
 * shows each of them whole: a marker fanned out below the southernmost stop is drawn past the
 * view's usual margin.
 */
export function stopsLayout(
  points: readonly LatLng[],
  size: { width: number; height: number },
  marker: { radius: number; outline: number },
): { offsets: [number, number][]; view: TrailView | null } {
  // Neighbours on a ring keep a few pixels between their outlines.
  const offsets = fanOffsets(points, marker.radius * 2 + 4);
  const view = trailView(points, size, { offsets, radius: marker.radius + marker.outline / 2 });
  return { offsets, view };
}
