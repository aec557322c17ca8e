import { graphql } from 'react-relay';
import type { useCatalogueBulkUploadPreviewMutation as CatalogueBulkUploadPreviewMutation } from '../../__generated__/useCatalogueBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useCatalogueBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    catalogueBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Reads an Upload Bulk Catalogs sheet and checks every cell; nothing is saved. Unstored: its answer is every row of the sheet. */
export function useCatalogueBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<CatalogueBulkUploadPreviewMutation, 'catalogueBulkUploadPreview'>(
    mutation,
    'catalogueBulkUploadPreview',
  );
}
