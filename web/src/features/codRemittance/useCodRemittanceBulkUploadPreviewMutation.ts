import { graphql } from 'react-relay';
import type { useCodRemittanceBulkUploadPreviewMutation as CodRemittanceBulkUploadPreviewMutation } from '../../__generated__/useCodRemittanceBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useCodRemittanceBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    codRemittanceBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Reads a COD remittance sheet for one brand and checks every row; nothing is saved. Unstored: its answer is the sheet. */
export function useCodRemittanceBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<CodRemittanceBulkUploadPreviewMutation, 'codRemittanceBulkUploadPreview'>(
    mutation,
    'codRemittanceBulkUploadPreview',
  );
}
