import { graphql } from 'react-relay';
import type { useShippingAdjustmentsBulkUploadSaveMutation as ShippingAdjustmentsBulkUploadSaveMutation } from '../../__generated__/useShippingAdjustmentsBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// Unstored: nothing of its answer belongs in the store.
const mutation = graphql`
  mutation useShippingAdjustmentsBulkUploadSaveMutation($input: BulkUploadSaveInput!) {
    shippingAdjustmentsBulkUploadSave(input: $input) {
      ...bulkMutations_sheetSave @relay(mask: false)
    }
  }
`;

/** Starts the background task that applies the sheet's shipping adjustments. */
export function useShippingAdjustmentsBulkUploadSaveMutation() {
  return useUnstoredInputMutation<ShippingAdjustmentsBulkUploadSaveMutation, 'shippingAdjustmentsBulkUploadSave'>(
    mutation,
    'shippingAdjustmentsBulkUploadSave',
    { idempotent: true },
  );
}
