import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { paiseLessBasisPoints } from '../money.js';
import {
  RetailDiscountInput,
  basisPointsToPercentText,
  percentToBasisPoints,
  retailDiscountOfRow,
  winningDiscount,
} from './retailDiscounts.js';

const discount = (over: Partial<Parameters<typeof winningDiscount>[0][number]> & { id: string }) => ({
  appliesTo: 'ALL' as const,
  retailerClass: null,
  retailCluster: null,
  basisPoints: 500,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  createdAt: '2026-10-01T00:00:00.000Z',
  ...over,
});
const retailer = { retailerClass: 'A', retailCluster: 'South Delhi' };

describe('winningDiscount', () => {
  it('takes the class discount over the cluster one over the one for all retailers, however large', () => {
    const all = discount({ id: 'all', basisPoints: 3000 });
    const cluster = discount({ id: 'cluster', appliesTo: 'CLUSTER', retailCluster: 'South Delhi', basisPoints: 2000 });
    const cls = discount({ id: 'class', appliesTo: 'CLASS', retailerClass: 'A', basisPoints: 100 });
    expect(winningDiscount([all, cluster, cls], retailer, '2026-11-15')?.id).toBe('class');
    expect(winningDiscount([all, cluster], retailer, '2026-11-15')?.id).toBe('cluster');
    expect(winningDiscount([all], retailer, '2026-11-15')?.id).toBe('all');
  });

  it('ignores discounts for another class or cluster, and those not effective that day', () => {
    const otherClass = discount({ id: 'b', appliesTo: 'CLASS', retailerClass: 'B' });
    const otherCluster = discount({ id: 'noida', appliesTo: 'CLUSTER', retailCluster: 'Noida' });
    const over = discount({ id: 'over', startsOn: '2026-10-01', endsOn: '2026-10-31' });
    expect(winningDiscount([otherClass, otherCluster, over], retailer, '2026-11-15')).toBeNull();
  });

  it('counts both its first and last days', () => {
    const d = discount({ id: 'd' });
    expect(winningDiscount([d], retailer, '2026-11-01')?.id).toBe('d');
    expect(winningDiscount([d], retailer, '2026-11-30')?.id).toBe('d');
    expect(winningDiscount([d], retailer, '2026-12-01')).toBeNull();
  });

  it('of equally specific ones takes the larger, then the one starting latest', () => {
    const small = discount({ id: 'small', basisPoints: 500 });
    const large = discount({ id: 'large', basisPoints: 750 });
    expect(winningDiscount([large, small], retailer, '2026-11-15')?.id).toBe('large');
    expect(winningDiscount([small, large], retailer, '2026-11-15')?.id).toBe('large');
    const later = discount({ id: 'later', startsOn: '2026-11-10' });
    expect(winningDiscount([small, later], retailer, '2026-11-15')?.id).toBe('later');
  });
});

describe('paiseLessBasisPoints', () => {
  it('rounds the discount to the nearest paisa, half a paisa up', () => {
    // 12.5% of ₹99.99 is 1249.875 paise: 1250 off.
    expect(paiseLessBasisPoints(9999, 1250)).toBe(8749);
    // 10% of ₹0.05 is half a paisa: 1 off.
    expect(paiseLessBasisPoints(5, 1000)).toBe(4);
    // 10% of ₹0.04 is 0.4 paise: nothing off.
    expect(paiseLessBasisPoints(4, 1000)).toBe(4);
    expect(paiseLessBasisPoints(24900, 10000)).toBe(0);
    expect(paiseLessBasisPoints(24900, 0)).toBe(24900);
    expect(() => paiseLessBasisPoints(100, 10001)).toThrow(RangeError);
    expect(() => paiseLessBasisPoints(10.5, 100)).toThrow(RangeError);
  });
});

describe('percentages', () => {
  it('reads a percentage as typed into basis points, by its text', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints('12.5 %')).toBe(1250);
    expect(percentToBasisPoints(7)).toBe(700);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('100')).toBe(10000);
    for (const bad of ['0', '100.01', '1.234', '-5', 'abc', '', '1e2']) expect(percentToBasisPoints(bad)).toBeNull();
    expect(basisPointsToPercentText(1250)).toBe('12.5');
    expect(basisPointsToPercentText(500)).toBe('5');
    expect(basisPointsToPercentText(1)).toBe('0.01');
  });

  it('answers a bad discount with the words the form shows', () => {
    const base = { sku: 'CHAI', percent: '10', startsOn: '2026-11-01', endsOn: '2026-11-30' };
    const problems = (v: object) => {
      const r = RetailDiscountInput.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(problems({ ...base, percent: '150' })).toEqual([MSG.retailDiscountPercentInvalid]);
    expect(problems({ ...base, appliesTo: 'CLASS' })).toEqual([MSG.retailDiscountClassRequired]);
    expect(problems({ ...base, appliesTo: 'CLUSTER' })).toEqual([MSG.retailDiscountClusterRequired]);
    expect(problems({ ...base, startsOn: '2026-12-01' })).toEqual([MSG.retailDiscountDatesOrder]);
    expect(problems({ ...base, sku: ' ' })).toEqual([MSG.retailDiscountSkuRequired]);
    const ok = RetailDiscountInput.parse({ ...base, appliesTo: 'CLUSTER', retailCluster: 'Noida', retailerClass: 'A' });
    expect(ok).toMatchObject({ basisPoints: 1000, retailCluster: 'Noida', retailerClass: null });
  });

  it('reads a sheet row: a class, a cluster in any case, or all retailers', () => {
    const row = {
      sku: 'CHAI',
      retailerClass: '',
      retailCluster: '',
      percent: '5',
      startsOn: '2026-11-01',
      endsOn: '2026-11-02',
    };
    expect(retailDiscountOfRow(row).data).toMatchObject({ appliesTo: 'ALL' });
    expect(retailDiscountOfRow({ ...row, retailerClass: 'b' }).data).toMatchObject({
      appliesTo: 'CLASS',
      retailerClass: 'B',
    });
    expect(retailDiscountOfRow({ ...row, retailCluster: 'south delhi' }).data).toMatchObject({
      appliesTo: 'CLUSTER',
      retailCluster: 'South Delhi',
    });
  });
});
