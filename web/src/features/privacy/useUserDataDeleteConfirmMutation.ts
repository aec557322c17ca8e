import { graphql } from 'react-relay';
import type { useUserDataDeleteConfirmMutation as UserDataDeleteConfirmMutation } from '../../__generated__/useUserDataDeleteConfirmMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useUserDataDeleteConfirmMutation($input: UserDataDeleteConfirmInput!) {
    userDataDeleteConfirm(input: $input) {
      message
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** The phone owner's confirmation, from the link texted to them, that their data may be deleted. */
export function useUserDataDeleteConfirmMutation() {
  return useInputMutation<UserDataDeleteConfirmMutation, 'userDataDeleteConfirm'>(mutation, 'userDataDeleteConfirm');
}
