import { graphql } from 'react-relay';
import type { useWeightDisputeResolveMutation as WeightDisputeResolveMutation } from '../../__generated__/useWeightDisputeResolveMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The dispute comes back with the table row's fields, so its row shows the outcome in place.
const mutation = graphql`
  mutation useWeightDisputeResolveMutation($input: WeightDisputeResolveInput!) {
    weightDisputeResolve(input: $input) {
      userErrors {
        field
        message
        code
      }
      weightDiscrepancy {
        id
        ...WeightDiscrepanciesTable_row
      }
    }
  }
`;

/** An admin resolves a weight dispute: refunds the difference, or rejects it with a remark. */
export function useWeightDisputeResolveMutation() {
  return useInputMutation<WeightDisputeResolveMutation, 'weightDisputeResolve'>(mutation, 'weightDisputeResolve');
}
