import { describe, expect, it } from 'vitest';
import { maskName, maskPhone, maskPincode } from './routes.js';

describe('public tracking masks', () => {
  it('shows only the last 4 digits of a phone, a first name with an initial, and the first 3 of a pincode', () => {
    expect(maskPhone('9876543210')).toBe('******3210');
    expect(maskPhone('123')).toBe('****');
    expect(maskName('Kavya', 'menon')).toBe('Kavya M.');
    expect(maskName('Kavya', '')).toBe('Kavya');
    expect(maskPincode('560038')).toBe('560***');
  });
});
