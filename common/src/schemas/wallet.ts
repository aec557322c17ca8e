import { WALLET_CODE_LIST, WALLET_TYPE_LIST, paiseAmount } from '../billing.js';
import { MAX_TRANSACTION_PAISE } from '../money.js';
import { MSG, fieldRequired } from '../messages.js';
import { choice, given, required, rupees, text, z } from './fields.js';

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

const floorPaise = () =>
  z
    .number({ error: MSG.walletFloorInvalid })
    .int(MSG.walletFloorInvalid)
    .min(-MAX_TRANSACTION_PAISE, MSG.walletFloorInvalid)
    .max(MAX_TRANSACTION_PAISE, MSG.walletFloorInvalid);

/** Rupees as typed in a form as whole paise, refused in `message`'s words; `paise` checks the result. */
const rupeesAsPaise = (label: string, message: string, paise: z.ZodType<number, number>, signed = false) =>
  rupees(label, { signed, message }).pipe(paise);

/** The admin's "Create transaction" form (the company is the one chosen on the page): the amount in rupees. */
export const WalletTransactionForm = z.object({
  description: text('Description', [], WALLET_DESCRIPTION_MAX),
  amount: rupeesAsPaise('Amount', MSG.walletAmountInvalid, paiseAmount(MSG.walletAmountInvalid)),
  type: choice('Type', WALLET_TYPE_LIST),
  code: choice('Code', WALLET_CODE_LIST),
});

/** The admin's "Set floor" form: rupees, below 0 for a credit limit. */
export const WalletFloorForm = z.object({
  floor: rupeesAsPaise('Floor', MSG.walletFloorInvalid, floorPaise(), true),
});

/**
 * The lowest balance a company's floor-checked debits may leave: 0 by default, below 0 for a
 * brand given credit (a credit limit), above 0 to keep a reserve.
 */
export const WalletFloorInput = z.object({
  companyId: companyId(),
  floorPaise: given(fieldRequired('Floor'), floorPaise()),
});
export type WalletFloorInput = z.infer<typeof WalletFloorInput>;
