import { graphql } from 'react-relay';
import type { useClusterOwnerCreateMutation as Mutation } from '../../__generated__/useClusterOwnerCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useClusterOwnerCreateMutation($input: ClusterOwnerCreateInput!) {
    clusterOwnerCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      clusterOwner {
        id
      }
    }
  }
`;

/** Adds a cluster owner, who signs in with email and password; a repeat after a lost answer adds nothing more. */
export function useClusterOwnerCreateMutation() {
  return useInputMutation<Mutation, 'clusterOwnerCreate'>(mutation, 'clusterOwnerCreate', undefined, {
    idempotent: true,
  });
}
