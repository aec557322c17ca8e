/*
 * Money, the one place it changes shape. Every amount is a whole number of paise in the
 * database, on the REST calls and in GraphQL (scalar `Paise`); people type and read rupees.
 * Rupee text becomes paise here, by splitting the text, never through a float (0.1 + 0.2 is not
 * 0.3, and a number such as 5e-324 must be refused rather than rounded to nothing), and paise
 * become rupees here, for screens, sheets, documents and messages.
 */

/** The largest amount any single figure may hold: ₹1,000 crore, far above any order or invoice. */
export const MAX_AMOUNT_PAISE = 10_000_000_000_00;

/** The most a price (of a product or an order line) may be: ₹100 crore. */
export const MAX_PRICE_PAISE = 100_000_000_000;

/** The words a refused rupee amount is answered with; `{field}` names the input. */
export const MONEY_MSG = {
  rupeesInvalid: '{field} must be an amount in rupees with at most 2 decimals, e.g. 1,250.50',
  rupeesTooLarge: '{field} must be at most {max}',
  rupeesNegative: '{field} must not be negative',
  paiseInvalid: '{field} must be a whole number of paise',
} as const;

export type RupeesParse = { ok: true; paise: number } | { ok: false; reason: 'invalid' | 'tooLarge' | 'negative' };

// Digits, then at most two decimals; ₹, commas and spaces are how people write it and carry no value.
const RUPEES = /^(-)?(\d{1,13})(?:\.(\d{0,2}))?$/;

/**
 * Rupees as typed in a form or written in a sheet cell ('1,250.50', '₹ 99', 12.5) as whole paise.
 * A number is read by its own decimal text, so 12.5 is 1250 paise and 5e-324 is refused.
 */
export function parseRupees(
  value: string | number,
  { max = MAX_AMOUNT_PAISE, signed = false }: { max?: number; signed?: boolean } = {},
): RupeesParse {
  const text = (typeof value === 'number' ? String(value) : value).replace(/[,\s₹]/g, '');
  const match = RUPEES.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, minus, whole, fraction = ''] = match;
  // Paise are the rupee digits followed by exactly two decimal digits: string work, no float.
  const magnitude = Number(`${whole}${fraction.padEnd(2, '0')}`);
  if (minus && magnitude !== 0 && !signed) return { ok: false, reason: 'negative' };
  if (magnitude > max) return { ok: false, reason: 'tooLarge' };
  return { ok: true, paise: minus && magnitude !== 0 ? -magnitude : magnitude };
}

/** Rupees as typed to whole paise, or null when `parseRupees` refuses them (a form's own check says why). */
export function rupeesToPaise(value: string | number, opts: { max?: number; signed?: boolean } = {}): number | null {
  const read = parseRupees(value, opts);
  return read.ok ? read.paise : null;
}

/**
 * A rupee figure known to be one (the demo catalogue's prices, a sheet cell its rule already
 * passed) as whole paise, read by its decimal text so no float rounding can move it by a paisa.
 */
export function paiseOfRupeeFigure(rupees: number | string): number {
  const read = parseRupees(rupees, { signed: true });
  if (!read.ok) throw new RangeError(`Not an amount of rupees with at most 2 decimals: ${rupees}`);
  return read.paise;
}

/** The message for a refused rupee amount, in the input's own name. */
export function rupeesProblem(
  field: string,
  reason: 'invalid' | 'tooLarge' | 'negative',
  max = MAX_AMOUNT_PAISE,
): string {
  const template =
    reason === 'tooLarge'
      ? MONEY_MSG.rupeesTooLarge
      : reason === 'negative'
        ? MONEY_MSG.rupeesNegative
        : MONEY_MSG.rupeesInvalid;
  return template.replace('{field}', field).replace('{max}', formatPaise(max));
}

/** Whole paise, or a RangeError: documents and exports must never print a fraction of a paisa. */
function wholePaise(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount must be whole paise: ${paise}`);
  return paise;
}

/** Paise as plain rupee text with 2 decimals, for inputs, sheets and CSV cells: 4500 → '45.00', -5 → '-0.05'. */
export function paiseToRupeesText(paise: number): string {
  const digits = String(Math.abs(wholePaise(paise))).padStart(3, '0');
  return `${paise < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// Whole rupees with Indian digit grouping (1,23,45,678), given a bigint so no digit is ever rounded.
const rupeeDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });

/** Paise as rupees for screens: ₹, 2 decimals, Indian grouping, e.g. ₹1,23,456.50. */
export function formatPaise(paise: number): string {
  const text = paiseToRupeesText(paise);
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.') as [string, string];
  return `${negative ? '-' : ''}₹${rupeeDigits.format(BigInt(whole))}.${fraction}`;
}

/** Paise as rupees for printed documents, without the ₹ sign (the column says it): 1,23,456.50. */
export function formatPaisePlain(paise: number): string {
  return formatPaise(paise).replace('₹', '');
}

/** Paise as rupees in a chart's axis or tooltip, where a number is needed; never stored or sent back. */
export function paiseAsRupeeFigure(paise: number): number {
  return Number(paiseToRupeesText(paise));
}

/** The most one transaction can move: ₹1 crore. */
export const MAX_TRANSACTION_PAISE = 1_000_000_000;

/** A whole price: 10,000 basis points (100%). */
export const BASIS_POINTS_WHOLE = 10_000;

/**
 * A price less a discount of `basisPoints` (hundredths of a percent), in whole paise. The
 * discount is rounded to the nearest paisa, half a paisa up, in integer arithmetic only, so
 * ₹99.99 less 12.5% is ₹87.49 (the discount, 1249.875 paise, is 1250) on every machine.
 */
export function paiseLessBasisPoints(paise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > BASIS_POINTS_WHOLE)
    throw new RangeError(`Basis points must be whole, 0 to ${BASIS_POINTS_WHOLE}: ${basisPoints}`);
  const off = Math.floor((wholePaise(paise) * basisPoints + BASIS_POINTS_WHOLE / 2) / BASIS_POINTS_WHOLE);
  return paise - off;
}
