import { graphql } from 'react-relay';
import type { useDriverCodeSendMutation as Mutation } from '../../../__generated__/useDriverCodeSendMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

const mutation = graphql`
  mutation useDriverCodeSendMutation($input: DriverCodeSendInput!) {
    driverCodeSend(input: $input) {
      userErrors {
        field
        message
        code
      }
      sentTo
    }
  }
`;

/** Texts the driver its sign-in code. */
export function useDriverCodeSendMutation() {
  return useInputMutation<Mutation, 'driverCodeSend'>(mutation, 'driverCodeSend');
}
