import { graphql } from 'react-relay';
import type { useWsinMapBulkUploadSaveMutation as Mutation } from '../../__generated__/useWsinMapBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWsinMapBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    wsinMapBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Admins: starts the background task doing the sheet's rows; saving again after a lost answer starts it once. */
export function useWsinMapBulkUploadSaveMutation() {
  return useUnstoredInputMutation<Mutation, 'wsinMapBulkUploadSave'>(mutation, 'wsinMapBulkUploadSave', {
    idempotent: true,
  });
}
