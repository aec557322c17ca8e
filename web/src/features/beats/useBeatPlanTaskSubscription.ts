import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useBeatPlanTaskSubscription as BeatPlanTaskSubscription,
  useBeatPlanTaskSubscription$data,
} from '../../__generated__/useBeatPlanTaskSubscription.graphql';

const subscription = graphql`
  subscription useBeatPlanTaskSubscription($id: ID!) {
    taskProgress(id: $id) {
      id
      status
      progress
      error
    }
  }
`;

export type PlanTask = useBeatPlanTaskSubscription$data['taskProgress'];

/** Follows the planning task until it ends (the server closes the stream then). */
export function useBeatPlanTaskSubscription(id: string, onNext: (task: PlanTask) => void) {
  const latest = useRef(onNext);
  latest.current = onNext;
  const config = useMemo<GraphQLSubscriptionConfig<BeatPlanTaskSubscription>>(
    () => ({
      subscription,
      variables: { id },
      onNext: (response) => response && latest.current(response.taskProgress),
    }),
    [id],
  );
  useSubscription<BeatPlanTaskSubscription>(config);
}
