import { graphql } from 'react-relay';
import type { useShippingAdjustmentsBulkUploadPreviewMutation as ShippingAdjustmentsBulkUploadPreviewMutation } from '../../__generated__/useShippingAdjustmentsBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useShippingAdjustmentsBulkUploadPreviewMutation($input: BulkUploadPreviewInput!) {
    shippingAdjustmentsBulkUploadPreview(input: $input) {
      ...bulkMutations_sheetPreview @relay(mask: false)
    }
  }
`;

/** Reads a shipping adjustment sheet (AWBs and measured weights) and checks every cell; nothing is saved. Unstored: its answer is every row of the sheet. */
export function useShippingAdjustmentsBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<ShippingAdjustmentsBulkUploadPreviewMutation, 'shippingAdjustmentsBulkUploadPreview'>(
    mutation,
    'shippingAdjustmentsBulkUploadPreview',
  );
}
