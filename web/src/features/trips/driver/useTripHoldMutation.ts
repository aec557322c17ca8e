import { graphql } from 'react-relay';
import type { useTripHoldMutation as Mutation } from '../../../__generated__/useTripHoldMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

const mutation = graphql`
  mutation useTripHoldMutation($input: TripHoldInput!) {
    tripHold(input: $input) {
      userErrors {
        field
        message
        code
      }
      trip {
        id
        ...DriverTrip_trip
      }
    }
  }
`;

/** Pauses the driver's trip (a break, a puncture). */
export function useTripHoldMutation() {
  return useInputMutation<Mutation, 'tripHold'>(mutation, 'tripHold');
}
