import { MSG } from '@parcelo/common';
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, ROOT_ID, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCompanyTasksSubscription as CompanyTasksSubscription } from '../../__generated__/useCompanyTasksSubscription.graphql';
import { notifyFailure } from '../../lib/toaster';
import { belongsAtTop, isTaskStatus, type TaskFilters } from './taskListing';

// The row's fields: a change to a listed task updates its record, and so its row, in place.
const subscription = graphql`
  subscription useCompanyTasksSubscription {
    taskProgress {
      ...TaskCenterTable_task
    }
  }
`;

/** The task centre's connection, as the table's fragment keys it. */
const CONNECTION_KEY = 'TaskCenterTable_tasks';

/**
 * Puts a task the lists have not shown at their top. The payload is a bare Task, not an
 * edge, so @prependEdge does not apply; @prependNode would add every task it hears of
 * (progress on an older task, tasks a filter excludes) and would leave totalCount
 * behind, so this small updater decides instead. It updates the lists a new task can be
 * in without a search: all tasks, and those of its status. A list with a search is
 * fetched again whenever it is shown, so it needs no help.
 */
function prependNewTask(store: RecordSourceSelectorProxy) {
  const task = store.getRootField('taskProgress');
  if (!task) return;
  const status = task.getValue('status');
  const fields = { status, title: task.getValue('title'), createdAt: task.getValue('createdAt') };
  const lists: TaskFilters[] = [{ search: null, status: null }];
  if (typeof status === 'string' && isTaskStatus(status)) lists.push({ search: null, status });

  for (const filters of lists) {
    const connection = store.get(ConnectionHandler.getConnectionID(ROOT_ID, CONNECTION_KEY, filters));
    if (!connection) continue;
    const nodes = (connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node'));
    // A listed task has changed in place already: the payload updated its record.
    if (nodes.some((node) => node?.getDataID() === task.getDataID())) continue;
    if (!belongsAtTop(fields, filters, nodes[0]?.getValue('createdAt'))) continue;
    ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, task, 'TaskEdge'));
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
  }
}

/** Every change to the company's tasks while the task centre is open: rows update, new tasks appear on top. */
export function useCompanyTasksSubscription() {
  const config = useMemo<GraphQLSubscriptionConfig<CompanyTasksSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: prependNewTask,
      onError: (error) => notifyFailure(error, MSG.taskLiveUpdatesStopped),
    }),
    [],
  );
  useSubscription<CompanyTasksSubscription>(config);
}
