import { ADJUSTMENT_LABELS, ADJUSTMENT_TYPES, fill, MSG, type AdjustmentType, type Rule } from '@parcelo/common';
import { isIsoDate } from '../../lib/format';

/** A day written YYYY-MM-DD (the date inputs write nothing else). Empty passes; pair with requiredRule. */
export const dateRule: Rule = (value) =>
  !value.trim() || isIsoDate(value.trim()) ? null : fill(MSG.invalidField, { field: 'Date' });

/** The adjustment types (inventoryAdjustmentType) with their labels, for the type select. */
export const ADJUSTMENT_OPTIONS: readonly { value: AdjustmentType; label: string }[] = ADJUSTMENT_TYPES.map((type) => ({
  value: type,
  label: ADJUSTMENT_LABELS[type],
}));

export function isAdjustmentType(value: string): value is AdjustmentType {
  return (ADJUSTMENT_TYPES as readonly string[]).includes(value);
}

/** Whether the type must be one of the listed ones. Empty passes; pair with requiredRule. */
export const adjustmentTypeRule: Rule = (value) =>
  !value || isAdjustmentType(value)
    ? null
    : fill(MSG.acceptsOnly, { values: ADJUSTMENT_OPTIONS.map((o) => o.label).join(', ') });

/** A row named in a dialog's description: "CHAI-250 · Masala Chai 250g · Delhi Central". */
export function rowSubtitle(row: {
  readonly wsin: string;
  readonly name: string;
  readonly warehouse?: { readonly name: string } | null;
}): string {
  return [row.wsin, row.name, row.warehouse?.name].filter(Boolean).join(' · ');
}
