import type { Kysely } from 'kysely';
import { CompanyRecordSchema, InvoicingInput, type CompanyRecord } from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  dayOf,
  exportRows,
  exportSort,
  ExportSort,
  isAdminType,
  isInternal,
  listBody,
  notFound,
  ok,
  pageOf,
  sendCsv,
  serviceApis,
  z,
  type CsvRow,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { limitedCompanyRecord } from '../records.js';
import { companyRecords, contactsOf, findCompanies } from './service.js';

const CompanyListBody = listBody({ searchValue: z.string().trim() }, ['createdAt', 'name', 'code'] as const);
const Companies = z.array(CompanyRecordSchema);
const CompanyExportQuery = z.object({ search: z.string().trim().max(200).optional(), ...ExportSort });
const COMPANY_COLUMNS = ['Name', 'Code', 'Owner', 'Owner email', 'Owner phone', 'Invoicing complete', 'Created'];

/** A page of companies as export lines, each with its owner's name and contacts. */
const companyLines =
  (db: Kysely<UmsDB>) =>
  async (companies: readonly CompanyRecord[]): Promise<CsvRow[]> => {
    const owners = await contactsOf(
      db,
      companies.flatMap((c) => (c.ownerId ? [c.ownerId] : [])),
    );
    return companies.map((c) => {
      const owner = c.ownerId ? owners.get(c.ownerId) : undefined;
      return [
        c.name,
        c.code,
        owner?.name ?? '',
        owner?.email ?? '',
        owner?.phone ?? '',
        c.invoicingComplete ? 'Yes' : 'No',
        dayOf(c.createdAt),
      ];
    });
  };

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
      return ok(await findCompanies(db, request.body, pageOf(request.body)));
    },
  );

  /** The company list as CSV, searched and sorted as on screen, with each company's owner. */
  app.get(
    '/csv/companies',
    { config: { access: 'admin' }, schema: { querystring: CompanyExportQuery } },
    async (request, reply) => {
      await ctx.auth.admin(request);
      const { search, ...query } = request.query;
      const sort = exportSort(query, { CREATED_AT: 'createdAt', NAME: 'name', CODE: 'code' } as const, 'createdAt');
      const where = { searchValue: search };
      const rows = exportRows(
        async (window) => (await findCompanies(db, { where, sortBy: sort }, window)).companies,
        companyLines(db),
        sort.order,
      );
      return sendCsv(reply, { name: 'companies', header: COMPANY_COLUMNS, rows });
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
      const whole = await companyRecords(
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
      return ok({ companies: await companyRecords(db, rows) });
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
      const [company] = await companyRecords(db, [row]);
      return ok({ company: company! }, 'Invoicing details saved');
    },
  );
}
