/** An inventory row's figures (Inventory row), in the order the table and the trail drawer show them. */

export type InventoryFigureKey =
  | 'scannedStock'
  | 'inboundAccepted'
  | 'inboundRejected'
  | 'outboundDelivered'
  | 'outboundOut'
  | 'returnedIn'
  | 'returnAccepted'
  | 'returnMissing'
  | 'returnDamaged'
  | 'adjustedInventory'
  | 'blockedStock'
  | 'safeStock'
  | 'currentStock'
  | 'availableStock';

export type InventoryFigureGroup = 'Inbound' | 'Outbound' | 'Returns' | 'Stock';

export interface InventoryFigure {
  key: InventoryFigureKey;
  /** The table's column header. */
  label: string;
  /** The drawer's label, within its group. */
  short: string;
  group: InventoryFigureGroup;
}

export const INVENTORY_FIGURES: readonly InventoryFigure[] = [
  { key: 'scannedStock', label: 'Scanned', short: 'Scanned', group: 'Inbound' },
  { key: 'inboundAccepted', label: 'Inbound accepted', short: 'Accepted', group: 'Inbound' },
  { key: 'inboundRejected', label: 'Inbound rejected', short: 'Rejected', group: 'Inbound' },
  { key: 'outboundDelivered', label: 'Outbound delivered', short: 'Delivered', group: 'Outbound' },
  { key: 'outboundOut', label: 'Outbound out', short: 'Out', group: 'Outbound' },
  { key: 'returnedIn', label: 'Returned in', short: 'In', group: 'Returns' },
  { key: 'returnAccepted', label: 'Return accepted', short: 'Accepted', group: 'Returns' },
  { key: 'returnMissing', label: 'Return missing', short: 'Missing', group: 'Returns' },
  { key: 'returnDamaged', label: 'Return damaged', short: 'Damaged', group: 'Returns' },
  { key: 'adjustedInventory', label: 'Adjusted', short: 'Adjusted', group: 'Stock' },
  { key: 'blockedStock', label: 'Blocked', short: 'Blocked', group: 'Stock' },
  { key: 'safeStock', label: 'Safe stock', short: 'Safe stock', group: 'Stock' },
  { key: 'currentStock', label: 'Current', short: 'Current', group: 'Stock' },
  { key: 'availableStock', label: 'Available', short: 'Available', group: 'Stock' },
];

export const FIGURE_GROUPS: readonly InventoryFigureGroup[] = ['Stock', 'Inbound', 'Outbound', 'Returns'];

/** The figures of one group, in table order. */
export function figuresOf(group: InventoryFigureGroup): readonly InventoryFigure[] {
  return INVENTORY_FIGURES.filter((figure) => figure.group === group);
}

/**
 * Available stock shows red when it is gone or below the row's safe stock, so rows to
 * restock stand out.
 */
export function availableIsLow(row: { readonly availableStock: number; readonly safeStock: number }): boolean {
  return row.availableStock <= 0 || row.availableStock < row.safeStock;
}
