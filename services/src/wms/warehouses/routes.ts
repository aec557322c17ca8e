import type { FastifyRequest } from 'fastify';
import { AttachWarehouseInput, MSG, WarehouseCreateInput, WarehouseRecordSchema } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import {
  answers,
  byIdsRoute,
  badRequest,
  dayOf,
  exportRows,
  exportSort,
  ExportSort,
  sendCsv,
  serviceApis,
  notFound,
  isAdminType,
  listBody,
  ok,
  pageOf,
  z,
  type ServiceContext,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import {
  attachNew,
  attachedCount,
  attachedWarehouseIds,
  attachedWarehouses,
  companyWarehouseList,
  createWarehouse,
  findWarehouses,
  sellersOf,
  warehouseExists,
  warehousesByIds,
} from './service.js';

type Ctx = ServiceContext<WmsDB>;

const ListBody = listBody(
  {
    searchValue: z.string().trim(),
    companyId: z.string().uuid(),
    /** Admins: leave out the warehouses already attached to this company (the attach form's choices). */
    notAttachedTo: z.string().uuid(),
  },
  ['createdAt', 'name', 'code'] as const,
);

const WarehouseExportQuery = z.object({
  search: z.string().trim().max(200).optional(),
  companyId: z.string().uuid().optional(),
  ...ExportSort,
});

/** Warehouses as the company has them (every one for an admin without a company). */
const WarehousesReply = answers(z.object({ warehouses: z.array(WarehouseRecordSchema) }));
/** One warehouse, as the write left it. */
const WarehouseReply = answers(z.object({ warehouse: WarehouseRecordSchema }));

const scopeCompany = async (ctx: Ctx, request: FastifyRequest, requested: string | undefined) =>
  (await ctx.auth.scope(request, requested)).companyId;

export function warehouseRoutes(app: ServiceApp, ctx: Ctx) {
  companyViewRoutes(app, ctx);
  adminRoutes(app, ctx);
  internalRoutes(app, ctx);
  callerRoutes(app, ctx);
}

/** The warehouses a company has (or, for an admin, every one), as its screens list them. */
function companyViewRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  app.get(
    '/warehouse/company',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object({ companyId: z.string().max(200).optional() }),
        response: answers(
          z.object({ companyId: z.string().nullable(), warehouseCount: z.number().int(), hasWarehouse: z.boolean() }),
        ),
      },
    },
    async (request) => {
      const companyId = await scopeCompany(ctx, request, request.query.companyId);
      if (!companyId) return ok({ companyId: null, warehouseCount: 0, hasWarehouse: false });
      const n = await attachedCount(db, companyId);
      return ok({ companyId, warehouseCount: n, hasWarehouse: n > 0 });
    },
  );

  /** A company's warehouses; for an admin without `companyId`, every warehouse, unless `own` asks for the caller's company only. */
  app.get(
    '/company/warehouses',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object({ companyId: z.string().max(200).optional(), own: z.string().max(200).optional() }),
        response: WarehousesReply,
      },
    },
    async (request) => {
      const companyId = await scopeCompany(ctx, request, request.query.companyId);
      if (!companyId && request.query.own === 'true') return ok({ warehouses: [] });
      return ok({ warehouses: await companyWarehouseList(db, companyId) });
    },
  );

  app.post(
    '/warehouse/listAllWarehouses',
    {
      config: { access: 'member' },
      schema: {
        body: ListBody,
        response: answersPage('warehouses', WarehouseRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const companyId = await scopeCompany(ctx, request, body.where.companyId);
      const page = pageOf(body);
      if (body.where.notAttachedTo) {
        const principal = await ctx.auth.member(request);
        if (!isAdminType(principal.userType)) throw notFound();
      }
      return ok(await findWarehouses(db, companyId, body, page));
    },
  );

  /** The warehouse list as CSV: a company's (a seller its own), or every one for an admin naming none. */
  app.get(
    '/csv/warehouses',
    { config: { access: 'member' }, schema: { querystring: WarehouseExportQuery } },
    async (request, reply) => {
      const { search, companyId: asked, ...query } = request.query;
      const companyId = await scopeCompany(ctx, request, asked);
      const sort = exportSort(query, { CREATED_AT: 'createdAt', NAME: 'name', CODE: 'code' } as const, 'createdAt');
      const body = { where: { searchValue: search }, sortBy: sort };
      const rows = exportRows(
        async (window) => (await findWarehouses(db, companyId, body, window)).warehouses,
        (warehouses) =>
          warehouses.map((w) => [
            w.warehouseId,
            w.name,
            w.warehouseName,
            w.warehouseType,
            w.address.city,
            w.address.state,
            w.active ? 'Yes' : 'No',
            dayOf(w.createdAt),
          ]),
        sort.order,
      );
      const header = ['Code', 'Name', 'Full name', 'Type', 'City', 'State', 'Active', 'Created'];
      return sendCsv(reply, { name: 'warehouses', header, rows });
    },
  );
}

/** An admin creates warehouses and attaches them to companies. */
function adminRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /**
   * An admin attaches a warehouse to a company, or changes an attachment's details: the
   * (company, warehouse) pair is the natural key, so a retried attach changes nothing more.
   */
  app.post(
    '/company/attach-warehouse',
    {
      config: { access: 'admin', adminPermission: 'companies' },
      schema: { body: AttachWarehouseInput, response: WarehouseReply },
    },
    async (request) => {
      const body = request.body;
      if (!(await warehouseExists(db, body.warehouseId))) throw badRequest(MSG.attachSelectWarehouse, 'warehouseId');
      const { companies } = await serviceApis(ctx.urls).ums.postUmsCompaniesByIds({
        internal: true,
        body: { ids: [body.companyId] },
      });
      if (!companies.length) throw notFound();
      return ok({ warehouse: await attachNew(db, body) }, MSG.warehouseAttached);
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
      schema: { body: WarehouseCreateInput, response: WarehouseReply },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const place = lookupPincode(body.pincode);
      if (!place) throw badRequest(MSG.invalidPincode, 'pincode');
      return ok({ warehouse: await createWarehouse(db, body, place) }, MSG.warehouseCreated);
    },
  );
}

/** Service-to-service reads of a company's warehouses. */
function internalRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /** The warehouses attached to a company: UMS puts a warehouse operator's into its principal. */
  app.get(
    '/internal/company/:companyId/warehouse-ids',
    {
      config: { access: 'internal' },
      schema: {
        params: z.object({ companyId: z.string().uuid() }),
        response: answers(z.object({ warehouseIds: z.array(z.string()) })),
      },
    },
    async (request) => ok({ warehouseIds: await attachedWarehouseIds(db, request.params.companyId) }),
  );

  /** A company's warehouses for work no user is behind (an order a store pushed to OMS). */
  app.get(
    '/internal/company/:companyId/warehouses',
    {
      config: { access: 'internal' },
      schema: { params: z.object({ companyId: z.string().uuid() }), response: WarehousesReply },
    },
    async (request) => ok({ warehouses: await attachedWarehouses(db, request.params.companyId) }),
  );
}

/** Reads held to what the caller may see: its sellers, and warehouses by id. */
function callerRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /**
   * The sellers whose stock is at the caller's warehouses (an operator's seller filter, and
   * whose names it may read); a seller gets its own company, an admin every company with one.
   */
  app.get(
    '/warehouse/sellers',
    { config: { access: 'member' }, schema: { response: answers(z.object({ companyIds: z.array(z.string()) })) } },
    async (request) => {
      const principal = await ctx.auth.member(request);
      return ok({ companyIds: await sellersOf(db, principal) });
    },
  );

  /** Batch read for loaders; non-admins get only warehouses attached to their company. */
  byIdsRoute(
    app,
    '/warehouse/byIds',
    'warehouses',
    async (ids, request) => {
      const principal = await ctx.auth.member(request);
      return warehousesByIds(db, principal, ids);
    },
    { record: WarehouseRecordSchema },
  );
}
