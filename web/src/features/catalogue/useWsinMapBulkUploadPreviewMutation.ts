import { graphql } from 'react-relay';
import type { useWsinMapBulkUploadPreviewMutation as Mutation } from '../../__generated__/useWsinMapBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWsinMapBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    wsinMapBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Admins: reads the brand's sheet and checks every row; nothing is saved. Unstored: its answer is the sheet. */
export function useWsinMapBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<Mutation, 'wsinMapBulkUploadPreview'>(mutation, 'wsinMapBulkUploadPreview');
}
