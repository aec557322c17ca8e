import { MSG, fieldRequired, fill } from './messages.js';
import { MAX_PRICE_PAISE, parseRupees, rupeesProblem } from './money.js';

/** A rule answers null when the value passes, or the message to show. */
export type Rule = (value: string) => string | null;

// A NUL character (PostgreSQL refuses it in text) or half of a UTF-16 surrogate pair (not text at all).
const HALF_PAIR = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds characters no field can store. */
export const hasUnsavableText = (value: string) => value.includes('\u0000') || HALF_PAIR.test(value);

/** The text with each half surrogate pair replaced by U+FFFD, as a URL or a header needs it. */
export const wellFormed = (value: string) => value.replace(new RegExp(HALF_PAIR.source, 'g'), '\uFFFD');

/**
 * The dotted path of the first text inside `value` (a request's body, query or params, at any
 * depth) that holds characters no field can store: '' for `value` itself, null when there is none.
 * Walked with a stack of its own, so a hostile nesting cannot overflow the call stack.
 */
export function unsavableTextPath(value: unknown): string | null {
  interface Step {
    value: unknown;
    key: string | number | null;
    parent: Step | null;
  }
  const pathOf = (step: Step, key?: string) => {
    const parts: (string | number)[] = key === undefined ? [] : [key];
    for (let s: Step | null = step; s && s.key !== null; s = s.parent) parts.push(s.key);
    return parts.reverse().join('.');
  };
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (hasUnsavableText(v)) return pathOf(step);
    } else if (Array.isArray(v)) {
      // Pushed last first, so the first problem in reading order is the one found.
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: step });
    } else if (v !== null && typeof v === 'object') {
      // A raw upload's bytes are not text.
      if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) continue;
      const entries = Object.entries(v);
      for (const [key] of entries) if (hasUnsavableText(key)) return pathOf(step, key);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: step });
    }
  }
  return null;
}

/** How deep a request's JSON may nest lists and objects: the deepest input the API takes is a handful. */
export const JSON_DEPTH_MAX = 64;

/**
 * Whether the JSON text nests lists and objects deeper than `max`, read in one pass over the
 * characters without parsing, so a hostile body is refused before any work depends on its shape.
 */
export function jsonNestedDeeperThan(text: string, max: number = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** Whether a parsed value nests lists and objects deeper than `max`, walked without recursion. */
export function valueNestedDeeperThan(value: unknown, max: number = JSON_DEPTH_MAX): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const inner of Array.isArray(v) ? v : Object.values(v)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** Phone login: required, 10 digits, starts with 1-9. */
export const phoneRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v) return MSG.phoneRequired;
  if (!/^\d{10}$/.test(v)) return MSG.phoneInvalid;
  if (!/^[1-9]/.test(v)) return MSG.phoneFirstDigit;
  return null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v) return fieldRequired('Email');
  return EMAIL.test(v) ? null : MSG.emailInvalid;
};

export const passwordRule: Rule = (v) => {
  if (!v) return MSG.passwordRequired;
  return v.length >= 8 && v.length <= 128 && /[A-Za-z]/.test(v) && /\d/.test(v) ? null : MSG.passwordWeak;
};

export const requiredRule =
  (field: string): Rule =>
  (v) =>
    v.trim() ? null : fieldRequired(field);

export const pincodeRule: Rule = (v) => (/^\d{6}$/.test(v.trim()) ? null : MSG.invalidPincode);

export const otpRule: Rule = (v) => (/^\d{6}$/.test(v.trim()) ? null : MSG.otpFormat);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character GSTN computes over a GSTIN's first 14 characters (mod-36, weights 1 and 2). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Format first, then the check character, which catches a mistyped or invented GSTIN. */
export const gstinRule: Rule = (raw) => {
  const v = raw.trim().toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v)) return MSG.gstinInvalid;
  return gstinCheckChar(v.slice(0, 14)) === v[14] ? null : MSG.gstinChecksum;
};

/** A GSTIN embeds its holder's PAN as characters 3 to 12. */
export const gstinPanRule = (gstin: string, pan: string): string | null =>
  gstin.trim().toUpperCase().slice(2, 12) === pan.trim().toUpperCase() ? null : MSG.gstinPanMismatch;

export const panRule: Rule = (v) => (/^[A-Z]{5}\d{4}[A-Z]$/.test(v.trim().toUpperCase()) ? null : MSG.panInvalid);

export type LoginKind = 'email' | 'phone' | 'username';

/**
 * Sign-in accepts an email, a username or a phone. Anything made only of digits is
 * treated as a phone, so the phone messages apply to it.
 */
export function classifyLogin(raw: string): LoginKind {
  const v = raw.trim();
  if (v.includes('@')) return 'email';
  if (/^\+?\d+$/.test(v)) return 'phone';
  return 'username';
}

/** A SKU must contain no parentheses or spaces ('Please provide valid {field}'). */
export const skuRule =
  (field = 'SKU'): Rule =>
  (value) =>
    /[()\s]/.test(value.trim()) ? fill(MSG.invalidField, { field }) : null;

/** 'Accepts only A, B' for a value outside a closed list. */
export const acceptsOnly = (values: readonly string[]) => fill(MSG.acceptsOnly, { values: values.join(', ') });

function parseNumber(value: string): number | null {
  const v = value.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(v)) return null;
  return Number(v);
}

/**
 * A whole number of at least `min` (item quantities: at least 1), and at most `max` when given.
 * Empty passes; pair with requiredRule.
 */
export const wholeNumberRule =
  (min: number, max?: number): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const n = parseNumber(value);
    if (n === null) return MSG.numberInvalid;
    if (!Number.isInteger(n)) return MSG.wholeNumber;
    if (n < min) return fill(MSG.valueMin, { n: min });
    return max !== undefined && n > max ? fill(MSG.valueMax, { n: max }) : null;
  };

/**
 * A number of at least `min` (unit prices: at least 0), and at most `max` when given.
 * Empty passes; pair with requiredRule.
 */
/** A price cell in rupees, read by the money module as the API reads it: blank passes (the sheet's required check says so). */
export const rupeesRule =
  (label: string): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const read = parseRupees(value, { max: MAX_PRICE_PAISE });
    return read.ok ? null : rupeesProblem(label, read.reason, MAX_PRICE_PAISE);
  };

export const minNumberRule =
  (min: number, max?: number): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const n = parseNumber(value);
    if (n === null) return MSG.numberInvalid;
    if (n < min) return fill(MSG.valueMin, { n: min });
    return max !== undefined && n > max ? fill(MSG.valueMax, { n: max }) : null;
  };

/** A number of at most `max` (a margin: at most 100). Empty passes; pair with requiredRule. */
export const maxNumberRule =
  (max: number): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const n = parseNumber(value);
    if (n === null) return MSG.numberInvalid;
    return n > max ? fill(MSG.valueMax, { n: max }) : null;
  };

/** The heaviest package an order may weigh, in kg. */
export const WEIGHT_MAX_KG = 1000;
/** Decimal places of a weight in kg that are stored (grams); more would be silently rounded. */
export const WEIGHT_DECIMALS = 3;

/** Whether `n` has at most `places` decimal places, read as the decimal it was typed as. */
export const hasAtMostDecimals = (n: number, places: number) => Number(n.toFixed(places)) === n;

/** What is wrong with a weight in kg (more than 0, at most the limit, to the gram), or null. */
export function weightProblem(n: number): string | null {
  if (!(n > 0)) return MSG.weightPositive;
  if (n > WEIGHT_MAX_KG) return fill(MSG.valueMax, { n: WEIGHT_MAX_KG });
  if (!hasAtMostDecimals(n, WEIGHT_DECIMALS)) return fill(MSG.weightDecimals, { n: WEIGHT_DECIMALS });
  return null;
}

/** A weight in kg, as weightProblem says. Empty passes; pair with requiredRule. */
export const weightRule: Rule = (value) => {
  if (!value.trim()) return null;
  const n = parseNumber(value);
  if (n === null) return MSG.numberInvalid;
  return weightProblem(n);
};

/**
 * A package side in cm: a hundredth of a cm to 100 m. Narrower bounds than a number's, since
 * the sides are stored as 4-byte floats, which hold neither 5e-324 nor 1e39.
 */
export const DIMENSION_MIN_CM = 0.01;
export const DIMENSION_MAX_CM = 10_000;

/** A package dimension in cm, more than 0. Empty passes; the form decides when it is required. */
export const dimensionRule =
  (field: string): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const n = parseNumber(value);
    if (n === null) return MSG.numberInvalid;
    if (!(n > 0)) return fill(MSG.dimensionPositive, { field });
    if (n < DIMENSION_MIN_CM) return fill(MSG.valueMin, { n: DIMENSION_MIN_CM });
    return n > DIMENSION_MAX_CM ? fill(MSG.valueMax, { n: DIMENSION_MAX_CM }) : null;
  };
/** The message for a sign-in login, or null when it may be sent. */
export const loginRule: Rule = (raw) => {
  const v = raw.trim();
  if (!v) return MSG.loginRequired;
  const kind = classifyLogin(v);
  if (kind === 'phone') return phoneRule(v.replace(/^\+91/, ''));
  if (kind === 'email') return emailRule(v);
  return null;
};

/** Runs rules over a record; answers field → first failing message. */
export function check<T extends Record<string, string>>(
  values: T,
  rules: Partial<Record<keyof T, Rule[]>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    for (const rule of rules[key] ?? []) {
      const msg = rule(String(values[key] ?? ''));
      if (msg) {
        errors[key] = msg;
        break;
      }
    }
  }
  return errors;
}
