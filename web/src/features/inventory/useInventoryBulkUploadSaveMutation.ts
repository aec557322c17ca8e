import { graphql } from 'react-relay';
import type { useInventoryBulkUploadSaveMutation as InventoryBulkUploadSaveMutation } from '../../__generated__/useInventoryBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// Unstored: nothing of its answer belongs in the store.
const mutation = graphql`
  mutation useInventoryBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    inventoryBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Starts the background task that adds the sheet's inbound entries. */
export function useInventoryBulkUploadSaveMutation() {
  return useUnstoredInputMutation<InventoryBulkUploadSaveMutation, 'inventoryBulkUploadSave'>(
    mutation,
    'inventoryBulkUploadSave',
    { idempotent: true },
  );
}
