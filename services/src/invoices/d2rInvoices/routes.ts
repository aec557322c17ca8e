import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  AgeingRowSchema,
  BY_IDS_MAX,
  D2R_INVOICE_SEARCH_OPTIONS,
  D2rCollectionInput,
  D2rCollectionRecordSchema,
  D2rInvoiceEventSchema,
  D2rInvoiceRecordSchema,
  InvoiceHandoverInput,
  MSG,
  defaultDays,
  isoDate,
} from '@parcelo/common';
import {
  IDEMPOTENCY_HEADER,
  answers,
  answersPage,
  badRequest,
  byIdsRoute,
  forbidden,
  isAdminType,
  notFound,
  ok,
  sendCsv,
  storedObjectKey,
  uploadFolder,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { invoiceSearch } from './d2r.js';
import { retailerActivityRoute } from './retailerActivity.js';
import {
  D2R_INVOICE_SORTS,
  D2R_INVOICE_STATUS_FILTERS,
  ageing,
  assertSalesmanOf,
  d2rInvoiceService,
  fieldCallerOf,
  salesmenSearched,
  type D2rInvoiceFilter,
  type D2rInvoiceService,
} from './service.js';

type Ctx = ServiceContext<InvoicesDB>;

/** The invoices list's filters, shared by the list and its CSV; the days are India's, both included. */
const Filters = {
  start: isoDate('Start date').optional(),
  end: isoDate('End date').optional(),
  searchOptionType: z.enum(D2R_INVOICE_SEARCH_OPTIONS).optional(),
  searchValue: z.string().trim().max(100).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
  sortBy: z.enum(D2R_INVOICE_SORTS).default('createdAt'),
  company: z.string().uuid().optional(),
  invoiceStatus: z.enum(D2R_INVOICE_STATUS_FILTERS).optional(),
  /** One salesman's invoices: those they hold. A salesman asking is held to their own whatever it names. */
  salesman: z.string().uuid(MSG.notFound).optional(),
  handedOverOn: isoDate('Handed over on').optional(),
};
const ListQuery = z.object({
  ...Filters,
  records: z.coerce.number().int().min(1).max(300).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
/** Where proofs of D2R collections are uploaded (OMS's presigned path). */
const PROOF_KIND = 'd2r_payment_collection_proof';

const InvoiceAnswer = answers(z.object({ invoice: D2rInvoiceRecordSchema }));
const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;
/** What admins and a brand's salesmen (for their own work only) both reach. */
const d2rAdminOrSalesman = { access: ['admin', 'member'], adminPermission: 'd2r' } as const;
const CollectionsQuery = z.object({
  salesman: z.string().uuid(MSG.notFound).optional(),
  company: z.string().uuid().optional(),
  start: isoDate('Start date').optional(),
  end: isoDate('End date').optional(),
  records: z.coerce.number().int().min(1).max(300).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/**
 * Admins, or a salesman for themselves (their brand and their id); anyone else is refused.
 * Routes that also serve a brand's seller use `listScope`.
 */
async function adminOrSalesman(ctx: Ctx, request: FastifyRequest) {
  const principal = await ctx.auth.member(request);
  if (isAdminType(principal.userType)) return { principal, field: null };
  const field = await fieldCallerOf(ctx.urls, principal);
  if (!field) throw forbidden();
  return { principal, field };
}

/**
 * D2R invoices: raised by OMS when a direct-to-retailer order ships, listed for admins (every
 * brand's) and sellers (their own), handed to a salesman and collected against until paid.
 * The routes check who asks; the service keeps the invoices and their money.
 */
export function invoiceRoutes(app: ServiceApp, ctx: Ctx) {
  const service = d2rInvoiceService(ctx.db);
  eventRoutes(app, ctx, service);
  listRoutes(app, ctx, service);
  collectionRoutes(app, ctx, service);
  retailerActivityRoute(app, ctx);
}

/** What other services tell and ask (a shipped order's invoice, what retailers owe), and what the retailers' lists show they owe. */
function eventRoutes(app: ServiceApp, ctx: Ctx, service: D2rInvoiceService) {
  /** Raises a shipped D2R order's invoice once; the same order again answers the invoice raised. */
  app.post(
    '/internal/d2r/invoices',
    { config: { access: 'internal' }, schema: { body: D2rInvoiceEventSchema, response: InvoiceAnswer } },
    async (request) => ok({ invoice: await service.raise(request.body) }),
  );

  /** What each retailer owes on its open invoices, in paise: OMS checks it against the retailer's credit limit. */
  app.post(
    '/internal/d2r/outstanding',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ retailerIds: z.array(z.string().uuid()).max(BY_IDS_MAX) }),
        response: answers(z.object({ outstanding: z.record(z.string(), z.number().int()) })),
      },
    },
    async (request) => ok({ outstanding: await service.outstanding([...new Set(request.body.retailerIds)]) }),
  );

  /** The same for the retailers' lists: what each owes on its open invoices, in paise (a brand's user, its own). */
  app.post(
    '/invoices/outstanding',
    {
      config: { access: 'member', adminPermission: 'd2r' },
      schema: {
        body: z.object({ retailerIds: z.array(z.string().uuid()).max(BY_IDS_MAX) }),
        response: answers(z.object({ outstanding: z.record(z.string(), z.number().int()) })),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return ok({ outstanding: await service.outstanding([...new Set(request.body.retailerIds)], companyId) });
    },
  );
}

/** The list, its CSV, the BFF's batch read, the ageing view and the handover. */
function listRoutes(app: ServiceApp, ctx: Ctx, service: D2rInvoiceService) {
  /**
   * The company the caller may list (a seller its own; an admin the one it names, or all) and,
   * for a salesman search, the ids of the salesmen it finds.
   */
  const listScope = async <F extends D2rInvoiceFilter & { company?: string | undefined }>(
    request: FastifyRequest,
    asked: F,
  ) => {
    const principal = await ctx.auth.member(request);
    const field = await fieldCallerOf(ctx.urls, principal);
    // A salesman sees the invoices they hold, of the brand they work for, whatever they name.
    const filter: F = field ? { ...asked, company: field.companyId, salesman: field.salesmanId } : asked;
    const companyId = field ? field.companyId : (await ctx.auth.scope(request, filter.company)).companyId;
    const search = invoiceSearch(filter.searchOptionType, filter.searchValue);
    const salesmanIds =
      search.kind === 'salesman'
        ? await salesmenSearched(ctx.urls, request, search, {
            admin: isAdminType(principal.userType),
            companyId,
            onInvoices: () => service.salesmenOnInvoices(companyId),
          })
        : undefined;
    return { companyId, salesmanIds, filter };
  };
  const orderOf = (order: string): 'asc' | 'desc' => (order.toLowerCase() === 'asc' ? 'asc' : 'desc');

  /** A page of invoices, newest first unless sorted otherwise; without days, the last 30. */
  app.get(
    '/invoices',
    {
      config: { access: 'member', adminPermission: 'd2r' },
      schema: { querystring: ListQuery, response: answersPage('invoices', D2rInvoiceRecordSchema) },
    },
    async (request) => {
      const { companyId, salesmanIds, filter: query } = await listScope(request, request.query);
      const page = { limit: query.records, offset: (query.page - 1) * query.records, order: orderOf(query.order) };
      return ok(await service.list(companyId, query, salesmanIds, page, query.sortBy));
    },
  );

  /** The list as CSV with the page's filters and sort. */
  app.get(
    '/csv/d2r/invoices',
    {
      config: { access: 'member', adminPermission: 'd2r' },
      // The BFF's export links name the brand as companyId and a salesman as salesmanId, as every other export does.
      schema: {
        querystring: z.object({
          ...Filters,
          companyId: z.string().uuid().optional(),
          salesmanId: z.string().uuid(MSG.notFound).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { companyId: named, salesmanId, ...rest } = request.query;
      const {
        companyId,
        salesmanIds,
        filter: query,
      } = await listScope(request, {
        ...rest,
        company: rest.company ?? named,
        salesman: rest.salesman ?? salesmanId,
      });
      const sort = { by: query.sortBy, order: orderOf(query.order) } as const;
      return sendCsv(reply, service.csv(companyId, query, salesmanIds, sort));
    },
  );

  /** The invoices of these ids the caller may see: a salesman only those handed to them. */
  const visible = async (ids: string[], request: FastifyRequest) => {
    await ctx.auth.adminPermission(request, 'd2r');
    const field = await fieldCallerOf(ctx.urls, await ctx.auth.member(request));
    if (field) return (await service.byIds(ids, field.companyId)).filter((i) => i.salesmanId === field.salesmanId);
    const { companyId } = await ctx.auth.scope(request, undefined);
    return service.byIds(ids, companyId);
  };

  /** Batch reads for the BFF's loaders: only what the caller may see. */
  byIdsRoute(app, '/invoices/byIds', 'invoices', visible, { record: D2rInvoiceRecordSchema });
  byIdsRoute(
    app,
    '/invoices/collections/byIds',
    'collections',
    async (ids, request) => service.collectionsOf((await visible(ids, request)).map((i) => i.id)),
    { record: D2rCollectionRecordSchema },
  );

  /**
   * What is owed on open invoices by age (days since the invoice's date in India: 0–30, 31–60,
   * 61–90, over 90), per retailer or per salesman, with the totals; `salesman` narrows it to the
   * invoices one salesman holds, and a salesman asking gets only their own.
   */
  app.get(
    '/invoices/ageing',
    {
      config: d2rAdminOrSalesman,
      schema: {
        querystring: z.object({
          company: z.string().uuid().optional(),
          by: z.enum(['retailer', 'salesman']).default('retailer'),
          salesman: z.string().uuid(MSG.notFound).optional(),
        }),
        response: answers(z.object({ rows: z.array(AgeingRowSchema), totals: AgeingRowSchema })),
      },
    },
    async (request) => {
      const { field } = await adminOrSalesman(ctx, request);
      const { company, by, salesman } = request.query;
      return ok(
        field
          ? await ageing(service, ctx.urls, field.companyId, by, field.salesmanId)
          : await ageing(service, ctx.urls, company, by, salesman),
      );
    },
  );

  /** Hands an open invoice to one of its brand's active salesmen to collect. */
  app.post(
    '/invoice/handover-to-salesman',
    { config: d2rAdmin, schema: { body: InvoiceHandoverInput, response: InvoiceAnswer } },
    async (request) => {
      await ctx.auth.admin(request);
      const { id, salesmanId } = request.body;
      const invoice = await service.get(id);
      if (invoice.isClosed) throw badRequest(MSG.d2rInvoiceClosed, 'id');
      await assertSalesmanOf(ctx.urls, invoice.companyId, salesmanId, true);
      return ok({ invoice: await service.handOver(id, salesmanId) }, MSG.invoiceHandedOver);
    },
  );
}

/** Payments collected against an invoice, each with its proof. */
function collectionRoutes(app: ServiceApp, ctx: Ctx, service: D2rInvoiceService) {
  /**
   * Records a payment collected against an open invoice, up to what is outstanding; the invoice
   * closes as paid once less than ₹1 is owed. A repeat with the same Idempotency-Key is the
   * first collection again.
   */
  app.post(
    '/invoice/:id/collections',
    {
      config: { ...d2rAdminOrSalesman, idempotent: true },
      schema: {
        params: IdParams,
        body: D2rCollectionInput,
        response: answers(z.object({ invoice: D2rInvoiceRecordSchema, collection: D2rCollectionRecordSchema })),
      },
    },
    async (request) => {
      const { principal, field } = await adminOrSalesman(ctx, request);
      // A salesman collects only on what is handed to them, and as themselves.
      const body = field ? { ...request.body, salesmanId: field.salesmanId } : request.body;
      // Only a file the staff (or the salesman) uploaded as a collection's proof may be one.
      if (!storedObjectKey(body.proofUrl, uploadFolder(PROOF_KIND, principal)))
        throw badRequest(MSG.d2rCollectionProofRequired, 'proofUrl');
      const invoice = await service.get(request.params.id, field?.companyId);
      if (field && invoice.salesmanId !== field.salesmanId) throw notFound();
      if (body.salesmanId && !field) await assertSalesmanOf(ctx.urls, invoice.companyId, body.salesmanId, false);
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = typeof header === 'string' ? `key:${principal.userId}:${header}` : `once:${randomUUID()}`;
      const { invoice: after, collection } = await service.collect(request.params.id, {
        ...body,
        key,
        recordedBy: principal.name,
      });
      return ok({ invoice: after, collection }, MSG.d2rCollectionRecorded);
    },
  );

  /** An invoice's collections, oldest first: a seller sees its own invoices'. */
  app.get(
    '/invoice/:id/collections',
    {
      config: { access: 'member', adminPermission: 'd2r' },
      schema: { params: IdParams, response: answers(z.object({ collections: z.array(D2rCollectionRecordSchema) })) },
    },
    async (request) => {
      const field = await fieldCallerOf(ctx.urls, await ctx.auth.member(request));
      const companyId = field ? field.companyId : (await ctx.auth.scope(request, undefined)).companyId;
      const invoice = await service.get(request.params.id, companyId);
      if (field && invoice.salesmanId !== field.salesmanId) throw notFound();
      return ok({ collections: await service.collectionsOf([invoice.id]) });
    },
  );

  /**
   * What one salesman collected, newest first, between two India days (the last 30 unless
   * told): an admin names the salesman, a salesman sees their own.
   */
  app.get(
    '/invoices/collections',
    {
      config: d2rAdminOrSalesman,
      schema: {
        querystring: CollectionsQuery,
        response: answersPage('collections', D2rCollectionRecordSchema),
      },
    },
    async (request) => {
      const { field } = await adminOrSalesman(ctx, request);
      const query = request.query;
      const salesmanId = field?.salesmanId ?? query.salesman;
      if (!salesmanId) throw badRequest(MSG.selectSalesman, 'salesman');
      const days =
        query.start || query.end ? { from: query.start ?? query.end!, to: query.end ?? query.start! } : defaultDays();
      const page = { limit: query.records, offset: (query.page - 1) * query.records };
      return ok(await service.salesmanCollections(salesmanId, field?.companyId ?? query.company, days, page));
    },
  );
}
