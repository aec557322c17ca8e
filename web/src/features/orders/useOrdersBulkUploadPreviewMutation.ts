import { graphql } from 'react-relay';
import type { useOrdersBulkUploadPreviewMutation as OrdersBulkUploadPreviewMutation } from '../../__generated__/useOrdersBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useOrdersBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    ordersBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Reads a bulk orders sheet and checks every cell; nothing is saved. Unstored: its answer is every row of the sheet. */
export function useOrdersBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<OrdersBulkUploadPreviewMutation, 'ordersBulkUploadPreview'>(
    mutation,
    'ordersBulkUploadPreview',
  );
}
