import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import {
  MSG,
  clusterCode,
  fill,
  type ClusterInput,
  type ClusterOwnerRecord,
  type ClusterRecord,
  type DriverInput,
  type DriverRecord,
  type DriverUpdateInput,
  type UserRecord,
  type WarehouseUserRecord,
} from '@parcelo/common';
import type { PincodePlace } from '@parcelo/common';
import { badRequest, likePattern, notFound, sortKey, type Page } from '../../platform/index.js';
import type { HubDB } from '../db.js';

type ClusterRow = Selectable<HubDB['clusters']>;
/**
 * A driver as its reads give it: with what it holds now (null read as none, as a left join types
 * it) and the newest position of its open trip (nulls when it is on none, or none was sent yet).
 */
type DriverRow = Selectable<HubDB['drivers']> & {
  held_orders: string | number | null;
  held_kg: string | number | null;
  last_lat: number | null;
  last_lng: number | null;
  last_at: Date | null;
};

/**
 * What a caller of the Lightning area may see: an admin everything (`clusterIds` undefined),
 * a cluster owner its own clusters and what belongs to them.
 */
export interface LightningReach {
  clusterIds: readonly string[] | undefined;
}

const clusterRecord = (r: ClusterRow, driverCount: number): ClusterRecord => ({
  id: r.id,
  name: r.name,
  code: r.code,
  warehouseId: r.warehouse_id,
  warehouseName: r.warehouse_name,
  pocName: r.poc_name,
  pocPhone: r.poc_phone,
  address: r.address as ClusterRecord['address'],
  pincodes: r.pincodes,
  driverCount,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const driverRecord = (r: DriverRow): DriverRecord => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  active: r.active,
  status: r.status,
  vehicleType: r.vehicle_type,
  capacityOrders: r.capacity_orders,
  capacityKg: r.capacity_kg,
  clusterId: r.cluster_id,
  heldOrders: Number(r.held_orders ?? 0),
  heldKg: Number(r.held_kg ?? 0),
  lastPosition:
    r.last_at && r.last_lat !== null && r.last_lng !== null
      ? { lat: r.last_lat, lng: r.last_lng, at: r.last_at.toISOString() }
      : null,
  createdAt: r.created_at.toISOString(),
});

/**
 * Drivers, each with what it holds now (its assigned orders, and their kg) and where it was last
 * seen on its open trip (at most one: status 1 or 2), read in the same query for every driver of
 * a page: a list of drivers costs one query, not one per driver.
 */
const withHeld = <O>(q: SelectQueryBuilder<HubDB, 'drivers', O>) =>
  q
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('assigned_orders as a')
          .select([sql<string>`count(*)`.as('held_orders'), sql<string>`coalesce(sum(a.weight_kg), 0)`.as('held_kg')])
          .whereRef('a.driver_id', '=', 'drivers.id')
          .as('h'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('journeys as j')
          .innerJoin('journey_positions as p', 'p.journey_id', 'j.id')
          .select(['p.lat as last_lat', 'p.lng as last_lng', 'p.at as last_at'])
          .whereRef('j.driver_id', '=', 'drivers.id')
          .where('j.status', 'in', [1, 2])
          .orderBy('p.at', 'desc')
          .limit(1)
          .as('lp'),
      (join) => join.onTrue(),
    )
    .selectAll('drivers')
    .select(['h.held_orders', 'h.held_kg', 'lp.last_lat', 'lp.last_lng', 'lp.last_at']);

const addressOf = (input: ClusterInput, place: PincodePlace) => ({
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  city: place.city,
  state: place.state,
  pincode: place.pincode,
  country: 'India',
});

/** Drivers' search: by name anywhere in it, or by phone from its start. */
export interface DriverFilter {
  searchOptionType?: 'name' | 'phone' | undefined;
  searchValue?: string | undefined;
  clusterId?: string | undefined;
  active?: boolean | undefined;
}

/**
 * One page of a list in its order (ties by id), with the count of all it holds; `read` picks
 * what each row of the page carries (all its columns unless told).
 */
async function pageRows<T extends 'clusters' | 'drivers', R = Selectable<HubDB[T]>>(
  q: SelectQueryBuilder<HubDB, T, object>,
  page: Page,
  by: 'created_at' | 'name',
  read: (q: SelectQueryBuilder<HubDB, T, object>) => { execute(): Promise<unknown[]> } = (q) => q.selectAll(),
) {
  const [rows, total] = await Promise.all([
    read(q.orderBy(sortKey(by), page.order).orderBy('id', page.order).limit(page.limit).offset(page.offset)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as R[], totalCount: Number(total.n) };
}

async function driverCounts(db: Kysely<HubDB>, ids: readonly string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .selectFrom('drivers')
    .select(['cluster_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cluster_id', 'in', [...ids])
    .groupBy('cluster_id')
    .execute();
  return new Map(rows.map((r) => [r.cluster_id!, Number(r.n)]));
}

async function clusterRecords(db: Kysely<HubDB>, rows: ClusterRow[]) {
  const counts = await driverCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => clusterRecord(r, counts.get(r.id) ?? 0));
}

async function clusterRow(db: Kysely<HubDB>, reach: LightningReach, id: string) {
  if (reach.clusterIds && !reach.clusterIds.includes(id)) throw notFound();
  const row = await db.selectFrom('clusters').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A name a cluster may take at its warehouse: C3 twice there is refused. */
async function assertNameFree(db: Kysely<HubDB>, input: ClusterInput, warehouseName: string, except?: string) {
  let q = db
    .selectFrom('clusters')
    .select('id')
    .where('warehouse_id', '=', input.warehouseId)
    .where('name', '=', input.name);
  if (except) q = q.where('id', '<>', except);
  if (await q.executeTakeFirst())
    throw badRequest(fill(MSG.clusterNameTaken, { warehouse: warehouseName, name: input.name }), 'name');
}

/** The micro warehouse a cluster runs from, as the admin's request found it in WMS. */
export interface ClusterWarehouse {
  name: string;
  /** Where its routes leave from: the warehouse's map point, or its pincode's centre. */
  depot: { lat: number; lng: number } | null;
}

const clusterColumns = (input: ClusterInput, place: PincodePlace, warehouse: ClusterWarehouse) => ({
  warehouse_name: warehouse.name,
  depot_lat: warehouse.depot?.lat ?? null,
  depot_lng: warehouse.depot?.lng ?? null,
  name: input.name,
  code: clusterCode(input.name),
  warehouse_id: input.warehouseId,
  poc_name: input.pocName,
  poc_phone: input.pocPhone,
  address: JSON.stringify(addressOf(input, place)),
  pincodes: input.pincodes,
});

/** Clusters, each read held to the caller's reach. */
function clusterService(db: Kysely<HubDB>) {
  return {
    clusterRow: (reach: LightningReach, id: string) => clusterRow(db, reach, id),

    async listClusters(reach: LightningReach, search: string | undefined, page: Page, by: 'created_at' | 'name') {
      let q = db.selectFrom('clusters');
      if (reach.clusterIds)
        q = reach.clusterIds.length ? q.where('id', 'in', [...reach.clusterIds]) : q.where(sql<boolean>`false`);
      if (search) q = q.where('name', 'ilike', likePattern(search, 'contains'));
      const { rows, totalCount } = await pageRows(q, page, by);
      return { clusters: await clusterRecords(db, rows), totalCount };
    },

    async clustersByIds(reach: LightningReach, ids: readonly string[]) {
      const wanted = reach.clusterIds ? ids.filter((id) => reach.clusterIds!.includes(id)) : ids;
      if (!wanted.length) return [];
      return clusterRecords(
        db,
        await db
          .selectFrom('clusters')
          .selectAll()
          .where('id', 'in', [...wanted])
          .execute(),
      );
    },

    /** A cluster at a micro warehouse, named there on its own. */
    async createCluster(input: ClusterInput, place: PincodePlace, warehouse: ClusterWarehouse) {
      await assertNameFree(db, input, warehouse.name);
      const row = await db
        .insertInto('clusters')
        .values({ id: randomUUID(), ...clusterColumns(input, place, warehouse) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return clusterRecord(row, 0);
    },

    async updateCluster(id: string, input: ClusterInput, place: PincodePlace, warehouse: ClusterWarehouse) {
      await assertNameFree(db, input, warehouse.name, id);
      const row = await db
        .updateTable('clusters')
        .set({ ...clusterColumns(input, place, warehouse), updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return (await clusterRecords(db, [row]))[0]!;
    },
  };
}

/** Drivers, each read held to the caller's reach: an owner's are those of its clusters. */
function driverService(db: Kysely<HubDB>) {
  const driverRow = async (reach: LightningReach, id: string) => {
    const row = await db.selectFrom('drivers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || (reach.clusterIds && !(row.cluster_id && reach.clusterIds.includes(row.cluster_id)))) throw notFound();
    return row;
  };
  const heldDriver = async (id: string) =>
    driverRecord(await withHeld(db.selectFrom('drivers')).where('drivers.id', '=', id).executeTakeFirstOrThrow());
  return {
    async listDrivers(reach: LightningReach, filter: DriverFilter, page: Page, by: 'created_at' | 'name') {
      let q = db.selectFrom('drivers');
      if (reach.clusterIds)
        q = reach.clusterIds.length ? q.where('cluster_id', 'in', [...reach.clusterIds]) : q.where(sql<boolean>`false`);
      const value = filter.searchValue?.trim();
      if (value)
        q =
          filter.searchOptionType === 'phone'
            ? q.where('phone', 'like', likePattern(value.replace(/^(\+91|0)/, ''), 'prefix'))
            : q.where('name', 'ilike', likePattern(value, 'contains'));
      if (filter.clusterId) q = q.where('cluster_id', '=', filter.clusterId);
      if (filter.active !== undefined) q = q.where('active', '=', filter.active);
      const { rows, totalCount } = await pageRows<'drivers', DriverRow>(q, page, by, withHeld);
      return { drivers: rows.map(driverRecord), totalCount };
    },

    async driversByIds(reach: LightningReach, ids: readonly string[]) {
      if (!ids.length) return [];
      let q = withHeld(db.selectFrom('drivers')).where('drivers.id', 'in', [...ids]);
      if (reach.clusterIds)
        q = reach.clusterIds.length ? q.where('cluster_id', 'in', [...reach.clusterIds]) : q.where(sql<boolean>`false`);
      return (await q.execute()).map(driverRecord);
    },

    /** The driver for an account UMS made; a repeat for the same account answers the first. */
    async createDriver(user: UserRecord, input: DriverInput) {
      await db
        .insertInto('drivers')
        .values({
          id: user.id,
          name: user.name,
          phone: user.phone,
          email: input.email,
          vehicle_type: input.vehicleType,
          capacity_orders: input.capacityOrders,
          capacity_kg: input.capacityKg,
          cluster_id: input.clusterId ?? null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return heldDriver(user.id);
    },

    async updateDriver(reach: LightningReach, id: string, input: DriverUpdateInput) {
      await driverRow(reach, id);
      await db
        .updateTable('drivers')
        .set({
          ...(input.active !== undefined ? { active: input.active } : {}),
          ...(input.vehicleType ? { vehicle_type: input.vehicleType } : {}),
          ...(input.capacityOrders ? { capacity_orders: input.capacityOrders } : {}),
          ...(input.capacityKg ? { capacity_kg: input.capacityKg } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      return heldDriver(id);
    },

    async assignCluster(id: string, clusterId: string) {
      await clusterRow(db, { clusterIds: undefined }, clusterId);
      const row = await db
        .updateTable('drivers')
        .set({ cluster_id: clusterId, updated_at: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      return heldDriver(id);
    },
  };
}

/** Cluster owners and the clusters each runs. */
function ownerService(db: Kysely<HubDB>) {
  const ownedClusterIds = async (ownerId: string) => {
    const rows = await db
      .selectFrom('cluster_owner_clusters')
      .select('cluster_id')
      .where('owner_id', '=', ownerId)
      .execute();
    return rows.map((r) => r.cluster_id);
  };
  return {
    /** The clusters a cluster owner runs: what its principal reaches. */
    ownedClusterIds,

    async createClusterOwner(user: UserRecord, clusterIds: readonly string[]): Promise<ClusterOwnerRecord> {
      const found = await db
        .selectFrom('clusters')
        .select('id')
        .where('id', 'in', [...clusterIds])
        .execute();
      if (found.length !== clusterIds.length) throw badRequest(MSG.selectCluster, 'clusterIds');
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('cluster_owners')
          .values({ id: user.id, name: user.name, phone: user.phone, email: user.email })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await tx
          .insertInto('cluster_owner_clusters')
          .values(clusterIds.map((cluster_id) => ({ owner_id: user.id, cluster_id })))
          .onConflict((oc) => oc.columns(['owner_id', 'cluster_id']).doNothing())
          .execute();
      });
      const owner = await db
        .selectFrom('cluster_owners')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      return {
        id: owner.id,
        name: owner.name,
        phone: owner.phone,
        email: owner.email,
        clusterIds: await ownedClusterIds(owner.id),
        createdAt: owner.created_at.toISOString(),
      };
    },
  };
}

/** Warehouse users, and the clusters of the micro warehouse each works at. */
function warehouseUserService(db: Kysely<HubDB>) {
  return {
    async warehouseUserClusterIds(userId: string) {
      const rows = await db
        .selectFrom('warehouse_users as u')
        .innerJoin('clusters as c', 'c.warehouse_id', 'u.warehouse_id')
        .select('c.id')
        .where('u.id', '=', userId)
        .execute();
      return rows.map((r) => r.id);
    },

    async createWarehouseUser(user: UserRecord, warehouseId: string): Promise<WarehouseUserRecord> {
      await db
        .insertInto('warehouse_users')
        .values({ id: user.id, warehouse_id: warehouseId, name: user.name, phone: user.phone, email: user.email })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db
        .selectFrom('warehouse_users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        warehouseId: row.warehouse_id,
        createdAt: row.created_at.toISOString(),
      };
    },
  };
}

/** Clusters, drivers, cluster owners and warehouse users. */
export const lightningService = (db: Kysely<HubDB>) => ({
  ...clusterService(db),
  ...driverService(db),
  ...ownerService(db),
  ...warehouseUserService(db),
});

export type LightningService = ReturnType<typeof lightningService>;
