import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { storeAddressFormInput, storeAddressFormValues, storeAddressInput } from './storeAddressForm';

const saved = {
  firstName: 'Deccan Tea Corner',
  lastName: null,
  addressLine1: '5, MG Road',
  addressLine2: 'Camp',
  pincode: '411001',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  phone: '9822011223',
  email: null,
  gstin: null,
  addressPurpose: 'SHIPPING',
  isActive: false,
};

describe('store address form', () => {
  it('starts empty, active, for shipping, in India', () => {
    expect(storeAddressFormValues()).toMatchObject({
      isActive: 'ACTIVE',
      addressPurpose: 'SHIPPING',
      country: 'India',
    });
  });

  it('shows a saved inactive address as InActive, and sends it back unchanged', () => {
    const values = storeAddressFormValues(saved);
    expect(values.isActive).toBe('INACTIVE');
    expect(storeAddressInput(values)).toEqual({ ...saved, lastName: null, email: null, gstin: null });
  });

  it('checks with the shared rules, so the browser shows the spec’s words', () => {
    const result = storeAddressFormInput.safeParse({
      ...storeAddressFormValues(saved),
      firstName: '',
      pincode: '41100',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([MSG.firstNameRequired, MSG.invalidPincode]);
  });
});
