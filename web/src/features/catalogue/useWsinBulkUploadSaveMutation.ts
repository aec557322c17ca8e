import { graphql } from 'react-relay';
import type { useWsinBulkUploadSaveMutation as Mutation } from '../../__generated__/useWsinBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWsinBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    wsinBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Admins: starts the background task doing the sheet's rows; saving again after a lost answer starts it once. */
export function useWsinBulkUploadSaveMutation() {
  return useUnstoredInputMutation<Mutation, 'wsinBulkUploadSave'>(mutation, 'wsinBulkUploadSave', { idempotent: true });
}
