import { graphql } from 'react-relay';
import type { useExternalRetailerBulkUploadPreviewMutation as Mutation } from '../../__generated__/useExternalRetailerBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useExternalRetailerBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    externalRetailerBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Admins: reads the brand's sheet of shops and checks every row; nothing is saved. Unstored: its answer is the sheet. */
export function useExternalRetailerBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<Mutation, 'externalRetailerBulkUploadPreview'>(
    mutation,
    'externalRetailerBulkUploadPreview',
  );
}
