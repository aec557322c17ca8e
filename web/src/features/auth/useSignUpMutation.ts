import { graphql } from 'react-relay';
import type { useSignUpMutation as SignUpMutation } from '../../__generated__/useSignUpMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';
import { invalidateWhenSignedIn } from './invalidateWhenSignedIn';

const mutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      sentTo
      userErrors {
        field
        message
        code
      }
      viewer {
        verification {
          required
        }
      }
    }
  }
`;

const invalidateOnSuccess = invalidateWhenSignedIn('signUp');

/** Creates the account and signs it in; the server sends the first OTP. */
export function useSignUpMutation() {
  return useInputMutation<SignUpMutation, 'signUp'>(mutation, 'signUp', invalidateOnSuccess);
}
