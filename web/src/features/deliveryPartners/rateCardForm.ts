import {
  MSG,
  RATE_MAX_PAISE,
  ZONES,
  bpsToPercentText,
  fill,
  paiseToRupeesText,
  rupeesToPaise,
  z,
  type Zone,
} from '@parcelo/common';

/*
 * The rate card editor's form: prices typed in rupees, the COD share in percent, sent as paise
 * and basis points. Pure, so its conversions are tested beside it.
 */

const ratePaise = (text: string) => rupeesToPaise(text, { max: RATE_MAX_PAISE });

const rupees = (label: string) =>
  z.string().refine((v) => ratePaise(v) !== null, fill(MSG.invalidField, { field: label }));
const days = z
  .string()
  .regex(/^\d{1,2}$/, fill(MSG.invalidField, { field: 'Estimated days' }))
  .refine((v) => Number(v) >= 1, fill(MSG.invalidField, { field: 'Estimated days' }));

const zoneRow = z.object({ base: rupees('Base price'), additional: rupees('Additional slab price'), days });

export const RATE_CARD_FORM = z.object({
  slabGrams: z
    .string()
    .regex(/^\d{2,5}$/, fill(MSG.invalidField, { field: 'Slab' }))
    .refine((v) => Number(v) >= 50 && Number(v) <= 10_000, fill(MSG.invalidField, { field: 'Slab' })),
  codFixed: rupees('COD charge'),
  codPercent: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, fill(MSG.invalidField, { field: 'COD %' }))
    .refine((v) => Number(v) <= 100, fill(MSG.invalidField, { field: 'COD %' })),
  zones: z.object(Object.fromEntries(ZONES.map((zone) => [zone, zoneRow])) as Record<Zone, typeof zoneRow>),
});

export type RateCardValues = {
  slabGrams: string;
  codFixed: string;
  codPercent: string;
  zones: Record<Zone, { base: string; additional: string; days: string }>;
};

interface SavedCard {
  readonly slabGrams: number;
  readonly codFixedPaise: number;
  readonly codBasisPoints: number;
  readonly zones: readonly {
    readonly zone: string;
    readonly basePaise: number;
    readonly additionalPaise: number;
    readonly days: number;
  }[];
}

/** The form's starting values: the saved card, or an empty one with a 500 g slab. */
export function rateCardValues(card: SavedCard | null | undefined): RateCardValues {
  const byZone = new Map(card?.zones.map((z) => [z.zone, z]));
  return {
    slabGrams: String(card?.slabGrams ?? 500),
    codFixed: card ? paiseToRupeesText(card.codFixedPaise) : '',
    codPercent: card ? bpsToPercentText(card.codBasisPoints) : '',
    zones: Object.fromEntries(
      ZONES.map((zone) => {
        const z = byZone.get(zone);
        return [
          zone,
          z
            ? {
                base: paiseToRupeesText(z.basePaise),
                additional: paiseToRupeesText(z.additionalPaise),
                days: String(z.days),
              }
            : { base: '', additional: '', days: '' },
        ];
      }),
    ) as RateCardValues['zones'],
  };
}

/** The mutation's input for checked values. */
export function rateCardInput(values: RateCardValues) {
  return {
    slabGrams: Number(values.slabGrams),
    codFixedPaise: ratePaise(values.codFixed) ?? 0,
    // Basis points are hundredths of a percent, read exactly as paise are of a rupee.
    codBasisPoints: rupeesToPaise(values.codPercent, { max: 10_000 }) ?? 0,
    zones: ZONES.map((zone) => ({
      zone,
      basePaise: ratePaise(values.zones[zone].base) ?? 0,
      additionalPaise: ratePaise(values.zones[zone].additional) ?? 0,
      days: Number(values.zones[zone].days),
    })),
  };
}
