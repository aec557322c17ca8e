import { graphql } from 'react-relay';
import type { useRetailDiscountBulkUploadPreviewMutation as Mutation } from '../../__generated__/useRetailDiscountBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useRetailDiscountBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    retailDiscountBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Admins: reads the brand's discount sheet and checks every row; nothing is saved. Unstored: its answer is the sheet. */
export function useRetailDiscountBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<Mutation, 'retailDiscountBulkUploadPreview'>(
    mutation,
    'retailDiscountBulkUploadPreview',
  );
}
