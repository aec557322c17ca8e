import { z } from 'zod';
import { STORAGE_CHARGE_TYPES, type PricingPreferencesRecord, type StorageChargeType } from '../billing.js';
import { MSG, fill } from '../messages.js';
import { acceptsOnly } from '../validation.js';
import { RATE_MAX_PAISE } from '../deliveryPartners.js';
import { paiseToRupeesText, rupeesToPaise } from '../money.js';

/*
 * A company's rate card (pricing preferences): what Parcelo charges it for each service. Set by
 * an admin, read by the seller and by the services that turn orders, messages and storage into
 * wallet debits. Charges are whole paise; the COD percentage is basis points.
 */

/** The most any one charge of a rate card may be: ₹1,00,000. */
export const PRICING_AMOUNT_MAX_PAISE = 10_000_000;
/** 100 % in basis points. */
export const PRICING_BPS_MAX = 10_000;
export const COD_REMITTANCE_DAYS_MIN = 1;
export const COD_REMITTANCE_DAYS_MAX = 60;

export type PricingAmountKey = Exclude<
  keyof PricingPreferencesRecord,
  'companyId' | 'updatedAt' | 'storageChargeType' | 'codRemittanceDays' | 'wlCODHandlingCharges'
>;
export type PricingFieldKey = Exclude<keyof PricingPreferencesRecord, 'companyId' | 'updatedAt'>;

/** How each field of a rate card is entered and shown. */
export type PricingFieldUnit = 'paise' | 'bps' | 'days' | 'storageType';

/**
 * Every field of a rate card in the order screens show them, with its label, its unit and how
 * the charge is worked out (shown to sellers beside their rates).
 */
export const PRICING_FIELDS: Record<PricingFieldKey, { label: string; unit: PricingFieldUnit; explains: string }> = {
  lightningBaseCharges: {
    label: 'Base shipping charge',
    unit: 'paise',
    explains: 'Charged on every shipment, whatever it weighs, on top of its weight charge.',
  },
  lightningPriceUpto2Kgs: {
    label: 'Shipping up to 2 kg',
    unit: 'paise',
    explains: 'The weight charge of a shipment whose chargeable weight is 2 kg or less.',
  },
  lightningPriceAfter2Kgs: {
    label: 'Shipping per kg after 2 kg',
    unit: 'paise',
    explains:
      'Added for each kilogram, or part of one, above 2 kg of chargeable weight. A 3.2 kg shipment pays the 2 kg rate plus 2 × this rate.',
  },
  codHandlingCharges: {
    label: 'COD handling (fixed)',
    unit: 'paise',
    explains: 'Per cash-on-delivery order delivered: the larger of this fixed fee and the COD percentage below.',
  },
  wlCODHandlingCharges: {
    label: 'COD handling (% of COD amount)',
    unit: 'bps',
    explains: 'The share of the amount collected from the buyer; charged instead of the fixed fee when it is larger.',
  },
  RTOProcessingCharges: {
    label: 'RTO processing',
    unit: 'paise',
    explains: 'Per order returned to origin (RTO), for receiving it back at the warehouse.',
  },
  smsCharges: {
    label: 'SMS',
    unit: 'paise',
    explains: 'Per text message sent to your buyers (order updates, delivery attempts).',
  },
  whatsAppMessageCharges: {
    label: 'WhatsApp message',
    unit: 'paise',
    explains: 'Per WhatsApp message sent to your buyers.',
  },
  platformCharges: {
    label: 'Platform charges (monthly)',
    unit: 'paise',
    explains: 'Charged once a month for using Parcelo, in the monthly billing run.',
  },
  storageChargeType: {
    label: 'Storage charged',
    unit: 'storageType',
    explains: 'How your stock in Parcelo’s warehouses is charged each month.',
  },
  storageCharges: {
    label: 'Storage rate',
    unit: 'paise',
    explains:
      'A fixed monthly amount, or the rate per unit, box, pallet or square foot stored, as the storage type says.',
  },
  minimumStorageCharges: {
    label: 'Minimum storage charges',
    unit: 'paise',
    explains: 'The least a month’s storage costs, however little is stored.',
  },
  maximumStorageCharges: {
    label: 'Maximum storage charges',
    unit: 'paise',
    explains: 'The most a month’s storage costs, however much is stored; ₹0.00 means no maximum.',
  },
  codRemittanceDays: {
    label: 'COD remittance cycle (days)',
    unit: 'days',
    explains: 'Days after delivery when the cash collected on a COD order is due to you.',
  },
};
export const PRICING_FIELD_KEYS = Object.keys(PRICING_FIELDS) as PricingFieldKey[];

/** What each storage charge type reads as. */
export const STORAGE_CHARGE_TYPE_LABELS: Record<StorageChargeType, string> = {
  perUnitCharges: 'Per unit',
  perBoxCharges: 'Per box',
  perPalletStorageCharges: 'Per pallet',
  perSqFtStorageCharges: 'Per sq ft',
  fixedStorageCharges: 'Fixed monthly amount',
};

/** The older wl* names of the lightning charges, each with the name it is kept under. */
export const PRICING_ALIASES = {
  wlBaseCharges: 'lightningBaseCharges',
  wlPriceUpto2kg: 'lightningPriceUpto2Kgs',
  wlPriceAfter2kg: 'lightningPriceAfter2Kgs',
} as const satisfies Record<string, PricingAmountKey>;
type AliasKey = keyof typeof PRICING_ALIASES;
const ALIAS_KEYS = Object.keys(PRICING_ALIASES) as AliasKey[];

/** A rate card's values without whose it is: what a company that never had one is charged. */
export type PricingValues = Omit<PricingPreferencesRecord, 'companyId' | 'updatedAt'>;

/** Nothing is charged until an admin sets a rate card; COD is remitted a week after delivery. */
export const DEFAULT_PRICING: PricingValues = {
  smsCharges: 0,
  RTOProcessingCharges: 0,
  platformCharges: 0,
  whatsAppMessageCharges: 0,
  codHandlingCharges: 0,
  lightningBaseCharges: 0,
  lightningPriceUpto2Kgs: 0,
  lightningPriceAfter2Kgs: 0,
  wlCODHandlingCharges: 0,
  storageCharges: 0,
  minimumStorageCharges: 0,
  maximumStorageCharges: 0,
  storageChargeType: 'fixedStorageCharges',
  codRemittanceDays: 7,
};

const amount = (label: string) => {
  const message = fill(MSG.pricingAmountInvalid, { label });
  return z.number({ error: message }).int(message).min(0, message).max(PRICING_AMOUNT_MAX_PAISE, message);
};

const ruleOf = (key: PricingFieldKey) => {
  const { label, unit } = PRICING_FIELDS[key];
  if (unit === 'paise') return amount(label);
  if (unit === 'bps') {
    const message = fill(MSG.pricingPercentInvalid, { label });
    return z.number({ error: message }).int(message).min(0, message).max(PRICING_BPS_MAX, message);
  }
  if (unit === 'days') {
    const message = MSG.pricingRemittanceDaysInvalid;
    return z
      .number({ error: message })
      .int(message)
      .min(COD_REMITTANCE_DAYS_MIN, message)
      .max(COD_REMITTANCE_DAYS_MAX, message);
  }
  return z.enum(STORAGE_CHARGE_TYPES, { error: acceptsOnly(STORAGE_CHARGE_TYPES) });
};

/** Each field's own check, as the service and the admin's form apply it. */
export const pricingRules = Object.fromEntries(PRICING_FIELD_KEYS.map((k) => [k, ruleOf(k)])) as unknown as {
  [K in PricingFieldKey]: z.ZodType<PricingValues[K]>;
};

/**
 * Where a rate card's storage bounds contradict each other: a minimum above a (set) maximum.
 * Null when they are fine.
 */
export const storageRangeProblem = (values: Pick<PricingValues, 'minimumStorageCharges' | 'maximumStorageCharges'>) =>
  values.maximumStorageCharges > 0 && values.minimumStorageCharges > values.maximumStorageCharges
    ? MSG.pricingStorageRange
    : null;

const inputShape = {
  ...(Object.fromEntries(PRICING_FIELD_KEYS.map((k) => [k, pricingRules[k].optional()])) as {
    [K in PricingFieldKey]: z.ZodOptional<z.ZodType<PricingValues[K]>>;
  }),
  ...(Object.fromEntries(
    ALIAS_KEYS.map((alias) => [alias, amount(PRICING_FIELDS[PRICING_ALIASES[alias]].label).optional()]),
  ) as { [A in AliasKey]: z.ZodOptional<z.ZodNumber> }),
};

type RawChange = Partial<PricingValues> & Partial<Record<AliasKey, number>>;

/** Both spellings of one charge with different values; the min/max storage bounds when both are given. */
const checkChange = (change: RawChange, ctx: z.core.$RefinementCtx) => {
  for (const alias of ALIAS_KEYS) {
    const name = PRICING_ALIASES[alias];
    if (change[alias] !== undefined && change[name] !== undefined && change[alias] !== change[name])
      ctx.addIssue({ code: 'custom', path: [alias], message: fill(MSG.pricingSpellingsDiffer, { alias, name }) });
  }
  const min = change.minimumStorageCharges;
  const max = change.maximumStorageCharges;
  if (min !== undefined && max !== undefined) {
    const message = storageRangeProblem({ minimumStorageCharges: min, maximumStorageCharges: max });
    if (message) ctx.addIssue({ code: 'custom', path: ['minimumStorageCharges'], message });
  }
};

/** The change under the lightning* names only. */
const normalise = <T extends RawChange>(change: T) => {
  const out: Record<string, unknown> = { ...change };
  for (const alias of ALIAS_KEYS) {
    if (out[alias] !== undefined) out[PRICING_ALIASES[alias]] ??= out[alias];
    delete out[alias];
  }
  return out as Omit<T, AliasKey>;
};

const unknownKey = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys' ? MSG.pricingFieldUnknown : undefined;

/**
 * A change to a rate card: any of its fields (missing ones keep their value), each checked
 * on its own, the lightning charges under either spelling (wlBaseCharges or
 * lightningBaseCharges, …) and answered under the lightning* names. Nothing else is taken.
 */
export const PricingPreferencesInput = z
  .strictObject(inputShape, { error: unknownKey })
  .superRefine(checkChange)
  .transform(normalise);
export type PricingPreferencesInput = z.output<typeof PricingPreferencesInput>;

/** An admin's change to one company's rate card (PUT /ums/ts/pricing-preferences). */
export const PricingPreferencesSetInput = z
  .strictObject(
    {
      // Missing is REQUIRED (no brand picked yet); anything but a company id is INVALID.
      companyId: z
        .string({ error: MSG.selectCompany })
        .max(100, MSG.selectCompany)
        .optional()
        .superRefine((id, ctx) => {
          if (!id) ctx.addIssue({ code: 'custom', message: MSG.selectCompany, params: { code: 'REQUIRED' } });
          else if (!z.uuid().safeParse(id).success) ctx.addIssue({ code: 'custom', message: MSG.selectCompany });
        })
        .transform((id) => id!),
      ...inputShape,
    },
    { error: unknownKey },
  )
  .superRefine(checkChange)
  .transform(normalise);
export type PricingPreferencesSetInput = z.output<typeof PricingPreferencesSetInput>;

/*
 * The admin's form: rupees (and a percentage) as typed, turned into paise (and basis points)
 * and then checked by the very schema the service checks with, so both say the same words.
 */

/** Basis points as the text of a percentage input (175 → '1.75'): hundredths, written as paise are. */
export const bpsToPercentText = paiseToRupeesText;

export type PricingFormValues = Record<PricingFieldKey, string>;

/** A rate card as the admin's form starts with it. */
export function pricingFormValues(values: PricingValues): PricingFormValues {
  const out: Record<string, string> = {};
  for (const key of PRICING_FIELD_KEYS) {
    const unit = PRICING_FIELDS[key].unit;
    const value = values[key];
    out[key] =
      unit === 'paise' || unit === 'bps' ? paiseToRupeesText(value as number) : String(value as string | number);
  }
  return out as PricingFormValues;
}

const fromForm = (text: string, unit: PricingFieldUnit): number | string => {
  // Rupees and percentages alike have at most 2 decimals: paise and basis points are hundredths.
  if (unit === 'paise' || unit === 'bps') return rupeesToPaise(text, { max: RATE_MAX_PAISE }) ?? Number.NaN;
  if (unit === 'days') return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
  return text;
};

/** The admin's form: every field as typed, checked as PricingPreferencesInput checks the change it makes. */
export const PricingPreferencesForm = z
  .object(
    Object.fromEntries(PRICING_FIELD_KEYS.map((k) => [k, z.string().max(100)])) as Record<PricingFieldKey, z.ZodString>,
  )
  .transform(
    (form) =>
      Object.fromEntries(PRICING_FIELD_KEYS.map((k) => [k, fromForm(form[k], PRICING_FIELDS[k].unit)])) as z.input<
        typeof PricingPreferencesInput
      >,
  )
  .pipe(PricingPreferencesInput);
