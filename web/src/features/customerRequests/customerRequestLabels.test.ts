import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  approvalStatusView,
  formLinkStatusView,
  labelOf,
  linkLapsed,
  requestSummary,
  undeliveredReasonLabel,
} from './customerRequestLabels';

describe("an order's NDR requests", () => {
  it('name reasons and statuses as the shared labels do', () => {
    expect(undeliveredReasonLabel('NO_RESPONSE_FROM_CUSTOMER')).toBe('No Response from Customer');
    expect(undeliveredReasonLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(approvalStatusView('PENDING')).toEqual({ label: 'Pending', palette: 'gray' });
    expect(approvalStatusView('DISAPPROVED')).toEqual({ label: 'Disapproved', palette: 'red' });
    expect(formLinkStatusView('FILLED')).toEqual({ label: 'Filled', palette: 'green' });
    expect(formLinkStatusView('VISITED')).toEqual({ label: 'Visited', palette: 'orange' });
  });

  it('call a link lapsed once it expired unfilled', () => {
    expect(linkLapsed('SENT', true)).toBe(true);
    expect(linkLapsed('VISITED', true)).toBe(true);
    expect(linkLapsed('FILLED', true)).toBe(false);
    expect(linkLapsed('SENT', false)).toBe(false);
  });

  it('say so while the buyer has not answered', () => {
    expect(requestSummary({ requestType: null })).toEqual({ title: MSG.requestNotFilled, details: [] });
  });

  it('list the details a buyer updated', () => {
    expect(
      requestSummary({
        requestType: 'UPDATE_DETAILS',
        alternatePhone: '9876543210',
        alternateAddress: {
          addressLine1: '12 MG Road',
          addressLine2: 'Near Metro',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
        deferredDeliveryDate: '2025-03-07',
      }),
    ).toEqual({
      title: 'Update details',
      details: [
        'Alternate phone 9876543210',
        'Alternate address: 12 MG Road, Near Metro, Pune, Maharashtra 411001',
        'Deliver on 07 Mar 2025',
      ],
    });
  });

  it('give a cancellation its issue and description', () => {
    expect(
      requestSummary({
        requestType: 'CANCEL_ORDER',
        issueType: 'CHANGED_MY_MIND',
        issueDescription: '  Bought locally ',
      }),
    ).toEqual({ title: 'Cancel order', details: ['Changed my mind', 'Bought locally'] });
  });

  it('labels known values and shows unknown ones as they are', () => {
    expect(labelOf({ OTHER: 'Other' }, 'OTHER')).toBe('Other');
    expect(labelOf({ OTHER: 'Other' }, 'NEW_REASON')).toBe('NEW_REASON');
    expect(labelOf({ OTHER: 'Other' }, 'toString')).toBe('toString');
  });
});
