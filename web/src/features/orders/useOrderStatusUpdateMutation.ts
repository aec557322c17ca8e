import { graphql } from 'react-relay';
import type { useOrderStatusUpdateMutation as OrderStatusUpdateMutation } from '../../__generated__/useOrderStatusUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The order comes back with the drawer's fields (status, trail, the forms' own) and the
// list row's, so both show the new status through the store; and with its NDR requests,
// since UNDELIVERED with a reason opens one.
const mutation = graphql`
  mutation useOrderStatusUpdateMutation($input: OrderStatusUpdateInput!) {
    orderStatusUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      order {
        ...OrderDrawerDetails_order
        ...OrdersTable_order
        ...OrderCustomerRequestsSection_order
      }
    }
  }
`;

/** A delivery update on an order, as a courier would report it. */
export function useOrderStatusUpdateMutation() {
  return useInputMutation<OrderStatusUpdateMutation, 'orderStatusUpdate'>(mutation, 'orderStatusUpdate');
}
