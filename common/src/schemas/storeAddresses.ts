import { z } from 'zod';
import { ADDRESS_RULES } from '../customerRequests.js';
import { emailRule, gstinRule, phoneRule } from '../validation.js';
import { address, choice, optionalText, text } from './fields.js';

/** What a retailer's store address is used for. */
export const STORE_ADDRESS_PURPOSES = ['SHIPPING', 'BILLING', 'BILLING_AND_SHIPPING'] as const;
export type StoreAddressPurpose = (typeof STORE_ADDRESS_PURPOSES)[number];

export const STORE_ADDRESS_PURPOSE_LABELS: Record<StoreAddressPurpose, string> = {
  SHIPPING: 'Shipping',
  BILLING: 'Billing',
  BILLING_AND_SHIPPING: 'Billing and shipping',
};

/**
 * A retailer's store address as the form and the API take it: the address rules (first name,
 * both lines, a 6-digit pincode; the last name optional), a 10-digit phone, and an e-mail and
 * GSTIN that may be left out but must be right when given. Country is required like city and
 * state, since the form fills all three from the pincode.
 */
export const StoreAddressInput = address('optional').extend({
  country: text('Country', ADDRESS_RULES.country, 80),
  phone: text('Phone', [phoneRule], 20),
  email: optionalText('Email', [emailRule], 254),
  gstin: optionalText('GSTIN', [gstinRule], 20).transform((v) => v.toUpperCase()),
  addressPurpose: choice('Address purpose', STORE_ADDRESS_PURPOSES),
  isActive: z.boolean().default(true),
});
export type StoreAddressInput = z.output<typeof StoreAddressInput>;

/** The Active / InActive switch on its own (the card's quick toggle). */
export const StoreAddressActiveInput = z.object({ active: z.boolean() });

/**
 * PATCH's body: `{ active }` alone (the card's toggle, which changes nothing else), or the whole
 * address (an edit, as PUT takes it). A body with other keys beside `active` is an edit.
 */
export const StoreAddressPatchInput = z.union([StoreAddressActiveInput.strict(), StoreAddressInput]);
