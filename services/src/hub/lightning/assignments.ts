import { sql, type Kysely } from 'kysely';
import {
  DELIVERY_STATUS_CODES,
  LIGHTNING_READY_STATUSES,
  MSG,
  fill,
  plural,
  type AssignedOrderRecord,
  type LightningOrderRecord,
  type OrderRecord,
} from '@parcelo/common';
import { badRequest, notFound } from '../../platform/index.js';
import type { HubDB } from '../db.js';

const READY = new Set<string>(LIGHTNING_READY_STATUSES);
const DRIVER_IDLE = 1;
const DRIVER_ASSIGNED = 2;
const DRIVER_IN_JOURNEY = 3;

export const lightningOrderRecord = (o: OrderRecord, driverId: string | null): LightningOrderRecord => ({
  orderId: o.id,
  companyId: o.companyId,
  shopOrderId: o.shopOrderId,
  awb: o.awb ?? '',
  paymentMethod: o.paymentMode,
  totalPrice: o.totalAmount,
  weightKg: o.weightKg,
  customerName: o.customerName,
  deliveryPincode: o.shippingAddress.pincode,
  city: o.shippingAddress.city,
  status: o.status,
  driverId,
  createdAt: o.createdAt,
});

const assignedRecord = (r: {
  order_id: string;
  awb: string;
  payment_method: string;
  total_price_paise: string | number | bigint;
  order_status: number;
  driver_id: string;
}): AssignedOrderRecord => ({
  orderId: r.order_id,
  awb: r.awb,
  paymentMethod: r.payment_method,
  totalPrice: Number(r.total_price_paise),
  orderStatus: r.order_status,
  driverId: r.driver_id,
});

/** Orders given to drivers: handed over in one transaction per driver, taken back one at a time. */
export function assignmentService(db: Kysely<HubDB>) {
  return {
    /** The driver each order is given to, for those that are. */
    async driversOf(orderIds: readonly string[]) {
      if (!orderIds.length) return new Map<string, string>();
      const rows = await db
        .selectFrom('assigned_orders')
        .select(['order_id', 'driver_id'])
        .where('order_id', 'in', [...orderIds])
        .execute();
      return new Map(rows.map((r) => [r.order_id, r.driver_id]));
    },

    async assignedTo(driverId: string) {
      const rows = await db
        .selectFrom('assigned_orders')
        .selectAll()
        .where('driver_id', '=', driverId)
        .orderBy('stop')
        .orderBy('assigned_at')
        .orderBy('order_id')
        .execute();
      return rows.map(assignedRecord);
    },

    /**
     * Gives `orders` (as OMS has them now) to the driver, within its vehicle's orders and kg.
     * The driver's row is locked first, so two admins filling one vehicle at once are counted
     * one after the other; an order already given to another driver is refused by name.
     */
    async assign(driverId: string, orders: readonly OrderRecord[], place: ClusterPlace) {
      return db.transaction().execute(async (tx) => {
        const driver = await tx
          .selectFrom('drivers')
          .selectAll()
          .where('id', '=', driverId)
          .forUpdate()
          .executeTakeFirst();
        if (!driver) throw notFound();
        if (!driver.active) throw badRequest(fill(MSG.driverInactive, { driver: driver.name }), 'driver');
        if (driver.status === DRIVER_IN_JOURNEY)
          throw badRequest(fill(MSG.driverOnTrip, { driver: driver.name }), 'driver');
        refuseUnready(orders, place);
        const held = await tx
          .selectFrom('assigned_orders')
          .select(['order_id', 'driver_id', 'awb'])
          .where((eb) =>
            eb.or([
              eb('driver_id', '=', driverId),
              eb(
                'order_id',
                'in',
                orders.map((o) => o.id),
              ),
            ]),
          )
          .execute();
        const elsewhere = held.find((h) => h.driver_id !== driverId);
        if (elsewhere) {
          const other = await tx
            .selectFrom('drivers')
            .select('name')
            .where('id', '=', elsewhere.driver_id)
            .executeTakeFirst();
          throw badRequest(
            fill(MSG.orderAssignedElsewhere, { awb: elsewhere.awb, driver: other?.name ?? 'another driver' }),
            'orders',
            'TAKEN',
          );
        }
        const mine = new Set(held.map((h) => h.order_id));
        const fresh = orders.filter((o) => !mine.has(o.id));
        await refuseOverLoad(tx, driver, held.length, fresh);
        if (fresh.length)
          await tx
            .insertInto('assigned_orders')
            .values(
              fresh.map((o, i) => ({
                stop: held.length + i + 1,
                order_id: o.id,
                driver_id: driverId,
                awb: o.awb ?? o.shopOrderId,
                payment_method: o.paymentMode,
                total_price_paise: o.totalAmount,
                weight_kg: o.weightKg,
                order_status: DELIVERY_STATUS_CODES.ASSIGNED,
              })),
            )
            .execute();
        await tx
          .updateTable('drivers')
          .set({ status: DRIVER_ASSIGNED, updated_at: new Date() })
          .where('id', '=', driverId)
          .execute();
        return { driver: driver.name, count: held.length + fresh.length };
      });
    },

    /** Takes an order back from its driver, unless it was delivered; an empty-handed driver is idle again. */
    async unassign(driverId: string, awb: string) {
      return db.transaction().execute(async (tx) => {
        await tx.selectFrom('drivers').select('id').where('id', '=', driverId).forUpdate().executeTakeFirst();
        const row = await tx
          .selectFrom('assigned_orders')
          .selectAll()
          .where('driver_id', '=', driverId)
          .where('awb', '=', awb)
          .executeTakeFirst();
        // Already taken back (a second click, another admin): the list reloads and says so.
        if (!row) throw badRequest(MSG.orderNotFound, 'awb');
        await refuseUnassign(tx, row);
        await tx.deleteFrom('assigned_orders').where('order_id', '=', row.order_id).execute();
        const left = await tx
          .selectFrom('assigned_orders')
          .select(sql<number>`count(*)`.as('n'))
          .where('driver_id', '=', driverId)
          .executeTakeFirstOrThrow();
        if (Number(left.n) === 0)
          await tx
            .updateTable('drivers')
            .set({ status: DRIVER_IDLE, updated_at: new Date() })
            .where('id', '=', driverId)
            .where('status', '=', DRIVER_ASSIGNED)
            .execute();
        return assignedRecord(row);
      });
    },
  };
}

/** An order stays with its driver once delivered, and while it is out for delivery on a trip. */
async function refuseUnassign(tx: Kysely<HubDB>, row: { order_status: number; awb: string; driver_id: string }) {
  if (row.order_status === DELIVERY_STATUS_CODES.DELIVERED) throw badRequest(MSG.unassignDelivered, 'awb');
  if (row.order_status === DELIVERY_STATUS_CODES.OUT_FOR_DELIVERY) {
    const driver = await tx.selectFrom('drivers').select('name').where('id', '=', row.driver_id).executeTakeFirst();
    throw badRequest(fill(MSG.unassignOutForDelivery, { awb: row.awb, driver: driver?.name ?? 'the driver' }), 'awb');
  }
}

interface ClusterPlace {
  warehouseId: string;
  warehouseName: string;
  clusterName: string;
  pincodes: readonly string[];
}

/** Refuses, by its AWB, an order that is not waiting at the cluster's warehouse for its pincodes. */
function refuseUnready(orders: readonly OrderRecord[], place: ClusterPlace) {
  for (const o of orders)
    if (
      o.warehouseId !== place.warehouseId ||
      !READY.has(o.status) ||
      o.deliveryPartnerId ||
      (place.pincodes.length && !place.pincodes.includes(o.shippingAddress.pincode))
    )
      throw badRequest(
        fill(MSG.orderNotReadyInCluster, {
          awb: o.awb ?? o.shopOrderId,
          warehouse: place.warehouseName,
          cluster: place.clusterName,
        }),
        'orders',
      );
}

/** Refuses what the driver's vehicle cannot take: more orders or more kg than it carries. */
async function refuseOverLoad(
  tx: Kysely<HubDB>,
  driver: { id: string; name: string; capacity_orders: number; capacity_kg: number },
  holding: number,
  fresh: readonly OrderRecord[],
) {
  if (holding + fresh.length > driver.capacity_orders)
    throw badRequest(
      fill(MSG.driverOrdersFull, {
        driver: driver.name,
        orders: driver.capacity_orders,
        assigned: plural(holding, 'order'),
      }),
      'orders',
    );
  const weight = await loadKg(tx, driver.id, fresh);
  if (weight > driver.capacity_kg)
    throw badRequest(
      fill(MSG.driverLoadFull, { driver: driver.name, kg: driver.capacity_kg, weight: weight.toFixed(1) }),
      'orders',
    );
}

/** What the driver's vehicle would carry: the orders it holds and the new ones, in kg. */
async function loadKg(tx: Kysely<HubDB>, driverId: string, fresh: readonly OrderRecord[]) {
  const holding = await tx
    .selectFrom('assigned_orders')
    .select(sql<string>`coalesce(sum(weight_kg), 0)`.as('kg'))
    .where('driver_id', '=', driverId)
    .executeTakeFirstOrThrow();
  return Number(holding.kg) + fresh.reduce((sum, o) => sum + o.weightKg, 0);
}
