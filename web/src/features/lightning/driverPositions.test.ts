import { describe, expect, it } from 'vitest';
import { driverPositions, mapView, nameInitials, type PlanDriver, type PlanRoute } from './routePlan';

const depot = { lat: 28.5494, lng: 77.2596 };
const bike = (id: string, name: string, lastPosition: PlanDriver['lastPosition']): PlanDriver => ({
  id,
  name,
  vehicleLabel: 'Bike',
  capacityOrders: 3,
  capacityKg: 40,
  lastPosition,
});

describe("drivers' last positions on the route map", () => {
  it('names a driver by up to two initials', () => {
    expect(nameInitials('Sunil Kumar')).toBe('SK');
    expect(nameInitials('  ravi  ')).toBe('R');
    expect(nameInitials('Ajay Pal Singh')).toBe('AP');
    expect(nameInitials('')).toBe('');
  });

  it("marks each driver seen on a trip in its route's colour, said in India's time, and leaves out the rest", () => {
    const routes: PlanRoute[] = [
      { driver: bike('1', 'Ajay Bike', null), stops: [] },
      { driver: bike('2', 'Vijay Bike', { lat: 28.5355, lng: 77.2713, at: '2025-12-31T20:00:00Z' }), stops: [] },
      { driver: null, stops: [] },
      { driver: { ...bike('3', 'Ravi', null), lastPosition: undefined }, stops: [] },
    ];
    expect(driverPositions(routes)).toEqual([
      {
        id: '2',
        lat: 28.5355,
        lng: 77.2713,
        route: 1,
        initials: 'VB',
        label: 'Vijay Bike, last seen 01 Jan 2026, 01:30 am',
      },
    ]);
    expect(driverPositions([])).toEqual([]);
  });

  it('frames a driver seen farther out than the stops', () => {
    const size = { width: 600, height: 420 };
    const stopsOnly = mapView(depot, [{ lat: 28.5355, lng: 77.2478 }], size);
    const withDriver = mapView(
      depot,
      [
        { lat: 28.5355, lng: 77.2478 },
        { lat: 28.63, lng: 77.22 },
      ],
      size,
    );
    expect(withDriver.scale).toBeLessThan(stopsOnly.scale);
  });
});
