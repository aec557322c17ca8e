import { graphql } from 'react-relay';
import type { useOrderCancelMutation as OrderCancelMutation } from '../../__generated__/useOrderCancelMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The cancelled order comes back with the drawer's and the list row's fields: the row's
// status tag turns red and the drawer drops its Cancel button without a refetch.
const mutation = graphql`
  mutation useOrderCancelMutation($input: OrderCancelInput!) {
    orderCancel(input: $input) {
      userErrors {
        field
        message
        code
      }
      order {
        ...OrderDrawerDetails_order
        ...OrdersTable_order
      }
    }
  }
`;

export function useOrderCancelMutation() {
  return useInputMutation<OrderCancelMutation, 'orderCancel'>(mutation, 'orderCancel');
}
