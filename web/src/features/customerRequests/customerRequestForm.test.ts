import { check, MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  customerRequestFieldRules,
  customerRequestFormError,
  customerRequestRules,
  deferredDateBounds,
  EMPTY_CUSTOMER_REQUEST_FORM,
  hasRequestDetails,
  ISSUE_TYPE_OPTIONS,
  REQUEST_TYPE_VALUES,
  toCustomerRequestSubmitInput,
  type CustomerRequestFormValues,
} from './customerRequestForm';

// 10:00 in India on 5 March 2025.
const NOW = new Date('2025-03-05T04:30:00Z');

const form = (values: Partial<CustomerRequestFormValues>): CustomerRequestFormValues => ({
  ...EMPTY_CUSTOMER_REQUEST_FORM,
  ...values,
});
const errorsOf = (values: CustomerRequestFormValues) =>
  check(
    values,
    customerRequestFieldRules(
      () => values,
      () => NOW,
    ),
  );

const ADDRESS = {
  'alternateAddress.firstName': ' Asha ',
  'alternateAddress.lastName': '',
  'alternateAddress.addressLine1': '12 MG Road',
  'alternateAddress.addressLine2': 'Near the temple',
  'alternateAddress.pincode': '560001',
  'alternateAddress.city': 'Bengaluru',
  'alternateAddress.state': 'Karnataka',
  'alternateAddress.country': 'India',
} satisfies Partial<CustomerRequestFormValues>;

describe('which fields the buyer must fill', () => {
  it('asks first what they want', () => {
    expect(REQUEST_TYPE_VALUES).toEqual(['UPDATE_DETAILS', 'CANCEL_ORDER']);
    expect(errorsOf(form({}))).toEqual({ requestType: MSG.requestTypeRequired });
    expect(Object.keys(customerRequestRules(form({}), NOW))).toEqual(['requestType']);
  });

  it('checks only the update fields for an update, and only the address when asked for', () => {
    expect(Object.keys(customerRequestRules(form({ requestType: 'UPDATE_DETAILS' }), NOW))).toEqual([
      'requestType',
      'alternatePhone',
      'deferredDeliveryDate',
    ]);
    const withAddress = Object.keys(
      customerRequestRules(form({ requestType: 'UPDATE_DETAILS', deliverElsewhere: 'yes' }), NOW),
    );
    expect(withAddress).toContain('alternateAddress.firstName');
    expect(withAddress).toContain('alternateAddress.pincode');
    // Last name is optional.
    expect(withAddress).not.toContain('alternateAddress.lastName');
    expect(withAddress).not.toContain('issueType');
  });

  it('checks only the issue for a cancellation', () => {
    expect(Object.keys(customerRequestRules(form({ requestType: 'CANCEL_ORDER', alternatePhone: '12' }), NOW))).toEqual(
      ['requestType', 'issueType', 'issueDescription'],
    );
    expect(errorsOf(form({ requestType: 'CANCEL_ORDER' }))).toEqual({
      issueType: MSG.issueTypeRequired,
      issueDescription: MSG.issueDescriptionRequired,
    });
    expect(errorsOf(form({ requestType: 'CANCEL_ORDER', issueType: 'LATER', issueDescription: 'x' }))).toEqual({
      issueType: MSG.issueTypeRequired,
    });
    expect(
      errorsOf(form({ requestType: 'CANCEL_ORDER', issueType: 'OTHER', issueDescription: 'x'.repeat(501) })),
    ).toEqual({
      issueDescription: 'length should not be more than 500',
    });
  });

  it('applies the phone, address and date rules to an update', () => {
    expect(
      errorsOf(
        form({
          requestType: 'UPDATE_DETAILS',
          alternatePhone: '98765',
          deliverElsewhere: 'yes',
          'alternateAddress.pincode': '5600',
          deferredDeliveryDate: '2025-03-05',
        }),
      ),
    ).toEqual({
      alternatePhone: MSG.phoneInvalid,
      'alternateAddress.firstName': MSG.firstNameRequired,
      'alternateAddress.addressLine1': MSG.required,
      'alternateAddress.addressLine2': MSG.required,
      'alternateAddress.pincode': MSG.invalidPincode,
      'alternateAddress.city': 'City is required',
      'alternateAddress.state': 'State is required',
      deferredDeliveryDate: MSG.deferredDateInvalid,
    });
    expect(
      errorsOf(
        form({
          requestType: 'UPDATE_DETAILS',
          deliverElsewhere: 'yes',
          ...ADDRESS,
          deferredDeliveryDate: '2025-03-12',
        }),
      ),
    ).toEqual({});
    expect(errorsOf(form({ requestType: 'UPDATE_DETAILS', deferredDeliveryDate: '2025-03-13' }))).toEqual({
      deferredDeliveryDate: MSG.deferredDateInvalid,
    });
  });

  it('needs one of phone, address and date for an update', () => {
    expect(hasRequestDetails(form({ requestType: 'UPDATE_DETAILS' }))).toBe(false);
    expect(customerRequestFormError(form({ requestType: 'UPDATE_DETAILS', alternatePhone: '  ' }))).toBe(
      MSG.requestDetailsRequired,
    );
    expect(customerRequestFormError(form({ requestType: 'UPDATE_DETAILS', alternatePhone: '9876543210' }))).toBeNull();
    expect(customerRequestFormError(form({ requestType: 'UPDATE_DETAILS', deliverElsewhere: 'yes' }))).toBeNull();
    expect(
      customerRequestFormError(form({ requestType: 'UPDATE_DETAILS', deferredDeliveryDate: '2025-03-06' })),
    ).toBeNull();
    // Typed into the address, then switched off: that is no address.
    expect(customerRequestFormError(form({ requestType: 'UPDATE_DETAILS', ...ADDRESS }))).toBe(
      MSG.requestDetailsRequired,
    );
    expect(customerRequestFormError(form({ requestType: 'CANCEL_ORDER' }))).toBeNull();
  });
});

describe('the mutation input', () => {
  it('sends an update with only what was given, trimmed', () => {
    expect(
      toCustomerRequestSubmitInput(
        'tok',
        form({
          requestType: 'UPDATE_DETAILS',
          alternatePhone: ' 9876543210 ',
          issueType: 'OTHER',
          issueDescription: 'left over',
        }),
      ),
    ).toEqual({
      token: 'tok',
      requestType: 'UPDATE_DETAILS',
      alternatePhone: '9876543210',
      alternateAddress: null,
      deferredDeliveryDate: null,
      issueType: null,
      issueDescription: null,
    });
  });

  it('sends the alternate address only when asked for, India by default', () => {
    const values = form({
      requestType: 'UPDATE_DETAILS',
      deliverElsewhere: 'yes',
      ...ADDRESS,
      'alternateAddress.country': ' ',
      deferredDeliveryDate: '2025-03-07',
    });
    expect(toCustomerRequestSubmitInput('tok', values)).toEqual({
      token: 'tok',
      requestType: 'UPDATE_DETAILS',
      alternatePhone: null,
      alternateAddress: {
        firstName: 'Asha',
        lastName: '',
        addressLine1: '12 MG Road',
        addressLine2: 'Near the temple',
        pincode: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
      },
      deferredDeliveryDate: '2025-03-07',
      issueType: null,
      issueDescription: null,
    });
    expect(toCustomerRequestSubmitInput('tok', { ...values, deliverElsewhere: '' }).alternateAddress).toBeNull();
  });

  it('sends a cancellation without the update fields', () => {
    expect(
      toCustomerRequestSubmitInput(
        'tok',
        form({
          requestType: 'CANCEL_ORDER',
          alternatePhone: '9876543210',
          issueType: 'CHANGED_MY_MIND',
          issueDescription: ' Ordered twice \n',
        }),
      ),
    ).toEqual({
      token: 'tok',
      requestType: 'CANCEL_ORDER',
      alternatePhone: null,
      alternateAddress: null,
      deferredDeliveryDate: null,
      issueType: 'CHANGED_MY_MIND',
      issueDescription: 'Ordered twice',
    });
  });
});

describe('what the page shows', () => {
  it('offers the delivery days from tomorrow to a week ahead, by the Indian calendar', () => {
    expect(deferredDateBounds(NOW)).toEqual({ min: '2025-03-06', max: '2025-03-12' });
    // 23:30 on 5 March UTC is already 6 March in India.
    expect(deferredDateBounds(new Date('2025-03-05T19:00:00Z'))).toEqual({ min: '2025-03-07', max: '2025-03-13' });
  });

  it('offers the five issue types', () => {
    expect(ISSUE_TYPE_OPTIONS).toHaveLength(5);
    expect(ISSUE_TYPE_OPTIONS[0]).toEqual({ value: 'ORDER_PLACED_BY_MISTAKE', label: 'Order placed by mistake' });
  });

  it('writes an address as on a parcel', () => {
    expect(
      addressLines({
        firstName: 'Asha',
        lastName: 'Rao',
        addressLine1: '12 MG Road',
        addressLine2: 'Flat 4',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        country: 'India',
      }),
    ).toEqual(['Asha Rao', '12 MG Road', 'Flat 4', 'Bengaluru, Karnataka 560001', 'India']);
    expect(
      addressLines({
        firstName: 'Asha',
        lastName: '',
        addressLine1: '12 MG Road',
        addressLine2: '',
        city: '',
        state: 'Karnataka',
        pincode: '560001',
        country: '',
      }),
    ).toEqual(['Asha', '12 MG Road', 'Karnataka 560001']);
  });
});
