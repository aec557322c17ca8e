import { graphql } from 'react-relay';
import type { useDriverUpdateMutation as Mutation } from '../../__generated__/useDriverUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so its switch shows what the server stored.
const mutation = graphql`
  mutation useDriverUpdateMutation($input: DriverUpdateInput!) {
    driverUpdate(input: $input) {
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

/** Switches a driver on or off, or changes its vehicle. */
export function useDriverUpdateMutation() {
  return useInputMutation<Mutation, 'driverUpdate'>(mutation, 'driverUpdate');
}
