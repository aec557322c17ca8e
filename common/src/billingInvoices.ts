import { z } from 'zod';
import { MSG } from './messages.js';
import { plural } from './plural.js';
import { formatMonth, istMonthRange, YEAR_MONTH } from './dates.js';

/*
 * Parcelo's monthly invoice to each brand: the month's charges from its wallet (codes 201 to
 * 206), GST on top. Months are India's: from the 1st, 00:00 IST.
 */

/** A month that has ended: a month still running cannot be invoiced yet. */
export const BillingMonthInput = z.object({
  month: z
    .string({ error: MSG.billingMonthInvalid })
    .trim()
    .regex(YEAR_MONTH, MSG.billingMonthInvalid)
    .refine((m) => YEAR_MONTH.test(m) && istMonthRange(m).end.getTime() <= Date.now(), MSG.billingMonthInvalid),
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
  const label = formatMonth(month);
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
  '206': { description: 'Courier freight charges', sac: '996812' },
} as const;
export type BilledCode = keyof typeof BILLED_CODES;

/** One monthly invoice as the invoices service answers it (amounts in paise). */
export const BillingInvoiceRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  month: z.string(),
  number: z.string(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  createdAt: z.string(),
});
export type BillingInvoiceRecord = z.infer<typeof BillingInvoiceRecordSchema>;
