import { graphql } from 'react-relay';
import type { useTripOrderDeliverMutation as Mutation } from '../../../__generated__/useTripOrderDeliverMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

// The trip comes back whole: the stop shows its new status and the stats their new figures.
const mutation = graphql`
  mutation useTripOrderDeliverMutation($input: TripOrderDeliverInput!) {
    tripOrderDeliver(input: $input) {
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

/** Hands an order over: the buyer's code, the cash collected, a photo. */
export function useTripOrderDeliverMutation() {
  return useInputMutation<Mutation, 'tripOrderDeliver'>(mutation, 'tripOrderDeliver');
}
