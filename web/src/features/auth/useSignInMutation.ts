import { graphql } from 'react-relay';
import type { useSignInMutation as SignInMutation } from '../../__generated__/useSignInMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';
import { invalidateWhenSignedIn } from './invalidateWhenSignedIn';

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
      }
    }
  }
`;

const invalidateOnSuccess = invalidateWhenSignedIn('signIn');

/** Signs in; the server sets the session cookie. */
export function useSignInMutation() {
  return useInputMutation<SignInMutation, 'signIn'>(mutation, 'signIn', invalidateOnSuccess);
}
