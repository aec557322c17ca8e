import { graphql } from 'react-relay';
import type { useOrderWarehouseReassignMutation as OrderWarehouseReassignMutation } from '../../__generated__/useOrderWarehouseReassignMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// A reassignment reloads the order and the list. The order comes back with the
// drawer's and the list row's fields, so both show the new warehouse from the store.
const mutation = graphql`
  mutation useOrderWarehouseReassignMutation($input: OrderWarehouseReassignInput!) {
    orderWarehouseReassign(input: $input) {
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

export function useOrderWarehouseReassignMutation() {
  return useInputMutation<OrderWarehouseReassignMutation, 'orderWarehouseReassign'>(mutation, 'orderWarehouseReassign');
}
