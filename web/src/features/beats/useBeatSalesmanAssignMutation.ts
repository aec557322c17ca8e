import { graphql } from 'react-relay';
import type { useBeatSalesmanAssignMutation as BeatSalesmanAssignMutation } from '../../__generated__/useBeatSalesmanAssignMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useBeatSalesmanAssignMutation($input: BeatSalesmanAssignInput!) {
    beatSalesmanAssign(input: $input) {
      userErrors {
        field
        message
        code
      }
      beatPlan {
        ...BeatPlanView_plan
      }
    }
  }
`;

/** Gives a beat to a salesman of its brand. */
export function useBeatSalesmanAssignMutation() {
  return useInputMutation<BeatSalesmanAssignMutation, 'beatSalesmanAssign'>(mutation, 'beatSalesmanAssign');
}
