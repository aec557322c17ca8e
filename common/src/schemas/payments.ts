import { paiseAmount } from '../billing.js';
import { MAX_TRANSACTION_PAISE } from '../money.js';
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  PAYMENT_GATEWAYS,
  PAYMENT_KINDS,
  PAYMENT_MSG,
  PAYMENT_STATUS_LIST,
} from '../payments.js';
import { acceptsOnly, emailRule, phoneRule, type Rule } from '../validation.js';
import { given, optionalText, rupees, text, z } from './fields.js';

const MESSAGE_MAX = 500;

/** An amount as the API takes it: whole paise, given and positive. */
export const PaymentAmountPaise = given(
  PAYMENT_MSG.paymentAmountRequired,
  paiseAmount(PAYMENT_MSG.paymentAmountInvalid),
);

/**
 * An amount as a form takes it: rupees with at most 2 decimals, turned into paise, so the
 * browser checks with the API's words before anything is sent.
 */
export const PaymentAmountRupees = rupees('Amount', {
  max: MAX_TRANSACTION_PAISE,
  message: PAYMENT_MSG.paymentAmountInvalid,
  requiredMessage: PAYMENT_MSG.paymentAmountRequired,
}).pipe(paiseAmount(PAYMENT_MSG.paymentAmountInvalid));

const filled =
  (message: string): Rule =>
  (v) =>
    v.trim() ? null : message;

/** 'Please enter phone number' when empty, then the phone rules' own words. */
const payerPhoneRule: Rule = (v) => (v.trim() ? phoneRule(v) : PAYMENT_MSG.paymentPhoneRequired);
const payerEmailRule: Rule = (v) => (v.trim() ? emailRule(v) : PAYMENT_MSG.paymentEmailRequired);

export const PAYMENT_REQUEST_CHANNELS = ['SMS', 'EMAIL'] as const;
export type PaymentRequestChannel = (typeof PAYMENT_REQUEST_CHANNELS)[number];

const requestFields = {
  channel: z.enum(PAYMENT_REQUEST_CHANNELS, { error: acceptsOnly(PAYMENT_REQUEST_CHANNELS) }),
  phone: optionalText('Phone number', [], 20),
  email: optionalText('Email', [], 200),
  message: text('Message', [filled(PAYMENT_MSG.paymentMessageRequired)], MESSAGE_MAX),
};

/** The phone is asked for an SMS request, the e-mail for an e-mail one; the other is dropped. */
const requestRefine = (
  v: { channel: PaymentRequestChannel; phone: string; email: string },
  ctx: z.core.$RefinementCtx,
) => {
  const [field, value, rule] =
    v.channel === 'SMS' ? (['phone', v.phone, payerPhoneRule] as const) : (['email', v.email, payerEmailRule] as const);
  const message = rule(value);
  if (!message) return;
  if (value.trim()) ctx.addIssue({ code: 'custom', message, path: [field] });
  else ctx.addIssue({ code: 'custom', message, path: [field], params: { code: 'REQUIRED' } });
};

/** A seller asks someone to pay into its wallet, by SMS or e-mail. */
export const PaymentRequestInput = z
  .object({ ...requestFields, amountPaise: PaymentAmountPaise })
  .superRefine(requestRefine)
  .transform((v) => ({
    ...v,
    phone: v.channel === 'SMS' ? v.phone.trim() : '',
    email: v.channel === 'EMAIL' ? v.email.trim().toLowerCase() : '',
  }));
export type PaymentRequestInput = z.output<typeof PaymentRequestInput>;
export const PaymentRequestForm = z
  .object({ ...requestFields, amount: PaymentAmountRupees })
  .superRefine(requestRefine);

/** The seller's own recharge of its wallet. */
export const WalletRechargeInput = z.object({ amountPaise: PaymentAmountPaise });
export const WalletRechargeForm = z.object({ amount: PaymentAmountRupees });

const offlineFields = {
  reference: text('Reference', [filled(PAYMENT_MSG.paymentReferenceRequired)], 100),
  remarks: optionalText('Remarks', [], MESSAGE_MAX),
};

/** Money paid to Parcelo's bank account: credited once an admin has checked the proof. */
export const OfflinePaymentInput = z.object({
  ...offlineFields,
  amountPaise: PaymentAmountPaise,
  proofUrl: text('Proof', [filled(PAYMENT_MSG.paymentProofRequired)], 2000),
  /** A D2R collection's proof sits under d2r_payment_collection_proof rather than payment_proof. */
  d2rCollection: z.boolean().default(false),
});
export const OfflinePaymentForm = z.object({ ...offlineFields, amount: PaymentAmountRupees });

export const PAYMENT_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

/** An admin approves an offline payment (remarks optional) or rejects it (remarks say why). */
export const PaymentDecisionInput = z
  .object({
    decision: z.enum(PAYMENT_DECISIONS),
    remarks: optionalText('Remarks', [], MESSAGE_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'REJECT' && !v.remarks.trim())
      ctx.addIssue({
        code: 'custom',
        message: PAYMENT_MSG.paymentRemarksRequired,
        path: ['remarks'],
        params: { code: 'REQUIRED' },
      });
  });

const upper = (v: string) => v.trim().toUpperCase();

/** A company's bank account: stored as given, the IFSC in capitals. */
export const BankDetailsInput = z.object({
  bankName: text('Bank name', [filled(PAYMENT_MSG.bankNameRequired)], 100),
  accountNumber: text(
    'Account number',
    [
      filled(PAYMENT_MSG.accountNumberRequired),
      (v) => (ACCOUNT_NUMBER_PATTERN.test(v.trim()) ? null : PAYMENT_MSG.accountNumberInvalid),
    ],
    30,
  ),
  ifscCode: text(
    'IFSC code',
    [filled(PAYMENT_MSG.ifscRequired), (v) => (IFSC_PATTERN.test(upper(v)) ? null : PAYMENT_MSG.ifscInvalid)],
    11,
  ).transform(upper),
});
export type BankDetailsInput = z.output<typeof BankDetailsInput>;

/** What anyone holding a pay link sees of a payment request: nothing of whom it was sent to. */
export const PaymentLinkRecordSchema = z.object({
  /** The request's id, the random UUID in the link. */
  id: z.string(),
  /** For the BFF to show the brand's name; never given out by the public API. */
  companyId: z.string(),
  amountPaise: z.number().int(),
  message: z.string().nullable(),
  state: z.enum(['PENDING', 'PAID', 'FAILED']),
});
export type PaymentLinkRecord = z.infer<typeof PaymentLinkRecordSchema>;

/** One payment log entry as services answer it. */
export const PaymentLogRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amountPaise: z.number().int(),
  status: z.enum(PAYMENT_STATUS_LIST),
  message: z.string().nullable(),
  merchantTransactionId: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** The provider's order id (Razorpay's order_…), null offline. */
  orderId: z.string().nullable(),
  /** The provider's payment id once paid. */
  providerPaymentId: z.string().nullable(),
  /** The bank reference (UTR, cheque number) of an offline payment. */
  reference: z.string().nullable(),
  remarks: z.string().nullable(),
  /** Where the proof was uploaded; opened through a short-lived read link. */
  proofUrl: z.string().nullable(),
  /** Whom a payment request went to. */
  payerPhone: z.string().nullable(),
  payerEmail: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PaymentLogRecord = z.infer<typeof PaymentLogRecordSchema>;

/** What the browser needs to finish an online payment; the console provider has finished it already. */
export const PaymentCheckoutSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** The provider's public key for its checkout script (Razorpay's key_id). */
  keyId: z.string().nullable(),
  completed: z.boolean(),
});
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;

/** A company's bank account; the account number leaves the service masked. */
export const BankDetailsRecordSchema = z.object({
  companyId: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  ifscCode: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type BankDetailsRecord = z.infer<typeof BankDetailsRecordSchema>;
