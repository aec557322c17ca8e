import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useSignInMutation as SignInMutation } from '../../__generated__/useSignInMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';
import { invalidateWhenSignedIn, rememberingSession } from './invalidateWhenSignedIn';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      userErrors {
        field
        message
        code
      }
      viewer {
        isAdmin
        ...guards_session @relay(mask: false)
      }
    }
  }
`;

const invalidateOnSuccess = invalidateWhenSignedIn('signIn');

/** Signs in; the server sets the session cookie. */
export function useSignInMutation() {
  const [send, isInFlight] = useInputMutation<SignInMutation, 'signIn'>(mutation, 'signIn', invalidateOnSuccess);
  return [useMemo(() => rememberingSession(send), [send]), isInFlight] as const;
}
