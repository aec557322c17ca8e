import { graphql } from 'react-relay';
import type { useBeatPlanCreateMutation as BeatPlanCreateMutation } from '../../__generated__/useBeatPlanCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useBeatPlanCreateMutation($input: BeatPlanCreateInput!) {
    beatPlanCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      task {
        id
      }
      beatPlan {
        id
      }
    }
  }
`;

/** Starts planning beats; a retry of the same request plans once. */
export function useBeatPlanCreateMutation() {
  return useInputMutation<BeatPlanCreateMutation, 'beatPlanCreate'>(mutation, 'beatPlanCreate', undefined, {
    idempotent: true,
  });
}
