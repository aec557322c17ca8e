import { graphql } from 'react-relay';
import type { useInventoryAdjustMutation as InventoryAdjustMutation } from '../../__generated__/useInventoryAdjustMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// As with the inbound entry: the row's figures and its trail come back for the table
// and an open trail drawer.
const mutation = graphql`
  mutation useInventoryAdjustMutation($input: InventoryAdjustInput!) {
    inventoryAdjust(input: $input) {
      userErrors {
        field
        message
        code
      }
      inventoryRow {
        ...InventoryTable_row
        ...InventoryTrailDrawer_row
        ...InventoryTrailDrawer_trail
      }
    }
  }
`;

/** An adjustment (POST /inventory/adjust): a correction either way, or a step of a return. */
export function useInventoryAdjustMutation() {
  return useInputMutation<InventoryAdjustMutation, 'inventoryAdjust'>(mutation, 'inventoryAdjust', undefined, {
    idempotent: true,
  });
}
