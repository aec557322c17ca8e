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

export interface CodRemittanceRecord {
  id: string;
  companyId: string;
  orderId: string;
  awb: string;
  shopOrderId: string;
  codAmountPaise: number;
  status: CodRemittanceStatus;
  deliveredAt: string;
  paymentDueAt: string;
  paymentPaidAt: string | null;
  /** The bank transfer's reference (UTR); null while unpaid, and for amounts taken into the wallet. */
  utr: string | null;
  payoutId: string | null;
  /** Paid into the brand's wallet (code 101) rather than to its bank. */
  toWallet: boolean;
  createdAt: string;
}

export interface CodRemittanceTotal {
  count: number;
  amountPaise: number;
}
export type CodRemittanceTotals = Record<CodRemittanceStatus, CodRemittanceTotal>;

/** One payment to a brand: every row a remittance run (or one UTR of a sheet) paid together. */
export interface CodPayoutRecord {
  id: string;
  companyId: string;
  amountPaise: number;
  utr: string | null;
  rowCount: number;
  toWallet: boolean;
  createdAt: string;
}

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
