import { graphql } from 'react-relay';
import type { useWeightDiscrepancyAcceptMutation as WeightDiscrepancyAcceptMutation } from '../../__generated__/useWeightDiscrepancyAcceptMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The discrepancy comes back with the table row's fields, so its row shows Accepted in place.
const mutation = graphql`
  mutation useWeightDiscrepancyAcceptMutation($input: WeightDiscrepancyAcceptInput!) {
    weightDiscrepancyAccept(input: $input) {
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

/** The brand accepts an open weight discrepancy: its debit stands. */
export function useWeightDiscrepancyAcceptMutation() {
  return useInputMutation<WeightDiscrepancyAcceptMutation, 'weightDiscrepancyAccept'>(
    mutation,
    'weightDiscrepancyAccept',
  );
}
