import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AttachWarehouseInput, MSG, WarehouseCreateInput, fill } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import {
  byIdsRoute,
  badRequest,
  serviceApis,
  conflict,
  countsChanged,
  notFound,
  isAdminType,
  listBody,
  ok,
  pageOf,
  z,
  type ServiceContext,
  likePattern,
  type ServiceApp,
  sortKey,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { warehouseAddress, warehouseNameKey, warehouseRecords } from './records.js';
import { attachWarehouse, refuseAttached } from './companyWarehouses.js';

/** Letters of a warehouse code from its city: 'Bengaluru' → 'BEN'. */
const cityCode = (city: string) => (city.replace(/[^A-Za-z]/g, '').slice(0, 3) || 'WH').toUpperCase();

const ListBody = listBody(
  {
    searchValue: z.string().trim(),
    companyId: z.string().uuid(),
    /** Admins: leave out the warehouses already attached to this company (the attach form's choices). */
    notAttachedTo: z.string().uuid(),
  },
  ['createdAt', 'name', 'code'] as const,
);

export function warehouseRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>) {
  const { db } = ctx;

  const scopeCompany = async (request: FastifyRequest, requested: string | undefined) =>
    (await ctx.auth.scope(request, requested)).companyId;

  const attached = (companyId: string) =>
    db
      .selectFrom('warehouses')
      .innerJoin('company_warehouses as cw', 'cw.warehouse_id', 'warehouses.id')
      .where('cw.company_id', '=', companyId);

  app.get(
    '/warehouse/company',
    { config: { access: 'member' }, schema: { querystring: z.object({ companyId: z.string().max(200).optional() }) } },
    async (request) => {
      const companyId = await scopeCompany(request, request.query.companyId);
      if (!companyId) return ok({ companyId: null, warehouseCount: 0, hasWarehouse: false });
      const { n } = await attached(companyId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return ok({ companyId, warehouseCount: Number(n), hasWarehouse: Number(n) > 0 });
    },
  );

  /** A company's warehouses; for an admin without `companyId`, every warehouse, unless `own` asks for the caller's company only. */
  app.get(
    '/company/warehouses',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object({ companyId: z.string().max(200).optional(), own: z.string().max(200).optional() }),
      },
    },
    async (request) => {
      const companyId = await scopeCompany(request, request.query.companyId);
      if (!companyId && request.query.own === 'true') return ok({ warehouses: [] });
      const rows = companyId
        ? await attached(companyId).selectAll('warehouses').orderBy('warehouses.created_at').execute()
        : await db.selectFrom('warehouses').selectAll().orderBy('created_at').execute();
      return ok({ warehouses: await warehouseRecords(db, rows, companyId) });
    },
  );

  app.post(
    '/warehouse/listAllWarehouses',
    { config: { access: 'member' }, schema: { body: ListBody } },
    async (request) => {
      const body = request.body;
      const companyId = await scopeCompany(request, body.where.companyId);
      const { limit, offset, order } = pageOf(body);
      let q = companyId ? attached(companyId) : db.selectFrom('warehouses');
      const { notAttachedTo } = body.where;
      if (notAttachedTo) {
        const principal = await ctx.auth.member(request);
        if (!isAdminType(principal.userType)) throw notFound();
        q = q.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('company_warehouses as other')
                .select('other.warehouse_id')
                .whereRef('other.warehouse_id', '=', 'warehouses.id')
                .where('other.company_id', '=', notAttachedTo),
            ),
          ),
        );
      }
      const search = body.where.searchValue;
      if (search) {
        const like = likePattern(search, 'contains');
        q = q.where((eb) =>
          eb.or([
            eb('warehouses.name', 'ilike', like),
            eb('warehouses.warehouse_name', 'ilike', like),
            eb('warehouses.warehouse_code', 'ilike', like),
            eb(eb.ref('warehouses.address', '->>').key('city'), 'ilike', like),
          ]),
        );
      }
      const sortColumn =
        (
          {
            createdAt: 'warehouses.created_at',
            name: 'warehouses.name',
            code: 'warehouses.warehouse_code',
          } as const
        )[body.sortBy.by] ?? 'warehouses.created_at';
      const [rows, total] = await Promise.all([
        q
          .selectAll('warehouses')
          .orderBy(sortKey(sortColumn), order)
          .orderBy('warehouses.id', order)
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ warehouses: await warehouseRecords(db, rows, companyId), totalCount: Number(total.n) });
    },
  );

  /**
   * An admin attaches a warehouse to a company, or changes an attachment's details: the
   * (company, warehouse) pair is the natural key, so a retried attach changes nothing more.
   */
  app.post(
    '/company/attach-warehouse',
    { config: { access: 'admin', adminPermission: 'companies' }, schema: { body: AttachWarehouseInput } },
    async (request) => {
      const body = request.body;
      const warehouse = await db
        .selectFrom('warehouses')
        .select('id')
        .where('id', '=', body.warehouseId)
        .executeTakeFirst();
      if (!warehouse) throw badRequest(MSG.attachSelectWarehouse, 'warehouseId');
      const { companies } = await serviceApis(ctx.urls).ums.postUmsCompaniesByIds({
        internal: true,
        body: { ids: [body.companyId] },
      });
      if (!companies.length) throw notFound();
      await refuseAttached(db, body.companyId, body.warehouseId);
      await attachWarehouse(db, body);
      countsChanged(db, body.companyId);
      const rows = await db.selectFrom('warehouses').selectAll().where('id', '=', body.warehouseId).execute();
      const [record] = await warehouseRecords(db, rows, body.companyId);
      return ok({ warehouse: record }, MSG.warehouseAttached);
    },
  );

  /**
   * An admin creates a warehouse. Its name is the natural key: a create sent again (a retry
   * after a lost answer, another tab) finds the name taken and makes nothing; a retry under the
   * same Idempotency-Key gets the first answer back. City and state, and the map point unless
   * given, are India Post's for the pincode.
   */
  app.post(
    '/warehouse',
    {
      config: { access: 'admin', adminPermission: 'warehouses', idempotent: true },
      schema: { body: WarehouseCreateInput },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const place = lookupPincode(body.pincode);
      if (!place) throw badRequest(MSG.invalidPincode, 'pincode');
      const id = randomUUID();
      const contact = [body.firstName, body.lastName].filter(Boolean).join(' ');
      const created = await db
        .insertInto('warehouses')
        .values({
          id,
          warehouse_code: `WH-${cityCode(place.city)}-${id.slice(0, 6).toUpperCase()}`,
          name: body.name,
          name_key: warehouseNameKey(body.name),
          warehouse_name: body.name,
          warehouse_type: body.warehouseType,
          invoice_prefix: body.invoicePrefix,
          active: true,
          rto_other_wh: false,
          lat: body.lat ?? place.lat ?? null,
          lng: body.lng ?? place.lng ?? null,
          address: warehouseAddress(contact, body, place),
        })
        .onConflict((oc) => oc.column('name_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!created) throw conflict(fill(MSG.warehouseNameTaken, { name: body.name }), 'name');
      const [warehouse] = await warehouseRecords(db, [created]);
      return ok({ warehouse }, MSG.warehouseCreated);
    },
  );

  /** The warehouses attached to a company: UMS puts a warehouse operator's into its principal. */
  app.get(
    '/internal/company/:companyId/warehouse-ids',
    { config: { access: 'internal' }, schema: { params: z.object({ companyId: z.string().uuid() }) } },
    async (request) => {
      const rows = await db
        .selectFrom('company_warehouses')
        .select('warehouse_id')
        .where('company_id', '=', request.params.companyId)
        .orderBy('warehouse_id')
        .execute();
      return ok({ warehouseIds: rows.map((r) => r.warehouse_id) });
    },
  );

  /** A company's warehouses for work no user is behind (an order a store pushed to OMS). */
  app.get(
    '/internal/company/:companyId/warehouses',
    { config: { access: 'internal' }, schema: { params: z.object({ companyId: z.string().uuid() }) } },
    async (request) => {
      const rows = await attached(request.params.companyId)
        .selectAll('warehouses')
        .orderBy('warehouses.created_at')
        .execute();
      return ok({ warehouses: await warehouseRecords(db, rows, request.params.companyId) });
    },
  );

  /**
   * The sellers whose stock is at the caller's warehouses (an operator's seller filter, and
   * whose names it may read); a seller gets its own company, an admin every company with one.
   */
  app.get('/warehouse/sellers', { config: { access: 'member' } }, async (request) => {
    const principal = await ctx.auth.member(request);
    let q = db.selectFrom('company_warehouses').select('company_id').distinct();
    if (principal.userType === 'warehouse') {
      if (!principal.warehouseIds.length) return ok({ companyIds: [] });
      q = q.where('warehouse_id', 'in', principal.warehouseIds);
      if (principal.companyId) q = q.where('company_id', '!=', principal.companyId);
    } else if (!isAdminType(principal.userType)) {
      if (!principal.companyId) return ok({ companyIds: [] });
      q = q.where('company_id', '=', principal.companyId);
    }
    const rows = await q.orderBy('company_id').execute();
    return ok({ companyIds: rows.map((r) => r.company_id) });
  });

  /** Batch read for loaders; non-admins get only warehouses attached to their company. */
  byIdsRoute(app, '/warehouse/byIds', 'warehouses', async (ids, request) => {
    const principal = await ctx.auth.member(request);
    const admin = isAdminType(principal.userType);
    let q = db.selectFrom('warehouses').where('warehouses.id', 'in', ids);
    if (!admin) {
      if (!principal.companyId) return [];
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('company_warehouses as cw')
            .select('cw.warehouse_id')
            .whereRef('cw.warehouse_id', '=', 'warehouses.id')
            .where('cw.company_id', '=', principal.companyId!),
        ),
      );
    }
    return warehouseRecords(db, await q.selectAll('warehouses').execute(), admin ? null : principal.companyId);
  });
}
