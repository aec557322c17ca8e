import type { Kysely } from 'kysely';
import { VEHICLES, clusterCode } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_LIGHTNING, DEMO_WAREHOUSES } from '../../demo.js';
import type { HubDB } from '../db.js';

/** The demo's Lightning clusters, drivers and cluster owner at the Okhla micro warehouse; adds only what is missing. */
export async function seedLightning(db: Kysely<HubDB>): Promise<number> {
  const clusters = await db
    .insertInto('clusters')
    .values(
      DEMO_LIGHTNING.clusters.map((c) => {
        const place = lookupPincode(c.pincode)!;
        return {
          id: c.id,
          name: c.name,
          code: clusterCode(c.name),
          warehouse_id: DEMO_WAREHOUSES.delhi,
          warehouse_name: 'Okhla Micro-WH',
          // The Okhla micro warehouse's map point, as WMS's demo has it: where routes leave from.
          depot_lat: 28.5355,
          depot_lng: 77.2713,
          poc_name: c.pocName,
          poc_phone: c.pocPhone,
          address: JSON.stringify({
            addressLine1: c.addressLine1,
            addressLine2: c.addressLine2,
            city: place.city,
            state: place.state,
            pincode: c.pincode,
            country: 'India',
          }),
          pincodes: [...c.pincodes],
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const drivers = await db
    .insertInto('drivers')
    .values(
      DEMO_LIGHTNING.drivers.map((d) => ({
        id: d.id,
        name: d.name,
        phone: d.phone,
        email: null,
        vehicle_type: d.vehicleType,
        capacity_orders: VEHICLES[d.vehicleType].orders,
        capacity_kg: VEHICLES[d.vehicleType].kg,
        cluster_id: d.cluster === null ? null : DEMO_LIGHTNING.clusters[d.cluster]!.id,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const { owner } = DEMO_LIGHTNING;
  await db
    .insertInto('cluster_owners')
    .values({ id: owner.id, name: owner.name, phone: owner.phone, email: owner.email })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('cluster_owner_clusters')
    .values(DEMO_LIGHTNING.clusters.map((c) => ({ owner_id: owner.id, cluster_id: c.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return Number(clusters.numInsertedOrUpdatedRows ?? 0n) + Number(drivers.numInsertedOrUpdatedRows ?? 0n);
}
