import { graphql } from 'react-relay';
import type { useExternalRetailerBulkUploadSaveMutation as Mutation } from '../../__generated__/useExternalRetailerBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useExternalRetailerBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    externalRetailerBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Admins: starts the task adding or merging the sheet's shops; saving again after a lost answer starts it once. */
export function useExternalRetailerBulkUploadSaveMutation() {
  return useUnstoredInputMutation<Mutation, 'externalRetailerBulkUploadSave'>(
    mutation,
    'externalRetailerBulkUploadSave',
    { idempotent: true },
  );
}
