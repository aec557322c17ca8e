import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { gstinCheckChar } from '../validation.js';
import { firstProblem } from './fields.js';
import { StoreAddressInput } from './storeAddresses.js';

const GSTIN = `29AABCC1234D1Z${gstinCheckChar('29AABCC1234D1Z')}`;

const filled = {
  firstName: 'Sharma General Store',
  lastName: '',
  addressLine1: '12, 80 Feet Road',
  addressLine2: 'Koramangala 4th Block',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  country: 'India',
  phone: '9845012345',
  email: '',
  gstin: '',
  addressPurpose: 'SHIPPING',
  isActive: true,
};

const problem = (patch: Record<string, unknown>) => {
  const result = StoreAddressInput.safeParse({ ...filled, ...patch });
  return result.success ? null : firstProblem(result.error);
};

describe('store address rules', () => {
  it('takes an address with the optional fields left out', () => {
    const parsed = StoreAddressInput.parse(filled);
    expect(parsed).toMatchObject({ lastName: '', email: '', gstin: '', isActive: true });
  });

  it.each([
    ['firstName', '', MSG.firstNameRequired, 'REQUIRED'],
    ['firstName', '   ', MSG.firstNameRequired, 'REQUIRED'],
    ['addressLine1', '', MSG.required, 'REQUIRED'],
    ['addressLine2', '', MSG.required, 'REQUIRED'],
    ['city', '', 'City is required', 'REQUIRED'],
    ['state', '', 'State is required', 'REQUIRED'],
    ['country', '', 'Country is required', 'REQUIRED'],
    ['pincode', '', MSG.invalidPincode, 'REQUIRED'],
    ['pincode', '56003', MSG.invalidPincode, 'INVALID'],
    ['pincode', '5600345', MSG.invalidPincode, 'INVALID'],
    ['pincode', '56003a', MSG.invalidPincode, 'INVALID'],
    ['phone', '', MSG.phoneRequired, 'REQUIRED'],
    ['phone', '98450123', MSG.phoneInvalid, 'INVALID'],
    ['email', 'sharma@', MSG.emailInvalid, 'INVALID'],
    ['gstin', '29AABCC1234D1Z0X', MSG.gstinInvalid, 'INVALID'],
    ['addressPurpose', '', 'Address purpose is required', 'REQUIRED'],
  ])('%s %j: %s', (field, value, message, code) => {
    expect(problem({ [field]: value })).toEqual({ field, message, code });
  });

  it('checks a GSTIN that is given, and keeps it in capitals', () => {
    expect(StoreAddressInput.parse({ ...filled, gstin: GSTIN.toLowerCase() }).gstin).toBe(GSTIN);
    const typo = `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`;
    expect(problem({ gstin: typo })).toMatchObject({ field: 'gstin', message: MSG.gstinChecksum });
  });

  it('bounds every text, so hostile input is refused rather than stored', () => {
    expect(problem({ addressLine1: 'x'.repeat(201) })).toMatchObject({ field: 'addressLine1', code: 'INVALID' });
    expect(problem({ firstName: 'a\u0000b' })).toMatchObject({ field: 'firstName', message: MSG.textUnsavable });
    expect(problem({ addressPurpose: 'WAREHOUSE' })).toMatchObject({ field: 'addressPurpose', code: 'INVALID' });
  });
});
