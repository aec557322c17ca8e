import type { LedgerKind } from '../inventory.js';

/** Inventory row: one WSIN at one warehouse; the figures are sums of its ledger. */
export interface InventoryRecord {
  id: string;
  companyId: string;
  warehouseId: string;
  wsinId: string;
  wsin: string;
  name: string;
  scannedStock: number;
  inboundAccepted: number;
  inboundRejected: number;
  outboundDelivered: number;
  outboundOut: number;
  returnedIn: number;
  returnAccepted: number;
  returnMissing: number;
  returnDamaged: number;
  adjustedInventory: number;
  blockedStock: number;
  safeStock: number;
  currentStock: number;
  availableStock: number;
  updatedAt: string;
}

/** One ledger entry as the inventory trail shows it. */
export interface InventoryTrailRecord {
  id: string;
  inventoryId: string;
  kind: LedgerKind;
  quantity: number;
  remarks: string;
  availableQuantityChange: number;
  actorName: string;
  orderId: string | null;
  entryDate: string | null;
  createdAt: string;
}
