import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useTaskProgressSubscription as TaskProgressSubscription,
  useTaskProgressSubscription$data,
} from '../../__generated__/useTaskProgressSubscription.graphql';

const subscription = graphql`
  subscription useTaskProgressSubscription($id: ID!) {
    taskProgress(id: $id) {
      id
      title
      type
      status
      progress
      total
      succeeded
      failed
      error
    }
  }
`;

export type TaskProgress = useTaskProgressSubscription$data['taskProgress'];

interface Callbacks {
  /** The task as it is now (the first event), then after every change. */
  onNext: (task: TaskProgress) => void;
  onError: (error: Error) => void;
}

/**
 * Follows one task until it ends; the server closes the stream once the task is no
 * longer in progress. The callbacks may change between renders without resubscribing.
 */
export function useTaskProgressSubscription(id: string, { onNext, onError }: Callbacks) {
  const callbacks = useRef({ onNext, onError });
  callbacks.current = { onNext, onError };
  const config = useMemo<GraphQLSubscriptionConfig<TaskProgressSubscription>>(
    () => ({
      subscription,
      variables: { id },
      onNext: (response) => response && callbacks.current.onNext(response.taskProgress),
      onError: (error) => callbacks.current.onError(error),
    }),
    [id],
  );
  useSubscription<TaskProgressSubscription>(config);
}
