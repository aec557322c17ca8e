import {
  DELIVERY_STATUS_CODES,
  VEHICLES,
  deliveryStatusOf,
  statusView,
  type ClusterInput,
  type VehicleType,
} from '@parcelo/common';
import type { ClusterCreateInput, DriverStatus, Resolvers } from '../../generated/resolvers-types.js';
import { isAdmin, type Context } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';

const DRIVER_STATUS: Record<number, DriverStatus> = { 1: 'IDLE', 2: 'ORDERS_ASSIGNED', 3: 'IN_JOURNEY' };
/** A delivery status number as people read it (Out For Delivery); a number outside the vocabulary as itself. */
const deliveryStatusLabel = (code: number) => {
  const status = deliveryStatusOf(code);
  return status ? statusView(status).label : String(code);
};

const isDriver = async (ctx: Context) => (await ctx.requireViewer()).userType === 'driver';

/** The hub's body fields named as the mutations' input fields. */
const FIELDS = { warehouseId: 'warehouse', clusterId: 'cluster', clusterIds: 'clusters' };

/** A cluster's input as the hub takes it; a missing field is null, so the hub answers it in the form's words. */
const clusterBody = (input: Omit<ClusterCreateInput, 'idempotencyKey'>) =>
  ({
    name: input.name,
    warehouseId: localId(input.warehouse, 'Warehouse'),
    pocName: input.pocName,
    pocPhone: input.pocPhone,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    pincode: input.pincode,
    pincodes: input.pincodes ?? [],
  }) as ClusterInput;

export const lightningResolvers: Resolvers = {
  Cluster: {
    id: (c) => toGlobalId('Cluster', c.id),
    // Nullable: a WMS outage blanks only the warehouse.
    // Warehouses are admins' to read: a cluster owner or warehouse user has the name alone.
    warehouse: async (c, _, ctx) =>
      isAdmin(await ctx.requireViewer()) ? ctx.loaders.warehouse.load(c.warehouseId).catch(rethrow) : null,
    orders: async (c, _, ctx) => (await ctx.apis.lightning.clusterOrders(c.id).catch(rethrow)).orders,
  },
  PlannedRoute: {
    driver: (r, _, ctx) => ctx.loaders.driver.load(r.driverId).catch(() => null),
  },
  PlannedStop: {
    id: (s) => toGlobalId('Order', s.orderId),
  },
  UnplannedOrder: {
    id: (u) => toGlobalId('Order', u.orderId),
  },
  LightningOrder: {
    id: (o) => toGlobalId('Order', o.orderId),
    // A cluster owner reads the hub's view of the order, not OMS's: the order itself is then null.
    order: async (o, _, ctx) =>
      isAdmin(await ctx.requireViewer()) ? ctx.loaders.order.load(o.orderId).catch(rethrow) : null,
    driver: (o, _, ctx) => (o.driverId ? ctx.loaders.driver.load(o.driverId).catch(rethrow) : null),
  },
  DriverStop: {
    id: (s) => toGlobalId('Order', s.orderId),
    orderStatusLabel: (s) => deliveryStatusLabel(s.orderStatus),
  },
  AssignedOrder: {
    id: (o) => toGlobalId('Order', o.orderId),
    orderStatusLabel: (o) => deliveryStatusLabel(o.orderStatus),
    canUnassign: (o) => o.orderStatus !== DELIVERY_STATUS_CODES.DELIVERED,
  },
  Driver: {
    id: (d) => toGlobalId('Driver', d.id),
    status: (d) => DRIVER_STATUS[d.status] ?? 'IDLE',
    statusCode: (d) => d.status,
    vehicleType: (d) => d.vehicleType as VehicleType,
    vehicleLabel: (d) => VEHICLES[d.vehicleType as VehicleType]?.label ?? d.vehicleType,
    // A driver reads itself and its route, not the admin's lists (its cluster, its orders by status).
    cluster: async (d, _, ctx) =>
      d.clusterId && !(await isDriver(ctx)) ? ctx.loaders.cluster.load(d.clusterId).catch(rethrow) : null,
    route: async (d, _, ctx) =>
      (await ctx.requireViewer()).userId === d.id ? (await ctx.apis.lightning.myRoute().catch(rethrow)).stops : null,
    assignedOrders: async (d, _, ctx) =>
      (await isDriver(ctx)) ? null : (await ctx.apis.lightning.assignedOrders(d.id).catch(rethrow)).assignedOrders,
  },
  WarehouseUser: {
    id: (u) => toGlobalId('WarehouseUser', u.id),
    warehouse: (u, _, ctx) => ctx.loaders.warehouse.load(u.warehouseId).catch(rethrow),
  },
  ClusterOwner: {
    id: (o) => toGlobalId('ClusterOwner', o.id),
    clusters: async (o, _, ctx) =>
      (await ctx.loaders.cluster.loadMany(o.clusterIds)).filter(
        (c): c is Exclude<typeof c, Error | null> => !!c && !(c instanceof Error),
      ),
  },
  Query: {
    driverMe: async (_, __, ctx) => {
      const viewer = await ctx.requireViewer();
      if (viewer.userType !== 'driver') return null;
      const { driver } = await ctx.apis.lightning.me().catch(rethrow);
      ctx.loaders.driver.prime(driver.id, driver);
      return driver;
    },
    clusters: async (_, { first, after, search, sort }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const { clusters, totalCount } = await ctx.apis.lightning
        .clusters(listRequest(window, search ? { searchValue: search } : {}, sort))
        .catch(rethrow);
      for (const c of clusters) ctx.loaders.cluster.prime(c.id, c);
      return connectionFrom(clusters, totalCount, window);
    },
    drivers: async (_, { first, after, search, searchBy, cluster, active, sort }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const where = {
        ...(search
          ? { searchValue: search, searchOptionType: searchBy === 'PHONE' ? ('phone' as const) : ('name' as const) }
          : {}),
        ...(cluster ? { clusterId: localId(cluster, 'Cluster') } : {}),
        ...(active !== null && active !== undefined ? { active } : {}),
      };
      const { drivers, totalCount } = await ctx.apis.lightning.drivers(listRequest(window, where, sort)).catch(rethrow);
      for (const d of drivers) ctx.loaders.driver.prime(d.id, d);
      return connectionFrom(drivers, totalCount, window);
    },
  },
  Mutation: {
    clusterCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { idempotencyKey, ...rest } = input;
          const { cluster } = await ctx.apis.lightning.clusterCreate(clusterBody(rest), idempotencyKey);
          return { clusterEdge: { cursor: toGlobalId('Cluster', cluster.id), node: cluster } };
        },
        { clusterEdge: null },
        { fields: FIELDS },
      ),
    clusterUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { id, ...rest } = input;
          const { cluster } = await ctx.apis.lightning.clusterUpdate(localId(id, 'Cluster'), clusterBody(rest));
          ctx.loaders.cluster.clear(cluster.id).prime(cluster.id, cluster);
          return { cluster };
        },
        { cluster: null },
        { fields: FIELDS },
      ),
    driverCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { idempotencyKey, cluster, ...rest } = input;
          const { driver } = await ctx.apis.lightning.driverCreate(
            {
              ...rest,
              email: rest.email ?? null,
              clusterId: cluster ? localId(cluster, 'Cluster') : null,
            },
            idempotencyKey,
          );
          return { driverEdge: { cursor: toGlobalId('Driver', driver.id), node: driver } };
        },
        { driverEdge: null },
        { fields: FIELDS },
      ),
    driverUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { id, active, vehicleType, capacityOrders, capacityKg } = input;
          const { driver } = await ctx.apis.lightning.driverUpdate(localId(id, 'Driver'), {
            ...(active !== null && active !== undefined ? { active } : {}),
            ...(vehicleType ? { vehicleType } : {}),
            ...(capacityOrders !== null && capacityOrders !== undefined ? { capacityOrders } : {}),
            ...(capacityKg !== null && capacityKg !== undefined ? { capacityKg } : {}),
          });
          return { driver };
        },
        { driver: null },
        { fields: FIELDS },
      ),
    driverClusterAssign: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { driver } = await ctx.apis.lightning.driverClusterAssign(
            localId(input.driver, 'Driver'),
            localId(input.cluster, 'Cluster'),
          );
          return { driver };
        },
        { driver: null },
        { fields: FIELDS },
      ),
    warehouseUserCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { idempotencyKey, warehouse, ...rest } = input;
          const { warehouseUser } = await ctx.apis.lightning.warehouseUserCreate(
            { ...rest, warehouseId: localId(warehouse, 'Warehouse') },
            idempotencyKey,
          );
          return { warehouseUser };
        },
        { warehouseUser: null },
        { fields: FIELDS },
      ),
    clusterOwnerCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { idempotencyKey, clusters, ...rest } = input;
          const { clusterOwner } = await ctx.apis.lightning.clusterOwnerCreate(
            { ...rest, clusterIds: clusters.map((c) => localId(c, 'Cluster')) },
            idempotencyKey,
          );
          return { clusterOwner };
        },
        { clusterOwner: null },
        { fields: FIELDS },
      ),
    driverOrdersAssign: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const id = localId(input.driver, 'Driver');
          await ctx.apis.lightning.driverOrdersAssign(
            id,
            input.orders.map((o) => localId(o, 'Order')),
          );
          ctx.loaders.driver.clear(id);
          return { driver: await ctx.loaders.driver.load(id) };
        },
        { driver: null },
        { fields: FIELDS },
      ),
    clusterRoutesPlan: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return { plan: (await ctx.apis.lightning.routePlan(localId(input.cluster, 'Cluster'))).plan };
        },
        { plan: null },
      ),
    orderUnassign: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const driverId = localId(input.driver, 'Driver');
          await ctx.apis.lightning.orderUnassign({ awb: input.awb, driverId });
          ctx.loaders.driver.clear(driverId);
          return { driver: await ctx.loaders.driver.load(driverId) };
        },
        { driver: null },
        { fields: FIELDS },
      ),
  },
};
