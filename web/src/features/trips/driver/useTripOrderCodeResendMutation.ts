import { graphql } from 'react-relay';
import type { useTripOrderCodeResendMutation as Mutation } from '../../../__generated__/useTripOrderCodeResendMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

const mutation = graphql`
  mutation useTripOrderCodeResendMutation($input: TripOrderCodeResendInput!) {
    tripOrderCodeResend(input: $input) {
      userErrors {
        field
        message
        code
      }
      sentTo
    }
  }
`;

/** Texts the buyer its delivery code again. */
export function useTripOrderCodeResendMutation() {
  return useInputMutation<Mutation, 'tripOrderCodeResend'>(mutation, 'tripOrderCodeResend');
}
