import { EARTH_RADIUS_KM, formatKm, haversineKm, plural, type LatLng } from '@parcelo/common';
import { formatDateTime, formatNumber } from '../../lib/format';

/*
 * The route plan as the admin edits it before confirming: stops moved by hand between
 * drivers, each route's figures worked out again in the browser with the same great-circle
 * km the planner uses, so what shows is what the drivers would drive.
 */

export interface PlanStop extends LatLng {
  /** The order's own id, as driverOrdersAssign takes it. */
  id: string;
  awb: string;
  weightKg: number;
  pincode: string;
}

export interface PlanDriver {
  id: string;
  name: string;
  vehicleLabel: string;
  capacityOrders: number;
  capacityKg: number;
  /** Where it was last seen on its open trip (`at` an ISO time); null or absent when on none. */
  lastPosition?: { lat: number; lng: number; at: string } | null;
}

export interface PlanRoute {
  /** Null when the viewer may no longer see the driver: such a route cannot be confirmed. */
  driver: PlanDriver | null;
  stops: readonly PlanStop[];
}

export interface RouteFigures {
  orders: number;
  kg: number;
  km: number;
  /** Why the driver's vehicle cannot take the route; null while it fits. */
  overCapacity: string | null;
}

/** Kilograms as weights are kept: two decimals, without float dust from adding them up. */
const roundKg = (kg: number) => Number(kg.toFixed(2));

/** Depot → stops in order → depot, great-circle km; 0 for a route without stops. */
export function routeKm(depot: LatLng, stops: readonly LatLng[]): number {
  if (stops.length === 0) return 0;
  let km = 0;
  let at = depot;
  for (const stop of stops) {
    km += haversineKm(at, stop);
    at = stop;
  }
  return km + haversineKm(at, depot);
}

/** What the vehicle carries too much of, in words; null when the route fits. */
function overCapacity(driver: PlanDriver | null, orders: number, kg: number): string | null {
  if (!driver) return null;
  const over: string[] = [];
  if (orders > driver.capacityOrders) over.push(`${plural(orders, 'order')} (carries ${driver.capacityOrders})`);
  if (kg > driver.capacityKg) over.push(`${formatNumber(kg)} kg (carries ${formatNumber(driver.capacityKg)} kg)`);
  return over.length === 0 ? null : `Over ${driver.name}'s capacity: ${over.join(' and ')}`;
}

export function routeFigures(depot: LatLng, route: PlanRoute): RouteFigures {
  const orders = route.stops.length;
  const kg = roundKg(route.stops.reduce((sum, s) => sum + s.weightKg, 0));
  return { orders, kg, km: routeKm(depot, route.stops), overCapacity: overCapacity(route.driver, orders, kg) };
}

/** "3 orders · 6 kg · 4.21 km". */
export const figuresLabel = (f: Pick<RouteFigures, 'orders' | 'kg' | 'km'>) =>
  `${plural(f.orders, 'order')} · ${formatNumber(f.kg)} kg · ${formatKm(f.km)}`;

/** "Total 8.40 km · 1.20 km shorter than the first construction (9.60 km)", or longer once moved by hand. */
export function totalsLabel(total: number, constructionKm: number): string {
  // Compared as shown (two decimals), so equal figures never read as 0.00 km longer.
  const diff = Number(constructionKm.toFixed(2)) - Number(total.toFixed(2));
  const versus =
    Math.abs(diff) < 0.005 ? 'as long as' : `${formatKm(Math.abs(diff))} ${diff > 0 ? 'shorter' : 'longer'} than`;
  return `Total ${formatKm(total)} · ${versus} the first construction (${formatKm(constructionKm)})`;
}

/**
 * The stop taken from its route and put last on route `to` (the driver goes there after its
 * other stops); the routes as they were when the stop is unknown or already on `to`.
 */
export function moveStop(routes: readonly PlanRoute[], stopId: string, to: number): PlanRoute[] {
  const from = routes.findIndex((r) => r.stops.some((s) => s.id === stopId));
  if (from < 0 || from === to || !routes[to]) return [...routes];
  const stop = routes[from]!.stops.find((s) => s.id === stopId)!;
  return routes.map((route, i) => {
    if (i === from) return { ...route, stops: route.stops.filter((s) => s.id !== stopId) };
    if (i === to) return { ...route, stops: [...route.stops, stop] };
    return route;
  });
}

export const totalKm = (depot: LatLng, routes: readonly PlanRoute[]) =>
  routes.reduce((sum, r) => sum + routeKm(depot, r.stops), 0);

/** The routes a Confirm gives out: those with stops and a driver the viewer can see. */
export const routesToConfirm = (routes: readonly PlanRoute[]) =>
  routes.filter((r): r is PlanRoute & { driver: PlanDriver } => r.driver !== null && r.stops.length > 0);

/** Why Confirm cannot be pressed, or null when it can. */
export function confirmBlocker(depot: LatLng, routes: readonly PlanRoute[]): string | null {
  const over = routes.map((r) => routeFigures(depot, r).overCapacity).filter(Boolean);
  if (over.length > 0) return `Move stops until every route fits its vehicle. ${over.join('. ')}.`;
  if (routesToConfirm(routes).length === 0) return 'No route has stops to confirm';
  return null;
}

/** A driver's last position on the map: the route it is drawn in the colour of, and its words for screen readers. */
export interface DriverPosition extends LatLng {
  id: string;
  /** Index of the driver's route, for its colour. */
  route: number;
  initials: string;
  /** "Sunil Kumar, last seen 05 Mar 2025, 03:45 pm" (India's time). */
  label: string;
}

/** Up to two letters that name a person on a small marker: 'Sunil Kumar' → 'SK', 'ravi' → 'R'. */
export const nameInitials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The routes' drivers that were seen on a trip, where last; drivers without a position are left out. */
export const driverPositions = (routes: readonly PlanRoute[]): DriverPosition[] =>
  routes.flatMap((route, r) => {
    const p = route.driver?.lastPosition;
    if (!route.driver || !p) return [];
    const { id, name } = route.driver;
    return [
      {
        id,
        lat: p.lat,
        lng: p.lng,
        route: r,
        initials: nameInitials(name),
        label: `${name}, last seen ${formatDateTime(p.at)}`,
      },
    ];
  });

/** The toast once every route is given: "Routes confirmed: 2 drivers, 5 orders". */
export const routesConfirmedMessage = (drivers: number, orders: number) =>
  `Routes confirmed: ${plural(drivers, 'driver')}, ${plural(orders, 'order')}`;

// Distinct on white and told apart by most colour-blind viewers (Okabe–Ito, darkened a little).
export const ROUTE_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8B6D00', '#56B4E9', '#6A3D9A', '#333333'];
export const routeColor = (index: number) => ROUTE_COLORS[index % ROUTE_COLORS.length]!;

/** A Mercator projection's scale at which `km` across fills `pixels` at the latitude `lat`. */
const scaleFor = (km: number, pixels: number, lat: number) =>
  (pixels * Math.cos((lat * Math.PI) / 180)) / (km / EARTH_RADIUS_KM);

// The lengths a scale bar may show, so it reads as a round figure.
const BAR_KM = [0.5, 1, 2, 5, 10, 20, 50];

export interface MapView {
  center: [number, number];
  scale: number;
  /** A round length and how many of the map's pixels it spans, for the scale bar. */
  bar: { km: number; pixels: number };
}

/**
 * The map's view: centred on the depot, zoomed so every point (the stops, the drivers' last
 * positions) shows with a margin, yet never closer than a few km across (stops at the depot's
 * own pincode would otherwise fill it) nor wider than a city.
 */
export function mapView(depot: LatLng, points: readonly LatLng[], size: { width: number; height: number }): MapView {
  let reachKm = 2;
  for (const p of points) {
    const across = haversineKm(depot, { lat: depot.lat, lng: p.lng });
    const upDown = haversineKm(depot, { lat: p.lat, lng: depot.lng });
    reachKm = Math.max(reachKm, across * (size.height / size.width), upDown);
  }
  // Half the shorter side, less a margin for the markers, reaches the farthest stop.
  const spanKm = Math.min(reachKm, 60) * 2 * 1.25;
  const pixelsPerKm = size.height / spanKm;
  const km = BAR_KM.filter((k) => k * pixelsPerKm <= size.width / 5).at(-1) ?? BAR_KM[0]!;
  return {
    center: [depot.lng, depot.lat],
    scale: scaleFor(spanKm, size.height, depot.lat),
    bar: { km, pixels: km * pixelsPerKm },
  };
}

/**
 * Pixel offsets that fan out markers sharing one place (the product puts a stop at its
 * pincode's centre, so a pincode's orders fall on one point) around a ring wide enough for
 * them all. The first point keeps its place when others share it (the warehouse, drawn at
 * the centre of its ring).
 */
export function markerOffsets(points: readonly LatLng[], gap = 20): [number, number][] {
  const key = (p: LatLng) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
  const counts = new Map<string, number>();
  for (const p of points) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const first = points[0] ? key(points[0]) : null;
  return points.map((p, i) => {
    const group = key(p);
    // The first point sits at its ring's centre, so the ring has one place fewer.
    const n = counts.get(group)! - (group === first ? 1 : 0);
    if (i === 0 || n <= 1) return group === first && i > 0 ? [0, -gap] : [0, 0];
    const k = seen.get(group) ?? 0;
    seen.set(group, k + 1);
    // Neighbours on the ring stand `gap` apart, and the ring clears the centre by as much.
    const radius = Math.max(gap, (gap * n) / (2 * Math.PI));
    const angle = (2 * Math.PI * k) / n - Math.PI / 2;
    return [Number((radius * Math.cos(angle)).toFixed(2)), Number((radius * Math.sin(angle)).toFixed(2))];
  });
}
