import { graphql, readInlineData } from 'react-relay';
import type { inventoryFigureValues_row$key } from '../../__generated__/inventoryFigureValues_row.graphql';
import type { InventoryFigureKey } from './inventoryFigures';

// The figures as the table and the trail drawer read them (by key, in INVENTORY_FIGURES'
// order), selected here so the rows that show them need not list them: a row's live figures,
// or the row as it stood at the end of a day.
const figuresFragment = graphql`
  fragment inventoryFigureValues_row on InventoryFigures @inline {
    scannedStock
    inboundAccepted
    inboundRejected
    outboundDelivered
    outboundOut
    returnedIn
    returnAccepted
    returnMissing
    returnDamaged
    adjustedInventory
    blockedStock
    safeStock
    currentStock
    availableStock
  }
`;

export type InventoryFigureValues = Readonly<Record<InventoryFigureKey, number>>;

/** An inventory row's figures (now, or at the end of a day), by key. */
export function readInventoryFigures(row: inventoryFigureValues_row$key): InventoryFigureValues {
  const figures = readInlineData(figuresFragment, row);
  return {
    scannedStock: figures.scannedStock,
    inboundAccepted: figures.inboundAccepted,
    inboundRejected: figures.inboundRejected,
    outboundDelivered: figures.outboundDelivered,
    outboundOut: figures.outboundOut,
    returnedIn: figures.returnedIn,
    returnAccepted: figures.returnAccepted,
    returnMissing: figures.returnMissing,
    returnDamaged: figures.returnDamaged,
    adjustedInventory: figures.adjustedInventory,
    blockedStock: figures.blockedStock,
    safeStock: figures.safeStock,
    currentStock: figures.currentStock,
    availableStock: figures.availableStock,
  };
}
