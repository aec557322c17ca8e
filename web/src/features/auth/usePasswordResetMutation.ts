import { graphql } from 'react-relay';
import type { usePasswordResetMutation as PasswordResetMutation } from '../../__generated__/usePasswordResetMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation usePasswordResetMutation($input: PasswordResetInput!) {
    passwordReset(input: $input) {
      userErrors {
        field
        message
        code
      }
      ok
    }
  }
`;

/** Sets a new password with the code from passwordForgot. */
export function usePasswordResetMutation() {
  return useInputMutation<PasswordResetMutation, 'passwordReset'>(mutation, 'passwordReset');
}
