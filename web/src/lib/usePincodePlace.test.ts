import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdSubmitForPincode, type PincodeLookup } from './usePincodePlace';

// The module's query is compiled by the web build's Relay transform, which unit tests do not run.
vi.mock('react-relay', async (actual) => ({ ...(await actual<object>()), graphql: () => ({}) }));

/** A submit event of a form whose pincode input is named `name`. */
function submitEvent(name: string) {
  const focus = vi.fn();
  const querySelector = vi.fn((selector: string) => (selector === `input[name="${name}"]` ? { focus } : null));
  const event = { preventDefault: vi.fn(), currentTarget: { querySelector } };
  return { event: event as unknown as FormEvent<HTMLFormElement>, preventDefault: event.preventDefault, focus };
}

describe('a submit a pincode holds', () => {
  it.each<PincodeLookup>([
    { status: 'loading', pincode: '110003' },
    { status: 'unknown', pincode: '999999' },
  ])('is not sent while the pincode is $status, and the pincode input takes the focus', (lookup) => {
    const send = vi.fn();
    const { event, preventDefault, focus } = submitEvent('shippingAddress.pincode');
    holdSubmitForPincode(lookup, 'shippingAddress.pincode', send)(event);
    expect(send).not.toHaveBeenCalled();
    expect(preventDefault).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
  });

  it.each<PincodeLookup>([
    { status: 'idle' },
    { status: 'found', pincode: '110003', place: { city: 'New Delhi', state: 'Delhi', country: 'India' } },
    { status: 'failed', pincode: '110003' },
  ])('is sent as it is when the pincode is $status', (lookup) => {
    const send = vi.fn();
    const { event, preventDefault, focus } = submitEvent('pincode');
    holdSubmitForPincode(lookup, 'pincode', send)(event);
    expect(send).toHaveBeenCalledWith(event);
    expect(preventDefault).not.toHaveBeenCalled();
    expect(focus).not.toHaveBeenCalled();
  });
});
