import type { FastifyRequest } from 'fastify';
import {
  DayRangeInput,
  MSG,
  addDays,
  daysIn,
  fieldRequired,
  previousRange,
  type DayRange,
  InsightsCountRecordSchema,
  InsightsCouriersRecordSchema,
  InsightsOrdersRecordSchema,
  InsightsRevenueRecordSchema,
  InsightsRtoReasonsRecordSchema,
  InsightsStatesRecordSchema,
  InsightsTopProductsRecordSchema,
  InsightsWarehousesRecordSchema,
  type InsightsCouriersRecord,
  type InsightsOrdersRecord,
  type InsightsRevenueRecord,
  type InsightsRtoReasonsRecord,
  type InsightsStatesRecord,
  type InsightsTopProductsRecord,
  type InsightsWarehousesRecord,
} from '@parcelo/common';
import { answers, badRequest, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { insightsService, type InsightsScope } from './service.js';

/** Which company, which days and (optionally) which warehouse a dashboard figure is for. */
const InsightsQuery = DayRangeInput.safeExtend({
  companyId: z.string().uuid(MSG.notFound).optional(),
  warehouseId: z.string().uuid(MSG.notFound).optional(),
});

const TopProductsQuery = InsightsQuery.safeExtend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

type InsightsQuery = z.output<typeof InsightsQuery>;

const access = { config: { access: 'member' as const } };
/** A figure's route: the query it takes and the record it answers. */
const figure = <T extends z.ZodType>(record: T) => ({
  ...access,
  schema: { querystring: InsightsQuery, response: answers(record) },
});

/** The best sellers: their query takes how many. */
const TopProductsSchema = { querystring: TopProductsQuery, response: answers(InsightsTopProductsRecordSchema) };

const averageOf = (t: { delivered: number; tat: number }) => (t.delivered ? Math.round(t.tat / t.delivered) : null);

/** The seller's dashboard: each figure's route, over the rollups the insights service sums. */
export function insightsRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const service = insightsService(ctx.db);

  /**
   * Whose figures: a seller's own company; an admin's or a warehouse operator's named one (the
   * operator's only at its own warehouses). A dashboard is always one company's, so naming none
   * is a missing field rather than every company summed.
   */
  async function scopeOf(request: FastifyRequest, query: InsightsQuery): Promise<InsightsScope> {
    const within = await ctx.auth.reach(request, query.companyId);
    if (!within.companyId) throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
    const range: DayRange = { from: query.from, to: query.to };
    return { within, range, previous: previousRange(range), warehouseId: query.warehouseId };
  }

  app.get('/insights/orders', figure(InsightsOrdersRecordSchema), async (request) => {
    const d = await service.daily(await scopeOf(request, request.query));
    const days = Array.from({ length: daysIn(d.range) }, (_, i) => addDays(d.range.from, i));
    return ok<InsightsOrdersRecord>({
      current: d.current.orders,
      previous: d.previous.orders,
      today: d.today.orders,
      yesterday: d.yesterday.orders,
      averageTat: { current: averageOf(d.current), previous: averageOf(d.previous), delivered: d.current.delivered },
      byDay: days.map((day) => {
        const r = d.byDay.get(day);
        return { day, orders: r?.orders ?? 0, amountPaise: r?.amountPaise ?? 0 };
      }),
    });
  });

  app.get('/insights/revenue', figure(InsightsRevenueRecordSchema), async (request) => {
    const d = await service.daily(await scopeOf(request, request.query));
    return ok<InsightsRevenueRecord>({
      currentPaise: d.current.amountPaise,
      previousPaise: d.previous.amountPaise,
      todayPaise: d.today.amountPaise,
      yesterdayPaise: d.yesterday.amountPaise,
    });
  });

  app.get('/insights/undelivered-orders', figure(InsightsCountRecordSchema), async (request) =>
    ok(await service.nowIn(await scopeOf(request, request.query), 'UNDELIVERED')),
  );

  app.get('/insights/cancelled-orders', figure(InsightsCountRecordSchema), async (request) =>
    ok(await service.nowIn(await scopeOf(request, request.query), 'CANCELLED')),
  );

  app.get('/insights/rto-top-reasons', figure(InsightsRtoReasonsRecordSchema), async (request) => {
    const rows = await service.split(await scopeOf(request, request.query), 'rto_reason', 'key');
    return ok<InsightsRtoReasonsRecord>({ reasons: rows.map((r) => ({ reason: r.by, orders: r.orders })) });
  });

  app.get('/insights/warehouse-split', figure(InsightsWarehousesRecordSchema), async (request) => {
    const rows = await service.split(await scopeOf(request, request.query), 'status', 'warehouse_id');
    return ok<InsightsWarehousesRecord>({
      warehouses: rows.map((r) => ({ warehouseId: r.by, orders: r.orders, amountPaise: r.amountPaise })),
    });
  });

  app.get('/insights/courier', figure(InsightsCouriersRecordSchema), async (request) => {
    const rows = await service.split(await scopeOf(request, request.query), 'courier', 'key');
    return ok<InsightsCouriersRecord>({
      couriers: rows.map((r) => ({ name: r.by, orders: r.orders, delivered: r.delivered, returned: r.returned })),
    });
  });

  app.get('/insights/state-wise', figure(InsightsStatesRecordSchema), async (request) => {
    const rows = await service.split(await scopeOf(request, request.query), 'state', 'key');
    return ok<InsightsStatesRecord>({
      states: rows.map((r) => ({ state: r.by, orders: r.orders, amountPaise: r.amountPaise })),
    });
  });

  app.get('/insights/top-products', { ...access, schema: TopProductsSchema }, async (request) => {
    const scope = await scopeOf(request, request.query);
    const { limit } = request.query;
    const [byUnits, byRevenue] = await Promise.all([
      service.topProducts(scope, 'units', limit),
      service.topProducts(scope, 'amount', limit),
    ]);
    return ok<InsightsTopProductsRecord>({ byUnits, byRevenue });
  });
}
