import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, type PricingPreferencesRecord } from '@parcelo/common';
import { monthCharges } from './run.js';

const card = (over: Partial<PricingPreferencesRecord>): PricingPreferencesRecord => ({
  ...DEFAULT_PRICING,
  companyId: 'c1',
  updatedAt: null,
  ...over,
});
const brand = { id: 'c1', createdAt: '2026-01-15T10:00:00.000Z' };

describe("a month's platform and storage charges", () => {
  it('charges the platform fee and the units stored at the per-unit rate, within the minimum and maximum', () => {
    const prefs = card({
      platformCharges: 99_900,
      storageChargeType: 'perUnitCharges',
      storageCharges: 200,
      minimumStorageCharges: 50_000,
      maximumStorageCharges: 2_500_000,
    });
    expect(monthCharges(brand, prefs, 1_234, '2026-10')).toEqual([
      expect.objectContaining({ code: '202', amountPaise: 99_900, key: 'month:2026-10:platform', type: 'DEBIT' }),
      expect.objectContaining({
        code: '205',
        amountPaise: 246_800,
        key: 'month:2026-10:storage',
        description: 'Storage charges for October 2026',
        enforceFloor: false,
      }),
    ]);
    // Few units: the minimum; very many: the maximum.
    expect(monthCharges(brand, prefs, 3, '2026-10')[1]!.amountPaise).toBe(50_000);
    expect(monthCharges(brand, prefs, 1_000_000, '2026-10')[1]!.amountPaise).toBe(2_500_000);
  });

  it('charges a fixed storage amount whatever is stored, and nothing that is 0', () => {
    const fixed = card({ storageChargeType: 'fixedStorageCharges', storageCharges: 150_000 });
    expect(monthCharges(brand, fixed, 10, '2026-10')).toEqual([
      expect.objectContaining({ code: '205', amountPaise: 150_000 }),
    ]);
    expect(monthCharges(brand, card({}), 10, '2026-10')).toEqual([]);
  });

  it('charges a brand nothing for a month that ended before it joined', () => {
    const prefs = card({ platformCharges: 99_900 });
    expect(monthCharges(brand, prefs, 0, '2025-12')).toEqual([]);
    expect(monthCharges(brand, prefs, 0, '2026-01')).toHaveLength(1);
  });
});
