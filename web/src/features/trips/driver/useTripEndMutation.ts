import { graphql } from 'react-relay';
import type { useTripEndMutation as Mutation } from '../../../__generated__/useTripEndMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

// The driver comes back Idle, without a current trip and with what is left of its route.
const mutation = graphql`
  mutation useTripEndMutation($input: TripEndInput!) {
    tripEnd(input: $input) {
      userErrors {
        field
        message
        code
      }
      trip {
        id
        status
      }
      driver {
        id
        ...DriverHome_driver
      }
    }
  }
`;

/** Ends the trip: orders still out for delivery become unattempted and go back to the cluster. */
export function useTripEndMutation() {
  return useInputMutation<Mutation, 'tripEnd'>(mutation, 'tripEnd');
}
