import { describe, expect, it } from 'vitest';
import { MSG, fill, formatPaise, type GstDocument } from '@parcelo/common';
import {
  creditLines,
  creditNoteDocument,
  creditNoteNumber,
  creditValue,
  creditedSoFar,
  invoicedLines,
} from './credit.js';

const invoice: GstDocument = {
  title: 'TAX INVOICE',
  number: 'CPN/2627/00042',
  date: '2026-11-02T06:30:00.000Z',
  references: [
    { label: 'Order', value: 'D2R-1001' },
    { label: 'Payment', value: 'Prepaid' },
  ],
  supplier: { name: 'Chai Point Naturals', address: ['Okhla'], state: 'Delhi', gstin: '07AAACC1206D1ZM' },
  recipient: { name: 'Yadav Traders', address: ['Sector 14'], state: 'Haryana', gstin: '06AAPFU0939F1ZZ' },
  placeOfSupply: 'Haryana',
  inclusive: true,
  lines: [
    { description: 'Masala chai 250 g (CHAI-MSL-250)', hsn: '0902', quantity: 4, unitPaise: 11_800, rate: 18 },
    { description: 'Green tea 100 g (CHAI-GRN-100)', hsn: '0902', quantity: 2, unitPaise: 5_250, rate: 5 },
  ],
};
const invoiced = invoicedLines(invoice, ['CHAI-MSL-250', 'CHAI-GRN-100']);

describe('D2R credit lines', () => {
  it('credits a return at the price invoiced, and refuses more units than are left to return', () => {
    const lines = creditLines({ reason: 'RETURN', lines: [{ sku: 'chai-msl-250', quantity: 2 }] }, invoiced, new Map());
    expect(lines).toEqual([
      {
        sku: 'CHAI-MSL-250',
        description: 'Masala chai 250 g (CHAI-MSL-250)',
        hsn: '0902',
        quantity: 2,
        unitPaise: 11_800,
        rate: 18,
      },
    ]);
    const before = creditedSoFar([{ reason: 'RETURN', lines }]);
    expect(() =>
      creditLines({ reason: 'RETURN', lines: [{ sku: 'CHAI-MSL-250', quantity: 3 }] }, invoiced, before),
    ).toThrow(fill(MSG.d2rCreditReturnTooMany, { n: 2, sku: 'CHAI-MSL-250' }));
  });

  it("credits a price correction up to what is left of the line, never above a unit's price", () => {
    const before = creditedSoFar([
      { reason: 'PRICE_CORRECTION', lines: [{ ...invoiced.get('CHAI-GRN-100')!, quantity: 2, unitPaise: 5_000 }] },
    ]);
    expect(() =>
      creditLines(
        { reason: 'PRICE_CORRECTION', lines: [{ sku: 'CHAI-GRN-100', quantity: 2, unitCredit: 300 }] },
        invoiced,
        before,
      ),
    ).toThrow(fill(MSG.d2rCreditLineTooMuch, { amount: formatPaise(500), sku: 'CHAI-GRN-100' }));
    expect(() =>
      creditLines(
        { reason: 'PRICE_CORRECTION', lines: [{ sku: 'CHAI-GRN-100', quantity: 1, unitCredit: 5_251 }] },
        invoiced,
        new Map(),
      ),
    ).toThrow();
    expect(() => creditLines({ reason: 'RETURN', lines: [{ sku: 'NOPE', quantity: 1 }] }, invoiced, new Map())).toThrow(
      fill(MSG.d2rCreditSkuNotInvoiced, { sku: 'NOPE' }),
    );
  });

  it('numbers a note with the brand prefix, CN, the financial year and a five-digit serial', () => {
    expect(creditNoteNumber('CPN/2627/00042', '2627', 7)).toBe('CPN/CN/2627/00007');
    expect(creditNoteNumber('odd-number', '2627', 12)).toBe('D2R/CN/2627/00012');
  });

  it('prints the note against the invoice with its tax split as the invoice has it (IGST across states)', () => {
    const lines = creditLines({ reason: 'RETURN', lines: [{ sku: 'CHAI-MSL-250', quantity: 1 }] }, invoiced, new Map());
    const { document, taxablePaise, totalPaise } = creditNoteDocument(invoice, {
      number: 'CPN/CN/2627/00001',
      date: '2026-11-20T10:00:00.000Z',
      reason: 'RETURN',
      note: 'Carton crushed',
      lines,
    });
    expect(document).toMatchObject({
      title: 'CREDIT NOTE',
      number: 'CPN/CN/2627/00001',
      recipient: { gstin: '06AAPFU0939F1ZZ' },
      references: [
        { label: 'Against invoice', value: 'CPN/2627/00042' },
        { label: 'Invoice date', value: expect.any(String) },
        { label: 'Order', value: 'D2R-1001' },
        { label: 'Reason', value: 'Goods returned' },
      ],
      notes: ['Carton crushed'],
    });
    expect(totalPaise).toBe(creditValue(lines));
    expect(taxablePaise).toBe(10_000);
  });
});
