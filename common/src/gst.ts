import { INDIAN_STATES, sameState } from './states.js';
import { paiseToRupeesText } from './money.js';
import { MSG, fill } from './messages.js';

/**
 * GST state codes of the 36 states and union territories, as a GSTIN's first two digits and an
 * invoice's place of supply give them (Ladakh 38 since 2020; Dadra and Nagar Haveli and Daman
 * and Diu share 26 since their merger).
 */
export const GST_STATE_CODES: Readonly<Record<(typeof INDIAN_STATES)[number], string>> = {
  'Andaman and Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chhattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Ladakh: '38',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Puducherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
};

/** The state a spelling names, as the list spells it ('Orissa' is Odisha), or null. */
export function gstStateOf(state: string): (typeof INDIAN_STATES)[number] | null {
  return INDIAN_STATES.find((s) => sameState(s, state)) ?? null;
}

/** The two-digit GST code of a state, whatever its spelling, or null for what is not an Indian state. */
export function gstStateCodeOf(state: string): string | null {
  const name = gstStateOf(state);
  return name ? GST_STATE_CODES[name] : null;
}

/** The state a GSTIN is registered in: its first two digits. */
export function stateOfGstin(gstin: string): (typeof INDIAN_STATES)[number] | null {
  const code = gstin.trim().slice(0, 2);
  return (
    (Object.keys(GST_STATE_CODES) as (typeof INDIAN_STATES)[number][]).find((s) => GST_STATE_CODES[s] === code) ?? null
  );
}

/**
 * A GSTIN is registered in one state (its first two digits), which decides CGST and SGST against
 * IGST on every invoice: an address given with one must be in that state. Null when they agree
 * or either is missing.
 */
export function gstinStateProblem(gstin: string | null | undefined, state: string | null | undefined): string | null {
  if (!gstin || !state) return null;
  const registered = stateOfGstin(gstin);
  const stated = gstStateOf(state);
  return registered && stated && registered !== stated ? fill(MSG.gstinStateMismatch, { state: registered }) : null;
}

/** The GST slabs a product may carry. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
/** Most goods a brand sells are in the 18 % slab, so a product without one is taxed at it. */
export const DEFAULT_GST_RATE: GstRate = 18;
export const isGstRate = (n: number): n is GstRate => (GST_RATES as readonly number[]).includes(n);

export interface GstLineInput {
  /** The line's amount in paise: with the tax in it when `inclusive`, before tax otherwise. */
  amountPaise: number;
  /** Percent, one of GST_RATES. */
  rate: number;
}

export interface GstLine {
  taxablePaise: number;
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface GstSplit {
  /** CGST + SGST when the supplier's state is the place of supply; IGST otherwise. */
  intraState: boolean;
  lines: GstLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
}

/**
 * Splits lines into taxable value and tax, each line rounded to the paisa on its own, so the
 * lines' figures add up to the totals exactly. Prices a buyer pays already hold the tax
 * (`inclusive`): the tax is taken out of the price, so a line's total is its price to the paisa
 * and the invoice's total is what the order says. CGST and SGST are half the rate each and
 * always equal: the taxable value takes the paisa rounding leaves over.
 */
export function splitGst(
  input: readonly GstLineInput[],
  opts: { supplierState: string; placeOfSupply: string; inclusive: boolean },
): GstSplit {
  const intraState = sameState(opts.supplierState, opts.placeOfSupply);
  const lines = input.map(({ amountPaise, rate }): GstLine => {
    if (!Number.isInteger(amountPaise)) throw new RangeError(`Amount must be whole paise: ${amountPaise}`);
    if (!isGstRate(rate)) throw new RangeError(`Not a GST rate: ${rate}`);
    // The tax as a share of what the amount is: rate / (100 + rate) of a price with tax in it.
    const share = (parts: number) =>
      opts.inclusive
        ? Math.round((amountPaise * rate) / (parts * (100 + rate)))
        : // eslint-disable-next-line no-restricted-syntax -- the rate is a percentage
          Math.round((amountPaise * rate) / (parts * 100));
    if (intraState) {
      const half = share(2);
      const taxable = opts.inclusive ? amountPaise - 2 * half : amountPaise;
      return {
        taxablePaise: taxable,
        rate,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
        totalPaise: taxable + 2 * half,
      };
    }
    const igst = share(1);
    const taxable = opts.inclusive ? amountPaise - igst : amountPaise;
    return { taxablePaise: taxable, rate, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, totalPaise: taxable + igst };
  });
  const sum = (k: keyof Omit<GstLine, 'rate'>) => lines.reduce((n, l) => n + l[k], 0);
  const cgstPaise = sum('cgstPaise');
  const sgstPaise = sum('sgstPaise');
  const igstPaise = sum('igstPaise');
  return {
    intraState,
    lines,
    taxablePaise: sum('taxablePaise'),
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
    totalPaise: sum('totalPaise'),
  };
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  // eslint-disable-next-line no-restricted-syntax -- hundreds in a number's words, not money
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words as India counts: thousand, lakh (1,00,000), crore (1,00,00,000). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    // Beyond 99 crore India keeps counting crores: 1,000 crore is 'One Thousand Crore'.
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount as an invoice writes it out: 'Rupees One Lakh Twenty and Five Paise Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount must be whole paise: ${paise}`);
  const negative = paise < 0;
  const [rupees, rest] = paiseToRupeesText(Math.abs(paise)).split('.').map(Number) as [number, number];
  const words = `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
  return negative ? `Minus ${words}` : words;
}
