import { graphql } from 'react-relay';
import type { useOrdersBulkUploadSaveMutation as OrdersBulkUploadSaveMutation } from '../../__generated__/useOrdersBulkUploadSaveMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// Unstored: the input is every row of the sheet. Only the task's id is needed; its
// progress arrives through the taskProgress subscription.
const mutation = graphql`
  mutation useOrdersBulkUploadSaveMutation($input: OrdersBulkUploadSaveInput!) {
    ordersBulkUploadSave(input: $input) {
      userErrors {
        field
        message
        code
      }
      task {
        id
      }
    }
  }
`;

/** Starts the background task that creates the sheet's orders. */
export function useOrdersBulkUploadSaveMutation() {
  return useUnstoredInputMutation<OrdersBulkUploadSaveMutation, 'ordersBulkUploadSave'>(
    mutation,
    'ordersBulkUploadSave',
  );
}
