import { MSG, deferredDateBounds } from '@parcelo/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formErrors } from '../../../../tests/support/formErrors';
import {
  addressLines,
  customerRequestFormInput,
  EMPTY_CUSTOMER_REQUEST_FORM,
  ISSUE_TYPE_OPTIONS,
  REQUEST_TYPE_VALUES,
  type CustomerRequestFormValues,
} from './customerRequestForm';

// 10:00 in India on 5 March 2025.
const NOW = new Date('2025-03-05T04:30:00Z');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const form = (values: Partial<CustomerRequestFormValues>): CustomerRequestFormValues => ({
  ...EMPTY_CUSTOMER_REQUEST_FORM,
  ...values,
});
const errorsOf = (values: CustomerRequestFormValues) => formErrors(customerRequestFormInput('tok'), values);

const ADDRESS = {
  firstName: ' Asha ',
  lastName: '',
  addressLine1: '12 MG Road',
  addressLine2: 'Near the temple',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
};

describe('which fields the buyer must fill', () => {
  it('asks first what they want', () => {
    expect(REQUEST_TYPE_VALUES).toEqual(['UPDATE_DETAILS', 'CANCEL_ORDER']);
    expect(errorsOf(form({}))).toEqual({ requestType: MSG.requestTypeRequired });
  });

  it('checks only the issue for a cancellation', () => {
    expect(errorsOf(form({ requestType: 'CANCEL_ORDER', alternatePhone: '12', deliverElsewhere: 'yes' }))).toEqual({
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

  it('applies the phone, address and date rules to an update, the address only when asked for', () => {
    expect(
      errorsOf(
        form({
          requestType: 'UPDATE_DETAILS',
          alternatePhone: '98765',
          deliverElsewhere: 'yes',
          alternateAddress: { ...EMPTY_CUSTOMER_REQUEST_FORM.alternateAddress, pincode: '5600' },
          deferredDeliveryDate: '2025-03-05',
          issueType: 'LATER',
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
          alternateAddress: ADDRESS,
          deferredDeliveryDate: '2025-03-12',
        }),
      ),
    ).toEqual({});
    expect(errorsOf(form({ requestType: 'UPDATE_DETAILS', deferredDeliveryDate: '2025-03-13' }))).toEqual({
      deferredDeliveryDate: MSG.deferredDateInvalid,
    });
  });

  it('needs one of phone, address and date for an update', () => {
    expect(errorsOf(form({ requestType: 'UPDATE_DETAILS', alternatePhone: '  ' }))).toEqual({
      '': MSG.requestDetailsRequired,
    });
    expect(errorsOf(form({ requestType: 'UPDATE_DETAILS', alternatePhone: '9876543210' }))).toEqual({});
    expect(
      errorsOf(form({ requestType: 'UPDATE_DETAILS', deliverElsewhere: 'yes', alternateAddress: ADDRESS })),
    ).toEqual({});
    expect(errorsOf(form({ requestType: 'UPDATE_DETAILS', deferredDeliveryDate: '2025-03-06' }))).toEqual({});
    // Typed into the address, then switched off: that is no address.
    expect(errorsOf(form({ requestType: 'UPDATE_DETAILS', alternateAddress: ADDRESS }))).toEqual({
      '': MSG.requestDetailsRequired,
    });
  });
});

/** The mutation input the form sends: checked and trimmed by the API's own schema. */
const sent = (values: CustomerRequestFormValues) => customerRequestFormInput('tok').parse(values);

describe('the mutation input', () => {
  it('sends an update with only what was given, trimmed (empty is an empty text)', () => {
    expect(
      sent(
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
      deferredDeliveryDate: '',
      issueType: null,
      issueDescription: null,
    });
  });

  it('sends the alternate address only when asked for, India by default', () => {
    const values = form({
      requestType: 'UPDATE_DETAILS',
      deliverElsewhere: 'yes',
      alternateAddress: { ...ADDRESS, country: ' ' },
      deferredDeliveryDate: '2025-03-07',
    });
    expect(sent(values)).toEqual({
      token: 'tok',
      requestType: 'UPDATE_DETAILS',
      alternatePhone: '',
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
    expect(sent({ ...values, deliverElsewhere: '' }).alternateAddress).toBeNull();
  });

  it('sends a cancellation without the update fields', () => {
    expect(
      sent(
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
