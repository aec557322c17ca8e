import { graphql } from 'react-relay';
import type { useBeatBulkUploadPreviewMutation as Mutation } from '../../__generated__/useBeatBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useBeatBulkUploadPreviewMutation($input: BeatBulkUploadPreviewInput!) {
    beatBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Admins: reads a sheet of ready-made beats and checks every row; nothing is saved. Unstored: its answer is the sheet. */
export function useBeatBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<Mutation, 'beatBulkUploadPreview'>(mutation, 'beatBulkUploadPreview');
}
