import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { addDays, istToday, type DayRange } from '@parcelo/common';
import { withinReach, type Reach } from '../../platform/index.js';
import type { OmsDB } from '../db.js';

/** Sums of the day's rollup rows come back as bigint or numeric: numbers here. */
const n = (v: unknown) => Number(v ?? 0);

/** One company's dashboard figures: whose (as far as the caller reaches), which days, which warehouse. */
export interface InsightsScope {
  within: Reach;
  range: DayRange;
  /** The period of as many days just before the range, that figures are compared with. */
  previous: DayRange;
  warehouseId: string | undefined;
}

/** Narrows a rollup query to the company, the caller's warehouses and the warehouse asked for. */
function scoped<T extends 'order_rollup' | 'order_item_rollup', O>(
  q: SelectQueryBuilder<OmsDB, T, O>,
  { within, warehouseId }: InsightsScope,
): SelectQueryBuilder<OmsDB, T, O> {
  const narrowed = withinReach(q, within);
  return warehouseId ? narrowed.where(sql.ref('warehouse_id'), '=', warehouseId) : narrowed;
}

const dayBetween = (range: DayRange) => sql<boolean>`day between ${range.from}::date and ${range.to}::date`;

interface DayFigures {
  orders: number;
  amountPaise: number;
  delivered: number;
  tat: number;
}

/**
 * Orders, value, deliveries and turnaround per day, over the range, the period before it,
 * today and yesterday: every order has one row of the status dimension, so summing them
 * counts each order once.
 */
async function daily(db: Kysely<OmsDB>, scope: InsightsScope) {
  const { range, previous } = scope;
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
    scope,
  ).execute();
  const byDay = new Map<string, DayFigures>(
    rows.map((r) => [
      r.day,
      { orders: n(r.orders), amountPaise: n(r.amount), delivered: n(r.delivered), tat: n(r.tat) },
    ]),
  );
  const zero: DayFigures = { orders: 0, amountPaise: 0, delivered: 0, tat: 0 };
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

/** Orders of the range (and of the period before) whose status is now `status`. */
async function nowIn(db: Kysely<OmsDB>, scope: InsightsScope, status: string) {
  const { range, previous } = scope;
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
    scope,
  ).executeTakeFirstOrThrow();
  return { current: n(row.current), previous: n(row.previous) };
}

/** The range's rows of one dimension summed per key (or per warehouse), most orders first. */
async function split(db: Kysely<OmsDB>, scope: InsightsScope, dim: string, by: 'key' | 'warehouse_id') {
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
      .where(dayBetween(scope.range))
      .groupBy(by)
      // Rows whose orders all moved elsewhere may stay behind at zero.
      .having((eb) => eb.fn.sum('orders'), '>', 0)
      .orderBy((eb) => eb.fn.sum('orders'), 'desc')
      .orderBy(by),
    scope,
  ).execute();
  return rows.map((r) => ({
    by: String(r.by),
    orders: n(r.orders),
    amountPaise: n(r.amount),
    delivered: n(r.delivered),
    returned: n(r.returned),
  }));
}

/** The range's best sellers, `limit` of them, by units sold or by value. */
function topProducts(db: Kysely<OmsDB>, scope: InsightsScope, order: 'units' | 'amount', limit: number) {
  return scoped(
    db
      .selectFrom('order_item_rollup')
      .select((eb) => [
        'sku',
        // The title the product was last sold under.
        sql<string>`(array_agg(title order by day desc))[1]`.as('title'),
        eb.fn.sum<number>('units').as('units'),
        eb.fn.sum<number>('amount_paise').as('amount'),
      ])
      .where(dayBetween(scope.range))
      .groupBy('sku')
      // A product whose every order was cancelled sold nothing.
      .having((eb) => eb.fn.sum('units'), '>', 0)
      .orderBy((eb) => eb.fn.sum(order === 'units' ? 'units' : 'amount_paise'), 'desc')
      .orderBy('sku')
      .limit(limit),
    scope,
  )
    .execute()
    .then((rows) => rows.map((r) => ({ sku: r.sku, title: r.title, units: n(r.units), amountPaise: n(r.amount) })));
}

/**
 * The seller's dashboard, answered from the order rollups that database triggers keep in step
 * with every order change (per company, day in India, warehouse and dimension), so a year of
 * a busy seller's orders is a few thousand rows to sum rather than a million orders to scan.
 * Each figure is one or two aggregate queries over the rollup's primary key.
 */
export function insightsService(db: Kysely<OmsDB>) {
  return {
    daily: (scope: InsightsScope) => daily(db, scope),
    nowIn: (scope: InsightsScope, status: string) => nowIn(db, scope, status),
    split: (scope: InsightsScope, dim: string, by: 'key' | 'warehouse_id') => split(db, scope, dim, by),
    topProducts: (scope: InsightsScope, order: 'units' | 'amount', limit: number) =>
      topProducts(db, scope, order, limit),
  };
}
