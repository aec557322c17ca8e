import { graphql } from 'react-relay';
import type { useCatalogueBulkUploadSaveMutation as CatalogueBulkUploadSaveMutation } from '../../__generated__/useCatalogueBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// Unstored: nothing of its answer belongs in the store.
const mutation = graphql`
  mutation useCatalogueBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    catalogueBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Starts the background task that creates the sheet's products, or updates those whose SKU exists. */
export function useCatalogueBulkUploadSaveMutation() {
  return useUnstoredInputMutation<CatalogueBulkUploadSaveMutation, 'catalogueBulkUploadSave'>(
    mutation,
    'catalogueBulkUploadSave',
    { idempotent: true },
  );
}
