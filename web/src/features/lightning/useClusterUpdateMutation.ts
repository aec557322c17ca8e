import { graphql } from 'react-relay';
import type { useClusterUpdateMutation as Mutation } from '../../__generated__/useClusterUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so the list shows the saved cluster in place.
const mutation = graphql`
  mutation useClusterUpdateMutation($input: ClusterUpdateInput!) {
    clusterUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      cluster {
        id
        ...ClustersTable_row
      }
    }
  }
`;

/** Changes a cluster: its name, warehouse, contact or pincodes. */
export function useClusterUpdateMutation() {
  return useInputMutation<Mutation, 'clusterUpdate'>(mutation, 'clusterUpdate');
}
