import { graphql } from 'react-relay';
import type { useTripStartMutation as Mutation } from '../../../__generated__/useTripStartMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

// The driver comes back with its trip (In Journey): the home turns into the trip's screen.
const mutation = graphql`
  mutation useTripStartMutation($input: TripStartInput!) {
    tripStart(input: $input) {
      userErrors {
        field
        message
        code
      }
      trip {
        id
        stats {
          totalOrders
        }
      }
      driver {
        id
        ...DriverHome_driver
      }
    }
  }
`;

/**
 * Starts a trip with every order the driver holds; each buyer is texted a delivery code. A press
 * after a lost answer (the signal dropped) sends the same idempotency key, so the server answers
 * the trip it started rather than starting another; an answer lets the key go.
 */
export function useTripStartMutation() {
  return useInputMutation<Mutation, 'tripStart'>(mutation, 'tripStart', undefined, { idempotent: true });
}
