import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING,
  STORAGE_CHARGE_TYPES,
  monthlyChargesOf,
  storageChargeBasis,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import { monthCharges } from './run.js';

const card = (over: Partial<PricingPreferencesRecord>): PricingPreferencesRecord => ({
  ...DEFAULT_PRICING,
  companyId: 'c1',
  updatedAt: null,
  ...over,
});
const brand = { id: 'c1', createdAt: '2026-01-15T10:00:00.000Z' };
const perUnit = card({
  platformCharges: 99_900,
  storageChargeType: 'perUnitCharges',
  storageCharges: 200,
  minimumStorageCharges: 50_000,
  maximumStorageCharges: 2_500_000,
});

describe("a month's platform and storage charges", () => {
  it('charges the platform fee and the units stored at the per-unit rate, within the minimum and maximum', () => {
    expect(monthCharges(brand, perUnit, 1_234, '2026-10')).toEqual([
      expect.objectContaining({
        code: '202',
        amountPaise: 99_900,
        key: 'month:2026-10:platform',
        type: 'DEBIT',
        description: 'Platform charges for October 2026',
      }),
      expect.objectContaining({
        code: '205',
        amountPaise: 246_800,
        key: 'month:2026-10:storage',
        description: 'Storage charges for October 2026: 1,234 units at ₹2.00 a unit',
        enforceFloor: false,
      }),
    ]);
    // Few units: the minimum; very many: the maximum; each entry says which.
    expect(monthCharges(brand, perUnit, 3, '2026-10')[1]).toMatchObject({
      amountPaise: 50_000,
      description: 'Storage charges for October 2026: 3 units at ₹2.00 a unit, raised to the monthly minimum',
    });
    expect(monthCharges(brand, perUnit, 1_000_000, '2026-10')[1]).toMatchObject({
      amountPaise: 2_500_000,
      description: 'Storage charges for October 2026: 10,00,000 units at ₹2.00 a unit, capped at the monthly maximum',
    });
  });

  it('charges a fixed storage amount whatever is stored, and nothing that is 0', () => {
    const fixed = card({ storageChargeType: 'fixedStorageCharges', storageCharges: 150_000 });
    expect(monthCharges(brand, fixed, 10, '2026-10')).toEqual([
      expect.objectContaining({
        code: '205',
        amountPaise: 150_000,
        description: 'Storage charges for October 2026: the fixed monthly amount',
      }),
    ]);
    expect(monthCharges(brand, card({}), 10, '2026-10')).toEqual([]);
  });

  it('charges the minimum for a measure the warehouses do not count, and says so', () => {
    const pallets = card({
      storageChargeType: 'perPalletStorageCharges',
      storageCharges: 25_000,
      minimumStorageCharges: 60_000,
    });
    const charges = monthlyChargesOf(pallets, { units: 5_000 });
    expect(charges).toEqual({ platformPaise: 0, storagePaise: 60_000, storedUnits: null, storageBound: 'minimum' });
    expect(storageChargeBasis(pallets, charges)).toBe('the monthly minimum (pallets are not counted yet)');
  });

  it('is the rate card times the units, for every card and stock alike', () => {
    for (const storageChargeType of STORAGE_CHARGE_TYPES)
      for (const units of [0, 1, 249, 250, 251, 12_500, 40_000, -3, Number.NaN]) {
        const c = { ...perUnit, storageChargeType };
        const { platformPaise, storagePaise, storedUnits } = monthlyChargesOf(c, { units });
        expect(platformPaise).toBe(c.platformCharges);
        const byRate =
          storageChargeType === 'fixedStorageCharges' ? c.storageCharges : c.storageCharges * (storedUnits ?? 0);
        expect(storagePaise).toBe(Math.min(Math.max(byRate, c.minimumStorageCharges), c.maximumStorageCharges));
        expect(storedUnits).toBe(storageChargeType === 'perUnitCharges' ? Math.max(0, units || 0) : null);
      }
  });

  it('charges a brand nothing for a month that ended before it joined', () => {
    const prefs = card({ platformCharges: 99_900 });
    expect(monthCharges(brand, prefs, 0, '2025-12')).toEqual([]);
    expect(monthCharges(brand, prefs, 0, '2026-01')).toHaveLength(1);
  });
});
