import { z } from 'zod';
import { ADDRESS_RULES } from '../customerRequests.js';
import { MSG, fieldRequired, fill } from '../messages.js';
import {
  DIMENSION_MAX_CM,
  DIMENSION_MIN_CM,
  acceptsOnly,
  hasUnsavableText,
  passwordRule,
  type Rule,
} from '../validation.js';
import { isCalendarDate } from '../dates.js';
import { MAX_AMOUNT_PAISE, MONEY_MSG, parseRupees, rupeesProblem } from '../money.js';

/**
 * The code an API error reply carries beside the message. It travels in the issue itself
 * (a custom issue's params), so nothing downstream has to guess it from the wording.
 */
export type ValidationCode = 'REQUIRED' | 'INVALID';

export const codeOf = (issue: z.core.$ZodIssue): ValidationCode =>
  issue.code === 'custom' && issue.params?.code === 'REQUIRED' ? 'REQUIRED' : 'INVALID';

/** The first problem of a failed parse as the API answers it: message, dotted field path and code. */
export function firstProblem(error: z.ZodError): { message: string; field: string | null; code: ValidationCode } {
  const issue = error.issues[0]!;
  return {
    message: issue.message,
    field: issue.path.length ? issue.path.map(String).join('.') : null,
    code: codeOf(issue),
  };
}

/**
 * The key a caller sends with a write that creates something, so a retry after a lost answer
 * gets the first answer back instead of a second order, entry or task.
 */
export const IdempotencyKey = z.string().regex(/^[\w.:-]{1,100}$/, MSG.idempotencyKeyInvalid);

export const lengthMax = (n: number) => fill(MSG.lengthMax, { n });

/** Files a REQUIRED problem under what is being refined (a field, or the input as a whole). */
export const required = (ctx: z.core.$RefinementCtx, message: string) =>
  ctx.addIssue({ code: 'custom', message, params: { code: 'REQUIRED' } });
const invalid = (ctx: z.core.$RefinementCtx, message: string) =>
  ctx.addIssue({ code: 'custom', message, params: { code: 'INVALID' } });

const textInput = (label: string, max: number) =>
  z
    .string({ error: fill(MSG.invalidField, { field: label }) })
    .trim()
    .max(max, lengthMax(max))
    .refine((v) => !hasUnsavableText(v), MSG.textUnsavable)
    .nullish();

const firstBroken = (rules: Rule[], value: string) => {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
};

/**
 * A required text checked by the shared rules, so browser and server answer the same words.
 * Missing, null and blank are all "empty": the first rule that refuses an empty value gives the
 * message (the spec's own words, e.g. 'Please enter phone'), otherwise '{label} is required'.
 */
export const text = (label: string, rules: Rule[] = [], max = 200) =>
  textInput(label, max)
    .superRefine((value, ctx) => {
      const v = value ?? '';
      const message = firstBroken(rules, v) ?? (v ? null : fieldRequired(label));
      if (message) (v ? invalid : required)(ctx, message);
    })
    .transform((v) => v ?? '');

/** An optional text: empty (or missing) passes as ''; anything else must pass the rules. */
export const optionalText = (label: string, rules: Rule[] = [], max = 200) =>
  textInput(label, max)
    .superRefine((value, ctx) => {
      const message = value ? firstBroken(rules, value) : null;
      if (message) invalid(ctx, message);
    })
    .transform((v) => v ?? '');

/** A new password: checked by the shared rule and never trimmed (it is exactly what was typed). */
export const newPassword = () =>
  z
    .string({ error: MSG.passwordRequired })
    .max(128, MSG.passwordWeak)
    .nullish()
    .superRefine((value, ctx) => {
      const message = passwordRule(value ?? '');
      if (message) (value ? invalid : required)(ctx, message);
    })
    .transform((v) => v ?? '');

/** The password being proven (sign-in, current password): only its presence is checked. */
export const enteredPassword = () =>
  z
    .string({ error: MSG.passwordRequired })
    .max(256, lengthMax(256))
    .nullish()
    .superRefine((value, ctx) => {
      if (!value) required(ctx, MSG.passwordRequired);
    })
    .transform((v) => v ?? '');

/**
 * A number that must be given: missing, null or blank (a form's empty box) answers `message`
 * (REQUIRED), where coercing would read a blank as 0.
 */
export const given = <T extends z.ZodType>(message: string, n: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) required(ctx, message);
    })
    .pipe(n);

/** A whole or decimal number within bounds, read from a number or the text of a form field. */
export const number = (opts: { label: string; min?: number; max: number; int?: boolean; minMessage?: string }) => {
  let n = z.coerce.number({ error: fill(MSG.requiredInput, { field: opts.label }) });
  if (opts.int) n = n.int(MSG.wholeNumber);
  if (opts.min !== undefined) n = n.min(opts.min, opts.minMessage ?? fill(MSG.valueMin, { n: opts.min }));
  return given(fieldRequired(opts.label), n.max(opts.max, fill(MSG.valueMax, { n: opts.max })));
};

/**
 * Rupees as a form or a sheet cell gives them ('1,250.50', 12.5), read by the money module into
 * whole paise: at most 2 decimals, never negative unless `signed`, at most `max` paise. `message`,
 * when given, answers every refusal (a form with its own words for the amount).
 */
export const rupees = (
  label: string,
  opts: { max?: number; signed?: boolean; message?: string; requiredMessage?: string } = {},
) =>
  given(
    opts.requiredMessage ?? fieldRequired(label),
    z
      .union([z.string().max(40), z.number()], { error: opts.message ?? rupeesProblem(label, 'invalid') })
      .transform((value, ctx) => {
        const read = parseRupees(value, opts);
        if (read.ok) return read.paise;
        invalid(ctx, opts.message ?? rupeesProblem(label, read.reason, opts.max));
        return z.NEVER;
      }),
  );

/** An amount as the API takes it: whole paise, never negative, at most `max`. */
export const paise = (label: string, max = MAX_AMOUNT_PAISE) =>
  given(
    fieldRequired(label),
    z
      .number({ error: fill(MONEY_MSG.paiseInvalid, { field: label }) })
      .int(fill(MONEY_MSG.paiseInvalid, { field: label }))
      .min(0, rupeesProblem(label, 'negative'))
      .max(max, rupeesProblem(label, 'tooLarge', max)),
  );

/** A count of units: a whole number, at least 1. */
export const units = () =>
  given(
    fieldRequired('Quantity'),
    z.coerce
      .number({ error: MSG.quantityMin })
      .int(MSG.wholeNumber)
      .min(1, MSG.quantityMin)
      .max(100_000, fill(MSG.valueMax, { n: 100_000 })),
  );

/** One of a fixed list: empty is '{label} is required', anything else off the list 'Accepts only …'. */
export const choice = <const T extends readonly string[]>(label: string, values: T) =>
  z
    .string({ error: acceptsOnly(values) })
    .trim()
    .max(100, acceptsOnly(values))
    .nullish()
    .superRefine((value, ctx) => {
      if (!value) required(ctx, fieldRequired(label));
      else if (!values.includes(value)) invalid(ctx, acceptsOnly(values));
    })
    .transform((value) => value as T[number]);

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A package's dimensions in cm, each more than 0, or none: all three or none, and a form's
 * three empty boxes are none.
 */
export const dimensions = () => {
  const side = (field: string) =>
    given(
      MSG.dimensionsTogether,
      z.coerce
        .number({ error: MSG.numberInvalid })
        .positive(fill(MSG.dimensionPositive, { field }))
        .min(DIMENSION_MIN_CM, fill(MSG.valueMin, { n: DIMENSION_MIN_CM }))
        .max(DIMENSION_MAX_CM, fill(MSG.valueMax, { n: DIMENSION_MAX_CM })),
    );
  const sides = z.object({ length: side('Length'), breadth: side('Breadth'), height: side('Height') });
  return z.preprocess(
    (value) => (typeof value === 'object' && value !== null && Object.values(value).every(isBlank) ? null : value),
    sides.nullish(),
  );
};

/** A calendar date, YYYY-MM-DD (anything after the day, e.g. a time, is dropped). */
export const isoDate = (label: string) =>
  z
    .string({ error: fill(MSG.requiredInput, { field: label }) })
    .trim()
    .max(40, fill(MSG.requiredInput, { field: label }))
    .regex(/^\d{4}-\d{2}-\d{2}/, fill(MSG.requiredInput, { field: label }))
    .transform((v) => v.slice(0, 10))
    .refine(isCalendarDate, fill(MSG.requiredInput, { field: label }));

/**
 * An address under the spec's address rules and messages. Orders need the last name; the
 * alternate address a buyer gives for a failed delivery may leave it out.
 */
export const address = (lastName: 'required' | 'optional') =>
  z.object({
    firstName: text('First name', ADDRESS_RULES.firstName, 80),
    lastName: lastName === 'required' ? text('Last name', [], 80) : optionalText('Last name', [], 80),
    addressLine1: text('Address line 1', ADDRESS_RULES.addressLine1),
    addressLine2: text('Address line 2', ADDRESS_RULES.addressLine2),
    city: text('City', ADDRESS_RULES.city, 80),
    state: text('State', ADDRESS_RULES.state, 80),
    pincode: text('Pincode', ADDRESS_RULES.pincode, 20),
    country: z
      .string()
      .trim()
      .max(80, lengthMax(80))
      .nullish()
      .transform((v) => v || 'India'),
  });

export { z };
