import { z } from 'zod';
import { MSG } from './messages.js';
import { plural } from './plural.js';

/*
 * Parcelo's monthly invoice to each brand: the month's charges from its wallet (codes 201 to
 * 205), GST on top. Months are India's: from the 1st, 00:00 IST.
 */

const IST_OFFSET_MS = 5.5 * 3600_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The instant a month ('2026-11') starts and the next one does, in India's time. */
export function billingMonthRange(month: string): { start: Date; end: Date } {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  const y = Number(m[1]);
  const mo = Number(m[2]) - 1;
  return {
    start: new Date(Date.UTC(y, mo, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(y, mo + 1, 1) - IST_OFFSET_MS),
  };
}

/** The month (yyyy-mm) `at` falls in, in India's time. */
export function billingMonthOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month after (or, with -1, before) another. */
export function billingMonthAdd(month: string, n: number): string {
  const { start } = billingMonthRange(month);
  const ist = new Date(start.getTime() + IST_OFFSET_MS);
  return billingMonthOf(new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + n, 1) - IST_OFFSET_MS + 1));
}

/** 'November 2026'. */
export const billingMonthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    billingMonthRange(month).start,
  );

/** A month that has ended: a month still running cannot be invoiced yet. */
export const BillingMonthInput = z.object({
  month: z
    .string({ error: MSG.billingMonthInvalid })
    .trim()
    .regex(MONTH, MSG.billingMonthInvalid)
    .refine((m) => MONTH.test(m) && billingMonthRange(m).end.getTime() <= Date.now(), MSG.billingMonthInvalid),
});

/** GST on Parcelo's services: 18 %. */
/**
 * What running a month did, as the admin reads it: a month run again says nothing was due
 * rather than counting the invoices it found already issued as its own.
 */
export function billingMonthRunSummary(
  month: string,
  { companies, issued, alreadyInvoiced }: { companies: number; issued: number; alreadyInvoiced: number },
): string {
  const label = billingMonthLabel(month);
  if (issued === 0)
    return alreadyInvoiced > 0
      ? `Nothing was due: every brand is already invoiced for ${label}.`
      : `Nothing was due: no brand had charges for ${label}.`;
  const already = alreadyInvoiced > 0 ? `, ${alreadyInvoiced} already invoiced` : '';
  return `${label} billed: ${issued} of ${plural(companies, 'brand')} invoiced${already}`;
}

export const BILLING_GST_RATE = 18;

/** The charge codes a month's invoice bills, each a line with its service's SAC code. */
export const BILLED_CODES = {
  '201': { description: 'Lightning shipping charges', sac: '996812' },
  '202': { description: 'Platform charges', sac: '998315' },
  '203': { description: 'SMS charges', sac: '998422' },
  '204': { description: 'WhatsApp message charges', sac: '998422' },
  '205': { description: 'Storage charges', sac: '996729' },
} as const;
export type BilledCode = keyof typeof BILLED_CODES;

/** One monthly invoice as the invoices service answers it (amounts in paise). */
export interface BillingInvoiceRecord {
  id: string;
  companyId: string;
  month: string;
  number: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  createdAt: string;
}
