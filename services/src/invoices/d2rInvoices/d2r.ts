import {
  D2R_INVOICE_PAYMENT_MODES,
  D2R_PENDING_THRESHOLD_PAISE,
  addDays,
  daysIn,
  formatDate,
  formatDay,
  istDayOf,
  paiseToRupeesText,
  type AgeingRow,
  type D2rInvoicePaymentMode,
  type D2rInvoiceRecord,
  type D2rInvoiceSearchOption,
} from '@parcelo/common';
import { likePattern, type CsvRow } from '../../platform/index.js';

/*
 * The rules of D2R invoices that need no database: when one falls due, what a search of the
 * list asks for, how old what is owed is, and how an invoice reads in the CSV.
 */

/** The day (India) an invoice falls due: the day its order shipped there, plus the retailer's payment terms. */
export const dueDateOf = (shippedAt: Date | string, paymentTermsDays: number): string =>
  addDays(istDayOf(shippedAt), paymentTermsDays);

/** Paise still owed: the price less what was paid and what credit notes took off (never below nothing). */
export const outstandingOf = (r: { finalPrice: number; amountPaid: number; credited: number }): number =>
  Math.max(0, r.finalPrice - r.amountPaid - r.credited);

/** An invoice is settled, and closes, once less than ₹1 is owed on it. */
export const isSettled = (outstandingPaise: number): boolean => outstandingPaise < D2R_PENDING_THRESHOLD_PAISE;

/**
 * What a search of the closed flag asks for: 'true' or 'closed' the closed invoices, 'false' or
 * 'open' the others (any case); any other word is no answer (null), and finds none.
 */
export function closedSearchValue(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === 'closed') return true;
  if (word === 'false' || word === 'open') return false;
  return null;
}

/** Ways admins type a payment mode: its code in any case, with spaces or dashes, or COD. */
const PAYMENT_MODE_WORDS: Readonly<Record<string, D2rInvoicePaymentMode>> = {
  ...Object.fromEntries(D2R_INVOICE_PAYMENT_MODES.map((m) => [m, m])),
  COD: 'CASH_ON_DELIVERY',
};

/** A payment-mode search as the codes it names: a whole code or word, or else every code the text is part of. */
export function paymentModesSearched(value: string): D2rInvoicePaymentMode[] {
  const word = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const exact = PAYMENT_MODE_WORDS[word];
  if (exact) return [exact];
  return word ? D2R_INVOICE_PAYMENT_MODES.filter((m) => m.includes(word)) : [];
}

/** A phone as typed (+91 98100 45612, 098100-45612) as the digits kept. */
const phoneDigits = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d)/, '');

/** What a search of the invoices list asks of the rows. */
export type InvoiceSearch =
  /** No search: every row. */
  | { kind: 'all' }
  /** A search that can find nothing (an unknown word for the closed flag). */
  | { kind: 'none' }
  /** A text column, matched by a LIKE pattern in any case. */
  | { kind: 'like'; column: 'invoice_id' | 'bill_location'; pattern: string }
  /** The retailer's name anywhere in it, or its phone's digits. */
  | { kind: 'retailer'; name: string; phone: string | null }
  /** Invoices from H/Q, which carry no bill location. */
  | { kind: 'headQuarters' }
  | { kind: 'closed'; closed: boolean }
  | { kind: 'paymentModes'; modes: D2rInvoicePaymentMode[] }
  /** Salesmen, who HMS keeps: their ids are asked of it by name or phone. */
  | { kind: 'salesman'; by: 'name' | 'phone'; value: string };

/** A list search (its key and text) as what it asks of the rows; an empty text is no search. */
export function invoiceSearch(type: D2rInvoiceSearchOption | undefined, raw: string | undefined): InvoiceSearch {
  const value = raw?.trim() ?? '';
  if (!type || !value) return { kind: 'all' };
  switch (type) {
    case 'invoiceId':
      return { kind: 'like', column: 'invoice_id', pattern: likePattern(value, 'contains') };
    case 'retailerName': {
      const phone = phoneDigits(value);
      return {
        kind: 'retailer',
        name: likePattern(value, 'contains'),
        phone: /^\d+$/.test(phone) ? likePattern(phone, 'contains') : null,
      };
    }
    case 'billLocation':
      return /^h\s*\/?\s*q$/i.test(value)
        ? { kind: 'headQuarters' }
        : { kind: 'like', column: 'bill_location', pattern: likePattern(value, 'contains') };
    case 'isClosed': {
      const closed = closedSearchValue(value);
      return closed === null ? { kind: 'none' } : { kind: 'closed', closed };
    }
    case 'paymentMode': {
      const modes = paymentModesSearched(value);
      return modes.length ? { kind: 'paymentModes', modes } : { kind: 'none' };
    }
    case 'salesmanName':
      return { kind: 'salesman', by: 'name', value };
    case 'salesmanPhone':
      return { kind: 'salesman', by: 'phone', value: phoneDigits(value) };
  }
}

/**
 * Whether a salesman is one a name or phone search finds, as HMS's own list finds them: the
 * name anywhere in it in any case, the phone from its start.
 */
export function salesmanMatches(person: { name: string; phone: string }, by: 'name' | 'phone', value: string): boolean {
  const wanted = value.trim();
  if (!wanted) return true;
  return by === 'name'
    ? person.name.toLowerCase().includes(wanted.toLowerCase())
    : person.phone.startsWith(phoneDigits(wanted));
}

/** Whole days from an invoice's day to today, both in India (0 on the day itself; never below 0). */
export const ageInDays = (invoiceDay: string, today: string): number =>
  invoiceDay >= today ? 0 : daysIn({ from: invoiceDay, to: today }) - 1;

type Bucket = 'days0to30' | 'days31to60' | 'days61to90' | 'over90';

/** The ageing column an invoice of this age falls in. */
export function ageingBucket(age: number): Bucket {
  if (age <= 30) return 'days0to30';
  if (age <= 60) return 'days31to60';
  if (age <= 90) return 'days61to90';
  return 'over90';
}

/** What is owed on one day's open invoices of one retailer or salesman. */
export interface AgeingEntry {
  key: string | null;
  /** The day (India) the invoices were raised. */
  day: string;
  invoices: number;
  outstanding: number;
}

const emptyRow = (key: string | null, name: string): AgeingRow => ({
  key,
  name,
  invoices: 0,
  days0to30: 0,
  days31to60: 0,
  days61to90: 0,
  over90: 0,
  total: 0,
});

/**
 * The ageing view: each key's outstanding in its age columns as of `today`, the largest total
 * first (then by name), and the totals of every row. `nameOf` names a key.
 */
export function ageingRows(
  entries: readonly AgeingEntry[],
  today: string,
  nameOf: (key: string | null) => string,
): { rows: AgeingRow[]; totals: AgeingRow } {
  const byKey = new Map<string | null, AgeingRow>();
  const totals = emptyRow(null, 'Total');
  for (const e of entries) {
    let row = byKey.get(e.key);
    if (!row) byKey.set(e.key, (row = emptyRow(e.key, nameOf(e.key))));
    const bucket = ageingBucket(ageInDays(e.day, today));
    for (const r of [row, totals]) {
      r.invoices += e.invoices;
      r[bucket] += e.outstanding;
      r.total += e.outstanding;
    }
  }
  const rows = [...byKey.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return { rows, totals };
}

export const D2R_INVOICE_COLUMNS = [
  'Invoice',
  'Date',
  'Retailer',
  'Salesman id',
  'Payment mode',
  'Bill location',
  'Final ₹',
  'Paid ₹',
  'Credited ₹',
  'Outstanding ₹',
  'Due',
  'Status',
  'Closed',
] as const;

const PAYMENT_MODE_LABELS: Readonly<Record<string, string>> = {
  CREDIT: 'Credit',
  CASH_ON_DELIVERY: 'Cash on delivery',
};
const STATUS_LABELS: Readonly<Record<string, string>> = { PENDING: 'Pending', PAID: 'Paid' };

/** One invoice as a line of the CSV export, in D2R_INVOICE_COLUMNS' order. */
export function invoiceLine(r: D2rInvoiceRecord): CsvRow {
  return [
    r.invoiceId,
    formatDate(r.createdAt),
    r.retailerName,
    r.salesmanId ?? '',
    PAYMENT_MODE_LABELS[r.paymentMode] ?? r.paymentMode,
    r.billLocation ?? 'H/Q',
    paiseToRupeesText(r.finalPrice),
    paiseToRupeesText(r.amountPaid),
    paiseToRupeesText(r.credited),
    paiseToRupeesText(r.outstanding),
    r.dueDate ? formatDay(r.dueDate) : '',
    STATUS_LABELS[r.status] ?? r.status,
    r.isClosed ? 'Yes' : 'No',
  ];
}
