import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  DEFAULT_PRICING,
  PricingPreferencesForm,
  PricingPreferencesInput,
  PricingPreferencesSetInput,
  pricingFormValues,
} from './pricing.js';

const COMPANY = '6f1c1a52-3b47-4a9e-8d1e-0d5f7a1d2b3c';
const messageOf = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : { message: r.error!.issues[0]!.message, path: r.error!.issues[0]!.path.join('.') };

describe('PricingPreferencesInput', () => {
  it('takes the lightning* names', () => {
    const r = PricingPreferencesInput.parse({ lightningBaseCharges: 3_000, lightningPriceUpto2Kgs: 4_500 });
    expect(r).toEqual({ lightningBaseCharges: 3_000, lightningPriceUpto2Kgs: 4_500 });
  });

  it('takes the wl* names and answers them under the lightning* names', () => {
    const r = PricingPreferencesInput.parse({ wlBaseCharges: 3_000, wlPriceUpto2kg: 4_500, wlPriceAfter2kg: 1_800 });
    expect(r).toEqual({ lightningBaseCharges: 3_000, lightningPriceUpto2Kgs: 4_500, lightningPriceAfter2Kgs: 1_800 });
  });

  it('takes both spellings of one charge when they agree, and refuses them when they differ', () => {
    expect(PricingPreferencesInput.parse({ wlBaseCharges: 100, lightningBaseCharges: 100 })).toEqual({
      lightningBaseCharges: 100,
    });
    const r = PricingPreferencesInput.safeParse({ wlBaseCharges: 100, lightningBaseCharges: 200 });
    expect(messageOf(r)?.path).toBe('wlBaseCharges');
    expect(messageOf(r)?.message).toContain('lightningBaseCharges');
  });

  it('takes every field of a full rate card', () => {
    expect(PricingPreferencesInput.parse(DEFAULT_PRICING)).toEqual(DEFAULT_PRICING);
  });

  it.each([
    [{ smsCharges: -1 }, 'smsCharges', 'SMS: enter an amount'],
    [{ smsCharges: 2.5 }, 'smsCharges', 'SMS: enter an amount'],
    [{ platformCharges: 10_000_001 }, 'platformCharges', 'Platform charges (monthly): enter an amount'],
    [{ platformCharges: 1e300 }, 'platformCharges', 'Platform charges (monthly): enter an amount'],
    [{ RTOProcessingCharges: '40' }, 'RTOProcessingCharges', 'RTO processing: enter an amount'],
    [{ wlBaseCharges: -3 }, 'wlBaseCharges', 'Base shipping charge: enter an amount'],
    [{ wlCODHandlingCharges: 10_001 }, 'wlCODHandlingCharges', 'COD handling (% of COD amount): enter a percentage'],
    [{ wlCODHandlingCharges: 1.5 }, 'wlCODHandlingCharges', 'COD handling (% of COD amount): enter a percentage'],
    [{ codRemittanceDays: 0 }, 'codRemittanceDays', MSG.pricingRemittanceDaysInvalid],
    [{ codRemittanceDays: 61 }, 'codRemittanceDays', MSG.pricingRemittanceDaysInvalid],
    [{ storageChargeType: 'perTruck' }, 'storageChargeType', 'Accepts only perUnitCharges'],
    [{ storageChargeType: 3 }, 'storageChargeType', 'Accepts only perUnitCharges'],
    [{ smscharges: 1 }, '', MSG.pricingFieldUnknown],
  ])('refuses %j', (input, path, message) => {
    const problem = messageOf(PricingPreferencesInput.safeParse(input));
    expect(problem?.path).toBe(path);
    expect(problem?.message.startsWith(message)).toBe(true);
  });

  it('bounds the percentage at 100 % and the amounts at ₹1,00,000', () => {
    expect(PricingPreferencesInput.parse({ wlCODHandlingCharges: 10_000, platformCharges: 10_000_000 })).toEqual({
      wlCODHandlingCharges: 10_000,
      platformCharges: 10_000_000,
    });
  });

  it('refuses a minimum storage charge above the maximum, unless the maximum is 0 (none)', () => {
    const r = PricingPreferencesInput.safeParse({ minimumStorageCharges: 50_000, maximumStorageCharges: 40_000 });
    expect(messageOf(r)).toEqual({ message: MSG.pricingStorageRange, path: 'minimumStorageCharges' });
    expect(PricingPreferencesInput.safeParse({ minimumStorageCharges: 50_000, maximumStorageCharges: 0 }).success).toBe(
      true,
    );
    expect(
      PricingPreferencesInput.safeParse({ minimumStorageCharges: 50_000, maximumStorageCharges: 50_000 }).success,
    ).toBe(true);
  });
});

describe('PricingPreferencesSetInput', () => {
  it('needs a company', () => {
    expect(messageOf(PricingPreferencesSetInput.safeParse({ smsCharges: 1 }))?.message).toBe(MSG.selectCompany);
    expect(messageOf(PricingPreferencesSetInput.safeParse({ companyId: 'x', smsCharges: 1 }))?.message).toBe(
      MSG.selectCompany,
    );
  });

  it('normalises the wl* names beside the company', () => {
    expect(PricingPreferencesSetInput.parse({ companyId: COMPANY, wlPriceAfter2kg: 1_800 })).toEqual({
      companyId: COMPANY,
      lightningPriceAfter2Kgs: 1_800,
    });
  });
});

describe('the admin form', () => {
  it('reads rupees and percentages as paise and basis points, refusing what is neither', () => {
    const base = pricingFormValues(DEFAULT_PRICING);
    const parsed = PricingPreferencesForm.parse({
      ...base,
      smsCharges: '0.25',
      whatsAppMessageCharges: ' 0.8 ',
      platformCharges: '999',
      wlCODHandlingCharges: '1.75',
    });
    expect(parsed).toMatchObject({
      smsCharges: 25,
      whatsAppMessageCharges: 80,
      platformCharges: 99_900,
      wlCODHandlingCharges: 175,
    });
    for (const bad of ['', '-1', '1.234', 'abc', '1e3'])
      expect(PricingPreferencesForm.safeParse({ ...base, smsCharges: bad }).success).toBe(false);
  });

  it('round-trips a rate card through its form values', () => {
    const card = { ...DEFAULT_PRICING, smsCharges: 25, wlCODHandlingCharges: 175, codRemittanceDays: 7 };
    const values = pricingFormValues(card);
    expect(values.smsCharges).toBe('0.25');
    expect(values.wlCODHandlingCharges).toBe('1.75');
    expect(values.codRemittanceDays).toBe('7');
    expect(PricingPreferencesForm.parse(values)).toEqual(card);
  });

  it('files what is wrong under the field, in the service’s words', () => {
    const values = { ...pricingFormValues(DEFAULT_PRICING), smsCharges: '0.255', codRemittanceDays: 'soon' };
    const r = PricingPreferencesForm.safeParse(values);
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual([
      'smsCharges',
      'SMS: enter an amount from ₹0.00 to ₹1,00,000.00, with at most 2 decimals',
    ]);
    expect(issues).toContainEqual(['codRemittanceDays', MSG.pricingRemittanceDaysInvalid]);
  });

  it('says when the minimum storage charge is above the maximum', () => {
    const values = {
      ...pricingFormValues(DEFAULT_PRICING),
      minimumStorageCharges: '500',
      maximumStorageCharges: '400',
    };
    const r = PricingPreferencesForm.safeParse(values);
    expect(r.error?.issues[0]).toMatchObject({ path: ['minimumStorageCharges'], message: MSG.pricingStorageRange });
  });
});
