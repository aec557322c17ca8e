import type { FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  DayRangeInput,
  MSG,
  addDays,
  daysIn,
  fieldRequired,
  istToday,
  previousRange,
  type DayRange,
  type InsightsCountRecord,
  type InsightsCouriersRecord,
  type InsightsOrdersRecord,
  type InsightsRevenueRecord,
  type InsightsRtoReasonsRecord,
  type InsightsStatesRecord,
  type InsightsTopProductsRecord,
  type InsightsWarehousesRecord,
} from '@parcelo/common';
import {
  badRequest,
  ok,
  withinReach,
  z,
  type Reach,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';

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

/** Sums of the day's rollup rows come back as bigint or numeric: numbers here. */
const n = (v: unknown) => Number(v ?? 0);

/**
 * The seller's dashboard, answered from the order rollups that database triggers keep in step
 * with every order change (per company, day in India, warehouse and dimension), so a year of
 * a busy seller's orders is a few thousand rows to sum rather than a million orders to scan.
 * Each route is one or two aggregate queries over the rollup's primary key.
 */
export function insightsRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  /**
   * Whose figures: a seller's own company; an admin's or a warehouse operator's named one (the
   * operator's only at its own warehouses). A dashboard is always one company's, so naming none
   * is a missing field rather than every company summed.
   */
  async function scopeOf(request: FastifyRequest, query: InsightsQuery) {
    const within = await ctx.auth.reach(request, query.companyId);
    if (!within.companyId) throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
    const range: DayRange = { from: query.from, to: query.to };
    return { within, range, previous: previousRange(range), warehouseId: query.warehouseId };
  }

  /** Narrows a rollup query to the company, the caller's warehouses and the warehouse asked for. */
  function scoped<T extends 'order_rollup' | 'order_item_rollup', O>(
    q: SelectQueryBuilder<OmsDB, T, O>,
    within: Reach,
    warehouseId: string | undefined,
  ): SelectQueryBuilder<OmsDB, T, O> {
    const narrowed = withinReach(q, within);
    return warehouseId ? narrowed.where(sql.ref('warehouse_id'), '=', warehouseId) : narrowed;
  }

  const dayBetween = (range: DayRange) => sql<boolean>`day between ${range.from}::date and ${range.to}::date`;

  /**
   * Orders, value, deliveries and turnaround per day, over the range, the period before it,
   * today and yesterday: every order has one row of the status dimension, so summing them
   * counts each order once.
   */
  async function daily(request: FastifyRequest, query: InsightsQuery) {
    const { within, range, previous, warehouseId } = await scopeOf(request, query);
    const today = istToday();
    const yesterday = addDays(today, -1);
    const rows = await scoped(
      db
        .selectFrom('order_rollup')
        .select((eb) => [
          sql<string>`day::text`.as('day'),
          eb.fn.sum<number>('orders').as('orders'),
          eb.fn.sum<number>('amount_paise').as('amount'),
          eb.fn.sum<number>('delivered').as('delivered'),
          eb.fn.sum<number>('tat_seconds').as('tat'),
        ])
        .where('dim', '=', 'status')
        // The span of all four as the index's bounds, then the days within it that count.
        .where(dayBetween({ from: [previous.from, yesterday].sort()[0]!, to: [range.to, today].sort()[1]! }))
        .where((eb) =>
          eb.or([
            dayBetween({ from: previous.from, to: range.to }),
            sql<boolean>`day in (${yesterday}::date, ${today}::date)`,
          ]),
        )
        .groupBy('day'),
      within,
      warehouseId,
    ).execute();
    const byDay = new Map(
      rows.map((r) => [
        r.day,
        { orders: n(r.orders), amountPaise: n(r.amount), delivered: n(r.delivered), tat: n(r.tat) },
      ]),
    );
    const zero = { orders: 0, amountPaise: 0, delivered: 0, tat: 0 };
    const total = (days: DayRange) => {
      const sum = { ...zero };
      for (const [day, r] of byDay) {
        if (day < days.from || day > days.to) continue;
        sum.orders += r.orders;
        sum.amountPaise += r.amountPaise;
        sum.delivered += r.delivered;
        sum.tat += r.tat;
      }
      return sum;
    };
    return {
      range,
      current: total(range),
      previous: total(previous),
      today: byDay.get(today) ?? zero,
      yesterday: byDay.get(yesterday) ?? zero,
      byDay,
    };
  }

  const averageOf = (t: { delivered: number; tat: number }) => (t.delivered ? Math.round(t.tat / t.delivered) : null);

  app.get('/insights/orders', { ...access, schema: { querystring: InsightsQuery } }, async (request) => {
    const d = await daily(request, request.query);
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

  app.get('/insights/revenue', { ...access, schema: { querystring: InsightsQuery } }, async (request) => {
    const d = await daily(request, request.query);
    return ok<InsightsRevenueRecord>({
      currentPaise: d.current.amountPaise,
      previousPaise: d.previous.amountPaise,
      todayPaise: d.today.amountPaise,
      yesterdayPaise: d.yesterday.amountPaise,
    });
  });

  /** Orders of the range (and of the period before) whose status is now `status`. */
  async function nowIn(request: FastifyRequest, query: InsightsQuery, status: string): Promise<InsightsCountRecord> {
    const { within, range, previous, warehouseId } = await scopeOf(request, query);
    const row = await scoped(
      db
        .selectFrom('order_rollup')
        .select((eb) => [
          eb.fn
            .sum<number>('orders')
            .filterWhere(sql<boolean>`day >= ${range.from}::date`)
            .as('current'),
          eb.fn
            .sum<number>('orders')
            .filterWhere(sql<boolean>`day < ${range.from}::date`)
            .as('previous'),
        ])
        .where('dim', '=', 'status')
        .where('key', '=', status)
        .where(dayBetween({ from: previous.from, to: range.to })),
      within,
      warehouseId,
    ).executeTakeFirstOrThrow();
    return { current: n(row.current), previous: n(row.previous) };
  }

  app.get('/insights/undelivered-orders', { ...access, schema: { querystring: InsightsQuery } }, async (request) =>
    ok(await nowIn(request, request.query, 'UNDELIVERED')),
  );

  app.get('/insights/cancelled-orders', { ...access, schema: { querystring: InsightsQuery } }, async (request) =>
    ok(await nowIn(request, request.query, 'CANCELLED')),
  );

  /** The range's rows of one dimension summed per key (or per warehouse), most orders first. */
  async function split(request: FastifyRequest, query: InsightsQuery, dim: string, by: 'key' | 'warehouse_id') {
    const { within, range, warehouseId } = await scopeOf(request, query);
    const rows = await scoped(
      db
        .selectFrom('order_rollup')
        .select((eb) => [
          eb.ref(by).as('by'),
          eb.fn.sum<number>('orders').as('orders'),
          eb.fn.sum<number>('amount_paise').as('amount'),
          eb.fn.sum<number>('delivered').as('delivered'),
          eb.fn.sum<number>('returned').as('returned'),
        ])
        .where('dim', '=', dim)
        .where(dayBetween(range))
        .groupBy(by)
        // Rows whose orders all moved elsewhere may stay behind at zero.
        .having((eb) => eb.fn.sum('orders'), '>', 0)
        .orderBy((eb) => eb.fn.sum('orders'), 'desc')
        .orderBy(by),
      within,
      warehouseId,
    ).execute();
    return rows.map((r) => ({
      by: String(r.by),
      orders: n(r.orders),
      amountPaise: n(r.amount),
      delivered: n(r.delivered),
      returned: n(r.returned),
    }));
  }

  app.get('/insights/rto-top-reasons', { ...access, schema: { querystring: InsightsQuery } }, async (request) => {
    const rows = await split(request, request.query, 'rto_reason', 'key');
    return ok<InsightsRtoReasonsRecord>({ reasons: rows.map((r) => ({ reason: r.by, orders: r.orders })) });
  });

  app.get('/insights/warehouse-split', { ...access, schema: { querystring: InsightsQuery } }, async (request) => {
    const rows = await split(request, request.query, 'status', 'warehouse_id');
    return ok<InsightsWarehousesRecord>({
      warehouses: rows.map((r) => ({ warehouseId: r.by, orders: r.orders, amountPaise: r.amountPaise })),
    });
  });

  app.get('/insights/courier', { ...access, schema: { querystring: InsightsQuery } }, async (request) => {
    const rows = await split(request, request.query, 'courier', 'key');
    return ok<InsightsCouriersRecord>({
      couriers: rows.map((r) => ({ name: r.by, orders: r.orders, delivered: r.delivered, returned: r.returned })),
    });
  });

  app.get('/insights/state-wise', { ...access, schema: { querystring: InsightsQuery } }, async (request) => {
    const rows = await split(request, request.query, 'state', 'key');
    return ok<InsightsStatesRecord>({
      states: rows.map((r) => ({ state: r.by, orders: r.orders, amountPaise: r.amountPaise })),
    });
  });

  app.get('/insights/top-products', { ...access, schema: { querystring: TopProductsQuery } }, async (request) => {
    const { within, range, warehouseId } = await scopeOf(request, request.query);
    const { limit } = request.query;
    const best = (order: 'units' | 'amount') =>
      scoped(
        db
          .selectFrom('order_item_rollup')
          .select((eb) => [
            'sku',
            // The title the product was last sold under.
            sql<string>`(array_agg(title order by day desc))[1]`.as('title'),
            eb.fn.sum<number>('units').as('units'),
            eb.fn.sum<number>('amount_paise').as('amount'),
          ])
          .where(dayBetween(range))
          .groupBy('sku')
          // A product whose every order was cancelled sold nothing.
          .having((eb) => eb.fn.sum('units'), '>', 0)
          .orderBy((eb) => eb.fn.sum(order === 'units' ? 'units' : 'amount_paise'), 'desc')
          .orderBy('sku')
          .limit(limit),
        within,
        warehouseId,
      )
        .execute()
        .then((rows) => rows.map((r) => ({ sku: r.sku, title: r.title, units: n(r.units), amountPaise: n(r.amount) })));
    const [byUnits, byRevenue] = await Promise.all([best('units'), best('amount')]);
    return ok<InsightsTopProductsRecord>({ byUnits, byRevenue });
  });
}
