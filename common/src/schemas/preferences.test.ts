import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  PreferenceSetInput,
  PreferencesInput,
  adminOnlyKeys,
  preferenceAdminOnlyMessage,
  preferencesOf,
} from './preferences.js';
import { SupportTicketInput } from './support.js';

const COMPANY = '5f0c3b7e-3a2d-4c1e-9a55-2f7a9d0c1b11';

describe('preferences', () => {
  it('fills what a company never chose, or holds unreadably, with the defaults', () => {
    expect(preferencesOf(null)).toEqual({
      allowUnlistedSkus: false,
      defaultPaymentMode: 'PREPAID',
      ndrBuyerTexts: true,
      warehouseRequirement: 1,
    });
    expect(preferencesOf({ allowUnlistedSkus: true, warehouseRequirement: 7, ndrBuyerTexts: 'no' })).toMatchObject({
      allowUnlistedSkus: true,
      warehouseRequirement: 1,
      ndrBuyerTexts: true,
    });
  });

  it('takes a change of known preferences of their own types only', () => {
    expect(PreferencesInput.parse({ defaultPaymentMode: 'PREPAID' })).toEqual({ defaultPaymentMode: 'PREPAID' });
    expect(PreferencesInput.safeParse({ colour: 'red' }).error?.issues[0]?.message).toBe(MSG.preferenceUnknown);
    expect(PreferencesInput.safeParse({ ndrBuyerTexts: 'yes' }).error?.issues[0]?.message).toBe(
      MSG.preferenceValueInvalid,
    );
    expect(PreferencesInput.safeParse({ warehouseRequirement: 4 }).success).toBe(false);
  });

  it('names the preferences only an admin may change', () => {
    expect(adminOnlyKeys({ warehouseRequirement: 2, allowUnlistedSkus: true })).toEqual(['warehouseRequirement']);
    expect(adminOnlyKeys({ allowUnlistedSkus: true })).toEqual([]);
    expect(preferenceAdminOnlyMessage('warehouseRequirement')).toBe('Only Parcelo can change Warehouse requirement');
  });

  it("an admin's change needs a brand, a known profileType and a value of its type", () => {
    const problem = (input: unknown) => PreferenceSetInput.safeParse(input).error?.issues[0]?.message;
    expect(problem({ profileType: 'ndrBuyerTexts', profileValue: false })).toBe(MSG.selectBrand);
    expect(problem({ companyId: COMPANY, profileType: 'colour', profileValue: 1 })).toBe(MSG.preferenceUnknown);
    expect(problem({ companyId: COMPANY, profileType: 'warehouseRequirement', profileValue: 5 })).toBe(
      'Accepts only 1, 2, 3',
    );
    expect(
      PreferenceSetInput.safeParse({ companyId: COMPANY, profileType: 'warehouseRequirement', profileValue: 3 })
        .success,
    ).toBe(true);
  });
});

describe('support tickets', () => {
  const ticket = { subject: 'Label not printing', category: 'ORDERS', description: 'The label is blank.' };
  it('needs a subject, a category and a description, each bounded', () => {
    const problem = (input: unknown) => SupportTicketInput.safeParse(input).error?.issues[0]?.message;
    expect(problem({ ...ticket, subject: '  ' })).toBe(MSG.supportSubjectRequired);
    expect(problem({ ...ticket, category: 'SHIPPING' })).toBe(MSG.supportCategoryRequired);
    expect(problem({ ...ticket, description: '' })).toBe(MSG.supportDescriptionRequired);
    expect(problem({ ...ticket, subject: 'x'.repeat(151) })).toBe('length should not be more than 150');
    expect(SupportTicketInput.parse({ ...ticket, orderReference: ' ' })).toMatchObject({ orderReference: null });
  });
});
