import { z } from 'zod';
import { MSG, fill } from './messages.js';
import { SHIPMENT_STATUSES } from './orderStatus.js';
import type { BulkSheet } from './bulk.js';
import type { Rule } from './validation.js';

/*
 * Shipping adjustments: the courier weighs a shipment, and when its weight differs from what the
 * brand declared the difference in shipping charge is debited (or credited) to the brand's
 * wallet. A debit is a weight discrepancy the brand accepts or disputes; admins resolve disputes.
 */

/** The heaviest courier-measured weight a sheet may give, in kg. */
export const ADJUSTMENT_MAX_KG = 100;

/** A courier-measured weight in kg: a number more than 0 and at most 100, to the gram. */
export const adjustmentWeightRule: Rule = (value) => {
  if (!value.trim()) return null;
  const text = value.trim();
  const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  if (n === null || !(n > 0) || n > ADJUSTMENT_MAX_KG || Number(n.toFixed(3)) !== n) return MSG.adjustmentWeightInvalid;
  return null;
};

/** An AWB as sheets give it: letters and digits, read without spaces and in upper case. */
export const normaliseAwb = (awb: string) => awb.trim().toUpperCase();
const awbRule: Rule = (v) => (/^[A-Za-z0-9-]{4,40}$/.test(v.trim()) ? null : fill(MSG.invalidField, { field: 'AWB' }));

/**
 * The admin's shipping adjustment sheet: one shipment a row, by AWB, with the weight the
 * courier measured. An AWB twice in one sheet is refused: which weight would count?
 */
export const BULK_SHIPPING_ADJUSTMENTS = {
  type: 'shipping adjustments',
  columns: [
    { key: 'awb', header: 'AWB' },
    { key: 'measuredWeight', header: 'Measured Weight (kg)' },
    { key: 'remark', header: 'Remark', optional: true },
  ],
  rules: {
    awb: awbRule,
    measuredWeight: adjustmentWeightRule,
    remark: (v) => (v.length > 500 ? fill(MSG.valueMax, { n: 500 }) : null),
  },
} as const satisfies BulkSheet;

export type BulkShippingAdjustmentField = (typeof BULK_SHIPPING_ADJUSTMENTS)['columns'][number]['key'];

/** The AWBs that appear more than once in a sheet's rows (upper case). */
export function repeatedAwbs(rows: readonly { values: Partial<Record<string, string>> }[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const r of rows) {
    const awb = normaliseAwb(r.values.awb ?? '');
    if (!awb) continue;
    if (seen.has(awb)) twice.add(awb);
    seen.add(awb);
  }
  return twice;
}

/**
 * A discrepancy's life: a debit is OPEN until the brand accepts or disputes it; a dispute is
 * resolved by an admin, refunding the difference or rejecting it. Credits (the courier weighed
 * less) and adjustments that change nothing start ACCEPTED: there is nothing to dispute.
 */
export const DISCREPANCY_STATUSES = ['OPEN', 'ACCEPTED', 'DISPUTED', 'RESOLVED_REFUNDED', 'RESOLVED_REJECTED'] as const;
export type DiscrepancyStatus = (typeof DISCREPANCY_STATUSES)[number];

export const DISCREPANCY_STATUS_LABELS: Record<DiscrepancyStatus, string> = {
  OPEN: 'Open',
  ACCEPTED: 'Accepted',
  DISPUTED: 'Disputed',
  RESOLVED_REFUNDED: 'Refunded',
  RESOLVED_REJECTED: 'Rejected',
};

/** One shipping adjustment (and weight discrepancy) as the invoices service answers it. */
export const WeightDiscrepancyRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  awb: z.string(),
  orderId: z.string(),
  shopOrderId: z.string(),
  /** The n-th adjustment of this AWB, from 1. */
  sequence: z.number().int(),
  /** What the brand declared, grams. */
  declaredGrams: z.number(),
  /** What the courier measured, grams. */
  measuredGrams: z.number(),
  /** The charge already billed for the shipment before this adjustment, paise. */
  previousChargePaise: z.number().int(),
  /** The charge at the measured weight, paise. */
  measuredChargePaise: z.number().int(),
  /** Measured charge less previous charge: more than 0 was debited, less than 0 credited. */
  differencePaise: z.number().int(),
  status: z.enum(DISCREPANCY_STATUSES),
  remark: z.string().nullable(),
  disputeRemark: z.string().nullable(),
  disputeImageUrl: z.string().nullable(),
  resolutionRemark: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type WeightDiscrepancyRecord = z.infer<typeof WeightDiscrepancyRecordSchema>;

const remark = z
  .string({ error: MSG.discrepancyRemarkRequired })
  .trim()
  .min(1, MSG.discrepancyRemarkRequired)
  .max(500, fill(MSG.valueMax, { n: 500 }));

/** The brand disputes a discrepancy: why, and optionally a photo (an uploaded image's stored address). */
export const WeightDisputeInput = z.object({
  remark,
  imageUrl: z.string().trim().max(1000).nullish(),
});

/** An admin resolves a dispute: upheld (the difference is refunded) or rejected, with a remark. */
export const WeightDisputeResolveInput = z.object({
  outcome: z.enum(['REFUNDED', 'REJECTED'], { error: 'Accepts only REFUNDED, REJECTED' }),
  remark,
});

/** The upload kind of a dispute's photo; images only. */
export const WEIGHT_DISPUTE_UPLOAD = 'weight_dispute_img';

/** Statuses of an order the courier has had in hand, so it can have been weighed. */
export const WEIGHED_STATUSES: ReadonlySet<string> = new Set([
  ...SHIPMENT_STATUSES,
  'RTO_AVAILABLE',
  'RTO_OUT_FOR_DELIVERY',
  'RTO_UNDELIVERED',
  'RTO_PROCESSED',
]);

/** An order as billing needs it to adjust its shipping charge, found by its AWB. */
export interface AdjustableOrderRecord {
  orderId: string;
  companyId: string;
  shopOrderId: string;
  awb: string;
  status: string;
  weightKg: number;
  dimensions: { length: number; breadth: number; height: number } | null;
  /** The courier's AWB when a courier booked it (its freight was debited as the AWB was assigned). */
  courierAwb: string | null;
  /** A courier-booked order's freight at the weight the courier measured, priced as it was booked. */
  freightAtMeasuredPaise: number | null;
}
