import { graphql } from 'react-relay';
import type { useTripOrderUndeliverMutation as Mutation } from '../../../__generated__/useTripOrderUndeliverMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

// The trip comes back whole: the stop shows its new status and the stats their new figures.
const mutation = graphql`
  mutation useTripOrderUndeliverMutation($input: TripOrderUndeliverInput!) {
    tripOrderUndeliver(input: $input) {
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

/** Marks an order undelivered, with why. */
export function useTripOrderUndeliverMutation() {
  return useInputMutation<Mutation, 'tripOrderUndeliver'>(mutation, 'tripOrderUndeliver');
}
