import { graphql } from 'react-relay';
import type { useInventoryScanAddMutation as InventoryScanAddMutation } from '../../__generated__/useInventoryScanAddMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The stock rows come back with their figures, so an inventory list already in the
// store shows the added stock without a refetch.
const mutation = graphql`
  mutation useInventoryScanAddMutation($input: InventoryScanAddInput!) {
    inventoryScanAdd(input: $input) {
      userErrors {
        field
        message
        code
      }
      inventoryRows {
        id
        wsin
        name
        scannedStock
        adjustedInventory
        currentStock
        availableStock
        updatedAt
      }
    }
  }
`;

/** Scan-and-add: the scanned WSINs added at one warehouse, all or none. */
export function useInventoryScanAddMutation() {
  return useInputMutation<InventoryScanAddMutation, 'inventoryScanAdd'>(mutation, 'inventoryScanAdd', undefined, {
    idempotent: true,
  });
}
