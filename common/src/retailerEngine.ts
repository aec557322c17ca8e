import { z } from 'zod';
import { addDays } from './dates.js';
import { RETAILER_CLASSES, type RetailerClass } from './schemas/d2r.js';

/*
 * The retailer engine's rules: how a retailer's last 90 days place it in a class A (best) to E,
 * and what it is likely to order next. Pure, so the nightly run, the on-demand run and the
 * tests all read the same thresholds.
 *
 * Score (0 to 12) = value points + frequency points + payment points, each 0 to 4.
 *  - Value and frequency are ranked within the brand, as quintiles: among the brand's retailers
 *    that were invoiced at all, the share whose figure is at or below this one's, times five,
 *    rounded up, gives the quintile 1..5, worth 0..4 points. A brand's buyers are judged
 *    against each other, so a small brand still has its A retailers.
 *  - Payment is judged on fixed thresholds, as paying on time means the same in every brand:
 *    of the invoices that are paid or past their due date, the share paid by the due date.
 *    90% or more is 4, 75% 3, 50% 2, 25% 1, less 0; an average lateness over 30 days takes a
 *    point off. A retailer with nothing paid or due yet has shown nothing either way: 2.
 *  - Class: 10 or more A, 7 B, 4 C, 1 D, else E. A retailer not invoiced in the window is E.
 */

/** How far back the engine looks, in India days (today included). */
export const ENGINE_WINDOW_DAYS = 90;

/** On-time shares worth 1, 2, 3 and 4 payment points. */
export const ON_TIME_STEPS = [0.25, 0.5, 0.75, 0.9] as const;
/** Payment points of a retailer with no invoice paid or due yet. */
export const NEUTRAL_PAYMENT_POINTS = 2;
/** An average lateness beyond this many days costs a payment point. */
export const LATE_PENALTY_DAYS = 30;
/** The least score of each class, best first; below the last is E. */
export const CLASS_FLOORS: readonly (readonly [RetailerClass, number])[] = [
  ['A', 10],
  ['B', 7],
  ['C', 4],
  ['D', 1],
];
/** The most lines a suggested next order has. */
export const SUGGESTION_LINES_MAX = 10;

/** A retailer's last 90 days as the invoices service sums them. */
export const RetailerActivitySchema = z.object({
  retailerId: z.string(),
  /** Invoiced, in paise. */
  valuePaise: z.number().int(),
  invoices: z.number().int(),
  /** Invoices paid in full, or past their due date (paid or not): those that say how it pays. */
  judged: z.number().int(),
  /** Of those, paid in full by the due date. */
  paidOnTime: z.number().int(),
  /** Average days past the due date over the judged invoices (0 for one paid on time). */
  avgDaysLate: z.number(),
  /** Still owed on invoices past their due date, in paise. */
  overduePaise: z.number().int(),
});
export type RetailerActivity = z.infer<typeof RetailerActivitySchema>;

/** One line of a retailer's D2R order, as OMS keeps it. */
export const RetailerOrderLineSchema = z.object({
  retailerId: z.string(),
  orderId: z.string(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** The India day the order was taken (YYYY-MM-DD). */
  day: z.string(),
});
export type RetailerOrderLine = z.infer<typeof RetailerOrderLineSchema>;

/** A line of a suggested next order. */
export const SuggestedLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** The India day it is likely wanted by (YYYY-MM-DD). */
  dueDate: z.string(),
  /** How many orders it was on in the window. */
  timesOrdered: z.number().int(),
});
export type SuggestedLine = z.infer<typeof SuggestedLineSchema>;

/** A retailer's latest score, as the d2r service keeps it. */
export const RetailerScoreRecordSchema = z.object({
  retailerId: z.string(),
  companyId: z.string(),
  /** Null when the retailer was never scored. */
  engineClass: z.enum(RETAILER_CLASSES).nullable(),
  score: z.number().int(),
  valuePaise: z.number().int(),
  orders: z.number().int(),
  /** 0..1, or null when nothing was paid or due. */
  onTimeShare: z.number().nullable(),
  avgDaysLate: z.number(),
  overduePaise: z.number().int(),
  suggestions: z.array(SuggestedLineSchema),
  computedAt: z.string().nullable(),
});
export type RetailerScoreRecord = z.infer<typeof RetailerScoreRecordSchema>;

/** The brand's engine as a run left it: when it last finished, and the run going now. */
export const RetailerEngineRunSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  /** The task-centre task following it; none for the nightly run. */
  taskId: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RetailerEngineRun = z.infer<typeof RetailerEngineRunSchema>;

/** 1..5: where `value` falls among `all` (the share at or below it, in fifths, rounded up). */
export function quintileOf(value: number, all: readonly number[]): number {
  if (!all.length) return 1;
  const atOrBelow = all.filter((v) => v <= value).length;
  return Math.min(5, Math.max(1, Math.ceil((atOrBelow / all.length) * 5)));
}

/** 0..4 payment points from the share paid on time and the average lateness. */
export function paymentPoints(a: Pick<RetailerActivity, 'judged' | 'paidOnTime' | 'avgDaysLate'>): number {
  if (a.judged === 0) return NEUTRAL_PAYMENT_POINTS;
  const share = a.paidOnTime / a.judged;
  const points = ON_TIME_STEPS.filter((step) => share >= step).length;
  return Math.max(0, points - (a.avgDaysLate > LATE_PENALTY_DAYS ? 1 : 0));
}

/** The class a score earns. */
export function classOfScore(score: number): RetailerClass {
  return CLASS_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? 'E';
}

export interface RetailerScore {
  retailerId: string;
  engineClass: RetailerClass;
  score: number;
  valuePaise: number;
  orders: number;
  onTimeShare: number | null;
  avgDaysLate: number;
  overduePaise: number;
}

/**
 * Scores a brand's retailers together (value and frequency are ranked within the brand):
 * each id in `retailerIds` gets a score, those without activity E with nothing.
 */
export function scoreRetailers(retailerIds: readonly string[], activity: readonly RetailerActivity[]): RetailerScore[] {
  const byId = new Map(activity.filter((a) => a.invoices > 0).map((a) => [a.retailerId, a]));
  const active = retailerIds.map((id) => byId.get(id)).filter((a): a is RetailerActivity => !!a);
  const values = active.map((a) => a.valuePaise);
  const counts = active.map((a) => a.invoices);
  return retailerIds.map((retailerId) => {
    const a = byId.get(retailerId);
    if (!a)
      return {
        retailerId,
        engineClass: 'E',
        score: 0,
        valuePaise: 0,
        orders: 0,
        onTimeShare: null,
        avgDaysLate: 0,
        overduePaise: 0,
      };
    const score = quintileOf(a.valuePaise, values) - 1 + (quintileOf(a.invoices, counts) - 1) + paymentPoints(a);
    return {
      retailerId,
      engineClass: classOfScore(score),
      score,
      valuePaise: a.valuePaise,
      orders: a.invoices,
      onTimeShare: a.judged ? a.paidOnTime / a.judged : null,
      avgDaysLate: a.avgDaysLate,
      overduePaise: a.overduePaise,
    };
  });
}

/** The middle of the numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Whole days from one India day to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * A retailer's likely next order from its order lines: each SKU it ordered on at least two
 * orders, at its median quantity (rounded up), wanted by its last order's day plus the median
 * days between its orders. Soonest due first (then the most often ordered), at most ten lines.
 */
export function suggestNextOrder(lines: readonly RetailerOrderLine[]): SuggestedLine[] {
  const bySku = new Map<string, { title: string; orders: Map<string, { day: string; quantity: number }> }>();
  for (const l of lines) {
    const sku = bySku.get(l.sku) ?? { title: l.title, orders: new Map() };
    // An order listing the SKU twice counts once, its quantities together.
    const seen = sku.orders.get(l.orderId);
    sku.orders.set(l.orderId, { day: l.day, quantity: (seen?.quantity ?? 0) + l.quantity });
    bySku.set(l.sku, sku);
  }
  const suggested: SuggestedLine[] = [];
  for (const [sku, { title, orders }] of bySku) {
    if (orders.size < 2) continue;
    const list = [...orders.values()].sort((a, b) => a.day.localeCompare(b.day));
    const gaps = list.slice(1).map((o, i) => daysBetween(list[i]!.day, o.day));
    suggested.push({
      sku,
      title,
      quantity: Math.max(1, Math.ceil(median(list.map((o) => o.quantity)))),
      dueDate: addDays(list.at(-1)!.day, Math.round(median(gaps))),
      timesOrdered: list.length,
    });
  }
  return suggested
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || b.timesOrdered - a.timesOrdered || a.sku.localeCompare(b.sku))
    .slice(0, SUGGESTION_LINES_MAX);
}
