import { ADJUSTMENT_TYPES, SCAN_ACTION_TYPES } from '../inventory.js';
import { MSG } from '../messages.js';
import { acceptsOnly } from '../validation.js';
import { choice, isoDate, number, text, units, z } from './fields.js';

const count = (label: string) => number({ label, int: true, min: 0, max: 1_000_000 });

/** Inbound stock for one stock row. */
export const AddInventoryInput = z.object({
  date: isoDate('Date'),
  inboundAccepted: count('Inbound accepted'),
  inboundRejected: count('Inbound rejected'),
  remark: text('Remark', [], 500),
});

export const AdjustInventoryInput = z.object({
  date: isoDate('Date'),
  quantity: number({ label: 'Quantity', int: true, min: 1, minMessage: MSG.quantityMin, max: 1_000_000 }),
  remark: text('Remark', [], 500),
  inventoryAdjustmentType: choice('Adjustment type', ADJUSTMENT_TYPES),
});

/** Stock scanned in at a warehouse, one row per WSIN. */
export const ScanAddInput = z.object({
  companyId: z.string().uuid().optional(),
  warehouseId: z.string({ error: MSG.selectWarehouse }).uuid(MSG.selectWarehouse),
  rows: z
    .array(
      z.object({
        wsin: text('WSIN', [], 64),
        quantity: units(),
        actionType: z.enum(SCAN_ACTION_TYPES, { error: acceptsOnly(SCAN_ACTION_TYPES) }),
        reason: z.string().trim().max(500).default(''),
      }),
    )
    .min(1, 'Scan at least one item')
    .max(500),
});
