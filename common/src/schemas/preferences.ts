import { MSG, fill } from '../messages.js';
import { acceptsOnly } from '../validation.js';
import { z } from './fields.js';

/**
 * The preferences a company keeps (Settings > Preferences, and Brands > Preferences for admins),
 * each with its value's type, what it reads as and whether only an admin may change it. Stored
 * per company in UMS; a company that never chose takes the default.
 */
export const PREFERENCES = {
  allowUnlistedSkus: {
    type: z.boolean({ error: MSG.preferenceValueInvalid }),
    default: false,
    adminOnly: false,
    group: 'orders',
    label: 'Allow unlisted SKUs',
    description:
      'Take orders whose SKUs are not in your catalogue. No stock is blocked for such lines, so they can be promised without stock; you are warned each time. Off, such orders are refused.',
  },
  defaultPaymentMode: {
    type: z.enum(['COD', 'PREPAID'], { error: acceptsOnly(['COD', 'PREPAID']) }),
    default: 'PREPAID',
    adminOnly: false,
    group: 'orders',
    label: 'Default payment mode',
    description: 'What a new manual order starts with; you can still change it on each order.',
  },
  ndrBuyerTexts: {
    type: z.boolean({ error: MSG.preferenceValueInvalid }),
    default: true,
    adminOnly: false,
    group: 'notifications',
    label: 'Text buyers when a delivery fails',
    description:
      'When a courier cannot deliver, the buyer is sent a link to give a new address, phone or date. Off, the request is still recorded but nothing is sent; you follow up yourself.',
  },
  warehouseRequirement: {
    type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: acceptsOnly(['1', '2', '3']) }),
    default: 1,
    adminOnly: true,
    group: 'warehouses',
    label: 'Warehouse requirement',
    description: 'Whose warehouses the company ships from. Set by Parcelo when your account is set up.',
  },
} as const;

export type PreferenceKey = keyof typeof PREFERENCES;
export const PREFERENCE_KEYS = Object.keys(PREFERENCES) as PreferenceKey[];
export type Preferences = { -readonly [K in PreferenceKey]: z.infer<(typeof PREFERENCES)[K]['type']> };

/** Warehouse requirement options, as admins choose warehouses by them. */
export const WAREHOUSE_REQUIREMENTS = {
  1: 'Needs a warehouse from Parcelo',
  2: 'Has its own warehouse',
  3: 'Both: its own and Parcelo’s',
} as const;

export const isPreferenceKey = (key: string): key is PreferenceKey => Object.hasOwn(PREFERENCES, key);

/** A company's preferences as stored, each missing or unreadable one taking its default. */
export function preferencesOf(stored: Record<string, unknown> | null | undefined): Preferences {
  const out: Record<string, unknown> = {};
  for (const key of PREFERENCE_KEYS) {
    const parsed = PREFERENCES[key].type.safeParse(stored?.[key]);
    out[key] = parsed.success ? parsed.data : PREFERENCES[key].default;
  }
  return out as Preferences;
}

/**
 * A company's preferences from its record: the warehouse requirement is the company's own
 * column (chosen at sign-up), the rest its stored preferences.
 */
export const companyPreferences = (company: {
  preferences: Record<string, unknown> | null;
  warehouseRequirement: number | null;
}): Preferences => preferencesOf({ ...company.preferences, warehouseRequirement: company.warehouseRequirement });

export const preferenceValue = <K extends PreferenceKey>(
  stored: Record<string, unknown> | null | undefined,
  key: K,
): Preferences[K] => preferencesOf(stored)[key];

/** A change of some preferences, each value of its own type; nothing else is taken. */
export const PreferencesInput = z.strictObject(
  Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, PREFERENCES[k].type.optional()])) as {
    [K in PreferenceKey]: z.ZodOptional<(typeof PREFERENCES)[K]['type']>;
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? MSG.preferenceUnknown : undefined) },
);

/** The keys of a change a seller may not make: those only an admin sets. */
export const adminOnlyKeys = (change: Partial<Preferences>) =>
  PREFERENCE_KEYS.filter((k) => change[k] !== undefined && PREFERENCES[k].adminOnly);

/** An admin sets one preference of a company (profileType, profileValue). */
export const PreferenceSetInput = z
  .object({
    // Missing and malformed alike: no brand was picked.
    companyId: z.string({ error: MSG.selectBrand }).max(100, MSG.selectBrand).optional(),
    profileType: z.string({ error: MSG.preferenceUnknown }).max(100, MSG.preferenceUnknown),
    profileValue: z.unknown(),
  })
  .superRefine((input, ctx) => {
    if (!input.companyId || !z.uuid().safeParse(input.companyId).success) {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: MSG.selectBrand, params: { code: 'REQUIRED' } });
      return;
    }
    if (!isPreferenceKey(input.profileType)) {
      ctx.addIssue({ code: 'custom', path: ['profileType'], message: MSG.preferenceUnknown });
      return;
    }
    const parsed = PREFERENCES[input.profileType].type.safeParse(input.profileValue);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['profileValue'], message: parsed.error.issues[0]!.message });
  });

export const preferenceAdminOnlyMessage = (key: PreferenceKey) =>
  fill(MSG.preferenceAdminOnly, { label: PREFERENCES[key].label });
