import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from './schemas/pricing.js';
import { codHandlingOf, shippingChargeOf, storageChargeOf } from './pricing.js';

const card = {
  ...DEFAULT_PRICING,
  lightningBaseCharges: 3_000,
  lightningPriceUpto2Kgs: 4_500,
  lightningPriceAfter2Kgs: 1_800,
  codHandlingCharges: 3_500,
  wlCODHandlingCharges: 175,
  storageCharges: 200,
  minimumStorageCharges: 50_000,
  maximumStorageCharges: 2_500_000,
  storageChargeType: 'perUnitCharges' as const,
};

describe('shippingChargeOf', () => {
  it('charges base plus the first tier up to 2 kg', () => {
    expect(shippingChargeOf(card, { chargeableGrams: 0 })).toBe(7_500);
    expect(shippingChargeOf(card, { chargeableGrams: 500 })).toBe(7_500);
    expect(shippingChargeOf(card, { chargeableGrams: 2_000 })).toBe(7_500);
  });

  it('adds the after-2 kg rate per started kilogram above 2 kg', () => {
    expect(shippingChargeOf(card, { chargeableGrams: 2_001 })).toBe(9_300);
    expect(shippingChargeOf(card, { chargeableGrams: 3_000 })).toBe(9_300);
    expect(shippingChargeOf(card, { chargeableGrams: 3_200 })).toBe(11_100);
    expect(shippingChargeOf(card, { chargeableGrams: 10_000 })).toBe(7_500 + 8 * 1_800);
  });

  it('takes nonsense weights as nothing', () => {
    expect(shippingChargeOf(card, { chargeableGrams: -5 })).toBe(7_500);
    expect(shippingChargeOf(card, { chargeableGrams: Number.NaN })).toBe(7_500);
  });

  it('is nothing on a company without a rate card', () => {
    expect(shippingChargeOf(DEFAULT_PRICING, { chargeableGrams: 5_000 })).toBe(0);
  });
});

describe('codHandlingOf', () => {
  it('charges the fixed fee while it is larger than the percentage', () => {
    // 1.75 % of ₹1,000 is ₹17.50, below ₹35.
    expect(codHandlingOf(card, 100_000)).toBe(3_500);
    // 1.75 % of ₹2,000 is exactly ₹35.
    expect(codHandlingOf(card, 200_000)).toBe(3_500);
  });

  it('charges the percentage once it is larger, to the nearest paisa', () => {
    expect(codHandlingOf(card, 300_000)).toBe(5_250);
    // 1.75 % of ₹2,999.99 = 5249.9825 paise.
    expect(codHandlingOf(card, 299_999)).toBe(5_250);
    expect(codHandlingOf({ codHandlingCharges: 0, wlCODHandlingCharges: 150 }, 33)).toBe(0);
    expect(codHandlingOf({ codHandlingCharges: 0, wlCODHandlingCharges: 150 }, 34)).toBe(1);
  });

  it('charges the fixed fee on a zero or nonsense amount', () => {
    expect(codHandlingOf(card, 0)).toBe(3_500);
    expect(codHandlingOf(card, -100)).toBe(3_500);
  });
});

describe('storageChargeOf', () => {
  it('charges the rate per unit stored, within the minimum and maximum', () => {
    expect(storageChargeOf(card, 1_000)).toBe(200_000);
    expect(storageChargeOf(card, 10)).toBe(50_000);
    expect(storageChargeOf(card, 0)).toBe(50_000);
    expect(storageChargeOf(card, 1_000_000)).toBe(2_500_000);
  });

  it('charges the fixed amount whatever is stored', () => {
    const fixed = { ...card, storageChargeType: 'fixedStorageCharges' as const, storageCharges: 100_000 };
    expect(storageChargeOf(fixed, 0)).toBe(100_000);
    expect(storageChargeOf(fixed, 99_999)).toBe(100_000);
  });

  it('has no maximum when the maximum is 0', () => {
    const open = { ...card, storageChargeType: 'perPalletStorageCharges' as const, maximumStorageCharges: 0 };
    expect(storageChargeOf(open, 1_000_000)).toBe(200_000_000);
  });

  it('multiplies by fractional measures (square feet) to the nearest paisa', () => {
    const sqft = { ...card, storageChargeType: 'perSqFtStorageCharges' as const, minimumStorageCharges: 0 };
    expect(storageChargeOf(sqft, 12.5)).toBe(2_500);
  });
});
