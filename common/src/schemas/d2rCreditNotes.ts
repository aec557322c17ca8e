import { MSG, fill } from '../messages.js';
import { D2R_CREDIT_REASONS } from '../contracts/d2rCreditNotes.js';
import { choice, optionalText, paise, text, units, z } from './fields.js';

/** The most lines one credit note takes: an invoice rarely has more SKUs than this. */
export const D2R_CREDIT_LINES_MAX = 100;

/** One line of a credit note: the SKU, how many units, and for a price correction what each is credited. */
export const D2rCreditLineInput = z.object({
  sku: text('SKU', [], 64),
  quantity: units(),
  /** Paise per unit, GST included; a return credits the invoiced price, so it leaves this out. */
  unitCredit: paise('Credit per unit').nullish(),
});

/** A credit note's lines: each SKU once; a price correction says what each unit is credited. */
function creditLinesRule(
  input: { reason: string; lines: { sku: string; unitCredit?: number | null | undefined }[] },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  input.lines.forEach((line, i) => {
    const sku = line.sku.toUpperCase();
    if (seen.has(sku))
      ctx.addIssue({
        code: 'custom',
        path: ['lines', i, 'sku'],
        message: fill(MSG.d2rCreditSkuTwice, { sku: line.sku }),
      });
    seen.add(sku);
    if (input.reason === 'PRICE_CORRECTION' && !line.unitCredit)
      ctx.addIssue({
        code: 'custom',
        path: ['lines', i, 'unitCredit'],
        message: fill(MSG.d2rCreditUnitRequired, { sku: line.sku }),
      });
  });
}

const creditNoteFields = {
  reason: choice('Reason', D2R_CREDIT_REASONS),
  note: optionalText('Note', [], 300),
  lines: z
    .array(D2rCreditLineInput, { error: MSG.d2rCreditLinesRequired })
    .min(1, MSG.d2rCreditLinesRequired)
    .max(D2R_CREDIT_LINES_MAX, fill(MSG.valueMax, { n: D2R_CREDIT_LINES_MAX })),
};

/** The credit note form's rules (the invoice it is raised on is the form's own). */
export const D2rCreditNoteForm = z.object(creditNoteFields).superRefine(creditLinesRule);

/**
 * A credit note an admin raises against a D2R invoice: goods returned (credited at the price
 * invoiced) or a price corrected (a credit per unit the admin enters).
 */
export const D2rCreditNoteInput = z
  .object({ invoiceId: z.string({ error: MSG.notFound }).uuid(MSG.notFound), ...creditNoteFields })
  .superRefine(creditLinesRule);
export type D2rCreditNoteInput = z.output<typeof D2rCreditNoteInput>;

/** Which credit note to work out again, and the order it belongs to. */
export const D2rCreditNoteRegenerateInput = z.object({
  orderId: z.string({ error: MSG.selectCreditNote }).uuid(MSG.selectCreditNote),
  creditNoteId: z.string({ error: MSG.selectCreditNote }).uuid(MSG.selectCreditNote),
});
export type D2rCreditNoteRegenerateInput = z.output<typeof D2rCreditNoteRegenerateInput>;
