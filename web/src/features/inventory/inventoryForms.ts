import { ADJUSTMENT_LABELS, ADJUSTMENT_TYPES, type AdjustmentType } from '@parcelo/common';

/** The adjustment types (inventoryAdjustmentType) with their labels, for the type select. */
export const ADJUSTMENT_OPTIONS: readonly { value: AdjustmentType; label: string }[] = ADJUSTMENT_TYPES.map((type) => ({
  value: type,
  label: ADJUSTMENT_LABELS[type],
}));

/** A row named in a dialog's description: "CHAI-250 · Masala Chai 250g · Delhi Central". */
export function rowSubtitle(row: {
  readonly wsin: string;
  readonly name: string;
  readonly warehouse?: { readonly name: string } | null;
}): string {
  return [row.wsin, row.name, row.warehouse?.name].filter(Boolean).join(' · ');
}
