import { graphql } from 'react-relay';
import type { useRetailDiscountBulkUploadSaveMutation as Mutation } from '../../__generated__/useRetailDiscountBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useRetailDiscountBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    retailDiscountBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Admins: starts the background task adding the sheet's discounts; saving again after a lost answer starts it once. */
export function useRetailDiscountBulkUploadSaveMutation() {
  return useUnstoredInputMutation<Mutation, 'retailDiscountBulkUploadSave'>(mutation, 'retailDiscountBulkUploadSave', {
    idempotent: true,
  });
}
