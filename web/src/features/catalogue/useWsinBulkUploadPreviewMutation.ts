import { graphql } from 'react-relay';
import type { useWsinBulkUploadPreviewMutation as Mutation } from '../../__generated__/useWsinBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWsinBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    wsinBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Admins: reads the brand's sheet and checks every row; nothing is saved. Unstored: its answer is the sheet. */
export function useWsinBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<Mutation, 'wsinBulkUploadPreview'>(mutation, 'wsinBulkUploadPreview');
}
