import { MAX_TRANSACTION_PAISE, WALLET_CODE_LIST, WALLET_TYPE_LIST, paiseAmount } from '../billing.js';
import { MSG, fieldRequired } from '../messages.js';
import { choice, given, required, text, z } from './fields.js';

export const WALLET_DESCRIPTION_MAX = 500;

/** A company's id, as the admin picks it: missing is '{Company} is required', not a bad id. */
const companyId = () =>
  z
    .string({ error: fieldRequired('Company') })
    .trim()
    .max(100, MSG.notFound)
    .nullish()
    .superRefine((value, ctx) => {
      if (!value) required(ctx, fieldRequired('Company'));
      else if (!z.uuid().safeParse(value).success)
        ctx.addIssue({ code: 'custom', message: MSG.notFound, params: { code: 'INVALID' } });
    })
    .transform((v) => v ?? '');

/** An admin's transaction on a brand's wallet: each field required, the amount whole paise. */
export const WalletTransactionInput = z.object({
  companyId: companyId(),
  description: text('Description', [], WALLET_DESCRIPTION_MAX),
  amountPaise: given(fieldRequired('Amount'), paiseAmount(MSG.walletAmountInvalid)),
  type: choice('Type', WALLET_TYPE_LIST),
  code: choice('Code', WALLET_CODE_LIST),
});
export type WalletTransactionInput = z.infer<typeof WalletTransactionInput>;

/**
 * Rupees as typed in a form (up to 2 decimals) as whole paise: '1,250.50' is 125050. Blank is
 * 'Amount is required'; anything else that is not a positive amount is refused as one.
 */
export const rupeesAsPaise = () =>
  given(
    fieldRequired('Amount'),
    z
      .union([z.number(), z.string().max(30)], { error: MSG.walletAmountInvalid })
      .transform((v) => (typeof v === 'string' ? v.replace(/[,\s₹]/g, '') : String(v)))
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), MSG.walletAmountInvalid)
      .transform((v) => Math.round(Number(v) * 100))
      .pipe(paiseAmount(MSG.walletAmountInvalid)),
  );

/** The admin's "Create transaction" form: the amount in rupees, sent as paise. */
export const WalletTransactionForm = WalletTransactionInput.omit({ amountPaise: true }).extend({
  amount: rupeesAsPaise(),
});

/**
 * The lowest balance a company's floor-checked debits may leave: 0 by default, below 0 for a
 * brand given credit (a credit limit), above 0 to keep a reserve.
 */
export const WalletFloorInput = z.object({
  companyId: companyId(),
  floorPaise: given(
    fieldRequired('Floor'),
    z
      .number({ error: MSG.walletFloorInvalid })
      .int(MSG.walletFloorInvalid)
      .min(-MAX_TRANSACTION_PAISE, MSG.walletFloorInvalid)
      .max(MAX_TRANSACTION_PAISE, MSG.walletFloorInvalid),
  ),
});
export type WalletFloorInput = z.infer<typeof WalletFloorInput>;
