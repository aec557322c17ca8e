import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useSignUpMutation as SignUpMutation } from '../../__generated__/useSignUpMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';
import { invalidateWhenSignedIn, rememberingSession } from './invalidateWhenSignedIn';

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
        ...guards_session @relay(mask: false)
      }
    }
  }
`;

const invalidateOnSuccess = invalidateWhenSignedIn('signUp');

/** Creates the account and signs it in; the server sends the first OTP. */
export function useSignUpMutation() {
  const [send, isInFlight] = useInputMutation<SignUpMutation, 'signUp'>(mutation, 'signUp', invalidateOnSuccess);
  return [useMemo(() => rememberingSession(send), [send]), isInFlight] as const;
}
