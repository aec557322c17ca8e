import { describe, expect, it } from 'vitest';
import { chargeableSide, formatKg, parseDimensions, volumetricWeight } from './weight';

describe('package weights', () => {
  it('computes volumetric weight as L × B × H / 5000', () => {
    expect(volumetricWeight({ length: 30, breadth: 20, height: 8 })).toBeCloseTo(0.96);
    expect(volumetricWeight({ length: 50, breadth: 40, height: 30 })).toBe(12);
  });

  it('charges the higher weight; a tie or no dimensions charge the entered one', () => {
    expect(chargeableSide(1.5, 0.96)).toBe('entered');
    expect(chargeableSide(0.5, 0.96)).toBe('volumetric');
    expect(chargeableSide(1, 1)).toBe('entered');
    expect(chargeableSide(1, null)).toBe('entered');
  });

  it('takes dimensions only when all three are positive numbers', () => {
    expect(parseDimensions('30', '20', '8')).toEqual({ length: 30, breadth: 20, height: 8 });
    expect(parseDimensions('30', '', '8')).toBeNull();
    expect(parseDimensions('30', '0', '8')).toBeNull();
    expect(parseDimensions('30', 'x', '8')).toBeNull();
  });

  it('shows kilograms to at most 3 decimals', () => {
    expect(formatKg(0.96)).toBe('0.96 kg');
    expect(formatKg(1.23456)).toBe('1.235 kg');
    expect(formatKg(2)).toBe('2 kg');
  });
});
