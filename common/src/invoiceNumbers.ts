import { MSG } from './messages.js';
import type { Rule } from './validation.js';

/** A company's own invoice prefix is 1 to 4 capital letters or digits, so a number stays within GST's 16 characters. */
export const INVOICE_PREFIX = /^[A-Z0-9]{1,4}$/;

export const invoicePrefixRule: Rule = (value) =>
  !value.trim() || INVOICE_PREFIX.test(value.trim().toUpperCase()) ? null : MSG.invoicePrefixInvalid;

/**
 * The prefix a company's invoice numbers start with: the one saved in its invoicing details,
 * else the initials of its name ('Chai Point Naturals' → 'CPN').
 */
export function invoicePrefixOf(company: { name: string; invoicing: { invoicePrefix?: string | null } | null }) {
  const saved = company.invoicing?.invoicePrefix?.trim().toUpperCase();
  if (saved && INVOICE_PREFIX.test(saved)) return saved;
  const initials = company.name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
    .slice(0, 4);
  return initials || 'INV';
}

/**
 * An invoice number: prefix, financial year and the company's serial for that year, e.g.
 * 'CPN/2627/00042'. At most 16 characters (GST) up to 999,999 invoices a year.
 */
export const invoiceNumber = (prefix: string, financialYear: string, serial: number) =>
  `${prefix}/${financialYear}/${String(serial).padStart(5, '0')}`;
