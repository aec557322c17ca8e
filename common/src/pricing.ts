import type { PricingPreferencesRecord } from './billing.js';

/*
 * What a rate card charges, worked out from its figures. Pure, so every service that earns a
 * charge (shipping on delivery, COD handling, storage in the monthly run) gets the same paise.
 */

type Rates = Pick<
  PricingPreferencesRecord,
  'lightningBaseCharges' | 'lightningPriceUpto2Kgs' | 'lightningPriceAfter2Kgs'
>;

/** The weight up to which a shipment pays the first tier. */
export const FIRST_TIER_GRAMS = 2_000;

/**
 * A shipment's shipping charge: the base charge plus the up-to-2 kg rate, plus the after-2 kg
 * rate for each started kilogram above 2 kg of chargeable weight (2.001 kg pays one more kg).
 */
export function shippingChargeOf(prefs: Rates, { chargeableGrams }: { chargeableGrams: number }): number {
  const grams = Number.isFinite(chargeableGrams) && chargeableGrams > 0 ? chargeableGrams : 0;
  const extraKgs = grams > FIRST_TIER_GRAMS ? Math.ceil((grams - FIRST_TIER_GRAMS) / 1_000) : 0;
  return prefs.lightningBaseCharges + prefs.lightningPriceUpto2Kgs + extraKgs * prefs.lightningPriceAfter2Kgs;
}

/**
 * A COD order's handling charge: the larger of the fixed fee and the percentage (basis points)
 * of the amount collected, rounded to the nearest paisa.
 */
export function codHandlingOf(
  prefs: Pick<PricingPreferencesRecord, 'codHandlingCharges' | 'wlCODHandlingCharges'>,
  codPaise: number,
): number {
  const amount = Number.isFinite(codPaise) && codPaise > 0 ? codPaise : 0;
  return Math.max(prefs.codHandlingCharges, Math.round((amount * prefs.wlCODHandlingCharges) / 10_000));
}

/**
 * A month's storage charge: the fixed amount, or the rate times what is stored (units, boxes,
 * pallets or square feet, as the type says), kept within the minimum and the maximum (a
 * maximum of 0 is no maximum).
 */
export function storageChargeOf(
  prefs: Pick<
    PricingPreferencesRecord,
    'storageChargeType' | 'storageCharges' | 'minimumStorageCharges' | 'maximumStorageCharges'
  >,
  quantity: number,
): number {
  const stored = Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  const raw =
    prefs.storageChargeType === 'fixedStorageCharges'
      ? prefs.storageCharges
      : Math.round(prefs.storageCharges * stored);
  const atLeast = Math.max(raw, prefs.minimumStorageCharges);
  return prefs.maximumStorageCharges > 0 ? Math.min(atLeast, prefs.maximumStorageCharges) : atLeast;
}
