import type { FastifyRequest } from 'fastify';
import {
  MSG,
  PromoterStockInput,
  PromoterStockProductSchema,
  PromoterStockRecordSchema,
  StoreAddressRecordSchema,
  defaultDays,
  isoDate,
} from '@parcelo/common';
import {
  answers,
  answersPage,
  badRequest,
  byIdsRoute,
  forbidden,
  isAdminType,
  ok,
  sendCsv,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { retailerSearchPatterns } from '../retailers/service.js';
import {
  catalogueProducts,
  namedPromoter,
  promoterCaller,
  promotersSearched,
  promoterSellThroughService,
  promoterStockService,
  type PromoterOf,
  type PromoterStockService,
  type PromoterStockFilter,
} from './service.js';

type Ctx = ServiceContext<D2rDB>;

const StockType = z.coerce
  .number()
  .int()
  .refine((n) => n === 0 || n === 1, MSG.numberInvalid)
  .transform((n) => n as 0 | 1);
const ListQuery = z.object({
  company: z.string().uuid(MSG.notFound).optional(),
  start: isoDate('Start date').optional(),
  end: isoDate('End date').optional(),
  promoter: z.string().uuid(MSG.notFound).optional(),
  retailer: z.string().uuid(MSG.notFound).optional(),
  stockType: StockType.optional(),
  /** A promoter's or retailer's name or phone. */
  search: z.string().trim().max(100).optional(),
  records: z.coerce.number().int().min(1).max(300).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
/** The export link's filters: the list's, the brand, promoter and shop named as the BFF's links name them. */
const CsvQuery = ListQuery.omit({ records: true, page: true, company: true, promoter: true, retailer: true }).extend({
  companyId: z.string().uuid(MSG.notFound).optional(),
  promoterId: z.string().uuid(MSG.notFound).optional(),
  retailerId: z.string().uuid(MSG.notFound).optional(),
});
const SellThroughQuery = z.object({
  company: z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany),
  start: isoDate('Start date').optional(),
  end: isoDate('End date').optional(),
});
const SellThroughRowSchema = z.object({
  retailerId: z.string(),
  retailer: StoreAddressRecordSchema,
  sku: z.string(),
  title: z.string().nullable(),
  unitsSold: z.number().int(),
  restocks: z.number().int(),
  counts: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  daysCovered: z.number().int(),
});
const OptionsQuery = z.object({
  company: z.string().uuid(MSG.notFound).optional(),
  search: z.string().trim().max(100).optional(),
});
/** Admins with the d2r permission, and promoters for themselves; sellers and others are refused in the handler. */
const adminOrPromoter = { access: ['admin', 'member'], adminPermission: 'd2r' } as const;
const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;

/**
 * The list's filters as the service reads them: a promoter held to their own brand and counts;
 * a search finds the promoters (asked of HMS, for an admin) and the shops it names.
 */
async function filterOf(
  ctx: Ctx,
  request: FastifyRequest,
  promoter: PromoterOf | null,
  q: {
    companyId?: string | undefined;
    promoterId?: string | undefined;
    retailerId?: string | undefined;
    stockType?: 0 | 1 | undefined;
    start?: string | undefined;
    end?: string | undefined;
    search?: string | undefined;
  },
): Promise<PromoterStockFilter> {
  const days = defaultDays();
  const companyId = promoter?.companyId ?? q.companyId;
  const value = q.search?.trim();
  return {
    companyId,
    promoterId: promoter?.promoterId ?? q.promoterId,
    retailerId: q.retailerId,
    stockType: q.stockType,
    start: q.start ?? days.from,
    end: q.end ?? days.to,
    search: value
      ? {
          promoterIds: promoter ? [] : await promotersSearched(ctx.urls, request, companyId, value),
          retailer: retailerSearchPatterns(value),
        }
      : undefined,
  };
}

/**
 * Promoters' stock counts in a brand's shops: a promoter counts for themselves on their phone,
 * an admin may record one for a promoter and lists every brand's.
 */
export function promoterStockRoutes(app: ServiceApp, ctx: Ctx) {
  const service = promoterStockService(ctx.db, ctx.urls);

  /** The admin, or the promoter calling (the brand they count for); anyone else is refused. */
  const caller = async (request: FastifyRequest) => {
    const principal = await ctx.auth.member(request);
    if (isAdminType(principal.userType)) return { admin: true as const, promoter: null };
    const promoter = await promoterCaller(ctx.urls, principal);
    if (!promoter) throw forbidden();
    return { admin: false as const, promoter };
  };

  /**
   * Saves a count; the same promoter, shop, day and kind again replaces it, so a retry or a
   * second save never adds one.
   */
  app.post(
    '/d2r/promoter-stock',
    {
      config: adminOrPromoter,
      schema: { body: PromoterStockInput, response: answers(z.object({ count: PromoterStockRecordSchema })) },
    },
    async (request) => {
      const who = await caller(request);
      const promoter = who.promoter ?? (await namedPromoter(ctx.urls, request.body.promoterId));
      return ok({ count: await service.save(promoter, request.body) }, MSG.promoterStockSaved);
    },
  );

  /** A page of counts, newest day first; the last 30 days unless told. A promoter sees only their own. */
  app.get(
    '/d2r/promoter-stock',
    {
      config: adminOrPromoter,
      schema: { querystring: ListQuery, response: answersPage('counts', PromoterStockRecordSchema) },
    },
    async (request) => {
      const who = await caller(request);
      const q = request.query;
      const filter = await filterOf(ctx, request, who.promoter, {
        ...q,
        companyId: q.company,
        promoterId: q.promoter,
        retailerId: q.retailer,
      });
      const page = { limit: q.records, offset: (q.page - 1) * q.records, order: 'desc' as const };
      return ok(await service.list(filter, page));
    },
  );

  adminRoutes(app, ctx, service);

  /** Batch read for the BFF's loaders: a promoter gets only their own. */
  byIdsRoute(
    app,
    '/d2r/promoter-stock/byIds',
    'counts',
    async (ids, request) => {
      await ctx.auth.adminPermission(request, 'd2r');
      const who = await caller(request);
      return service.byIds(ids, who.promoter ?? {});
    },
    { record: PromoterStockRecordSchema, access: ['admin', 'member'] },
  );

  /** What a count is taken of: the brand's active shops (searched by name, phone or GSTIN) and its catalogue products. */
  app.get(
    '/d2r/promoter-stock/options',
    {
      config: adminOrPromoter,
      schema: {
        querystring: OptionsQuery,
        response: answers(
          z.object({ retailers: z.array(StoreAddressRecordSchema), products: z.array(PromoterStockProductSchema) }),
        ),
      },
    },
    async (request) => {
      const who = await caller(request);
      const companyId = who.promoter?.companyId ?? request.query.company;
      if (!companyId) throw badRequest(MSG.selectCompany, 'company');
      const [retailers, products] = await Promise.all([
        service.retailers(companyId, request.query.search),
        catalogueProducts(ctx.urls, companyId),
      ]);
      return ok({ retailers, products });
    },
  );
}

/** The admin's export of the counts and the brand's sell-through, with its CSV. */
function adminRoutes(app: ServiceApp, ctx: Ctx, service: PromoterStockService) {
  const sellThrough = promoterSellThroughService(ctx.db);

  /** The list as CSV with the page's filters, newest day first (admins). */
  app.get(
    '/csv/d2r/promoter-stock',
    { config: d2rAdmin, schema: { querystring: CsvQuery } },
    async (request, reply) => {
      await ctx.auth.admin(request);
      return sendCsv(reply, service.csv(await filterOf(ctx, request, null, request.query)));
    },
  );

  /**
   * A brand's sell-through over a period (the last 30 days unless told, at most 93): units
   * each shop sold of each product, from its consecutive counts.
   */
  app.get(
    '/d2r/promoter-stock/sell-through',
    {
      config: d2rAdmin,
      schema: { querystring: SellThroughQuery, response: answers(z.object({ rows: z.array(SellThroughRowSchema) })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const days = defaultDays();
      const q = request.query;
      return ok({ rows: await sellThrough.rows(q.company, q.start ?? days.from, q.end ?? days.to) });
    },
  );

  /** The same as CSV. */
  app.get(
    '/csv/d2r/promoter-stock/sell-through',
    {
      config: d2rAdmin,
      schema: {
        querystring: SellThroughQuery.omit({ company: true }).extend({ companyId: SellThroughQuery.shape.company }),
      },
    },
    async (request, reply) => {
      await ctx.auth.admin(request);
      const days = defaultDays();
      const q = request.query;
      return sendCsv(reply, await sellThrough.csv(q.companyId, q.start ?? days.from, q.end ?? days.to));
    },
  );
}
