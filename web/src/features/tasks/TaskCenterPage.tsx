import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { TaskCenterPageQuery } from '../../__generated__/TaskCenterPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { requireSeller } from '../shell/guards';
import { PageHeader } from '../shell/PageHeader';
import { TaskCenterTable } from './TaskCenterTable';

const query = graphql`
  query TaskCenterPageQuery {
    ...TaskCenterTable_query
  }
`;

export async function taskCenterLoader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
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
