import { graphql } from 'react-relay';
import type { useBeatStopMoveMutation as BeatStopMoveMutation } from '../../__generated__/useBeatStopMoveMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The plan comes back whole, so every beat's figures show as the service saved them.
const mutation = graphql`
  mutation useBeatStopMoveMutation($input: BeatStopMoveInput!) {
    beatStopMove(input: $input) {
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

/** Moves a stop to another beat of its plan. */
export function useBeatStopMoveMutation() {
  return useInputMutation<BeatStopMoveMutation, 'beatStopMove'>(mutation, 'beatStopMove');
}
