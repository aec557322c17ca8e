/*
 * Money a brand pays into its wallet: online recharges through a payment provider, payment
 * requests it sends to someone else, and offline payments an admin approves, all kept in one
 * payment log; and the bank account COD remittances are paid into.
 */

/** Stored and sent as numbers: PENDING 0, SUCCESS 1, FAILURE 2. */
export const PAYMENT_STATUSES = { PENDING: 0, SUCCESS: 1, FAILURE: 2 } as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUSES;
export const PAYMENT_STATUS_LIST = ['PENDING', 'SUCCESS', 'FAILURE'] as const;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  SUCCESS: 'Success',
  FAILURE: 'Failure',
};
export const paymentStatusOf = (n: number): PaymentStatus =>
  n === PAYMENT_STATUSES.SUCCESS ? 'SUCCESS' : n === PAYMENT_STATUSES.FAILURE ? 'FAILURE' : 'PENDING';

/** Who took the money: an online provider, the console stand-in (development), or a bank transfer an admin checks. */
export const PAYMENT_GATEWAYS = ['razorpay', 'console', 'offline'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
export const PAYMENT_GATEWAY_LABELS: Record<PaymentGateway, string> = {
  razorpay: 'Razorpay',
  console: 'Console (test)',
  offline: 'Offline',
};

/** What started the payment: the seller's own recharge, a request it sent someone, an offline payment. */
export const PAYMENT_KINDS = ['RECHARGE', 'REQUEST', 'OFFLINE'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  RECHARGE: 'Recharge',
  REQUEST: 'Payment request',
  OFFLINE: 'Offline payment',
};

/** A payment log entry shows red when its remarks mention "closed" (any case), otherwise blue. */
export type PaymentLogTone = 'red' | 'blue';
export const paymentLogTone = (remarks: string | null | undefined): PaymentLogTone =>
  /closed/i.test(remarks ?? '') ? 'red' : 'blue';

/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** XXXXXX1234: the last 4 digits, enough for the owner to recognise the account. */
export const maskAccountNumber = (n: string) => 'X'.repeat(Math.max(0, n.length - 4)) + n.slice(-4);

export const PAYMENT_MSG = {
  paymentPhoneRequired: 'Please enter phone number',
  paymentAmountRequired: 'Please enter amount',
  paymentMessageRequired: 'Please enter message',
  paymentEmailRequired: 'Please enter email',
  paymentAmountInvalid: 'Amount must be a positive number, up to ₹1,00,00,000.00',
  paymentReferenceRequired: 'Please enter the payment reference (UTR or cheque number)',
  paymentProofRequired: 'Please upload the payment proof',
  paymentRemarksRequired: 'Please enter remarks',
  paymentAlreadyDecided: 'This payment has already been decided.',
  paymentNotOffline: 'Only offline payments are approved here.',
  paymentGatewayUnavailable: 'This payment method is not available.',
  paymentProviderFailed: 'The payment provider could not start this payment. Try again after some time.',
  paymentWebhookInvalid: 'The webhook signature is not valid.',
  paymentRequested: 'Payment request sent',
  paymentRecharged: 'Wallet recharged',
  paymentStarted: 'Complete the payment to recharge your wallet',
  offlinePaymentRecorded: 'Offline payment recorded. It is credited to the wallet once approved.',
  paymentApproved: 'Payment approved and credited to the wallet',
  paymentRejected: 'Payment rejected',
  bankNameRequired: 'Please enter bank name',
  accountNumberRequired: 'Please enter account number',
  accountNumberInvalid: 'Account number must be 9 to 18 digits',
  ifscRequired: 'Please enter IFSC code',
  ifscInvalid: 'Please enter a valid IFSC code, e.g. HDFC0001234',
  bankDetailsSaved: 'Bank details saved',
  paymentLinkInvalid: 'This payment link is not valid',
  paymentLinkPaid: 'Payment received. Thank you!',
  paymentLinkAlreadyPaid: 'This payment link has already been paid.',
  paymentLinkClosed: 'This payment link has failed or expired.',
} as const;
