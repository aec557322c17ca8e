import { describe, expect, it } from 'vitest';
import type { D2rInvoiceRecord } from '@parcelo/common';
import {
  ageInDays,
  ageingBucket,
  ageingRows,
  closedSearchValue,
  dueDateOf,
  invoiceLine,
  invoiceSearch,
  isSettled,
  outstandingOf,
  paymentModesSearched,
  salesmanMatches,
} from './d2r.js';

describe('dueDateOf', () => {
  it('counts the payment terms from the day the order shipped in India', () => {
    // 20:00 UTC on 26 Nov is already 27 Nov in India.
    expect(dueDateOf('2026-11-26T20:00:00Z', 15)).toBe('2026-12-12');
    expect(dueDateOf('2026-11-26T10:00:00Z', 15)).toBe('2026-12-11');
    expect(dueDateOf(new Date('2026-12-31T05:00:00Z'), 0)).toBe('2026-12-31');
    expect(dueDateOf('2027-02-20T05:00:00Z', 30)).toBe('2027-03-22');
  });
});

describe('outstanding and settling', () => {
  it('is the price less payments and credit notes, never below nothing', () => {
    expect(outstandingOf({ finalPrice: 100_000, amountPaid: 40_000, credited: 10_000 })).toBe(50_000);
    expect(outstandingOf({ finalPrice: 100, amountPaid: 100, credited: 0 })).toBe(0);
  });

  it('settles once less than ₹1 is owed', () => {
    expect(isSettled(99)).toBe(true);
    expect(isSettled(0)).toBe(true);
    expect(isSettled(100)).toBe(false);
  });
});

describe('invoiceSearch', () => {
  it('is no search without a key or a value', () => {
    expect(invoiceSearch(undefined, 'x')).toEqual({ kind: 'all' });
    expect(invoiceSearch('invoiceId', '  ')).toEqual({ kind: 'all' });
  });

  it('matches invoice numbers and bill locations anywhere, literally', () => {
    expect(invoiceSearch('invoiceId', ' INV_10% ')).toEqual({
      kind: 'like',
      column: 'invoice_id',
      pattern: '%INV\\_10\\%%',
    });
    expect(invoiceSearch('billLocation', 'Karol')).toEqual({
      kind: 'like',
      column: 'bill_location',
      pattern: '%Karol%',
    });
  });

  it('takes H/Q as the invoices with no bill location', () => {
    for (const v of ['H/Q', 'hq', 'h / q']) expect(invoiceSearch('billLocation', v)).toEqual({ kind: 'headQuarters' });
  });

  it("finds a retailer by name, or by its phone's digits as typed", () => {
    expect(invoiceSearch('retailerName', 'Sharma')).toEqual({ kind: 'retailer', name: '%Sharma%', phone: null });
    expect(invoiceSearch('retailerName', '+91 98100-45612')).toEqual({
      kind: 'retailer',
      name: '%+91 98100-45612%',
      phone: '%9810045612%',
    });
  });

  it('reads the closed flag as true/closed or false/open, and anything else finds none', () => {
    expect(invoiceSearch('isClosed', 'Closed')).toEqual({ kind: 'closed', closed: true });
    expect(invoiceSearch('isClosed', 'TRUE')).toEqual({ kind: 'closed', closed: true });
    expect(invoiceSearch('isClosed', 'open')).toEqual({ kind: 'closed', closed: false });
    expect(invoiceSearch('isClosed', 'false')).toEqual({ kind: 'closed', closed: false });
    expect(invoiceSearch('isClosed', 'maybe')).toEqual({ kind: 'none' });
    expect(closedSearchValue(' yes ')).toBeNull();
  });

  it('reads payment modes as codes, words or COD', () => {
    expect(paymentModesSearched('cod')).toEqual(['CASH_ON_DELIVERY']);
    expect(paymentModesSearched('cash on delivery')).toEqual(['CASH_ON_DELIVERY']);
    expect(paymentModesSearched('credit')).toEqual(['CREDIT']);
    expect(paymentModesSearched('cash')).toEqual(['CASH_ON_DELIVERY']);
    expect(invoiceSearch('paymentMode', 'upi')).toEqual({ kind: 'none' });
  });

  it("asks HMS for salesmen by name, or by the phone's digits", () => {
    expect(invoiceSearch('salesmanName', ' Ravi ')).toEqual({ kind: 'salesman', by: 'name', value: 'Ravi' });
    expect(invoiceSearch('salesmanPhone', '+91 98110')).toEqual({ kind: 'salesman', by: 'phone', value: '98110' });
  });
});

describe('salesmanMatches', () => {
  const ravi = { name: 'Ravi Kumar', phone: '9811012345' };
  it('finds a name anywhere in any case, a phone from its start', () => {
    expect(salesmanMatches(ravi, 'name', 'kumar')).toBe(true);
    expect(salesmanMatches(ravi, 'name', 'Suresh')).toBe(false);
    expect(salesmanMatches(ravi, 'phone', '098110')).toBe(true);
    expect(salesmanMatches(ravi, 'phone', '12345')).toBe(false);
  });
});

describe('ageing', () => {
  it('counts whole days in India from the invoice day, never below 0', () => {
    expect(ageInDays('2026-11-30', '2026-11-30')).toBe(0);
    expect(ageInDays('2026-10-31', '2026-11-30')).toBe(30);
    expect(ageInDays('2026-12-01', '2026-11-30')).toBe(0);
    // Across the year and February.
    expect(ageInDays('2026-12-31', '2027-03-01')).toBe(60);
  });

  it('puts 0–30, 31–60, 61–90 and older days in their columns', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([
      'days0to30',
      'days0to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
      'over90',
    ]);
  });

  it('sums each key by age, the largest total first, with totals', () => {
    const today = '2026-11-30';
    const names: Record<string, string> = { a: 'Aggarwal Sweets', b: 'Bandra Fashion' };
    const { rows, totals } = ageingRows(
      [
        { key: 'a', day: '2026-11-29', invoices: 2, outstanding: 10_000 },
        { key: 'a', day: '2026-09-01', invoices: 1, outstanding: 5_000 },
        // 60 days before: still 31–60; 1 Sep is 90 days before, still 61–90.
        { key: 'b', day: '2026-10-01', invoices: 1, outstanding: 50_000 },
        { key: null, day: '2026-06-01', invoices: 1, outstanding: 700 },
      ],
      today,
      (key) => (key ? names[key]! : 'Not handed over'),
    );
    expect(rows).toEqual([
      {
        key: 'b',
        name: 'Bandra Fashion',
        invoices: 1,
        days0to30: 0,
        days31to60: 50_000,
        days61to90: 0,
        over90: 0,
        total: 50_000,
      },
      {
        key: 'a',
        name: 'Aggarwal Sweets',
        invoices: 3,
        days0to30: 10_000,
        days31to60: 0,
        days61to90: 5_000,
        over90: 0,
        total: 15_000,
      },
      {
        key: null,
        name: 'Not handed over',
        invoices: 1,
        days0to30: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 700,
        total: 700,
      },
    ]);
    expect(totals).toEqual({
      key: null,
      name: 'Total',
      invoices: 5,
      days0to30: 10_000,
      days31to60: 50_000,
      days61to90: 5_000,
      over90: 700,
      total: 65_700,
    });
  });
});

describe('invoiceLine', () => {
  it('writes rupees, India days, H/Q for no bill location and the status as words', () => {
    const invoice: D2rInvoiceRecord = {
      id: 'i',
      companyId: 'c',
      invoiceId: 'CP/24-25/001',
      invoiceUrl: null,
      finalPrice: 123_456,
      amountPaid: 23_456,
      credited: 0,
      outstanding: 100_000,
      paymentMode: 'CREDIT',
      status: 'PENDING',
      isClosed: false,
      salesmanId: null,
      orderId: 'o',
      shopOrderId: 'S1',
      retailerId: 'r',
      retailerName: 'Sharma General Store',
      retailerPhone: '9845012345',
      billLocation: null,
      dueDate: '2026-12-12',
      handedOverAt: null,
      closedAt: null,
      createdAt: '2026-11-26T20:00:00.000Z',
      updatedAt: '2026-11-26T20:00:00.000Z',
    };
    const line = invoiceLine(invoice);
    expect(line.slice(2)).toEqual([
      'Sharma General Store',
      '',
      'Credit',
      'H/Q',
      '1234.56',
      '234.56',
      '0.00',
      '1000.00',
      line[10],
      'Pending',
      'No',
    ]);
    // The invoice's date is its day in India (27 Nov), as is the due day.
    expect(String(line[1])).toMatch(/27/);
    expect(String(line[10])).toMatch(/12/);
  });
});
