import { INDIAN_STATES, MAP_EMPTY, shadeFor } from '@parcelo/common';

/*
 * The India map's shapes: the states and union territories of the npm package geojson-india
 * (MIT), one shape per state as addresses name it (INDIAN_STATES). The package still draws
 * Dadra and Nagar Haveli and Daman and Diu apart, merged into one union territory in 2020, so
 * their outlines become one shape of the merged name.
 */

type Ring = number[][];
type Polygon = Ring[];

export interface Shape {
  type: 'Feature';
  properties: { name: string };
  geometry: { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] };
}

export interface StateShape {
  type: 'Feature';
  /** The state as INDIAN_STATES spells it. */
  properties: { state: string };
  geometry: { type: 'MultiPolygon'; coordinates: Polygon[] };
}

/** The package's names that are no longer states of their own, by the state they belong to now. */
const MERGED_INTO: Record<string, string> = {
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const polygonsOf = (shape: Shape): Polygon[] =>
  shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;

/**
 * The package's shapes as one per state, in INDIAN_STATES's order (the map library's
 * `parseGeographies`, applied to the file as it arrives).
 */
export function stateShapes(shapes: readonly Shape[]): StateShape[] {
  const byState = new Map<string, Polygon[]>();
  for (const shape of shapes) {
    const state = MERGED_INTO[shape.properties.name] ?? shape.properties.name;
    byState.set(state, [...(byState.get(state) ?? []), ...polygonsOf(shape)]);
  }
  return INDIAN_STATES.filter((state) => byState.has(state)).map((state) => ({
    type: 'Feature',
    properties: { state },
    geometry: { type: 'MultiPolygon', coordinates: byState.get(state)! },
  }));
}

/** A state's figures as the dashboard has them. */
export interface StateFigures {
  state: string;
  orders: number;
  revenue: number;
  share: number;
}

/** Each state's fill on a map whose busiest state sets the darkest shade; states without orders are empty. */
export function stateFills(states: readonly StateFigures[]): { max: number; fill: (state: string) => string } {
  const byState = new Map(states.map((s) => [s.state, s.orders]));
  const max = Math.max(0, ...states.map((s) => s.orders));
  return { max, fill: (state) => (byState.has(state) ? shadeFor(byState.get(state)!, max) : MAP_EMPTY) };
}
