import { graphql } from 'react-relay';
import type { useDriverOrdersAssignMutation as Mutation } from '../../__generated__/useDriverOrdersAssignMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The driver's row comes back, so the Drivers list shows its new status and order count.
const mutation = graphql`
  mutation useDriverOrdersAssignMutation($input: DriverOrdersAssignInput!) {
    driverOrdersAssign(input: $input) {
      userErrors {
        field
        message
        code
      }
      driver {
        id
        name
        ...DriversTable_row
      }
    }
  }
`;

/** Gives a driver orders waiting at its cluster. */
export function useDriverOrdersAssignMutation() {
  return useInputMutation<Mutation, 'driverOrdersAssign'>(mutation, 'driverOrdersAssign');
}
