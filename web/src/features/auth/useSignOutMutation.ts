import { graphql } from 'react-relay';
import type { useSignOutMutation as SignOutMutation } from '../../__generated__/useSignOutMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useSignOutMutation($input: SignOutInput!) {
    signOut(input: $input) {
      userErrors {
        field
        message
        code
      }
      ok
    }
  }
`;

/** Ends the session; callers reload the page so nothing of it stays in memory. */
export function useSignOutMutation() {
  return useInputMutation<SignOutMutation, 'signOut'>(mutation, 'signOut');
}
