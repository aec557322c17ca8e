import { describe, expect, it } from 'vitest';
import { BillingMonthInput, billingMonthRunSummary } from './billingInvoices.js';
import { addMonths, formatMonth, istMonthOf, istMonthRange } from './dates.js';

describe('billing months', () => {
  it("runs from the 1st at midnight in India's time", () => {
    expect(istMonthRange('2026-11')).toEqual({
      start: new Date('2026-10-31T18:30:00.000Z'),
      end: new Date('2026-11-30T18:30:00.000Z'),
    });
    expect(istMonthOf(new Date('2026-11-30T18:29:59.999Z'))).toBe('2026-11');
    expect(istMonthOf(new Date('2026-11-30T18:30:00.000Z'))).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('takes only a month that has ended', () => {
    expect(BillingMonthInput.safeParse({ month: '2026-10' }).success).toBe(true);
    expect(BillingMonthInput.safeParse({ month: istMonthOf(new Date()) }).success).toBe(false);
    expect(BillingMonthInput.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(BillingMonthInput.safeParse({ month: 'x' }).success).toBe(false);
  });
});

describe('billingMonthRunSummary', () => {
  it('says nothing was due when a month is run again, and counts what was new apart', () => {
    expect(billingMonthRunSummary('2025-06', { companies: 2, issued: 0, alreadyInvoiced: 2 })).toBe(
      'Nothing was due: every brand is already invoiced for June 2025.',
    );
    expect(billingMonthRunSummary('2025-06', { companies: 5, issued: 2, alreadyInvoiced: 1 })).toBe(
      'June 2025 billed: 2 of 5 brands invoiced, 1 already invoiced',
    );
    expect(billingMonthRunSummary('2025-06', { companies: 2, issued: 2, alreadyInvoiced: 0 })).toBe(
      'June 2025 billed: 2 of 2 brands invoiced',
    );
    expect(billingMonthRunSummary('2025-06', { companies: 3, issued: 0, alreadyInvoiced: 0 })).toBe(
      'Nothing was due: no brand had charges for June 2025.',
    );
  });
});
