import { INDIAN_STATES, MAP_EMPTY, MAP_SHADES } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import india from 'geojson-india/india.json';
import { stateFills, stateShapes, type Shape } from './indiaStates';

describe('the India map', () => {
  it('draws each of the 36 states and union territories once, as addresses name them', () => {
    const names = stateShapes((india as { features: Shape[] }).features).map((f) => f.properties.state);
    expect(names).toEqual([...INDIAN_STATES]);
  });

  it('draws Dadra and Nagar Haveli and Daman and Diu as the one territory they are now', () => {
    const square = (x: number) => [
      [
        [x, 0],
        [x + 1, 0],
        [x + 1, 1],
        [x, 0],
      ],
    ];
    const shapes = stateShapes([
      { type: 'Feature', properties: { name: 'Daman and Diu' }, geometry: { type: 'Polygon', coordinates: square(0) } },
      {
        type: 'Feature',
        properties: { name: 'Dadra and Nagar Haveli' },
        geometry: { type: 'MultiPolygon', coordinates: [square(2), square(4)] },
      },
      { type: 'Feature', properties: { name: 'Goa' }, geometry: { type: 'Polygon', coordinates: square(6) } },
    ]);
    expect(shapes.map((s) => [s.properties.state, s.geometry.coordinates.length])).toEqual([
      ['Dadra and Nagar Haveli and Daman and Diu', 3],
      ['Goa', 1],
    ]);
  });

  it('shades states by their orders against the busiest, and leaves the rest empty', () => {
    const { max, fill } = stateFills([
      { state: 'Karnataka', orders: 100, revenue: 0, share: 50 },
      { state: 'Goa', orders: 5, revenue: 0, share: 2.5 },
    ]);
    expect(max).toBe(100);
    expect(fill('Karnataka')).toBe(MAP_SHADES[9]);
    expect(fill('Goa')).toBe(MAP_SHADES[0]);
    expect(fill('Kerala')).toBe(MAP_EMPTY);
    expect(stateFills([]).fill('Goa')).toBe(MAP_EMPTY);
  });
});
