import { graphql } from 'react-relay';
import type { useOrderWeightUpdateMutation as OrderWeightUpdateMutation } from '../../__generated__/useOrderWeightUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The order comes back with the drawer's and the list row's fields, so both show the
// new weight (and chargeable weight) through the store.
const mutation = graphql`
  mutation useOrderWeightUpdateMutation($input: OrderWeightUpdateInput!) {
    orderWeightUpdate(input: $input) {
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

export function useOrderWeightUpdateMutation() {
  return useInputMutation<OrderWeightUpdateMutation, 'orderWeightUpdate'>(mutation, 'orderWeightUpdate');
}
