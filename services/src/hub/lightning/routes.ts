import type { FastifyRequest } from 'fastify';
import {
  ClusterInput,
  ClusterOwnerInput,
  ClusterOwnerRecordSchema,
  WarehouseUserInput,
  WarehouseUserRecordSchema,
  ClusterRecordSchema,
  DriverClusterInput,
  DriverInput,
  DriverRecordSchema,
  DriverUpdateInput,
  DriverOrdersAssignInput,
  AssignedOrderRecordSchema,
  LightningOrderRecordSchema,
  RoutePlanRecordSchema,
  DriverStopRecordSchema,
  UnassignOrderInput,
  MSG,
  fill,
  plural,
  type OrderRecord,
  type WarehouseRecord,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import type { LatLng } from '@parcelo/common';
import {
  answers,
  answersPage,
  badRequest,
  byIdsRoute,
  notFound,
  listBody,
  ok,
  pageOf,
  personAccount,
  serviceApis,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { HubDB } from '../db.js';
import { lightningService, type ClusterWarehouse, type LightningService } from './service.js';
import { assignmentService, lightningOrderRecord } from './assignments.js';
import { planRoutes } from './planning.js';
import { driverOf, reachOf } from './reach.js';
import { lightningDriverChannel } from '@parcelo/common/pubsub';

type Ctx = ServiceContext<HubDB>;
const Id = z.object({ id: z.string().uuid() });
const ClusterList = listBody({ searchValue: z.string().trim().max(100) }, ['createdAt', 'name'] as const);
const DriverList = listBody(
  {
    searchOptionType: z.enum(['name', 'phone']),
    searchValue: z.string().trim().max(100),
    clusterId: z.string().uuid(),
    active: z.boolean(),
  },
  ['createdAt', 'name'] as const,
);
const sortColumn = (by: string) => (by === 'name' ? 'name' : 'created_at');

/** The micro warehouse a cluster runs from, as the admin sees it in WMS, with where its routes leave from. */
async function microWarehouse(ctx: Ctx, request: FastifyRequest, id: string): Promise<ClusterWarehouse> {
  const { warehouses } = await serviceApis(ctx.urls).wms.postWarehouseByIds<{ warehouses: WarehouseRecord[] }>({
    caller: request,
    body: { ids: [id] },
  });
  const warehouse = warehouses[0];
  if (!warehouse) throw badRequest(MSG.clusterWarehouseRequired, 'warehouseId');
  if (warehouse.warehouseType !== 'micro') throw badRequest(MSG.clusterWarehouseNotMicro, 'warehouseId');
  return { name: warehouse.name, depot: warehouse.coordinates ?? pointOfPincode(warehouse.address.pincode) };
}

function clusterRoutes(app: ServiceApp, ctx: Ctx, service: LightningService) {
  app.post(
    '/hub/lightning/clusters/list',
    {
      config: { access: 'user' },
      schema: { body: ClusterList, response: answersPage('clusters', ClusterRecordSchema) },
    },
    async (request) => {
      const reach = await reachOf(ctx, service, request);
      const { body } = request;
      return ok(await service.listClusters(reach, body.where.searchValue, pageOf(body), sortColumn(body.sortBy.by)));
    },
  );

  byIdsRoute(
    app,
    '/hub/lightning/clusters/byIds',
    'clusters',
    async (ids, request) => service.clustersByIds(await reachOf(ctx, service, request), ids),
    { record: ClusterRecordSchema, access: 'user' },
  );

  const placeOf = (pincode: string) => {
    const place = lookupPincode(pincode);
    if (!place) throw badRequest(MSG.invalidPincode, 'pincode');
    return place;
  };

  app.post(
    '/hub/lightning/clusters',
    {
      config: { access: 'admin', adminPermission: 'lightning', idempotent: true },
      schema: { body: ClusterInput, response: answers(z.object({ cluster: ClusterRecordSchema })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const place = placeOf(request.body.pincode);
      const warehouse = await microWarehouse(ctx, request, request.body.warehouseId);
      return ok({ cluster: await service.createCluster(request.body, place, warehouse) }, MSG.clusterCreated);
    },
  );

  app.put(
    '/hub/lightning/clusters/:id',
    {
      config: { access: 'admin', adminPermission: 'lightning' },
      schema: { params: Id, body: ClusterInput, response: answers(z.object({ cluster: ClusterRecordSchema })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      await service.clusterRow({ clusterIds: undefined }, request.params.id);
      const place = placeOf(request.body.pincode);
      const warehouse = await microWarehouse(ctx, request, request.body.warehouseId);
      const cluster = await service.updateCluster(request.params.id, request.body, place, warehouse);
      return ok({ cluster }, MSG.clusterUpdated);
    },
  );
}

function driverRoutes(app: ServiceApp, ctx: Ctx, service: LightningService) {
  const OneDriver = answers(z.object({ driver: DriverRecordSchema }));

  app.post(
    '/hub/lightning/drivers/list',
    { config: { access: 'user' }, schema: { body: DriverList, response: answersPage('drivers', DriverRecordSchema) } },
    async (request) => {
      const reach = await reachOf(ctx, service, request);
      const { body } = request;
      return ok(await service.listDrivers(reach, body.where, pageOf(body), sortColumn(body.sortBy.by)));
    },
  );

  byIdsRoute(
    app,
    '/hub/lightning/drivers/byIds',
    'drivers',
    async (ids, request) => service.driversByIds(await reachOf(ctx, service, request), ids),
    { record: DriverRecordSchema, access: 'user' },
  );

  app.post(
    '/hub/lightning/drivers',
    {
      config: { access: 'admin', adminPermission: 'lightning', idempotent: true },
      schema: { body: DriverInput, response: OneDriver },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { body } = request;
      if (body.clusterId) await service.clusterRow({ clusterIds: undefined }, body.clusterId);
      const user = await personAccount(ctx, 'hub', request, {
        userType: 'driver',
        name: body.name,
        phone: body.phone,
        email: body.email,
      });
      return ok({ driver: await service.createDriver(user, body) }, MSG.driverCreated);
    },
  );

  app.patch(
    '/hub/lightning/drivers/:id',
    {
      config: { access: 'admin', adminPermission: 'lightning' },
      schema: { params: Id, body: DriverUpdateInput, response: OneDriver },
    },
    async (request) => {
      const reach = await reachOf(ctx, service, request);
      return ok({ driver: await service.updateDriver(reach, request.params.id, request.body) }, MSG.driverUpdated);
    },
  );

  app.post(
    '/hub/lightning/drivers/:id/cluster',
    {
      config: { access: 'admin', adminPermission: 'lightning' },
      schema: { params: Id, body: DriverClusterInput, response: OneDriver },
    },
    async (request) => {
      await ctx.auth.admin(request);
      return ok(
        { driver: await service.assignCluster(request.params.id, request.body.clusterId) },
        MSG.clusterAssigned,
      );
    },
  );
}

function ownerRoutes(app: ServiceApp, ctx: Ctx, service: LightningService) {
  app.post(
    '/hub/lightning/cluster-owners',
    {
      config: { access: 'admin', adminPermission: 'lightning', idempotent: true },
      schema: { body: ClusterOwnerInput, response: answers(z.object({ clusterOwner: ClusterOwnerRecordSchema })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { body } = request;
      // Every cluster named must exist before the account is made for them.
      const found = await service.clustersByIds({ clusterIds: undefined }, body.clusterIds);
      if (found.length !== body.clusterIds.length) throw badRequest(MSG.selectCluster, 'clusterIds');
      const user = await personAccount(ctx, 'hub', request, {
        userType: 'cluster_owner',
        name: body.name,
        phone: body.phone,
        email: body.email,
        password: body.password,
      });
      return ok({ clusterOwner: await service.createClusterOwner(user, body.clusterIds) }, MSG.clusterOwnerCreated);
    },
  );
}

const pointOfPincode = (pincode: string): LatLng | null => {
  const place = lookupPincode(pincode);
  return place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;
};

function warehouseUserRoutes(app: ServiceApp, ctx: Ctx, service: LightningService) {
  app.post(
    '/hub/lightning/warehouse-users',
    {
      config: { access: 'admin', adminPermission: 'lightning', idempotent: true },
      schema: {
        body: WarehouseUserInput,
        response: answers(z.object({ warehouseUser: WarehouseUserRecordSchema })),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { body } = request;
      // The warehouse must be a micro warehouse before the account is made for it.
      await microWarehouse(ctx, request, body.warehouseId);
      const user = await personAccount(ctx, 'hub', request, {
        userType: 'warehouse_user',
        name: body.name,
        phone: body.phone,
        email: body.email,
        password: body.password,
      });
      const warehouseUser = await service.createWarehouseUser(user, body.warehouseId);
      return ok({ warehouseUser }, MSG.warehouseUserCreated);
    },
  );
}

/** Orders as OMS has them now: those ready at a warehouse (for `pincodes`), or those named. */
async function omsOrders(
  ctx: Ctx,
  body: { warehouseId?: string; pincodes?: string[]; orderIds?: string[] },
): Promise<OrderRecord[]> {
  const { orders } = await serviceApis(ctx.urls).oms.postInternalLightningOrders<{ orders: OrderRecord[] }>({
    internal: true,
    read: true,
    body,
  });
  return orders;
}

function orderRoutes(app: ServiceApp, ctx: Ctx, service: LightningService) {
  const assignments = assignmentService(ctx.db);
  const AssignedOrders = answers(z.object({ assignedOrders: z.array(AssignedOrderRecordSchema) }));

  /** The orders waiting at a cluster's warehouse for its pincodes, each with its driver if given one. */
  app.get(
    '/hub/lightning/clusters/:id/orders',
    {
      config: { access: 'user' },
      schema: { params: Id, response: answers(z.object({ orders: z.array(LightningOrderRecordSchema) })) },
    },
    async (request) => {
      const cluster = await service.clusterRow(await reachOf(ctx, service, request), request.params.id);
      const orders = await omsOrders(ctx, { warehouseId: cluster.warehouse_id, pincodes: cluster.pincodes });
      const drivers = await assignments.driversOf(orders.map((o) => o.id));
      return ok({ orders: orders.map((o) => lightningOrderRecord(o, drivers.get(o.id) ?? null)) });
    },
  );

  /**
   * Routes for the cluster's waiting orders that no driver holds yet, over the room its active
   * drivers (not on a trip) have left: a proposal, nothing is assigned until it is confirmed.
   */
  // A POST though it writes nothing: a solve can take longer than a read may, and is not retried.
  app.post(
    '/hub/lightning/clusters/:id/plan',
    {
      config: { access: 'user' },
      schema: { params: Id, response: answers(z.object({ plan: RoutePlanRecordSchema })) },
    },
    async (request) => {
      const reach = await reachOf(ctx, service, request);
      const cluster = await service.clusterRow(reach, request.params.id);
      const [orders, { drivers }] = await Promise.all([
        omsOrders(ctx, { warehouseId: cluster.warehouse_id, pincodes: cluster.pincodes }),
        service.listDrivers(
          reach,
          { clusterId: cluster.id, active: true },
          { limit: 300, offset: 0, order: 'asc' },
          'name',
        ),
      ]);
      const held = await assignments.driversOf(orders.map((o) => o.id));
      // Each driver's list record carries what it holds now: no read per driver.
      const rooms = drivers
        .filter((d) => d.status !== 3)
        .map((driver) => ({
          driver,
          orders: driver.capacityOrders - driver.heldOrders,
          kg: driver.capacityKg - driver.heldKg,
        }));
      const depot: LatLng | null =
        cluster.depot_lat !== null && cluster.depot_lng !== null
          ? { lat: cluster.depot_lat, lng: cluster.depot_lng }
          : pointOfPincode(cluster.address.pincode);
      if (!depot) throw badRequest(MSG.invalidPincode, 'pincode');
      return ok({
        plan: await planRoutes(
          depot,
          orders.filter((o) => !held.has(o.id)),
          rooms,
        ),
      });
    },
  );

  /** A driver's orders, all at once: the admin's modal has no pagination. */
  app.get(
    '/hub/drivers/:driverId/assigned-orders',
    {
      config: { access: 'user' },
      schema: { params: z.object({ driverId: z.string().uuid() }), response: AssignedOrders },
    },
    async (request) => {
      const reach = await reachOf(ctx, service, request);
      const { driverId } = request.params;
      if (reach.clusterIds && !(await service.driversByIds(reach, [driverId])).length) throw notFound();
      return ok({ assignedOrders: await assignments.assignedTo(driverId) });
    },
  );

  app.post(
    '/hub/lightning/drivers/:id/orders',
    {
      config: { access: 'admin', adminPermission: 'lightning' },
      schema: { params: Id, body: DriverOrdersAssignInput, response: AssignedOrders },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const all = { clusterIds: undefined };
      const driver = (await service.driversByIds(all, [request.params.id]))[0];
      if (!driver) throw notFound();
      if (!driver.clusterId) throw badRequest(fill(MSG.driverWithoutCluster, { driver: driver.name }), 'driver');
      const cluster = await service.clusterRow(all, driver.clusterId);
      // In the order given: a confirmed route's stops are the driver's route.
      const byId = new Map((await omsOrders(ctx, { orderIds: request.body.orderIds })).map((o) => [o.id, o]));
      const orders = request.body.orderIds.map((id) => byId.get(id)).filter((o) => o !== undefined);
      if (orders.length !== request.body.orderIds.length) throw badRequest(MSG.orderNotFound, 'orders');
      const warehouse = await microWarehouse(ctx, request, cluster.warehouse_id);
      const { count } = await assignments.assign(driver.id, orders, {
        warehouseId: cluster.warehouse_id,
        warehouseName: warehouse.name,
        clusterName: cluster.name,
        pincodes: cluster.pincodes,
      });
      ctx.pubsub.publish(lightningDriverChannel(driver.id), { driverId: driver.id });
      return ok(
        { assignedOrders: await assignments.assignedTo(driver.id) },
        fill(MSG.ordersAssigned, { count: plural(count, 'order'), driver: driver.name }),
      );
    },
  );

  /** Takes an order back from a driver; a delivered one stays. */
  app.post(
    '/order/unassign_order',
    {
      config: { access: 'admin', adminPermission: 'lightning' },
      schema: { body: UnassignOrderInput, response: answers(z.object({ assignedOrder: AssignedOrderRecordSchema })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { awb, driverId } = request.body;
      const assignedOrder = await assignments.unassign(driverId, awb);
      ctx.pubsub.publish(lightningDriverChannel(driverId), { driverId });
      return ok({ assignedOrder }, MSG.orderUnassigned);
    },
  );
}

/** The signed-in driver's own page: itself, and its route with whom to deliver to and what to collect. */
function driverSelfRoutes(app: ServiceApp, ctx: Ctx, service: LightningService) {
  const assignments = assignmentService(ctx.db);
  const myself = (request: FastifyRequest) => driverOf(ctx, service, request);

  app.get(
    '/hub/lightning/me',
    { config: { access: 'user' }, schema: { response: answers(z.object({ driver: DriverRecordSchema })) } },
    async (request) => ok({ driver: await myself(request) }),
  );

  app.get(
    '/hub/lightning/me/route',
    {
      config: { access: 'user' },
      schema: { response: answers(z.object({ stops: z.array(DriverStopRecordSchema) })) },
    },
    async (request) => {
      const driver = await myself(request);
      const held = await assignments.assignedTo(driver.id);
      if (!held.length) return ok({ stops: [] });
      const orders = new Map((await omsOrders(ctx, { orderIds: held.map((h) => h.orderId) })).map((o) => [o.id, o]));
      const stops = held.flatMap((h, i) => {
        const o = orders.get(h.orderId);
        if (!o) return [];
        const a = o.shippingAddress;
        return [
          {
            orderId: o.id,
            stop: i + 1,
            awb: h.awb,
            shopOrderId: o.shopOrderId,
            customerName: o.customerName,
            customerPhone: o.customerPhone,
            address: {
              addressLine1: a.addressLine1,
              addressLine2: a.addressLine2,
              city: a.city,
              state: a.state,
              pincode: a.pincode,
            },
            paymentMethod: o.paymentMode,
            codAmount: o.paymentMode === 'COD' ? o.totalAmount : 0,
            weightKg: o.weightKg,
            orderStatus: h.orderStatus,
            point: pointOfPincode(a.pincode),
          },
        ];
      });
      return ok({ stops });
    },
  );
}

/** Lightning's clusters, drivers and cluster owners. */
export function lightningRoutes(app: ServiceApp, ctx: Ctx) {
  const service = lightningService(ctx.db);
  clusterRoutes(app, ctx, service);
  driverRoutes(app, ctx, service);
  ownerRoutes(app, ctx, service);
  orderRoutes(app, ctx, service);
  driverSelfRoutes(app, ctx, service);
  warehouseUserRoutes(app, ctx, service);
}
