import { graphql } from 'react-relay';
import type { useWeightDiscrepancyDisputeMutation as WeightDiscrepancyDisputeMutation } from '../../__generated__/useWeightDiscrepancyDisputeMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The discrepancy comes back with the table row's fields, so its row shows Disputed in place.
const mutation = graphql`
  mutation useWeightDiscrepancyDisputeMutation($input: WeightDiscrepancyDisputeInput!) {
    weightDiscrepancyDispute(input: $input) {
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

/** The brand disputes an open weight discrepancy, with a remark and optionally a photo. */
export function useWeightDiscrepancyDisputeMutation() {
  return useInputMutation<WeightDiscrepancyDisputeMutation, 'weightDiscrepancyDispute'>(
    mutation,
    'weightDiscrepancyDispute',
  );
}
