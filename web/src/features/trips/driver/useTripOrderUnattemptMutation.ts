import { graphql } from 'react-relay';
import type { useTripOrderUnattemptMutation as Mutation } from '../../../__generated__/useTripOrderUnattemptMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

// The trip comes back whole: the stop shows its new status and the stats their new figures.
const mutation = graphql`
  mutation useTripOrderUnattemptMutation($input: TripOrderUnattemptInput!) {
    tripOrderUnattempt(input: $input) {
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

/** Marks an order not attempted on this trip: it goes back to the cluster. */
export function useTripOrderUnattemptMutation() {
  return useInputMutation<Mutation, 'tripOrderUnattempt'>(mutation, 'tripOrderUnattempt');
}
