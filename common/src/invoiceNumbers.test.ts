import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { financialYearOf } from './dates.js';
import { invoiceNumber, invoicePrefixOf, invoicePrefixRule } from './invoiceNumbers.js';

describe('invoice numbers', () => {
  it('runs the financial year from April to March in India', () => {
    expect(financialYearOf(new Date('2026-11-26T10:00:00Z')).label).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z')).label).toBe('2627');
    // 1 April 00:00 in India is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toEqual({ startYear: 2027, label: '2728' });
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z')).label).toBe('9900');
  });

  it("starts with the company's saved prefix, else its initials", () => {
    expect(invoicePrefixOf({ name: 'Chai Point Naturals', invoicing: null })).toBe('CPN');
    expect(invoicePrefixOf({ name: 'Bombay Threads', invoicing: { invoicePrefix: 'bth' } })).toBe('BTH');
    expect(invoicePrefixOf({ name: 'A B C D E', invoicing: { invoicePrefix: null } })).toBe('ABCD');
    expect(invoicePrefixOf({ name: '—', invoicing: null })).toBe('INV');
  });

  it('stays within the 16 characters GST allows', () => {
    expect(invoiceNumber('CPN', '2627', 42)).toBe('CPN/2627/00042');
    expect(invoiceNumber('ABCD', '2627', 999_999)).toHaveLength(16);
    expect(invoicePrefixRule('AB12')).toBeNull();
    expect(invoicePrefixRule('')).toBeNull();
    expect(invoicePrefixRule('ABCDE')).toBe(MSG.invoicePrefixInvalid);
    expect(invoicePrefixRule('A/B')).toBe(MSG.invoicePrefixInvalid);
  });
});
