import { graphql } from 'react-relay';
import type { useClusterCreateMutation as Mutation } from '../../__generated__/useClusterCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new cluster's row goes to the top of the listed connection.
const mutation = graphql`
  mutation useClusterCreateMutation($input: ClusterCreateInput!, $connections: [ID!]!) {
    clusterCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      clusterEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...ClustersTable_row
        }
      }
    }
  }
`;

/** Adds a cluster at a micro warehouse; a repeat after a lost answer adds nothing more. */
export function useClusterCreateMutation() {
  return useConnectionInputMutation<Mutation, 'clusterCreate'>(mutation, 'clusterCreate', { idempotent: true });
}
