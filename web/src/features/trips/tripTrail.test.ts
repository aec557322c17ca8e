import { haversineKm } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { trailView } from './tripTrail';

const size = { width: 600, height: 420 };
// Kalkaji's micro warehouse and a drive north to Lajpat Nagar.
const trail = [
  { lat: 28.5494, lng: 77.2596 },
  { lat: 28.5562, lng: 77.2495 },
  { lat: 28.5672, lng: 77.2436 },
];

describe('trail map view', () => {
  it('frames nothing without positions', () => {
    expect(trailView([], size)).toBeNull();
  });

  it('centres on the middle of the trail and fits it with a margin', () => {
    const view = trailView(trail, size)!;
    expect(view.center[0]).toBeCloseTo((77.2436 + 77.2596) / 2, 9);
    expect(view.center[1]).toBeCloseTo((28.5494 + 28.5672) / 2, 9);
    // The trail's height in pixels stays within the map's.
    const heightKm = haversineKm(trail[0]!, { lat: trail[2]!.lat, lng: trail[0]!.lng });
    const pixelsPerKm = view.bar.pixels / view.bar.km;
    expect(heightKm * pixelsPerKm).toBeLessThan(size.height);
    expect(heightKm * pixelsPerKm).toBeGreaterThan(size.height / 3);
    expect(view.bar.pixels).toBeLessThanOrEqual(size.width / 5);
  });

  it('keeps a driver standing at the warehouse at street scale, not a dot filling the map', () => {
    const still = trailView([trail[0]!, trail[0]!], size)!;
    const wide = trailView(trail, size)!;
    expect(still.scale).toBeGreaterThan(wide.scale);
    expect(Number.isFinite(still.scale)).toBe(true);
    expect(still.bar.km).toBeGreaterThan(0);
  });
});
