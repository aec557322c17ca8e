import {
  STORAGE_CHARGE_TYPES,
  STORAGE_CHARGE_TYPE_LABELS,
  storageMeasureOf,
  type StorageChargeType,
} from '@parcelo/common';
import type { StorageChargeType as GqlStorageChargeType } from '../../__generated__/RateCard_pricingPreferences.graphql';

/*
 * The storage charge types go by the rate card's names (perUnitCharges) in the shared schema
 * and forms, and by GraphQL enum names (PER_UNIT_CHARGES) on the wire.
 */

export type KnownGqlStorageType = Exclude<GqlStorageChargeType, '%future added value'>;

/** perUnitCharges → PER_UNIT_CHARGES. */
export const gqlStorageType = (type: StorageChargeType) =>
  type.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() as KnownGqlStorageType;

/** PER_UNIT_CHARGES → perUnitCharges; an enum value this app does not know yet is null. */
export const storageTypeOf = (type: GqlStorageChargeType): StorageChargeType | null =>
  STORAGE_CHARGE_TYPES.find((t) => gqlStorageType(t) === type) ?? null;

/** What a type reads as; one this app does not know shows as itself. */
export const storageTypeLabel = (type: GqlStorageChargeType) => {
  const known = storageTypeOf(type);
  return known ? STORAGE_CHARGE_TYPE_LABELS[known] : type;
};

/** The select's options, in the rate card's order; a measure the warehouses do not count says what it charges instead. */
export const STORAGE_TYPE_OPTIONS = STORAGE_CHARGE_TYPES.map((t) => {
  const measure = storageMeasureOf(t);
  const uncounted = measure && !measure.counted;
  return {
    value: t,
    label: uncounted
      ? `${STORAGE_CHARGE_TYPE_LABELS[t]} (not counted yet: the minimum is charged)`
      : STORAGE_CHARGE_TYPE_LABELS[t],
  };
});
