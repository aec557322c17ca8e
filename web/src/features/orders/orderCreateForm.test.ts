import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../../tests/support/formErrors';
import {
  EMPTY_ITEM,
  emptyOrderForm,
  enteredWeight,
  itemsTotal,
  orderCreateFormInput,
  orderCreateInput,
  type OrderCreateFormValues,
} from './orderCreateForm';

const filled: OrderCreateFormValues = {
  ...emptyOrderForm('V2FyZWhvdXNlOjE='),
  shippingAddress: {
    firstName: ' Asha ',
    lastName: 'Rao',
    addressLine1: '12 MG Road',
    addressLine2: 'Indiranagar',
    pincode: '560038',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
  },
  customerEmail: 'asha@example.in',
  customerPhone: '9876543210',
  items: [{ title: 'Masala Chai', sku: 'CHAI-250', quantity: '2', unitPrice: '199.5' }],
  weight: '0.5',
};

const errorsOf = (values: OrderCreateFormValues) => formErrors(orderCreateFormInput, values);

describe('the manual order form', () => {
  it('checks with the service’s words, under the input’s field names', () => {
    const errors = errorsOf({
      ...emptyOrderForm(''),
      items: [EMPTY_ITEM, { ...EMPTY_ITEM, sku: 'A B', quantity: '0' }],
    });
    expect(errors).toMatchObject({
      'shippingAddress.firstName': MSG.firstNameRequired,
      'shippingAddress.lastName': 'Last name is required',
      'shippingAddress.addressLine1': MSG.required,
      'shippingAddress.pincode': MSG.invalidPincode,
      customerPhone: MSG.phoneRequired,
      warehouse: MSG.selectWarehouse,
      'items.0.title': 'Title is required',
      'items.1.quantity': MSG.quantityMin,
      weight: 'Weight is required',
    });
    expect(errors['items.1.sku']).toBeTruthy();
    expect(errors['dimensions.length']).toBeUndefined();
    expect(errorsOf(filled)).toEqual({});
  });

  it('wants all three dimensions or none', () => {
    const errors = errorsOf({ ...filled, dimensions: { length: '10', breadth: '', height: '' } });
    expect(errors).toEqual({
      'dimensions.breadth': MSG.dimensionsTogether,
      'dimensions.height': MSG.dimensionsTogether,
    });
  });

  it('sends the order trimmed, numbers as numbers, prices in paise, dimensions only when given', () => {
    expect(orderCreateInput(filled)).toEqual({
      shippingAddress: { ...filled.shippingAddress, firstName: 'Asha', country: 'India' },
      customerEmail: 'asha@example.in',
      customerPhone: '9876543210',
      warehouse: 'V2FyZWhvdXNlOjE=',
      paymentMode: 'PREPAID',
      items: [{ title: 'Masala Chai', sku: 'CHAI-250', quantity: 2, unitPrice: 19_950 }],
      weight: 0.5,
    });
    expect(
      orderCreateInput({ ...filled, dimensions: { length: '30', breadth: '20', height: '8.5' } }).dimensions,
    ).toEqual({ length: 30, breadth: 20, height: 8.5 });
  });

  it("sends a business buyer's GSTIN in capitals, and checks it", () => {
    expect(orderCreateInput({ ...filled, buyerGstin: ' 07aabcc1234d1zd ' }).buyerGstin).toBe('07AABCC1234D1ZD');
    expect(errorsOf({ ...filled, buyerGstin: '07AABCC1234D1Z' }).buyerGstin).toBe(MSG.gstinInvalid);
  });

  it('shows the weight and the items’ value as they are typed', () => {
    expect(enteredWeight(filled)).toBe(0.5);
    expect(enteredWeight({ ...filled, weight: '0' })).toBeNull();
    expect(itemsTotal({ ...filled, items: [...filled.items, { ...EMPTY_ITEM, unitPrice: 'x' }] })).toBe(39_900);
  });
});
