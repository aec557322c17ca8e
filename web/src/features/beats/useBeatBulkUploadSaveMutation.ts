import { graphql } from 'react-relay';
import type { useBeatBulkUploadSaveMutation as Mutation } from '../../__generated__/useBeatBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useBeatBulkUploadSaveMutation($input: BeatBulkUploadSaveInput!) {
    beatBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Admins: starts the task saving the sheet's beats; saving again after a lost answer creates them once. */
export function useBeatBulkUploadSaveMutation() {
  return useUnstoredInputMutation<Mutation, 'beatBulkUploadSave'>(mutation, 'beatBulkUploadSave', {
    idempotent: true,
  });
}
