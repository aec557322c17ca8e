import { graphql } from 'react-relay';
import type { useCustomerRequestsApprovalStatusUpdateMutation as CustomerRequestsApprovalStatusUpdateMutation } from '../../__generated__/useCustomerRequestsApprovalStatusUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The requests come back with the table row's fields, so each listed row shows its new
// approval status through the store, without a refetch.
const mutation = graphql`
  mutation useCustomerRequestsApprovalStatusUpdateMutation($input: CustomerRequestsApprovalStatusUpdateInput!) {
    customerRequestsApprovalStatusUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      customerRequests {
        id
        approvalStatus
        ...CustomerRequestsTable_row
      }
    }
  }
`;

/**
 * An admin's approval of customer requests (POST /admin/customerRequest/approvalStatus):
 * PROCESSED, APPROVED or DISAPPROVED for each id. Approving applies the request to its order.
 */
export function useCustomerRequestsApprovalStatusUpdateMutation() {
  return useInputMutation<CustomerRequestsApprovalStatusUpdateMutation, 'customerRequestsApprovalStatusUpdate'>(
    mutation,
    'customerRequestsApprovalStatusUpdate',
  );
}
