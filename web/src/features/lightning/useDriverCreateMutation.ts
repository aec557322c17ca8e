import { graphql } from 'react-relay';
import type { useDriverCreateMutation as Mutation } from '../../__generated__/useDriverCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new driver's row goes to the top of the listed connection.
const mutation = graphql`
  mutation useDriverCreateMutation($input: DriverCreateInput!, $connections: [ID!]!) {
    driverCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      driverEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...DriversTable_row
        }
      }
    }
  }
`;

/** Adds a driver with an account of its own; a repeat after a lost answer adds nothing more. */
export function useDriverCreateMutation() {
  return useConnectionInputMutation<Mutation, 'driverCreate'>(mutation, 'driverCreate', { idempotent: true });
}
