import { graphql } from 'react-relay';
import type { useDriverClusterAssignMutation as Mutation } from '../../__generated__/useDriverClusterAssignMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so the list names the new cluster in place.
const mutation = graphql`
  mutation useDriverClusterAssignMutation($input: DriverClusterAssignInput!) {
    driverClusterAssign(input: $input) {
      userErrors {
        field
        message
        code
      }
      driver {
        id
        ...DriversTable_row
      }
    }
  }
`;

/** Gives a driver a cluster. */
export function useDriverClusterAssignMutation() {
  return useInputMutation<Mutation, 'driverClusterAssign'>(mutation, 'driverClusterAssign');
}
