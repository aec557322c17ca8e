import { GraphQLError } from 'graphql';
import {
  UNDELIVERED_REASONS,
  dayRangeProblem,
  defaultDays,
  fieldRequired,
  percentChange,
  presetDays,
  previousRange,
  type DayRange,
  type InsightsQuery,
  type UndeliveredReason,
} from '@parcelo/common';
import type { InsightsRange, Resolvers } from '../../generated/resolvers-types.js';
import { forbidden, rethrow } from '../../errors.js';
import { localId } from '../../relay.js';
import { isAdmin, type Context } from '../../context.js';
import type { InsightsModel } from './models.js';

/** How many best sellers each list of the dashboard shows. */
const TOP_PRODUCTS = 10;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The days asked for: a preset, else from and to (both needed), else the last 30 days. */
function daysOf(range: InsightsRange | null | undefined): DayRange {
  if (range?.preset) return presetDays(range.preset);
  if (range?.from == null && range?.to == null) return defaultDays();
  const days = { from: range.from ?? '', to: range.to ?? '' };
  const problem = dayRangeProblem(days);
  if (problem) throw badInput(problem);
  return days;
}

/** `part` of `whole` in percent, to 2 decimals. */
// eslint-disable-next-line no-restricted-syntax -- a percentage to 2 decimals
const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 100 : 0);

/** A call made once, when first needed, its answer (or failure) shared by every field it feeds. */
function once<T>(call: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= call());
}

/**
 * The figures a field needs; an upstream failure blanks that field alone (every one is
 * nullable), as a top-level error naming it.
 */
const figure = <T>(call: () => Promise<T>) => call().catch(rethrow);

const count = ({ current, previous }: { current: number; previous: number }) => ({
  current,
  previous,
  change: percentChange(current, previous),
});

const reasonOf = (key: string): UndeliveredReason =>
  Object.hasOwn(UNDELIVERED_REASONS, key) ? (key as UndeliveredReason) : 'OTHER';

async function insights(
  ctx: Context,
  args: { company?: string | null; range?: InsightsRange | null; warehouse?: string | null },
): Promise<InsightsModel> {
  const viewer = await ctx.requireViewer();
  const range = daysOf(args.range);
  const companyId = args.company ? localId(args.company, 'Company') : undefined;
  const warehouseId = args.warehouse ? localId(args.warehouse, 'Warehouse') : undefined;
  // OMS decides; these are only said once here rather than by each of the nine figures.
  if ((isAdmin(viewer) || viewer.userType === 'warehouse') && !companyId) throw badInput(fieldRequired('Company'));
  if (!isAdmin(viewer) && viewer.userType !== 'warehouse' && companyId && companyId !== viewer.companyId)
    throw forbidden();
  const query: InsightsQuery = {
    ...range,
    ...(companyId ? { companyId } : {}),
    ...(warehouseId ? { warehouseId } : {}),
  };
  const oms = ctx.apis.oms;
  return {
    range,
    previous: previousRange(range),
    orders: once(() => oms.insightsOrders(query)),
    revenue: once(() => oms.insightsRevenue(query)),
    undelivered: once(() => oms.insightsUndelivered(query)),
    cancelled: once(() => oms.insightsCancelled(query)),
    topProducts: once(() => oms.insightsTopProducts(query, TOP_PRODUCTS)),
    rtoReasons: once(() => oms.insightsRtoReasons(query)),
    warehouses: once(() => oms.insightsWarehouses(query)),
    couriers: once(() => oms.insightsCouriers(query)),
    states: once(() => oms.insightsStates(query)),
  };
}

export const insightsResolvers: Resolvers = {
  Query: {
    insights: (_, args, ctx) => insights(ctx, args),
  },
  Insights: {
    from: (i) => i.range.from,
    to: (i) => i.range.to,
    previousFrom: (i) => i.previous.from,
    previousTo: (i) => i.previous.to,
    orders: async (i) => count(await figure(i.orders)),
    revenue: async (i) => {
      const r = await figure(i.revenue);
      return count({ current: r.currentPaise, previous: r.previousPaise });
    },
    todayOrders: async (i) => {
      const o = await figure(i.orders);
      return count({ current: o.today, previous: o.yesterday });
    },
    todayRevenue: async (i) => {
      const r = await figure(i.revenue);
      return count({ current: r.todayPaise, previous: r.yesterdayPaise });
    },
    undeliveredOrders: async (i) => count(await figure(i.undelivered)),
    cancelledOrders: async (i) => count(await figure(i.cancelled)),
    averageTat: async (i) => {
      const { current, previous, delivered } = (await figure(i.orders)).averageTat;
      return {
        current,
        previous,
        change: current === null || previous === null ? null : percentChange(current, previous),
        delivered,
      };
    },
    trend: async (i) =>
      (await figure(i.orders)).byDay.map((d) => ({ day: d.day, orders: d.orders, revenue: d.amountPaise })),
    rtoTopReasons: async (i) => {
      // A reason recorded before today's list is counted as Other.
      const orders = new Map<UndeliveredReason, number>();
      for (const r of (await figure(i.rtoReasons)).reasons)
        orders.set(reasonOf(r.reason), (orders.get(reasonOf(r.reason)) ?? 0) + r.orders);
      return [...orders]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([reason, n]) => ({ reason, label: UNDELIVERED_REASONS[reason], orders: n }));
    },
    courierSplit: async (i) =>
      (await figure(i.couriers)).couriers.map((c) => ({
        name: c.name || 'Not assigned',
        orders: c.orders,
        delivered: c.delivered,
        returned: c.returned,
        deliveryRate: c.delivered + c.returned ? percentOf(c.delivered, c.delivered + c.returned) : null,
      })),
    warehouseSplit: async (i) => {
      const { warehouses } = await figure(i.warehouses);
      const total = warehouses.reduce((sum, w) => sum + w.orders, 0);
      return warehouses.map((w) => ({
        warehouseId: w.warehouseId,
        orders: w.orders,
        revenue: w.amountPaise,
        share: percentOf(w.orders, total),
      }));
    },
    topProducts: async (i) => {
      const { byUnits, byRevenue } = await figure(i.topProducts);
      const product = (p: (typeof byUnits)[number]) => ({
        sku: p.sku,
        title: p.title,
        units: p.units,
        revenue: p.amountPaise,
      });
      return { byUnits: byUnits.map(product), byRevenue: byRevenue.map(product) };
    },
    stateWise: async (i) => {
      const { states } = await figure(i.states);
      const total = states.reduce((sum, s) => sum + s.orders, 0);
      return states.map((s) => ({
        state: s.state,
        orders: s.orders,
        revenue: s.amountPaise,
        share: percentOf(s.orders, total),
      }));
    },
  },
  InsightsWarehouse: {
    // Nullable: a WMS outage blanks only the warehouse's name, not its figures.
    warehouse: (w, _, ctx) => {
      const warehouse = ctx.loaders.warehouse.loadPrimed(w.warehouseId);
      return warehouse instanceof Promise ? warehouse.catch(rethrow) : warehouse;
    },
  },
};
