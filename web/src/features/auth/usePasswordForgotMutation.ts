import { graphql } from 'react-relay';
import type { usePasswordForgotMutation as PasswordForgotMutation } from '../../__generated__/usePasswordForgotMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation usePasswordForgotMutation($input: PasswordForgotInput!) {
    passwordForgot(input: $input) {
      userErrors {
        field
        message
        code
      }
      sentTo
    }
  }
`;

/** Sends a reset code if an account matches; the answer reveals nothing either way. */
export function usePasswordForgotMutation() {
  return useInputMutation<PasswordForgotMutation, 'passwordForgot'>(mutation, 'passwordForgot');
}
