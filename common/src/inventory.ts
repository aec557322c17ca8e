import { plural } from './plural.js';
import { MSG, fill } from './messages.js';
import type { Rule } from './validation.js';

/**
 * Every stock movement is one ledger entry of a kind; a row's figures (Inventory row)
 * are the sums of its entries by kind. Quantities are positive except ADJUSTMENT, which
 * carries its sign, and BLOCK, which is negative when a block is released.
 */
export const LEDGER_KINDS = [
  'SCAN',
  'INBOUND_ACCEPTED',
  'INBOUND_REJECTED',
  'OUTBOUND_DELIVERED',
  'OUTBOUND_OUT',
  'RETURN_IN',
  'RETURN_ACCEPTED',
  'RETURN_MISSING',
  'RETURN_DAMAGED',
  'ADJUSTMENT',
  'BLOCK',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The figure each kind adds to. */
export const FIGURE_OF_KIND = {
  SCAN: 'scannedStock',
  INBOUND_ACCEPTED: 'inboundAccepted',
  INBOUND_REJECTED: 'inboundRejected',
  OUTBOUND_DELIVERED: 'outboundDelivered',
  OUTBOUND_OUT: 'outboundOut',
  RETURN_IN: 'returnedIn',
  RETURN_ACCEPTED: 'returnAccepted',
  RETURN_MISSING: 'returnMissing',
  RETURN_DAMAGED: 'returnDamaged',
  ADJUSTMENT: 'adjustedInventory',
  BLOCK: 'blockedStock',
} as const satisfies Record<LedgerKind, string>;

export type InventoryFigure = (typeof FIGURE_OF_KIND)[LedgerKind];
export type InventoryFigures = Record<InventoryFigure, number> & { currentStock: number; availableStock: number };

/** Stock on the shelf: what came in and stayed, less what went out. Rejected, missing and damaged units never count. */
export const currentStockOf = (f: Record<InventoryFigure, number>) =>
  f.scannedStock + f.inboundAccepted + f.returnAccepted + f.adjustedInventory - f.outboundOut - f.outboundDelivered;

/** Available = current − |blocked|. */
export const availableStockOf = (f: Record<InventoryFigure, number>) => currentStockOf(f) - Math.abs(f.blockedStock);

/** Figures from sums by kind (missing kinds are zero). */
export function figuresOf(sums: Partial<Record<LedgerKind, number>>): InventoryFigures {
  const base = Object.fromEntries(LEDGER_KINDS.map((k) => [FIGURE_OF_KIND[k], Number(sums[k] ?? 0)])) as Record<
    InventoryFigure,
    number
  >;
  return { ...base, currentStock: currentStockOf(base), availableStock: availableStockOf(base) };
}

/** How one entry moves available stock (the trail's availableQuantityChange). */
export function availableChange(kind: LedgerKind, quantity: number): number {
  switch (kind) {
    case 'SCAN':
    case 'INBOUND_ACCEPTED':
    case 'RETURN_ACCEPTED':
    case 'ADJUSTMENT':
      return quantity;
    case 'OUTBOUND_OUT':
    case 'OUTBOUND_DELIVERED':
    case 'BLOCK':
      return -quantity;
    default:
      return 0;
  }
}

/** POST /inventory/adjust's inventoryAdjustmentType: a correction either way, or a step of a return. */
export const ADJUSTMENT_TYPES = [
  'INCREASE',
  'DECREASE',
  'RETURN_IN',
  'RETURN_ACCEPTED',
  'RETURN_MISSING',
  'RETURN_DAMAGED',
] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];
export const ADJUSTMENT_LABELS: Record<AdjustmentType, string> = {
  INCREASE: 'Increase stock',
  DECREASE: 'Decrease stock',
  RETURN_IN: 'Return received',
  RETURN_ACCEPTED: 'Return accepted',
  RETURN_MISSING: 'Return missing',
  RETURN_DAMAGED: 'Return damaged',
};

/**
 * Scan-and-add's success message: the units added (every scan is one) and what of: the
 * WSIN when there is one, else how many distinct WSINs ('Added 3 units of 2 WSINs').
 */
export function scanAddedMessage(units: number, wsins: readonly string[]): string {
  const distinct = [...new Map(wsins.map((w) => [w.trim().toUpperCase(), w.trim()])).values()];
  return fill(MSG.scanAdded, {
    units: plural(units, 'unit'),
    wsin: distinct.length === 1 ? distinct[0]! : plural(distinct.length, 'WSIN'),
  });
}

/** Scan-and-add's actionType: inbound stock, or any other addition with a reason. */
export const SCAN_ACTION_TYPES = ['inbound', 'other'] as const;
export type ScanActionType = (typeof SCAN_ACTION_TYPES)[number];

export const LEDGER_LABELS: Record<LedgerKind, string> = {
  SCAN: 'Scanned in',
  INBOUND_ACCEPTED: 'Inbound accepted',
  INBOUND_REJECTED: 'Inbound rejected',
  OUTBOUND_DELIVERED: 'Delivered',
  OUTBOUND_OUT: 'Shipped out',
  RETURN_IN: 'Return received',
  RETURN_ACCEPTED: 'Return accepted',
  RETURN_MISSING: 'Return missing',
  RETURN_DAMAGED: 'Return damaged',
  ADJUSTMENT: 'Adjusted',
  BLOCK: 'Blocked for orders',
};

interface InboundValues {
  date: string;
  inboundAccepted: string | number;
  inboundRejected: string | number;
  remark: string;
}

/**
 * What the inbound form still needs before Add, as its hint names it: every field filled, and
 * some units received. A zero in one count is a real figure (a clean receipt rejects none); a
 * receipt of nothing at all is the "zero counts as empty" the form refuses.
 */
export function inboundMissing(v: InboundValues): string[] {
  const count = (n: string | number) => {
    const s = String(n).trim();
    return s === '' || !Number.isFinite(Number(s)) ? null : Number(s);
  };
  const accepted = count(v.inboundAccepted);
  const rejected = count(v.inboundRejected);
  const missing: string[] = [];
  if (!v.date.trim()) missing.push('the date');
  if (accepted === null) missing.push('the units accepted');
  if (rejected === null) missing.push('the units rejected (0 if none)');
  if (accepted === 0 && rejected === 0) missing.push('at least one unit accepted or rejected');
  if (!v.remark.trim()) missing.push('a remark');
  return missing;
}

/** The inbound form's Add is enabled only when nothing is missing. */
export const inboundComplete = (v: InboundValues): boolean => inboundMissing(v).length === 0;

/** A WSIN map as the product shows it: 'x + y', each with its quantity when more than one. */
export function wsinMapLabel(map: readonly { wsin: string; quantity: number }[]): string {
  if (!map.length) return MSG.wsinNotGenerated;
  return map.map((m) => (m.quantity > 1 ? `${m.wsin} × ${m.quantity}` : m.wsin)).join(' + ');
}

/** A bundle can be made as many times as its scarcest component allows. */
export function bundleAvailable(components: readonly { quantity: number; available: number }[]): number {
  if (!components.length) return 0;
  return Math.max(0, Math.min(...components.map((c) => Math.floor(Math.max(0, c.available) / c.quantity))));
}

export const catalogueActiveLabel = (active: number) => (active === 1 ? MSG.catalogueActive : MSG.catalogueInactive);

/** HSN Code is required. Codes are 2 to 8 digits. */
export const hsnRule: Rule = (v) => {
  const s = v.trim();
  if (!s) return MSG.hsnRequired;
  return /^\d{2,8}$/.test(s) ? null : fill(MSG.invalidField, { field: 'HSN Code' });
};

/** Fulfilment details: an http(s) address. Empty passes; pair with requiredRule. */
export const urlRule: Rule = (v) => {
  const s = v.trim();
  if (!s) return null;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:' ? null : MSG.urlInvalid;
  } catch {
    return MSG.urlInvalid;
  }
};

/** Image upload: jpg, jpeg, png, webp. */
export const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const imageRule = (fileName: string): string | null =>
  IMAGE_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ? null : MSG.imagesOnly;
/** Crop aspect ratio 3 (width three times the height). */
export const PRODUCT_IMAGE_ASPECT = 3;

/** Fulfilment packing, per item and per order. */
export type PackItemStatus = 'NOT_SCANNED' | 'PARTIALLY_SCANNED' | 'SCANNED';
export type PackOrderStatus = 'PENDING' | 'PARTIALLY_PACKED' | 'PACKED';
export const PACK_ITEM_LABELS: Record<PackItemStatus, string> = {
  NOT_SCANNED: 'Not Scanned',
  PARTIALLY_SCANNED: 'Partially Scanned',
  SCANNED: 'Scanned',
};
export const PACK_ORDER_LABELS: Record<PackOrderStatus, string> = {
  PENDING: 'Pending',
  PARTIALLY_PACKED: MSG.packedPartially,
  PACKED: 'Packed',
};

export const packItemStatus = (i: { quantity: number; scanned: number }): PackItemStatus =>
  i.scanned <= 0 ? 'NOT_SCANNED' : i.scanned < i.quantity ? 'PARTIALLY_SCANNED' : 'SCANNED';

export function packOrderStatus(items: readonly { quantity: number; scanned: number }[]): PackOrderStatus {
  if (items.length && items.every((i) => i.scanned >= i.quantity)) return 'PACKED';
  return items.some((i) => i.scanned > 0) ? 'PARTIALLY_PACKED' : 'PENDING';
}
