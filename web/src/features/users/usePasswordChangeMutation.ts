import { graphql } from 'react-relay';
import type { usePasswordChangeMutation as PasswordChangeMutation } from '../../__generated__/usePasswordChangeMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation usePasswordChangeMutation($input: PasswordChangeInput!) {
    passwordChange(input: $input) {
      userErrors {
        field
        message
        code
      }
      ok
    }
  }
`;

export function usePasswordChangeMutation() {
  return useInputMutation<PasswordChangeMutation, 'passwordChange'>(mutation, 'passwordChange');
}
