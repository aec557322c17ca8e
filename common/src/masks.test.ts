import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone, maskPincode } from './masks.js';

describe('masks', () => {
  it('show only the last 4 digits of a phone, a first name with an initial, the first 3 of a pincode', () => {
    expect(maskPhone('9876543210')).toBe('******3210');
    expect(maskName('Kavya', 'menon')).toBe('Kavya M.');
    expect(maskName('Kavya', '')).toBe('Kavya');
    expect(maskPincode('560038')).toBe('560***');
    expect(maskEmail('seller@demo.in')).toBe('s*****@demo.in');
  });
});
