import { graphql } from 'react-relay';
import type { useInventoryBulkUploadPreviewMutation as InventoryBulkUploadPreviewMutation } from '../../__generated__/useInventoryBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useInventoryBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    inventoryBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Reads a bulk inventory sheet (inbound entries) and checks every cell; nothing is saved. Unstored: its answer is every row of the sheet. */
export function useInventoryBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<InventoryBulkUploadPreviewMutation, 'inventoryBulkUploadPreview'>(
    mutation,
    'inventoryBulkUploadPreview',
  );
}
