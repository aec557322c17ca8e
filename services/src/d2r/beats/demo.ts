import type { Kysely } from 'kysely';
import { beatFigures, beatVehicleLabel, type BeatFigures, type BeatOrder } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_ADMIN_USER, DEMO_COMPANIES, DEMO_D2R, DEMO_DELHI_WAREHOUSE, DEMO_WAREHOUSES } from '../../demo.js';
import { planByPoints } from '../../platform/routing/points.js';
import type { D2rDB } from '../db.js';
import { DEMO_NCR_RETAILERS } from '../seed.js';
import { pincodePlace, stopRow } from './service.js';

const DAY = 86_400_000;
const PLAN_ID = '00000000-0000-4000-8be0-000000000001';
const beatId = (n: number) => `00000000-0000-4000-8be1-${String(n).padStart(12, '0')}`;
const stopId = (beat: number, n: number) => `00000000-0000-4000-8be2-${String(beat * 1000 + n).padStart(12, '0')}`;
const VEHICLE = 'Tata_Ace';
const CAPACITY = { kg: 750, litres: 1_000 };
const BEAT_SIZE = 10;

interface DemoBeat {
  n: number;
  salesmanId: string;
  stops: (BeatOrder & { id: string; position: number })[];
  figures: BeatFigures;
}

/** A shop's order on the demo plan: a few cartons of tea, more for the bigger shops. */
function orderOf(shop: (typeof DEMO_NCR_RETAILERS)[number], i: number): BeatOrder {
  const place = lookupPincode(shop.pincode)!;
  const at = pincodePlace(shop.pincode)!;
  const cartons = 2 + ((i * 5) % 7);
  return {
    retailerName: shop.firstName,
    phone: shop.phone,
    address: [shop.addressLine1, shop.addressLine2, place.city].filter(Boolean).join(', '),
    pincode: shop.pincode,
    lat: at.lat,
    lng: at.lng,
    kg: cartons * 12,
    litres: cartons * 20,
  };
}

/**
 * Chai Point's beats, planned a week ago from the Okhla warehouse by Tata Ace: one beat per
 * active salesman, his areas' shops in the order the routing engine drives them, so the admin's
 * Beats page has a plan to open and each salesman's phone page his beat. Fixed ids: seeding
 * again adds nothing (and routes nothing).
 */
export async function seedDemoBeats(db: Kysely<D2rDB>, now: number): Promise<number> {
  const seeded = await db.selectFrom('beat_plans').select('id').where('id', '=', PLAN_ID).executeTakeFirst();
  if (seeded) return 0;
  const depot = { lat: DEMO_DELHI_WAREHOUSE.lat, lng: DEMO_DELHI_WAREHOUSE.lng };
  const at = new Date(now - 7 * DAY);
  const beats: DemoBeat[] = [];
  const orders: BeatOrder[] = [];
  for (const salesman of DEMO_D2R.salesmen.filter((s) => s.active)) {
    const areas: readonly string[] = salesman.clusters;
    const shops = DEMO_NCR_RETAILERS.filter((r) => r.active && areas.includes(r.retailer.cluster));
    if (!shops.length) continue;
    const mine = shops.map((shop, i) => orderOf(shop, orders.length + i)).slice(0, BEAT_SIZE);
    orders.push(...mine);
    const { routes } = await planByPoints(
      {
        depot,
        stops: mine.map((o) => ({ at: o, demand: [o.kg, o.litres] })),
        capacity: [CAPACITY.kg * 10, CAPACITY.litres * 10],
        maxStops: BEAT_SIZE,
      },
      { seed: 1, timeLimitMs: 300 },
    );
    const n = beats.length + 1;
    const stops = routes
      .flatMap((r) => r.stops)
      .map((i, position) => ({ ...mine[i]!, id: stopId(n, position), position }));
    beats.push({ n, salesmanId: salesman.id, stops, figures: beatFigures(depot, stops) });
  }
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('beat_plans')
      .values({
        id: PLAN_ID,
        company_id: DEMO_COMPANIES.chai,
        warehouse_id: DEMO_WAREHOUSES.delhi,
        warehouse_name: DEMO_DELHI_WAREHOUSE.name,
        depot_lat: depot.lat,
        depot_lng: depot.lng,
        vehicle: VEHICLE,
        capacity_kg: CAPACITY.kg,
        capacity_litres: CAPACITY.litres,
        beat_size: BEAT_SIZE,
        status: 'planned',
        progress: 100,
        task_id: null,
        orders: JSON.stringify(orders),
        failed_rows: '[]',
        km: beats.reduce((sum, b) => sum + b.figures.km, 0),
        error: null,
        created_by: DEMO_ADMIN_USER,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const b of beats) {
      await tx
        .insertInto('beats')
        .values({
          id: beatId(b.n),
          plan_id: PLAN_ID,
          company_id: DEMO_COMPANIES.chai,
          name: `Beat ${b.n}`,
          description: `${b.stops.length} stops from ${DEMO_DELHI_WAREHOUSE.name} by ${beatVehicleLabel(VEHICLE)}`,
          salesman_id: b.salesmanId,
          km: b.figures.km,
          kg: b.figures.kg,
          litres: b.figures.litres,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await tx
        .insertInto('beat_stops')
        .values(b.stops.map((s) => stopRow(beatId(b.n), s)))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  });
  return beats.length;
}
