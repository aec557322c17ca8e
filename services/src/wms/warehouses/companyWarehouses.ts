import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  MSG,
  OwnWarehouseInput,
  WAREHOUSE_REQUEST_STATUSES,
  WarehouseActiveInput,
  WarehouseRequestInput,
  WarehouseRequestResolveInput,
  WarehouseRtoInput,
  fill,
  type WarehouseType,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import {
  byIdsRoute,
  badRequest,
  serviceApis,
  conflict,
  countsChanged,
  isAdminType,
  listBody,
  notFound,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import { ensureStockRows } from '../catalogue/routes.js';
import type { WmsDB } from '../db.js';
import { companyWarehouseRecords, warehouseAddress, warehouseRequestRecord } from './records.js';

const WarehouseParams = z.object({ id: z.string().uuid(MSG.notFound) });
const AttachmentList = listBody({ companyId: z.string().uuid(MSG.notFound) }, ['createdAt'] as const);
const RequestList = listBody({ companyId: z.string().uuid(MSG.notFound), status: z.enum(WAREHOUSE_REQUEST_STATUSES) }, [
  'createdAt',
] as const);
const ATTACHMENT_ID = /^([0-9a-f-]{36})_([0-9a-f-]{36})$/;

export interface Attachment {
  companyId: string;
  warehouseId: string;
  warehouseType: WarehouseType;
  gstNumber: string;
  fssaiNumber: string | null;
  own?: boolean;
}

/**
 * Attaches a warehouse to a company, or changes an attachment's details: the (company,
 * warehouse) pair is the natural key, so a retried attach changes nothing more. The company's
 * switches stay as they were on a repeat; a new attachment starts active. The caller marks the
 * company's counts stale (on the service's database, not a transaction's) once it is done.
 */
export async function attachWarehouse(db: Kysely<WmsDB>, a: Attachment): Promise<void> {
  await db
    .insertInto('company_warehouses')
    .values({
      company_id: a.companyId,
      warehouse_id: a.warehouseId,
      warehouse_type: a.warehouseType,
      gst_number: a.gstNumber,
      fssai_number: a.fssaiNumber,
      own: a.own ?? false,
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'warehouse_id']).doUpdateSet({
        warehouse_type: a.warehouseType,
        gst_number: a.gstNumber,
        fssai_number: a.fssaiNumber,
        updated_at: new Date(),
      }),
    )
    .execute();
  // The company's new warehouse gets a stock row for each of its WSINs, as at creation.
  const wsins = await db.selectFrom('wsins').select('id').where('company_id', '=', a.companyId).execute();
  if (wsins.length)
    await ensureStockRows(
      db,
      a.companyId,
      wsins.map((w) => w.id),
    );
}

/**
 * Refuses to attach a warehouse the company has already: its attachment's details and the
 * company's switches on it stay as they are (they change on its card, not by attaching again).
 */
export async function refuseAttached(db: Kysely<WmsDB>, companyId: string, warehouseId: string): Promise<void> {
  const taken = await db
    .selectFrom('company_warehouses as cw')
    .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
    .select('w.name')
    .where('cw.company_id', '=', companyId)
    .where('cw.warehouse_id', '=', warehouseId)
    .executeTakeFirst();
  if (taken) throw conflict(fill(MSG.warehouseAlreadyAttached, { warehouse: taken.name }), 'warehouseId');
}

/**
 * A company's warehouses as it has them (Settings > Wherehouses, Brands > Warehouses), its
 * switches on them, its own Micro-WH, and its requests for a new one.
 */
export function companyWarehouseRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>) {
  const { db } = ctx;

  /**
   * The company a change is about. An admin names it; anyone else acts for its own company,
   * and naming another finds nothing (NOT_FOUND), so no seller can learn or change another's.
   */
  async function companyFor(request: FastifyRequest, requested: string | undefined) {
    const principal = await ctx.auth.member(request);
    if (isAdminType(principal.userType)) {
      if (!requested) throw badRequest(MSG.selectBrand, 'companyId', 'REQUIRED');
      return { principal, companyId: requested };
    }
    if (!principal.companyId || (requested && requested !== principal.companyId)) throw notFound();
    return { principal, companyId: principal.companyId };
  }

  async function companyExists(companyId: string) {
    const { companies } = await serviceApis(ctx.urls).ums.postUmsCompaniesByIds({
      internal: true,
      body: { ids: [companyId] },
    });
    if (!companies.length) throw notFound();
  }

  const attachmentReply = async (companyId: string, warehouseId: string, message?: string) => {
    const link = await db
      .selectFrom('company_warehouses')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('warehouse_id', '=', warehouseId)
      .executeTakeFirstOrThrow();
    const [companyWarehouse] = await companyWarehouseRecords(db, [link]);
    return ok({ companyWarehouse }, message);
  };

  /** Sets one of the company's switches on its attachment; another company's warehouse is NOT_FOUND. */
  async function setSwitch(
    request: FastifyRequest,
    warehouseId: string,
    requested: string | undefined,
    set: { active: boolean } | { rto_other_wh: boolean },
  ) {
    const { companyId } = await companyFor(request, requested);
    const updated = await db
      .updateTable('company_warehouses')
      .set({ ...set, updated_at: new Date() })
      .where('company_id', '=', companyId)
      .where('warehouse_id', '=', warehouseId)
      .returning('warehouse_id')
      .executeTakeFirst();
    if (!updated) throw notFound();
    countsChanged(db, companyId);
    return attachmentReply(companyId, warehouseId);
  }

  /** Whether the company's new orders may go to this warehouse. */
  app.patch(
    '/warehouse/:id/status',
    {
      config: { access: 'member', adminPermission: 'warehouses' },
      schema: { params: WarehouseParams, body: WarehouseActiveInput },
    },
    (request) => setSwitch(request, request.params.id, request.body.companyId, { active: request.body.active }),
  );

  /** Whether the company's returns (RTO) from this warehouse go to another of its warehouses. */
  app.patch(
    '/warehouse/:id/rto',
    {
      config: { access: 'member', adminPermission: 'warehouses' },
      schema: { params: WarehouseParams, body: WarehouseRtoInput },
    },
    (request) =>
      setSwitch(request, request.params.id, request.body.companyId, { rto_other_wh: request.body.rtoOtherWh }),
  );

  /** A company's warehouses as it has them, oldest attachment first; an admin without a company sees every one. */
  app.post(
    '/company/warehouse-attachments/find',
    { config: { access: 'member' }, schema: { body: AttachmentList } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      const { limit, offset } = pageOf(request.body);
      let q = db.selectFrom('company_warehouses');
      if (companyId) q = q.where('company_id', '=', companyId);
      const [links, total] = await Promise.all([
        q.selectAll().orderBy('created_at', 'asc').orderBy('warehouse_id', 'asc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ companyWarehouses: await companyWarehouseRecords(db, links), totalCount: Number(total.n) });
    },
  );

  /** Batch read for loaders: a non-admin gets only its own company's attachments. */
  byIdsRoute(
    app,
    '/company/warehouse-attachments/byIds',
    'companyWarehouses',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      const pairs = ids
        .map((id) => ATTACHMENT_ID.exec(id)!)
        .map(([, c, w]) => ({ c: c!, w: w! }))
        .filter((p) => !companyId || p.c === companyId);
      if (!pairs.length) return [];
      const links = await db
        .selectFrom('company_warehouses')
        .selectAll()
        .where((eb) => eb.or(pairs.map((p) => eb.and([eb('company_id', '=', p.c), eb('warehouse_id', '=', p.w)]))))
        .execute();
      return companyWarehouseRecords(db, links);
    },
    { id: z.string().regex(ATTACHMENT_ID) },
  );

  /**
   * Add my own Micro-WH: the seller's own premises become a micro warehouse attached to its
   * company (it has its own). City, state and the map point are India Post's for the pincode.
   */
  app.post(
    '/warehouse/own',
    {
      config: { access: 'member', adminPermission: 'warehouses', idempotent: true },
      schema: { body: OwnWarehouseInput },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await companyFor(request, body.companyId);
      const place = lookupPincode(body.pincode);
      if (!place) throw badRequest(MSG.invalidPincode, 'pincode');
      if (body.companyId) await companyExists(companyId);
      const id = randomUUID();
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('warehouses')
          .values({
            id,
            warehouse_code: `WH-OWN-${id.slice(0, 8).toUpperCase()}`,
            name: body.name,
            warehouse_name: body.name,
            warehouse_type: 'micro',
            invoice_prefix: null,
            active: true,
            rto_other_wh: false,
            lat: place.lat,
            lng: place.lng,
            address: warehouseAddress(body.name, body, place),
          })
          .execute();
        await attachWarehouse(tx, {
          companyId,
          warehouseId: id,
          warehouseType: 'micro',
          gstNumber: body.gstNumber,
          fssaiNumber: null,
          own: true,
        });
      });
      countsChanged(db, companyId);
      return attachmentReply(companyId, id, MSG.warehouseCreated);
    },
  );

  /**
   * Request a new Micro-WH. One open request per company and city: a second one (another tab,
   * a retry under a new key) is refused with the first's city, and the first stays as it was.
   */
  app.post(
    '/warehouse/request',
    {
      config: { access: 'member', adminPermission: 'warehouses', idempotent: true },
      schema: { body: WarehouseRequestInput },
    },
    async (request) => {
      const body = request.body;
      const { principal, companyId } = await companyFor(request, body.companyId);
      if (body.companyId) await companyExists(companyId);
      const row = await db
        .insertInto('warehouse_requests')
        .values({
          id: randomUUID(),
          company_id: companyId,
          state: body.state,
          city: body.city,
          orders_per_month: body.ordersPerMonth,
          estimated_units: body.estimatedUnits,
          name: body.name,
          email: body.email,
          phone: body.phone,
          status: 'pending',
          requested_by: principal.userId,
        })
        .onConflict((oc) =>
          oc
            .expression(sql`company_id, lower(city)`)
            .where(sql.ref('status'), '=', 'pending')
            .doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict(fill(MSG.microWhOpenRequest, { city: body.city }), 'city');
      return ok({ warehouseRequest: warehouseRequestRecord(row) }, MSG.microWhRequested);
    },
  );

  /** Micro-WH requests, newest first: a seller's own; an admin's for one company, or every company's. */
  app.post(
    '/warehouse/requests/find',
    { config: { access: 'member' }, schema: { body: RequestList } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      const { limit, offset, order } = pageOf(request.body);
      let q = db.selectFrom('warehouse_requests');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (request.body.where.status) q = q.where('status', '=', request.body.where.status);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ warehouseRequests: rows.map(warehouseRequestRecord), totalCount: Number(total.n) });
    },
  );

  byIdsRoute(app, '/warehouse/requests/byIds', 'warehouseRequests', async (ids, request) => {
    const { companyId } = await ctx.auth.scope(request, undefined);
    let q = db.selectFrom('warehouse_requests').selectAll().where('id', 'in', ids);
    if (companyId) q = q.where('company_id', '=', companyId);
    return (await q.execute()).map(warehouseRequestRecord);
  });

  /**
   * An admin answers a pending request: fulfilled attaches the chosen warehouse to the company
   * as a micro warehouse; declined tells the seller why. Only a pending request is answered,
   * once: the answer and the attachment are one transaction, so two admins cannot both act.
   */
  app.post(
    '/warehouse/requests/:id/resolve',
    {
      config: { access: 'admin', adminPermission: 'companies' },
      schema: { params: WarehouseParams, body: WarehouseRequestResolveInput },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const body = request.body;
      const row = await db.transaction().execute(async (tx) => {
        const current = await tx
          .selectFrom('warehouse_requests')
          .selectAll()
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound();
        if (current.status !== 'pending')
          throw conflict(fill(MSG.requestAlreadyInState, { status: current.status }), null);
        if (body.decision === 'fulfilled') {
          const warehouse = await tx
            .selectFrom('warehouses')
            .select('id')
            .where('id', '=', body.warehouseId)
            .executeTakeFirst();
          if (!warehouse) throw badRequest(MSG.attachSelectWarehouse, 'warehouseId');
          await refuseAttached(tx, current.company_id, body.warehouseId);
          await attachWarehouse(tx, {
            companyId: current.company_id,
            warehouseId: body.warehouseId,
            warehouseType: 'micro',
            gstNumber: body.gstNumber,
            fssaiNumber: body.fssaiNumber,
          });
        }
        return tx
          .updateTable('warehouse_requests')
          .set({
            status: body.decision,
            remark: body.remark || null,
            warehouse_id: body.decision === 'fulfilled' ? body.warehouseId : null,
            resolved_by: principal.userId,
            resolved_at: new Date(),
          })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (row.status === 'fulfilled') countsChanged(db, row.company_id);
      return ok(
        { warehouseRequest: warehouseRequestRecord(row) },
        body.decision === 'fulfilled' ? MSG.warehouseAttached : MSG.warehouseRequestDeclined,
      );
    },
  );
}
