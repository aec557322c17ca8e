import { graphql } from 'react-relay';
import type { useOrderUnassignMutation as Mutation } from '../../__generated__/useOrderUnassignMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The driver's row and its orders come back, so the list and the Drivers table follow at once.
const mutation = graphql`
  mutation useOrderUnassignMutation($input: OrderUnassignInput!) {
    orderUnassign(input: $input) {
      userErrors {
        field
        message
        code
      }
      driver {
        id
        ...DriversTable_row
        ...AssignedOrdersDialog_driver
      }
    }
  }
`;

/** Takes an order back from its driver. */
export function useOrderUnassignMutation() {
  return useInputMutation<Mutation, 'orderUnassign'>(mutation, 'orderUnassign');
}
