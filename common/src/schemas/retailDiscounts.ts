import { MSG, fill } from '../messages.js';
import { BASIS_POINTS_WHOLE } from '../money.js';
import { isCalendarDate } from '../dates.js';
import type { BulkSheet } from '../bulk.js';
import { acceptsOnly, skuRule, type Rule } from '../validation.js';
import { isoDate, z } from './fields.js';
import { RETAIL_CLUSTERS, RETAILER_CLASSES, type RetailCluster, type RetailerClass } from './d2r.js';

/** Whom a discount is for: every retailer of the brand, one class of them, or one area's. */
export const RETAIL_DISCOUNT_TARGETS = ['ALL', 'CLASS', 'CLUSTER'] as const;
export type RetailDiscountTarget = (typeof RETAIL_DISCOUNT_TARGETS)[number];

/** The list's sorts, each a column of its own. */
export const RETAIL_DISCOUNT_SORTS = ['createdAt', 'sku', 'basisPoints', 'startsOn'] as const;

// Up to 3 digits, then at most 2 decimals: read by its text, so 12.3 is 1230 and never 1229.99….
const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** A percentage as typed ('12.5', '12.5%', 7) as whole basis points, or null when it is not one from 0.01 to 100. */
export function percentToBasisPoints(value: string | number): number | null {
  const match = PERCENT.exec(String(value).replace(/[\s%]/g, ''));
  if (!match) return null;
  const points = Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
  return points >= 1 && points <= BASIS_POINTS_WHOLE ? points : null;
}

/** Basis points as the percentage people read, without trailing zeros: 1250 → '12.5', 500 → '5'. */
export function basisPointsToPercentText(points: number): string {
  const digits = String(Math.abs(Math.trunc(points))).padStart(3, '0');
  const fraction = digits.slice(-2).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -2)}.${fraction}` : digits.slice(0, -2);
}

const percent = z.union([z.string(), z.number()], { error: MSG.retailDiscountPercentInvalid }).transform((v, ctx) => {
  const points = percentToBasisPoints(v);
  if (points === null) {
    ctx.addIssue({ code: 'custom', message: MSG.retailDiscountPercentInvalid });
    return z.NEVER;
  }
  return points;
});

const optionalChoice = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .trim()
    .max(100, acceptsOnly(values))
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || values.includes(v), acceptsOnly(values))
    .transform((v) => v as T[number] | null);

/**
 * A retail discount: a percentage off one product of the brand's catalogue (by SKU) for every
 * retailer, one class or one retail cluster, effective from one India day to another, both
 * included. The form sends the percentage as typed; the service keeps it as basis points.
 */
export const RetailDiscountInput = z
  .object({
    sku: z
      .string({ error: MSG.retailDiscountSkuRequired })
      .trim()
      .min(1, MSG.retailDiscountSkuRequired)
      .max(100, MSG.retailDiscountSkuRequired),
    appliesTo: z.enum(RETAIL_DISCOUNT_TARGETS, { error: acceptsOnly(RETAIL_DISCOUNT_TARGETS) }).default('ALL'),
    retailerClass: optionalChoice(RETAILER_CLASSES),
    retailCluster: optionalChoice(RETAIL_CLUSTERS),
    percent,
    startsOn: isoDate('Effective from'),
    endsOn: isoDate('Effective to'),
  })
  .superRefine((v, ctx) => {
    if (v.appliesTo === 'CLASS' && !v.retailerClass)
      ctx.addIssue({ code: 'custom', path: ['retailerClass'], message: MSG.retailDiscountClassRequired });
    if (v.appliesTo === 'CLUSTER' && !v.retailCluster)
      ctx.addIssue({ code: 'custom', path: ['retailCluster'], message: MSG.retailDiscountClusterRequired });
    if (v.startsOn && v.endsOn && v.startsOn > v.endsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: MSG.retailDiscountDatesOrder });
  })
  // Only the target's own choice is kept: a class left in the form after choosing a cluster is dropped.
  .transform(({ percent: basisPoints, ...v }) => ({
    ...v,
    basisPoints,
    retailerClass: v.appliesTo === 'CLASS' ? v.retailerClass : null,
    retailCluster: v.appliesTo === 'CLUSTER' ? v.retailCluster : null,
  }));
export type RetailDiscountInput = z.input<typeof RetailDiscountInput>;
export type RetailDiscountValues = z.output<typeof RetailDiscountInput>;

/** A retail discount as the service answers it: its routes declare it, so their typed clients read it. */
export const RetailDiscountRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  sku: z.string(),
  /** The product's title when the discount was last saved. */
  productTitle: z.string(),
  appliesTo: z.enum(RETAIL_DISCOUNT_TARGETS),
  retailerClass: z.enum(RETAILER_CLASSES).nullable(),
  retailCluster: z.enum(RETAIL_CLUSTERS).nullable(),
  basisPoints: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RetailDiscountRecord = z.infer<typeof RetailDiscountRecordSchema>;

/** What the pricing of a D2R order asks: a brand's SKUs for one of its retailers on an India day. */
export const RetailDiscountQuoteInput = z.object({
  companyId: z.string().uuid(),
  retailerId: z.string().uuid(),
  skus: z.array(z.string().trim().min(1).max(100)).min(1).max(500),
  day: isoDate('Day'),
});

/** Each SKU's discount that day; a SKU without one is left out. */
export const RetailDiscountQuoteSchema = z.object({
  discounts: z.array(z.object({ sku: z.string(), basisPoints: z.number().int(), discountId: z.string() })),
});

/**
 * How specific a discount is for a retailer: its class over its cluster over every retailer
 * (0 when the discount is not for it).
 */
export function discountRank(
  d: { appliesTo: RetailDiscountTarget; retailerClass: string | null; retailCluster: string | null },
  retailer: { retailerClass: RetailerClass | string | null; retailCluster: RetailCluster | string | null },
): number {
  if (d.appliesTo === 'CLASS') return d.retailerClass !== null && d.retailerClass === retailer.retailerClass ? 3 : 0;
  if (d.appliesTo === 'CLUSTER') return d.retailCluster !== null && d.retailCluster === retailer.retailCluster ? 2 : 0;
  return 1;
}

/**
 * The discount that prices a retailer's line, of those of its SKU effective on the day: the
 * most specific (class, then cluster, then all retailers); of equally specific ones the larger,
 * then the one starting latest, then the newest. Null when none is for the retailer.
 */
export function winningDiscount<
  D extends {
    appliesTo: RetailDiscountTarget;
    retailerClass: string | null;
    retailCluster: string | null;
    basisPoints: number;
    startsOn: string;
    endsOn: string;
    createdAt: string;
  },
>(discounts: readonly D[], retailer: Parameters<typeof discountRank>[1], day: string): D | null {
  let best: { d: D; rank: number } | null = null;
  for (const d of discounts) {
    if (d.startsOn > day || d.endsOn < day) continue;
    const rank = discountRank(d, retailer);
    if (rank === 0) continue;
    const better =
      !best ||
      rank > best.rank ||
      (rank === best.rank &&
        (d.basisPoints > best.d.basisPoints ||
          (d.basisPoints === best.d.basisPoints &&
            (d.startsOn > best.d.startsOn || (d.startsOn === best.d.startsOn && d.createdAt > best.d.createdAt)))));
    if (better) best = { d, rank };
  }
  return best?.d ?? null;
}

const dayRule: Rule = (v) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v) ? null : fill(MSG.invalidField, { field: 'Date' });
const percentRule: Rule = (v) => (percentToBasisPoints(v) === null ? MSG.retailDiscountPercentInvalid : null);
const classRule: Rule = (v) =>
  RETAILER_CLASSES.includes(v.toUpperCase() as never) ? null : acceptsOnly(RETAILER_CLASSES);
const clusterRule: Rule = (v) =>
  RETAIL_CLUSTERS.some((c) => c.toLowerCase() === v.toLowerCase()) ? null : acceptsOnly(RETAIL_CLUSTERS);

/**
 * The D2R discount upload: one discount a row, for the brand chosen. A row names a retailer
 * class or a retail cluster, or neither for all the brand's retailers.
 */
export const BULK_RETAIL_DISCOUNTS = {
  type: 'retail discounts',
  columns: [
    { key: 'sku', header: 'SKU' },
    { key: 'retailerClass', header: 'Retailer Class (A-E)', optional: true },
    { key: 'retailCluster', header: 'Retail Cluster', optional: true },
    { key: 'percent', header: 'Discount (%)', emptyMessage: MSG.retailDiscountPercentInvalid },
    { key: 'startsOn', header: 'Effective From (YYYY-MM-DD)' },
    { key: 'endsOn', header: 'Effective To (YYYY-MM-DD)' },
  ],
  rules: {
    sku: skuRule('SKU'),
    retailerClass: classRule,
    retailCluster: clusterRule,
    percent: percentRule,
    startsOn: dayRule,
    endsOn: dayRule,
  },
  rowCheck: (values, errors) => {
    if (values.retailerClass?.trim() && values.retailCluster?.trim())
      errors.retailCluster ??= MSG.retailDiscountClassAndCluster;
    if (!errors.startsOn && !errors.endsOn && (values.startsOn ?? '').trim() > (values.endsOn ?? '').trim())
      errors.endsOn = MSG.retailDiscountDatesOrder;
  },
} as const satisfies BulkSheet;

export type BulkRetailDiscountField = (typeof BULK_RETAIL_DISCOUNTS)['columns'][number]['key'];

/** A sheet row as the discount input: the class or cluster it names (in the list's spelling), or all retailers. */
export function retailDiscountOfRow(v: Record<BulkRetailDiscountField, string>) {
  const cls = v.retailerClass.trim().toUpperCase();
  const cluster = RETAIL_CLUSTERS.find((c) => c.toLowerCase() === v.retailCluster.trim().toLowerCase()) ?? null;
  return RetailDiscountInput.safeParse({
    sku: v.sku,
    appliesTo: cls ? 'CLASS' : v.retailCluster.trim() ? 'CLUSTER' : 'ALL',
    retailerClass: cls || null,
    retailCluster: cluster,
    percent: v.percent,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
  });
}

/** '{sku} is not in the catalogue', as D2R orders say it. */
export const retailDiscountSkuUnknown = (sku: string) => fill(MSG.d2rSkuUnpriced, { sku });
