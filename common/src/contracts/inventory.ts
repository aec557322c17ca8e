import { z } from 'zod';
import { LEDGER_KINDS } from '../inventory.js';

/** Inventory row: one WSIN at one warehouse; the figures are sums of its ledger. */
export const InventoryRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  warehouseId: z.string(),
  wsinId: z.string(),
  wsin: z.string(),
  name: z.string(),
  scannedStock: z.number().int(),
  inboundAccepted: z.number().int(),
  inboundRejected: z.number().int(),
  outboundDelivered: z.number().int(),
  outboundOut: z.number().int(),
  returnedIn: z.number().int(),
  returnAccepted: z.number().int(),
  returnMissing: z.number().int(),
  returnDamaged: z.number().int(),
  adjustedInventory: z.number().int(),
  blockedStock: z.number().int(),
  safeStock: z.number().int(),
  currentStock: z.number().int(),
  availableStock: z.number().int(),
  updatedAt: z.string(),
});
export type InventoryRecord = z.infer<typeof InventoryRecordSchema>;

/** One ledger entry as the inventory trail shows it. */
export const InventoryTrailRecordSchema = z.object({
  id: z.string(),
  inventoryId: z.string(),
  kind: z.enum(LEDGER_KINDS),
  quantity: z.number().int(),
  remarks: z.string(),
  availableQuantityChange: z.number().int(),
  actorName: z.string(),
  orderId: z.string().nullable(),
  entryDate: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryTrailRecord = z.infer<typeof InventoryTrailRecordSchema>;
