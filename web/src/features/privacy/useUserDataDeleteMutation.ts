import { graphql } from 'react-relay';
import type { useUserDataDeleteMutation as UserDataDeleteMutation } from '../../__generated__/useUserDataDeleteMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useUserDataDeleteMutation($input: UserDataDeleteInput!) {
    userDataDelete(input: $input) {
      message
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** A visitor's request to delete the data linked to a phone number (/delete-user-data, POST /delete-user-data). */
export function useUserDataDeleteMutation() {
  return useInputMutation<UserDataDeleteMutation, 'userDataDelete'>(mutation, 'userDataDelete');
}
