import { graphql } from 'react-relay';
import type { useCodRemittanceBulkUploadSaveMutation as CodRemittanceBulkUploadSaveMutation } from '../../__generated__/useCodRemittanceBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// Unstored: nothing of its answer belongs in the store.
const mutation = graphql`
  mutation useCodRemittanceBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    codRemittanceBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Starts the background task that marks the sheet's AWBs paid. */
export function useCodRemittanceBulkUploadSaveMutation() {
  return useUnstoredInputMutation<CodRemittanceBulkUploadSaveMutation, 'codRemittanceBulkUploadSave'>(
    mutation,
    'codRemittanceBulkUploadSave',
    { idempotent: true },
  );
}
