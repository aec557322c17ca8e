import { graphql } from 'react-relay';
import type { useRetailerEngineRecomputeMutation as Mutation } from '../../__generated__/useRetailerEngineRecomputeMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useRetailerEngineRecomputeMutation($input: RetailerEngineRecomputeInput!) {
    retailerEngineRecompute(input: $input) {
      userErrors {
        field
        message
        code
      }
      run {
        id
        status
        task {
          id
        }
      }
    }
  }
`;

/** Recomputes a brand's classes now; asked again while a run goes, it answers that run. */
export function useRetailerEngineRecomputeMutation() {
  return useInputMutation<Mutation, 'retailerEngineRecompute'>(mutation, 'retailerEngineRecompute');
}
