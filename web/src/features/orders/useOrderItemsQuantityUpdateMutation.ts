import { graphql } from 'react-relay';
import type { useOrderItemsQuantityUpdateMutation as OrderItemsQuantityUpdateMutation } from '../../__generated__/useOrderItemsQuantityUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The order comes back whole: quantities change its amount, which the list shows too.
const mutation = graphql`
  mutation useOrderItemsQuantityUpdateMutation($input: OrderItemsQuantityUpdateInput!) {
    orderItemsQuantityUpdate(input: $input) {
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

export function useOrderItemsQuantityUpdateMutation() {
  return useInputMutation<OrderItemsQuantityUpdateMutation, 'orderItemsQuantityUpdate'>(
    mutation,
    'orderItemsQuantityUpdate',
  );
}
