import {
  CANCEL_ISSUE_TYPE_VALUES,
  MESSAGE_TEXT_MAX,
  deferredDateRule,
  issueDescriptionRule,
  messageTextRule,
  optionalPhoneRule,
  type CancelIssueType,
} from '../customerRequests.js';
import { MSG } from '../messages.js';
import { address, optionalText, required, text, z } from './fields.js';

const withoutCountryCode = (v: string) => v.replace(/^\+91/, '');

const token = z.string().min(1).max(200);
// What belongs to the other kind of answer is dropped, whatever the buyer typed before switching.
const dropped = z
  .unknown()
  .optional()
  .transform(() => null);

/** New delivery details: at least one of another phone, another address and a later day. */
const UpdateDetailsInput = z
  .object({
    token,
    requestType: z.literal('UPDATE_DETAILS'),
    // Buyers often write their number with the country code.
    alternatePhone: optionalText('Alternate phone', [(v) => optionalPhoneRule(withoutCountryCode(v))], 20).transform(
      withoutCountryCode,
    ),
    alternateAddress: address('optional').nullish(),
    // The window starts tomorrow, so the rule is built at each check, not once.
    deferredDeliveryDate: optionalText('Delivery date', [(v) => deferredDateRule()(v)], 20),
    issueType: dropped,
    issueDescription: dropped,
  })
  .superRefine((v, ctx) => {
    if (!v.alternatePhone?.trim() && !v.alternateAddress && !v.deferredDeliveryDate?.trim())
      required(ctx, MSG.requestDetailsRequired);
  });

/** A cancellation, with the reason and the buyer's words. */
const CancelOrderInput = z.object({
  token,
  requestType: z.literal('CANCEL_ORDER'),
  alternatePhone: dropped,
  alternateAddress: dropped,
  deferredDeliveryDate: dropped,
  issueType: z
    .string()
    .max(50)
    .nullish()
    .superRefine((v, ctx) => {
      if (!CANCEL_ISSUE_TYPE_VALUES.includes(v as CancelIssueType)) required(ctx, MSG.issueTypeRequired);
    })
    .transform((v) => v as CancelIssueType),
  issueDescription: text('Issue description', [issueDescriptionRule], 2000),
});

/** The buyer's answer on their customer request page. */
export const CustomerRequestInput = z.discriminatedUnion('requestType', [UpdateDetailsInput, CancelOrderInput], {
  error: MSG.requestTypeRequired,
});

/** A message to the buyer about their order. */
export const OrderMessageInput = z.object({ messageText: text('Message', [messageTextRule], MESSAGE_TEXT_MAX) });
