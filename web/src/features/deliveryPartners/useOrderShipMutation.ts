import { graphql } from 'react-relay';
import type { useOrderShipMutation as OrderShipMutation } from '../../__generated__/useOrderShipMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The shipped order comes back with the drawer's and the list row's fields: the drawer shows
// its partner and AWB, and the row its new status, without a refetch.
const mutation = graphql`
  mutation useOrderShipMutation($input: OrderShipInput!) {
    orderShip(input: $input) {
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

export function useOrderShipMutation() {
  return useInputMutation<OrderShipMutation, 'orderShip'>(mutation, 'orderShip', undefined, { idempotent: true });
}
