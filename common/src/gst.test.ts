import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountInWords,
  GST_RATES,
  GST_STATE_CODES,
  gstStateCodeOf,
  numberInWords,
  splitGst,
  stateOfGstin,
} from './gst.js';
import { INDIAN_STATES } from './states.js';

describe('GST state codes', () => {
  it('has a distinct two-digit code for each of the 36 states and union territories', () => {
    const codes = INDIAN_STATES.map((s) => GST_STATE_CODES[s]);
    expect(codes).toHaveLength(36);
    expect(new Set(codes).size).toBe(36);
    for (const c of codes) expect(c).toMatch(/^\d{2}$/);
  });

  it('reads the state from any spelling and from a GSTIN', () => {
    expect(gstStateCodeOf('Karnataka')).toBe('29');
    expect(gstStateCodeOf('karnataka ')).toBe('29');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('New Delhi')).toBe('07');
    expect(gstStateCodeOf('Daman and Diu')).toBe('26');
    expect(gstStateCodeOf('Ladakh')).toBe('38');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
    expect(stateOfGstin('27AABCB1234C1ZX')).toBe('Maharashtra');
    expect(stateOfGstin('99AABCB1234C1ZX')).toBeNull();
  });
});

describe('splitGst', () => {
  const intra = { supplierState: 'Karnataka', placeOfSupply: 'karnataka', inclusive: true };
  const inter = { supplierState: 'Karnataka', placeOfSupply: 'Maharashtra', inclusive: true };

  it('splits a tax-inclusive price into CGST and SGST within a state', () => {
    // ₹1,180.00 at 18 %: ₹1,000.00 taxable, ₹90.00 each.
    const s = splitGst([{ amountPaise: 118_000, rate: 18 }], intra);
    expect(s.intraState).toBe(true);
    expect(s.lines[0]).toEqual({
      taxablePaise: 100_000,
      rate: 18,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
  });

  it('charges IGST between states', () => {
    const s = splitGst([{ amountPaise: 118_000, rate: 18 }], inter);
    expect(s.intraState).toBe(false);
    expect(s).toMatchObject({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    });
  });

  it('rounds each line to the paisa and keeps the total what the buyer paid', () => {
    // ₹499.00 at 12 %: tax 5346.43 paise → halves of 2673.21 → 2673 each, taxable 44554.
    const s = splitGst(
      [
        { amountPaise: 49_900, rate: 12 },
        { amountPaise: 99_999, rate: 18 },
        { amountPaise: 1, rate: 28 },
      ],
      intra,
    );
    expect(s.lines[0]).toMatchObject({ taxablePaise: 44_554, cgstPaise: 2_673, sgstPaise: 2_673 });
    // ₹999.99 at 18 %: tax 15254.08 → halves 7627 each, taxable 84745.
    expect(s.lines[1]).toMatchObject({ taxablePaise: 84_745, cgstPaise: 7_627, sgstPaise: 7_627 });
    expect(s.lines[2]).toMatchObject({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
    expect(s.totalPaise).toBe(49_900 + 99_999 + 1);
    expect(s.taxablePaise + s.taxPaise).toBe(s.totalPaise);
    expect(s.cgstPaise).toBe(2_673 + 7_627);
    expect(s.sgstPaise).toBe(s.cgstPaise);
  });

  it('takes no tax at 0 %', () => {
    const s = splitGst([{ amountPaise: 12_345, rate: 0 }], inter);
    expect(s).toMatchObject({ taxablePaise: 12_345, igstPaise: 0, taxPaise: 0, totalPaise: 12_345 });
  });

  it('adds the tax on top of an amount before tax', () => {
    const s = splitGst([{ amountPaise: 1_234_567, rate: 18 }], { ...inter, inclusive: false });
    // 18 % of ₹12,345.67 is ₹2,222.2206 → ₹2,222.22.
    expect(s).toMatchObject({ taxablePaise: 1_234_567, igstPaise: 222_222, totalPaise: 1_456_789 });
    const t = splitGst([{ amountPaise: 1_234_567, rate: 18 }], { ...intra, inclusive: false });
    expect(t).toMatchObject({ cgstPaise: 111_111, sgstPaise: 111_111, totalPaise: 1_234_567 + 222_222 });
  });

  it('refuses a rate that is not a GST slab and amounts that are not whole paise', () => {
    expect(() => splitGst([{ amountPaise: 100, rate: 15 }], intra)).toThrow(RangeError);
    expect(() => splitGst([{ amountPaise: 100.5, rate: 18 }], intra)).toThrow(RangeError);
  });

  it('always adds up, line by line and in total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amountPaise: fc.integer({ min: 0, max: 1e9 }), rate: fc.constantFrom(...GST_RATES) }), {
          maxLength: 20,
        }),
        fc.boolean(),
        fc.boolean(),
        (lines, same, inclusive) => {
          const s = splitGst(lines, { supplierState: 'Delhi', placeOfSupply: same ? 'Delhi' : 'Goa', inclusive });
          s.lines.forEach((l, i) => {
            expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
            expect(l.cgstPaise).toBe(l.sgstPaise);
            if (inclusive) expect(l.totalPaise).toBe(lines[i]!.amountPaise);
            else expect(l.taxablePaise).toBe(lines[i]!.amountPaise);
            // Half a paisa per tax head off the exact figure at most; with the tax taken out of
            // the price that moves the taxable value too, so up to 1.28 paise against it.
            const exact = (l.taxablePaise * l.rate) / 100;
            expect(Math.abs(l.cgstPaise + l.sgstPaise + l.igstPaise - exact)).toBeLessThanOrEqual(1.3);
          });
          expect(s.taxablePaise + s.taxPaise).toBe(s.totalPaise);
        },
      ),
    );
  });
});

describe('amounts in words', () => {
  it('counts in lakh and crore', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(1_00_000 * 100)).toBe('Rupees One Lakh Only');
    expect(amountInWords(12_34_56_789_05)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only',
    );
    expect(amountInWords(1_18_000_50)).toBe('Rupees One Lakh Eighteen Thousand and Fifty Paise Only');
    expect(amountInWords(-250)).toBe('Minus Rupees Two and Fifty Paise Only');
  });

  it('writes the numbers between', () => {
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(1_000)).toBe('One Thousand');
    expect(numberInWords(99_99_999)).toBe('Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberInWords(1_00_00_000)).toBe('One Crore');
    expect(numberInWords(1000_00_00_000)).toBe('One Thousand Crore');
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
