import { MSG } from '@parcelo/common';
import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCompanyTasksSubscription as CompanyTasksSubscription } from '../../__generated__/useCompanyTasksSubscription.graphql';
import { notifyFailure } from '../../lib/toaster';

// The row's fields, so progress on a listed task updates its record, and so its row, in
// place; `id` and `status` again to tell when the list itself may have changed.
const subscription = graphql`
  subscription useCompanyTasksSubscription($company: ID) {
    taskProgress(company: $company) {
      id
      status
      ...TaskCenterTable_task
    }
  }
`;

/** Long enough that a burst of events (a finishing upload, several tasks at once) asks for the list once. */
const LIST_CHANGE_DEBOUNCE_MS = 300;

interface ListedTask {
  readonly id: string;
  readonly status: string;
}

/**
 * Every change to the company's tasks (the viewer's, or the one an admin names) while the task centre is open. A task the list has
 * not shown, or one whose status changed, may now belong in it, out of it or elsewhere
 * in it, which only the server can say (filters, order, counts): `onListChanged` then
 * asks it, once per burst.
 */
export function useCompanyTasksSubscription(
  listed: readonly ListedTask[],
  onListChanged: () => void,
  company: string | undefined,
) {
  // Each task's status as last accounted for: as listed, or as last heard.
  const known = useRef(new Map<string, string>());
  useEffect(() => {
    for (const task of listed) if (!known.current.has(task.id)) known.current.set(task.id, task.status);
  }, [listed]);

  const listChanged = useRef(onListChanged);
  useEffect(() => {
    listChanged.current = onListChanged;
  }, [onListChanged]);

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const config = useMemo<GraphQLSubscriptionConfig<CompanyTasksSubscription>>(
    () => ({
      subscription,
      variables: { company: company ?? null },
      onNext: (response) => {
        const task = response?.taskProgress;
        if (!task) return;
        const before = known.current.get(task.id);
        known.current.set(task.id, task.status);
        if (before === task.status) return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => listChanged.current(), LIST_CHANGE_DEBOUNCE_MS);
      },
      onError: (error) => notifyFailure(error, MSG.taskLiveUpdatesStopped),
    }),
    [company],
  );
  useSubscription<CompanyTasksSubscription>(config);
}
