import { fill } from '@parcelo/common';

/** Message bodies by template name; `{param}` is filled from the send request. */
export const TEMPLATES: Record<string, string> = {
  OTP_VERIFY: '{otp} is your Parcelo verification code. It expires in 10 minutes. Do not share it with anyone.',
  /** Notification template 'ndr message'. */
  NDR_MSG:
    'We could not deliver your order {orderId} ({reason}). Tell us how to deliver it, or cancel it, here: {link} (open for 72 hours).',
  /** /delete-user-data: the phone's owner confirms before anything is deleted. */
  DATA_DELETION_CONFIRM:
    'You asked us to delete the personal data held against this number. Open this link to confirm: {link} (valid for 24 hours). If you did not ask, ignore this message.',
  /** A message from the seller or warehouse on an order, as typed. */
  ORDER_MESSAGE: '{text}',
  /** A seller asks someone to pay into its Parcelo wallet. */
  PAYMENT_REQUEST: 'You have a payment request of {amount} on Parcelo: {message} Pay here: {link}',
  /** A Lightning driver set out with the buyer's order: the code is read out at the door. */
  DELIVERY_OTP:
    '{otp} is the code to receive your order {orderId} from {driver}. Share it only once you have the parcel.',
  OTP_PASSWORD_RESET:
    '{otp} is your Parcelo password reset code. It expires in 10 minutes. If you did not ask for it, ignore this message.',
};

export function render(template: string, params: Record<string, string>): string | null {
  const text = TEMPLATES[template];
  return text === undefined ? null : fill(text, params);
}
