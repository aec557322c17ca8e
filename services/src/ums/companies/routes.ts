import type { Kysely } from 'kysely';
import { CompanyRecordSchema, InvoicingInput } from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  isAdminType,
  isInternal,
  listBody,
  notFound,
  ok,
  pageOf,
  serviceApis,
  z,
  type ServiceContext,
  likePattern,
  type ServiceApp,
  sortKey,
} from '../../platform/index.js';
import type { CompanyRow, UmsDB } from '../db.js';
import { companyRecord, limitedCompanyRecord } from '../records.js';

const CompanyListBody = listBody({ searchValue: z.string().trim() }, ['createdAt', 'name', 'code'] as const);
const Companies = z.array(CompanyRecordSchema);

/** The first user of each company is its owner. */
async function ownersOf(db: Kysely<UmsDB>, companyIds: string[]): Promise<Map<string, string>> {
  if (!companyIds.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['company_id', 'id'])
    .distinctOn('company_id')
    .where('company_id', 'in', companyIds)
    .orderBy('company_id')
    .orderBy('created_at')
    .execute();
  return new Map(rows.map((r) => [r.company_id!, r.id]));
}

async function records(db: Kysely<UmsDB>, rows: CompanyRow[]) {
  const owners = await ownersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => companyRecord(r, owners.get(r.id) ?? null));
}

export function companyRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;

  app.post(
    '/ums/profile/companies',
    {
      config: { access: 'admin' },
      schema: {
        body: CompanyListBody,
        response: answers(z.object({ companies: Companies, totalCount: z.number().int() })),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const { limit, offset, order } = pageOf(body);
      let q = db.selectFrom('companies');
      const search = body.where.searchValue;
      if (search) {
        const like = likePattern(search, 'contains');
        q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like)]));
      }
      const sortColumn =
        ({ createdAt: 'created_at', name: 'name', code: 'code' } as const)[body.sortBy.by] ?? 'created_at';
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy(sortKey(sortColumn), order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ companies: await records(db, rows), totalCount: Number(total.n) });
    },
  );

  /**
   * Batch read for loaders. Admins and services read any company; a warehouse operator its
   * own, and of the sellers at its warehouses (whose orders and stock it works) only who they
   * are; others only their own.
   */
  byIdsRoute(
    app,
    '/ums/companies/byIds',
    'companies',
    async (ids, request) => {
      let allowed = ids;
      // Companies the caller may know only by name: an operator's sellers.
      let named = new Set<string>();
      if (!isInternal(request)) {
        const principal = await ctx.auth.user(request);
        if (principal.userType === 'warehouse' && ids.some((id) => id !== principal.companyId)) {
          const { companyIds } = await serviceApis(ctx.urls).wms.getWarehouseSellers<{ companyIds: string[] }>({
            caller: request,
          });
          named = new Set(companyIds.filter((id) => id !== principal.companyId));
          allowed = ids.filter((id) => id === principal.companyId || named.has(id));
        } else if (!isAdminType(principal.userType)) allowed = ids.filter((id) => id === principal.companyId);
      }
      const rows = allowed.length
        ? await db.selectFrom('companies').selectAll().where('id', 'in', allowed).execute()
        : [];
      const whole = await records(
        db,
        rows.filter((r) => !named.has(r.id)),
      );
      return [...whole, ...rows.filter((r) => named.has(r.id)).map(limitedCompanyRecord)];
    },
    { access: ['internal', 'user'], record: CompanyRecordSchema },
  );

  /** Every seller company, for work done for each of them (the monthly billing run). */
  app.get(
    '/ums/internal/companies/sellers',
    { config: { access: 'internal' }, schema: { response: answers(z.object({ companies: Companies })) } },
    async () => {
      const rows = await db.selectFrom('companies').selectAll().where('kind', '=', 'seller').orderBy('code').execute();
      return ok({ companies: await records(db, rows) });
    },
  );

  app.put(
    '/ums/profile/seller/invoicing',
    {
      config: { access: 'user' },
      schema: { body: InvoicingInput, response: answers(z.object({ company: CompanyRecordSchema })) },
    },
    async (request) => {
      const principal = await ctx.auth.user(request);
      if (!principal.companyId) throw notFound();
      const invoicing = request.body;
      const row = await db
        .updateTable('companies')
        .set({ invoicing: JSON.stringify(invoicing), updated_at: new Date() })
        .where('id', '=', principal.companyId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const [company] = await records(db, [row]);
      return ok({ company: company! }, 'Invoicing details saved');
    },
  );
}
