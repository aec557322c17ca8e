import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, sameState } from '../states.js';
import { lookupPincode, pincodeCount } from './pincodes.js';

describe('the pincode directory', () => {
  it('gives the city, district, state and centre of a pincode', () => {
    expect(lookupPincode('110020')).toMatchObject({
      city: 'New Delhi',
      district: 'South Delhi',
      state: 'Delhi',
      country: 'India',
    });
    expect(lookupPincode(' 400001 ')).toMatchObject({ pincode: '400001', city: 'Mumbai', state: 'Maharashtra' });
    const bengaluru = lookupPincode('560038')!;
    expect(bengaluru.state).toBe('Karnataka');
    expect(bengaluru.lat).toBeCloseTo(12.97, 1);
    expect(bengaluru.lng).toBeCloseTo(77.64, 1);
  });

  it('knows every Indian pincode, each in one of the 36 states and union territories', () => {
    expect(pincodeCount()).toBeGreaterThan(19_000);
    expect(lookupPincode('194101')?.state).toBe('Ladakh');
    expect(lookupPincode('605001')?.state).toBe('Puducherry');
    for (const pin of ['744301', '396210', '737101', '682001', '781001'])
      expect(INDIAN_STATES).toContain(lookupPincode(pin)!.state);
  });

  it('has no entry for a pincode India Post does not use, nor for anything but 6 digits', () => {
    expect(lookupPincode('000000')).toBeNull();
    expect(lookupPincode('129294')).toBeNull();
    expect(lookupPincode('11002')).toBeNull();
    expect(lookupPincode('1100200')).toBeNull();
    expect(lookupPincode('abcdef')).toBeNull();
  });

  it('matches a state however it is spelt', () => {
    expect(sameState('Jammu & Kashmir', 'Jammu and Kashmir')).toBe(true);
    expect(sameState('orissa', 'Odisha')).toBe(true);
    expect(sameState('Tamil Nadu', 'TAMIL NADU')).toBe(true);
    expect(sameState('Kerala', 'Karnataka')).toBe(false);
  });
});
