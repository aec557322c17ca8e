import { STORAGE_CHARGE_TYPES } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { STORAGE_TYPE_OPTIONS, gqlStorageType, storageTypeLabel, storageTypeOf } from './storageTypes';

describe('storage charge types', () => {
  it('map between the rate card’s names and the GraphQL enum both ways', () => {
    expect(gqlStorageType('perSqFtStorageCharges')).toBe('PER_SQ_FT_STORAGE_CHARGES');
    expect(gqlStorageType('fixedStorageCharges')).toBe('FIXED_STORAGE_CHARGES');
    for (const t of STORAGE_CHARGE_TYPES) expect(storageTypeOf(gqlStorageType(t))).toBe(t);
  });

  it('show an unknown type as itself', () => {
    expect(storageTypeOf('%future added value')).toBeNull();
    expect(storageTypeLabel('PER_UNIT_CHARGES')).toBe('Per unit');
    expect(storageTypeLabel('%future added value')).toBe('%future added value');
  });

  it('offer the measures the warehouses do not count as charging the minimum', () => {
    expect(STORAGE_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Per unit',
      'Per box (not counted yet: the minimum is charged)',
      'Per pallet (not counted yet: the minimum is charged)',
      'Per sq ft (not counted yet: the minimum is charged)',
      'Fixed monthly amount',
    ]);
  });
});
