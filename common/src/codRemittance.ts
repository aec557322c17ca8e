import { z } from 'zod';
import { MSG, fill } from './messages.js';
import type { BulkSheet } from './bulk.js';
import type { Rule } from './validation.js';
import { istToday } from './dates.js';

/**
 * COD remittance: the cash a courier collected on a brand's delivered COD orders, owed to the
 * brand. A row is `processing` from delivery, `due` once the brand's remittance days have
 * passed, and `paid` when Parcelo pays it (by bank, or into the wallet when the brand chose that).
 */
export const COD_REMITTANCE_STATUSES = ['processing', 'due', 'paid'] as const;
export type CodRemittanceStatus = (typeof COD_REMITTANCE_STATUSES)[number];

export const CodRemittanceRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  orderId: z.string(),
  awb: z.string(),
  shopOrderId: z.string(),
  codAmountPaise: z.number().int(),
  status: z.enum(COD_REMITTANCE_STATUSES),
  deliveredAt: z.string(),
  paymentDueAt: z.string(),
  paymentPaidAt: z.string().nullable(),
  /** The bank transfer's reference (UTR); null while unpaid, and for amounts taken into the wallet. */
  utr: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** Paid into the brand's wallet (code 101) rather than to its bank. */
  toWallet: z.boolean(),
  createdAt: z.string(),
});
export type CodRemittanceRecord = z.infer<typeof CodRemittanceRecordSchema>;

export const CodRemittanceTotalSchema = z.object({
  count: z.number().int(),
  amountPaise: z.number().int(),
});
export type CodRemittanceTotal = z.infer<typeof CodRemittanceTotalSchema>;
export const CodRemittanceTotalsSchema = z.object({
  processing: CodRemittanceTotalSchema,
  due: CodRemittanceTotalSchema,
  paid: CodRemittanceTotalSchema,
}) satisfies z.ZodType<Record<CodRemittanceStatus, CodRemittanceTotal>>;
export type CodRemittanceTotals = Record<CodRemittanceStatus, CodRemittanceTotal>;

/** One payment to a brand: every row a remittance run (or one UTR of a sheet) paid together. */
export const CodPayoutRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  amountPaise: z.number().int(),
  utr: z.string().nullable(),
  rowCount: z.number().int(),
  toWallet: z.boolean(),
  createdAt: z.string(),
});
export type CodPayoutRecord = z.infer<typeof CodPayoutRecordSchema>;

/** A brand's choice of where its COD amounts go; updatedAt null until it first chose. */
export const CodRemittanceSettingsSchema = z.object({
  companyId: z.string(),
  toWallet: z.boolean(),
  updatedAt: z.string().nullable(),
});

const AWB = /^[A-Za-z0-9-]{4,40}$/;
const UTR = /^[A-Za-z0-9]{6,30}$/;

const awbRule: Rule = (v) => (AWB.test(v.trim()) ? null : fill(MSG.invalidField, { field: 'AWB' }));
const utrRule: Rule = (v) => (UTR.test(v.trim()) ? null : MSG.codRemittanceUtrInvalid);

const paidDateRule: Rule = (v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()))
    return fill(MSG.invalidField, { field: 'Paid Date' });
  return v > istToday() ? MSG.codRemittanceFutureDate : null;
};

/** The admin's COD remittance sheet: one paid AWB a row, with the transfer's UTR and, optionally, the day it was paid. */
export const BULK_COD_REMITTANCES = {
  type: 'COD remittances',
  columns: [
    { key: 'awb', header: 'AWB' },
    { key: 'utr', header: 'UTR' },
    { key: 'paidDate', header: 'Paid Date (YYYY-MM-DD)', optional: true },
  ],
  rules: { awb: awbRule, utr: utrRule, paidDate: paidDateRule },
} as const satisfies BulkSheet;

export type BulkCodRemittanceField = (typeof BULK_COD_REMITTANCES)['columns'][number]['key'];
