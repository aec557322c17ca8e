import { graphql } from 'react-relay';
import type { useRetailerEngineApplyMutation as Mutation } from '../../__generated__/useRetailerEngineApplyMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The rows' fragment comes back, so each row shows its new class without a refetch.
const mutation = graphql`
  mutation useRetailerEngineApplyMutation($input: RetailerEngineApplyInput!) {
    retailerEngineApply(input: $input) {
      userErrors {
        field
        message
        code
      }
      retailers {
        id
        ...RetailerEngineTable_row
      }
      retailerEngine {
        changedCount
      }
    }
  }
`;

/** Sets retailers' classes to the engine's: those named, or every one that differs. */
export function useRetailerEngineApplyMutation() {
  return useInputMutation<Mutation, 'retailerEngineApply'>(mutation, 'retailerEngineApply');
}
