import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { ShippingPackageChanges, ShippingPackageInput } from './shippingPackages.js';

const box = {
  name: 'Tea caddy box',
  code: 'CPN-CADDY',
  packageLength: 12,
  packageWidth: 12,
  packageHeight: 18,
  packageWeight: 90,
};
const problems = (input: unknown) => ShippingPackageInput.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('shipping package rules', () => {
  it('takes whole numbers of at least 0, from numbers or a form’s text, and trims the texts', () => {
    expect(
      ShippingPackageInput.parse({ ...box, name: '  Tea caddy box ', packageLength: '12', packageWidth: 0 }),
    ).toEqual({
      ...box,
      packageWidth: 0,
    });
  });

  it('says the spec’s words for what is missing', () => {
    expect(problems({ code: 'X' })).toEqual([
      MSG.packageNameRequired,
      MSG.packageLengthRequired,
      MSG.packageWidthRequired,
      MSG.packageHeightRequired,
      MSG.packageWeightRequired,
    ]);
    expect(problems({ ...box, name: '   ', code: '' })).toEqual([MSG.packageNameRequired, MSG.packageCodeRequired]);
    expect(problems({ ...box, packageLength: '', packageWidth: null, packageHeight: ' ' })).toEqual([
      'Length is required.',
      'Width is required.',
      'Height is required.',
    ]);
  });

  it('refuses decimals, negatives and text as invalid', () => {
    expect(
      problems({ ...box, packageLength: 2.5, packageWidth: -1, packageHeight: 'ten', packageWeight: '1e3' }),
    ).toEqual([
      'Please input a valid length.',
      'Please input a valid width.',
      'Please input a valid height.',
      'Please input a valid weight.',
    ]);
  });

  it('bounds the numbers and the texts', () => {
    expect(problems({ ...box, packageLength: 1001, packageWeight: 100_001 })).toEqual([
      'Value should not be more than 1000',
      'Value should not be more than 100000',
    ]);
    expect(problems({ ...box, name: 'x'.repeat(101), code: 'A B' })).toEqual([
      'length should not be more than 100',
      MSG.packageCodeInvalid,
    ]);
    expect(problems({ ...box, packageLength: Number.MAX_SAFE_INTEGER * 10 })).toEqual([
      'Value should not be more than 1000',
    ]);
  });

  it('changes any field, reading Yes = 1 and No = 0, and refuses an empty change', () => {
    expect(ShippingPackageChanges.parse({ default: 1, active: '0' })).toEqual({ default: true, active: false });
    expect(ShippingPackageChanges.parse({ packageWeight: '120' })).toEqual({ packageWeight: 120 });
    expect(ShippingPackageChanges.safeParse({}).error?.issues[0]?.message).toBe(MSG.packageNothingToUpdate);
    expect(ShippingPackageChanges.safeParse({ default: 2 }).success).toBe(false);
    expect(ShippingPackageChanges.safeParse({ packageHeight: '' }).error?.issues[0]?.message).toBe(
      MSG.packageHeightRequired,
    );
  });
});
