import { graphql } from 'react-relay';
import type { useSubAdminCreateMutation as SubAdminCreateMutation } from '../../__generated__/useSubAdminCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useSubAdminCreateMutation($input: SubAdminCreateInput!) {
    subAdminCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      user {
        id
      }
    }
  }
`;

/** Creates an Ops or Finance sub-admin (admins only). The caller reloads the users list. */
export function useSubAdminCreateMutation() {
  return useInputMutation<SubAdminCreateMutation, 'subAdminCreate'>(mutation, 'subAdminCreate', undefined, {
    idempotent: true,
  });
}
