import { haversineKm } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  confirmBlocker,
  figuresLabel,
  mapView,
  markerOffsets,
  moveStop,
  routeFigures,
  routeKm,
  routesConfirmedMessage,
  routesToConfirm,
  totalKm,
  totalsLabel,
  type PlanRoute,
  type PlanStop,
} from './routePlan';

// Kalkaji's warehouse and two South Delhi pincodes' centres.
const depot = { lat: 28.5494, lng: 77.2596 };
const stop = (id: string, lat: number, lng: number, weightKg = 2): PlanStop => ({
  id,
  awb: `AWB${id}`,
  weightKg,
  pincode: '110019',
  lat,
  lng,
});
const a = stop('a', 28.5355, 77.2478);
const b = stop('b', 28.5562, 77.2395);
const c = stop('c', 28.5672, 77.2436, 1.1);
const bike = (id: string) => ({ id, name: `Bike ${id}`, vehicleLabel: 'Bike', capacityOrders: 3, capacityKg: 40 });
const routes: PlanRoute[] = [
  { driver: bike('1'), stops: [a, b] },
  { driver: bike('2'), stops: [c] },
];

describe('route plan', () => {
  it('drives depot to the stops in order and back', () => {
    expect(routeKm(depot, [])).toBe(0);
    const km = haversineKm(depot, a) + haversineKm(a, b) + haversineKm(b, depot);
    expect(routeKm(depot, [a, b])).toBeCloseTo(km, 10);
    expect(totalsLabel(8.4, 9.6)).toBe('Total 8.40 km · 1.20 km shorter than the first construction (9.60 km)');
    expect(totalsLabel(10.6, 5.3)).toBe('Total 10.60 km · 5.30 km longer than the first construction (5.30 km)');
    expect(totalsLabel(5.301, 5.3)).toBe('Total 5.30 km · as long as the first construction (5.30 km)');
    expect(totalKm(depot, routes)).toBeCloseTo(km + 2 * haversineKm(depot, c), 10);
  });

  it("sums a route's orders and kg, and says when the vehicle cannot take them", () => {
    const f = routeFigures(depot, { driver: bike('1'), stops: [a, b, c] });
    expect(f).toMatchObject({ orders: 3, kg: 5.1, overCapacity: null });
    expect(figuresLabel({ orders: 3, kg: 5.1, km: 4.216 })).toBe('3 orders · 5.1 kg · 4.22 km');
    const over = routeFigures(depot, { driver: bike('1'), stops: [a, b, c, stop('d', 28.55, 77.25, 39)] });
    expect(over.overCapacity).toBe("Over Bike 1's capacity: 4 orders (carries 3) and 44.1 kg (carries 40 kg)");
  });

  it('moves a stop to the end of another route, leaving the rest as they were', () => {
    const moved = moveStop(routes, 'a', 1);
    expect(moved.map((r) => r.stops.map((s) => s.id))).toEqual([['b'], ['c', 'a']]);
    expect(moved[0]!.driver).toBe(routes[0]!.driver);
    expect(routes[0]!.stops).toHaveLength(2);
    expect(moveStop(routes, 'a', 0)).toEqual(routes);
    expect(moveStop(routes, 'zz', 1)).toEqual(routes);
    expect(moveStop(routes, 'a', 5)).toEqual(routes);
  });

  it('confirms only routes with stops, and not while one is over its capacity', () => {
    const emptied = moveStop(routes, 'c', 0);
    expect(routesToConfirm(emptied).map((r) => r.driver.id)).toEqual(['1']);
    expect(confirmBlocker(depot, emptied)).toBeNull();
    const four = [{ ...emptied[0]!, stops: [...emptied[0]!.stops, stop('d', 28.55, 77.25)] }, emptied[1]!];
    expect(confirmBlocker(depot, four)).toMatch(/^Move stops until every route fits its vehicle\. Over Bike 1's/);
    expect(confirmBlocker(depot, [{ driver: bike('1'), stops: [] }])).toBe('No route has stops to confirm');
    expect(routesConfirmedMessage(2, 5)).toBe('Routes confirmed: 2 drivers, 5 orders');
    expect(routesConfirmedMessage(1, 1)).toBe('Routes confirmed: 1 driver, 1 order');
  });

  it('centres the map on the depot at a scale that shows every stop', () => {
    const size = { width: 600, height: 420 };
    const near = mapView(depot, [depot], size);
    expect(near.center).toEqual([depot.lng, depot.lat]);
    const far = mapView(depot, [a, b, stop('far', 28.7, 77.1)], size);
    // Farther stops zoom out; a city block never zooms in past a few km across.
    expect(far.scale).toBeLessThan(near.scale);
    expect(near.scale).toBeLessThan(mapView(depot, [], size).scale + 1);
    expect(far.scale).toBeGreaterThan(10_000);
    // The scale bar is a round length no wider than a fifth of the map.
    expect([0.5, 1, 2, 5, 10]).toContain(far.bar.km);
    expect(far.bar.pixels).toBeLessThanOrEqual(size.width / 5);
    expect(far.bar.pixels).toBeGreaterThan(size.width / 15);
  });

  it('fans out markers that share a place around the first, and leaves a lone one where it is', () => {
    const offsets = markerOffsets([a, b, a, a], 10);
    expect(offsets[0]).toEqual([0, 0]);
    expect(offsets[1]).toEqual([0, 0]);
    expect(offsets[2]).toEqual([0, -10]);
    expect(offsets[3]![1]).toBe(10);
    // One stop at the warehouse's own place stands just above it.
    expect(markerOffsets([a, a])).toEqual([
      [0, 0],
      [0, -20],
    ]);
    // Many share a wider ring, neighbours still a gap apart.
    const ring = markerOffsets([b, ...Array.from({ length: 12 }, () => a)], 20).slice(1);
    expect(Math.hypot(...ring[0]!)).toBeCloseTo((20 * 12) / (2 * Math.PI), 1);
  });
});
