import { describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { RATE_CARD_FORM, rateCardInput, rateCardValues } from './rateCardForm';
import { RATE_CALCULATOR_FORM, EMPTY_CALCULATOR, ratesInput } from './rateCalculator';

describe('rate card form', () => {
  it('round-trips a saved card through rupees and percent', () => {
    const saved = {
      slabGrams: 500,
      codFixedPaise: 3550,
      codBasisPoints: 175,
      zones: ['WITHIN_CITY', 'WITHIN_STATE', 'METRO_TO_METRO', 'REST_OF_INDIA', 'SPECIAL'].map((zone, i) => ({
        zone,
        basePaise: 3000 + i,
        additionalPaise: 2000,
        days: i + 1,
      })),
    };
    const values = rateCardValues(saved);
    expect(values.codFixed).toBe('35.50');
    expect(values.codPercent).toBe('1.75');
    expect(RATE_CARD_FORM.safeParse(values).success).toBe(true);
    expect(rateCardInput(values)).toEqual(saved);
  });
  it('refuses prices that are not rupees', () => {
    const values = rateCardValues(null);
    expect(RATE_CARD_FORM.safeParse(values).success).toBe(false);
  });
});

describe('rate calculator form', () => {
  it('asks for 6-digit pincodes and all three dimensions or none', () => {
    const r = RATE_CALCULATOR_FORM.safeParse({ ...EMPTY_CALCULATOR, pickupPincode: '1100', deliveryPincode: '560025' });
    expect(r.error?.issues[0]?.message).toBe(MSG.invalidPincode);
    const dims = RATE_CALCULATOR_FORM.safeParse({
      ...EMPTY_CALCULATOR,
      pickupPincode: '110020',
      deliveryPincode: '560025',
      length: '10',
    });
    expect(dims.error?.issues[0]?.message).toBe(MSG.rateDimensionsInvalid);
  });
  it('sends COD order values in paise', () => {
    expect(
      ratesInput({
        ...EMPTY_CALCULATOR,
        pickupPincode: '110020',
        deliveryPincode: '560025',
        paymentMode: 'COD',
        orderValue: '499.5',
      }),
    ).toMatchObject({ paymentMode: 'COD', orderValuePaise: 49950, dimensions: null });
  });
});
