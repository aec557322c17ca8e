import { graphql } from 'react-relay';
import type { useTripResumeMutation as Mutation } from '../../../__generated__/useTripResumeMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

const mutation = graphql`
  mutation useTripResumeMutation($input: TripResumeInput!) {
    tripResume(input: $input) {
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

/** Goes on with the driver's trip after a pause. */
export function useTripResumeMutation() {
  return useInputMutation<Mutation, 'tripResume'>(mutation, 'tripResume');
}
