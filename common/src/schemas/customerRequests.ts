import { MESSAGE_TEXT_MAX, deferredDateRule, messageTextRule, optionalPhoneRule } from '../customerRequests.js';
import { MSG } from '../messages.js';
import { address, optionalText, text, z } from './fields.js';

/** The buyer's answer on their customer request page. */
const withoutCountryCode = (v: string) => v.replace(/^\+91/, '');

export const CustomerRequestInput = z.object({
  token: z.string().min(1).max(200),
  requestType: z.enum(['UPDATE_DETAILS', 'CANCEL_ORDER'], { error: MSG.requestTypeRequired }),
  // Buyers often write their number with the country code.
  alternatePhone: optionalText('Alternate phone', [(v) => optionalPhoneRule(withoutCountryCode(v))], 20).transform(
    withoutCountryCode,
  ),
  alternateAddress: address('optional').nullish(),
  // The window starts tomorrow, so the rule is built at each check, not once.
  deferredDeliveryDate: optionalText('Delivery date', [(v) => deferredDateRule()(v)], 20),
  issueType: z.string().max(50).nullish(),
  issueDescription: z.string().max(2000).nullish(),
});

/** A message to the buyer about their order. */
export const OrderMessageInput = z.object({ messageText: text('Message', [messageTextRule], MESSAGE_TEXT_MAX) });
