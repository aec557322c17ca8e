import { graphql } from 'react-relay';
import type { useOrdersBulkUploadSaveMutation as OrdersBulkUploadSaveMutation } from '../../__generated__/useOrdersBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// Unstored: nothing of its answer belongs in the store.
const mutation = graphql`
  mutation useOrdersBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    ordersBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Starts the background task that creates the sheet's orders. */
export function useOrdersBulkUploadSaveMutation() {
  return useUnstoredInputMutation<OrdersBulkUploadSaveMutation, 'ordersBulkUploadSave'>(
    mutation,
    'ordersBulkUploadSave',
    { idempotent: true },
  );
}
