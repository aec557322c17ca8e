import type { FastifyRequest } from 'fastify';
import {
  isAdminType,
  listBody,
  ok,
  pageOf,
  z,
  type ServiceContext,
  likePattern,
  type ServiceApp,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { warehouseRecords } from './records.js';

const ListBody = listBody({ searchValue: z.string().trim(), companyId: z.string().uuid() }, [
  'createdAt',
  'name',
] as const);

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
      return ok({ warehouses: await warehouseRecords(db, rows) });
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
      const sortColumn = body.sortBy.by === 'name' ? 'warehouses.name' : 'warehouses.created_at';
      const [rows, total] = await Promise.all([
        q
          .selectAll('warehouses')
          .orderBy(sortColumn, order)
          .orderBy('warehouses.id', order)
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ warehouses: await warehouseRecords(db, rows), totalCount: Number(total.n) });
    },
  );

  /** Batch read for loaders; non-admins get only warehouses attached to their company. */
  app.post(
    '/warehouse/byIds',
    { config: { access: 'member' }, schema: { body: z.object({ ids: z.array(z.string().uuid()).max(500) }) } },
    async (request) => {
      const principal = await ctx.auth.member(request);
      const { ids } = request.body;
      if (!ids.length) return ok({ warehouses: [] });
      let q = db.selectFrom('warehouses').where('warehouses.id', 'in', ids);
      if (!isAdminType(principal.userType)) {
        if (!principal.companyId) return ok({ warehouses: [] });
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
      const rows = await q.selectAll('warehouses').execute();
      return ok({ warehouses: await warehouseRecords(db, rows) });
    },
  );
}
