import { graphql } from 'react-relay';
import type { TaskCenterPageQuery } from '../../__generated__/TaskCenterPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { TaskCenterTable } from './TaskCenterTable';

const query = graphql`
  query TaskCenterPageQuery {
    ...TaskCenterTable_query
  }
`;

export function taskCenterLoader() {
  return loadRouteQuery<TaskCenterPageQuery>(query, {});
}

/** /settings/task-center: bulk uploads and other background work, with their progress. */
export function TaskCenterPage() {
  const data = useRouteQuery<TaskCenterPageQuery>(query);
  return (
    <>
      <PageHeader title="Task Center" description="Bulk uploads and other work that runs in the background." />
      <TaskCenterTable query={data} />
    </>
  );
}
