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
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { catalogueProducts, namedPromoter, promoterCaller, promoterStockService } from './service.js';

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
  records: z.coerce.number().int().min(1).max(300).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const OptionsQuery = z.object({
  company: z.string().uuid(MSG.notFound).optional(),
  search: z.string().trim().max(100).optional(),
});
/** Admins with the d2r permission, and promoters for themselves; sellers and others are refused in the handler. */
const adminOrPromoter = { access: ['admin', 'member'], adminPermission: 'd2r' } as const;

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
      const days = defaultDays();
      const filter = {
        companyId: who.promoter?.companyId ?? q.company,
        promoterId: who.promoter?.promoterId ?? q.promoter,
        retailerId: q.retailer,
        stockType: q.stockType,
        start: q.start ?? days.from,
        end: q.end ?? days.to,
      };
      const page = { limit: q.records, offset: (q.page - 1) * q.records, order: 'desc' as const };
      return ok(await service.list(filter, page));
    },
  );

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
