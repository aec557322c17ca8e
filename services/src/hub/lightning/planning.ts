import type { DriverRecord, OrderRecord, RoutePlanRecord } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { Gate } from '../../platform/index.js';
import { haversineMatrix, type LatLng } from '@parcelo/common';
import { solveInWorker } from '../../platform/routing/worker.js';

/**
 * A solve takes a core for seconds: one runs at a time in a process and a few wait their turn
 * (holding nothing), so a burst of planners cannot fill the machine with threads.
 */
let planning: Gate | undefined;
const planningGate = () => (planning ??= new Gate('route planning', { limit: 1, queue: 20, maxWaitMs: 60_000 }));

/** What a driver can still take: its vehicle less what it already holds. */
export interface DriverRoom {
  driver: DriverRecord;
  orders: number;
  kg: number;
}

/** Km as the product shows them, to two decimals. */
const round2 = (km: number) => Number(km.toFixed(2));

/** Where an order goes, as far as the product knows it: its pincode's centre. */
const pointOf = (o: OrderRecord): LatLng | null => {
  const place = lookupPincode(o.shippingAddress.pincode);
  return place?.lat !== null && place?.lat !== undefined && place.lng !== null
    ? { lat: place.lat, lng: place.lng }
    : null;
};

/**
 * Routes from the warehouse for the drivers' room, shortest in total: every route fits the
 * smallest room among them (so any driver can take any route) and there are no more routes
 * than drivers; the biggest loads go to the roomiest drivers. What fits no route, or has no
 * known place, is left unplanned with the reason.
 */
export async function planRoutes(
  depot: LatLng,
  orders: readonly OrderRecord[],
  rooms: readonly DriverRoom[],
): Promise<RoutePlanRecord> {
  const placed = orders.map((o) => ({ order: o, point: pointOf(o) }));
  const stops = placed.filter((p): p is { order: OrderRecord; point: LatLng } => p.point !== null);
  const unplanned: RoutePlanRecord['unplanned'] = placed
    .filter((p) => p.point === null)
    .map((p) => ({ orderId: p.order.id, awb: p.order.awb ?? '', reason: 'Its pincode has no known place' }));
  const usable = rooms.filter((r) => r.orders > 0 && r.kg > 0);
  if (!stops.length || !usable.length) {
    const reason = usable.length ? '' : 'No driver of the cluster has room';
    return {
      routes: [],
      unplanned: [
        ...unplanned,
        ...(reason ? stops.map((s) => ({ orderId: s.order.id, awb: s.order.awb ?? '', reason })) : []),
      ],
      totalKm: 0,
      constructionKm: 0,
      depot,
    };
  }
  const capacity = [Math.min(...usable.map((r) => r.orders)), Math.min(...usable.map((r) => r.kg))];
  const solution = await planningGate().run(() =>
    solveInWorker(
      {
        distances: haversineMatrix([depot, ...stops.map((s) => s.point)]),
        demands: [[0, 0], ...stops.map((s) => [1, s.order.weightKg])],
        capacity,
        maxRoutes: usable.length,
      },
      { seed: 1, timeLimitMs: 30_000 },
    ),
  );
  const byRoom = [...usable].sort((a, b) => b.orders - a.orders || b.kg - a.kg);
  const routes = [...solution.routes]
    .sort((a, b) => b.stops.length - a.stops.length)
    .map((route, i) => ({
      driverId: byRoom[i]!.driver.id,
      stops: route.stops.map((s) => {
        const { order, point } = stops[s - 1]!;
        return {
          orderId: order.id,
          awb: order.awb ?? '',
          weightKg: order.weightKg,
          pincode: order.shippingAddress.pincode,
          ...point,
        };
      }),
      orders: route.stops.length,
      kg: round2(route.load[1] ?? 0),
      distanceKm: round2(route.cost),
    }));
  for (const s of solution.unassigned)
    unplanned.push({
      orderId: stops[s - 1]!.order.id,
      awb: stops[s - 1]!.order.awb ?? '',
      reason: 'No driver has room for it',
    });
  return {
    routes,
    unplanned,
    totalKm: round2(solution.cost),
    constructionKm: round2(solution.constructionCost),
    depot,
  };
}
