import { z } from 'zod';
import { MSG, fill } from './messages.js';
import { hasUnsavableText } from './validation.js';

/*
 * Shipping packages: the boxes a company ships in, sides in whole centimetres and weight in
 * whole grams. The company's default package gives its measurements to orders placed without.
 */

/** The longest side a courier takes as a parcel (beyond it is freight). */
export const PACKAGE_SIDE_MAX_CM = 1_000;
/** The heaviest empty package we accept: 100 kg. */
export const PACKAGE_WEIGHT_MAX_GM = 100_000;
export const PACKAGE_NAME_MAX = 100;
export const PACKAGE_CODE_MAX = 50;

/** The list's filter as the spec names it: Active 1, Inactive 0, All (null). */
export const PACKAGE_ACTIVE_FILTERS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
  { value: '', label: 'All' },
] as const;

/** What the list may be searched by. */
export const PACKAGE_SEARCH_FIELDS = ['name', 'code'] as const;
export type PackageSearchField = (typeof PACKAGE_SEARCH_FIELDS)[number];

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * A whole number of at least 0, from a number or a form's text: blank is `required`, anything
 * else that is not a whole number of at least 0 is `invalid`; above `max` says the bound.
 */
const measure = (required: string, invalid: string, max: number) =>
  z.unknown().transform((value, ctx) => {
    if (blank(value)) {
      ctx.addIssue({ code: 'custom', message: required, params: { code: 'REQUIRED' } });
      return z.NEVER;
    }
    const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: invalid, params: { code: 'INVALID' } });
      return z.NEVER;
    }
    if (n > max) {
      ctx.addIssue({ code: 'custom', message: fill(MSG.valueMax, { n: max }), params: { code: 'INVALID' } });
      return z.NEVER;
    }
    return n;
  });

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .max(max + 100, fill(MSG.lengthMax, { n: max }))
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      if (!v) ctx.addIssue({ code: 'custom', message, params: { code: 'REQUIRED' } });
      else if (v.length > max) ctx.addIssue({ code: 'custom', message: fill(MSG.lengthMax, { n: max }) });
      else if (hasUnsavableText(v)) ctx.addIssue({ code: 'custom', message: MSG.textUnsavable });
    });

export const packageRules = {
  name: requiredText(MSG.packageNameRequired, PACKAGE_NAME_MAX),
  // The code is the package's natural key within its company (compared without case).
  code: requiredText(MSG.packageCodeRequired, PACKAGE_CODE_MAX).refine(
    (v) => !v || /^[A-Za-z0-9_-]+$/.test(v),
    MSG.packageCodeInvalid,
  ),
  packageLength: measure(MSG.packageLengthRequired, MSG.packageLengthInvalid, PACKAGE_SIDE_MAX_CM),
  packageWidth: measure(MSG.packageWidthRequired, MSG.packageWidthInvalid, PACKAGE_SIDE_MAX_CM),
  packageHeight: measure(MSG.packageHeightRequired, MSG.packageHeightInvalid, PACKAGE_SIDE_MAX_CM),
  packageWeight: measure(MSG.packageWeightRequired, MSG.packageWeightInvalid, PACKAGE_WEIGHT_MAX_GM),
};

/** Yes = 1, No = 0 as the spec's selectors send it; true and false are read alike. */
const yesNo = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'Choose Yes (1) or No (0).',
  })
  .transform((v) => v === true || v === 1 || v === '1');

/** A package to add: every field is needed. */
export const ShippingPackageInput = z.object(packageRules);
export type ShippingPackageInput = z.output<typeof ShippingPackageInput>;

/** A package's changes: any of its fields, and whether it is the default and active. */
export const ShippingPackageChanges = z
  .object({ ...packageRules, default: yesNo, active: yesNo })
  .partial()
  .refine((c) => Object.values(c).some((v) => v !== undefined), MSG.packageNothingToUpdate);
export type ShippingPackageChanges = z.output<typeof ShippingPackageChanges>;

/** POST /shipping-packages. */
export const ShippingPackageCreateBody = z.object({
  shippingPackage: ShippingPackageInput,
  /** Admins name the company; sellers add to their own. */
  companyId: z.string().uuid(MSG.notFound).optional(),
});

/** PATCH /shipping-packages. */
export const ShippingPackageUpdateBody = z.object({
  id: z.string().uuid(MSG.notFound),
  updatedData: ShippingPackageChanges,
});
