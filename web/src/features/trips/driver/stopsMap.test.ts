import type { LatLng } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { trailView, type TrailView } from '../tripTrail';
import { stopsLayout } from './stopsMap';

const size = { width: 600, height: 420 };
// As the driver's map draws them: 18 across, in a 3-wide white outline.
const marker = { radius: 18, outline: 3 };
const reach = marker.radius + marker.outline / 2;

// Where react-simple-maps' Mercator projection (d3's geoMercator, translated to the map's middle) draws a point.
function project(view: TrailView, { lat, lng }: LatLng): [number, number] {
  const rad = Math.PI / 180;
  const y = (deg: number) => Math.log(Math.tan(Math.PI / 4 + (deg * rad) / 2));
  return [
    size.width / 2 + view.scale * (lng - view.center[0]) * rad,
    size.height / 2 - view.scale * (y(lat) - y(view.center[1])),
  ];
}

/** How far each marker's edge pokes past the map's nearest side (negative: inside, by that much). */
function overhangs(view: TrailView, points: readonly LatLng[], offsets: readonly (readonly [number, number])[]) {
  return points.map((p, i) => {
    const [x, y] = project(view, p);
    const cx = x + offsets[i]![0];
    const cy = y + offsets[i]![1];
    return Math.max(reach - cx, cx + reach - size.width, reach - cy, cy + reach - size.height);
  });
}

// Lajpat Nagar to the north, and four orders at Kalkaji's pincode, one of them fanned out below it.
const lajpatNagar = { lat: 28.5672, lng: 77.2436 };
const kalkaji = { lat: 28.5494, lng: 77.2596 };
const stops = [lajpatNagar, kalkaji, kalkaji, kalkaji, kalkaji];

describe('driver stops map', () => {
  it("fans a pincode's stops out around it", () => {
    const { offsets } = stopsLayout(stops, size, marker);
    expect(offsets[0]).toEqual([0, 0]);
    // Below the shared point: the marker nearest the map's bottom edge.
    expect(offsets).toContainEqual([0, 40]);
  });

  it('frames every fanned-out marker whole, none cut off at an edge', () => {
    const { offsets, view } = stopsLayout(stops, size, marker);
    for (const overhang of overhangs(view!, stops, offsets)) expect(overhang).toBeLessThanOrEqual(0);
    // Framed for the points alone, the marker fanned out below Kalkaji runs off the bottom.
    expect(Math.max(...overhangs(trailView(stops, size)!, stops, offsets))).toBeGreaterThan(0);
  });

  it('frames the points alone as before when nothing is fanned out', () => {
    const apart = [lajpatNagar, kalkaji];
    const { offsets, view } = stopsLayout(apart, size, marker);
    expect(offsets).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(view).toEqual(trailView(apart, size));
  });

  it('never zooms out past a city to fit a marker', () => {
    const far = [kalkaji, { lat: 29.9, lng: 78.2 }, { lat: 29.9, lng: 78.2 }];
    const { view } = stopsLayout(far, size, marker);
    expect(view!.scale).toBeCloseTo(trailView(far, size)!.scale, 6);
  });
});
