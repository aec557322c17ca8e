import { graphql } from 'react-relay';
import type { useInventoryInboundAddMutation as InventoryInboundAddMutation } from '../../__generated__/useInventoryInboundAddMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row comes back with the table row's and the trail drawer's fields (its trail
// too), so the list and an open drawer show the new figures and entries through the store.
const mutation = graphql`
  mutation useInventoryInboundAddMutation($input: InventoryInboundAddInput!) {
    inventoryInboundAdd(input: $input) {
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

/** An inbound entry (POST /inventory/add): accepted and rejected units on a day, with a remark. */
export function useInventoryInboundAddMutation() {
  return useInputMutation<InventoryInboundAddMutation, 'inventoryInboundAdd'>(
    mutation,
    'inventoryInboundAdd',
    undefined,
    { idempotent: true },
  );
}
