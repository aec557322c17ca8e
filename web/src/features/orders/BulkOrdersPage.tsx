import { MSG } from '@parcelo/common';
import { Button } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { Link as RouterLink, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { BulkOrdersPageQuery } from '../../__generated__/BulkOrdersPageQuery.graphql';
import type { BulkOrdersPageSubscription } from '../../__generated__/BulkOrdersPageSubscription.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyFailure } from '../../lib/toaster';
import { requireSeller } from '../shell/guards';
import { PageHeader } from '../shell/PageHeader';
import { BULK_ORDERS_TASK, clearRunningTask, finishRunningTask, readRunningTask, storeRunningTask } from '../tasks/runningTask';
import { BulkOrdersPreview } from './BulkOrdersPreview';
import { BulkOrdersProgress } from './BulkOrdersProgress';
import { BulkOrdersResult } from './BulkOrdersResult';
import { BulkOrdersUpload, type BulkPreview } from './BulkOrdersUpload';

const query = graphql`
  query BulkOrdersPageQuery($task: ID!, $withTask: Boolean!) {
    viewer {
      user {
        id
      }
    }
    node(id: $task) @include(if: $withTask) {
      ... on Task @alias(as: "task") {
        id
        status
        ...BulkOrdersProgress_task
        ...BulkOrdersResult_task
      }
    }
  }
`;

// Keeps the task record the page reads current; the server ends it once the task has.
const subscription = graphql`
  subscription BulkOrdersPageSubscription($id: ID!) {
    taskProgress(id: $id) {
      id
      status
      ...BulkOrdersProgress_task
      ...BulkOrdersResult_task
    }
  }
`;

const PATH = '/orders/bulk';

/**
 * /orders/bulk follows a task named in the address (?task=), so a reload keeps following
 * it; without one it goes to the task this user left running, if any (§4).
 */
export async function bulkOrdersLoader({ request }: LoaderFunctionArgs) {
  const session = await requireSeller(request);
  const task = new URL(request.url).searchParams.get('task');
  if (!task) {
    const running = readRunningTask(BULK_ORDERS_TASK, session.user.id);
    if (running) throw redirect(`${PATH}?task=${encodeURIComponent(running)}`);
  }
  return loadRouteQuery<BulkOrdersPageQuery>(query, { task: task ?? '', withTask: Boolean(task) });
}

type Step = { name: 'upload' } | ({ name: 'preview' } & BulkPreview);

const TITLES = {
  upload: 'Upload Bulk Orders',
  preview: 'Check the orders',
  progress: 'Creating orders',
  result: 'Bulk upload result',
};

/** Upload a sheet, fix its rows in the preview, save; then the task's progress and result. */
export function BulkOrdersPage() {
  const { viewer, node } = useRouteQuery<BulkOrdersPageQuery>(query);
  const task = node?.task;
  const navigate = useNavigate();
  // The shell sends a signed-out visitor to sign in before this renders.
  const userId = viewer?.user.id ?? '';
  const [step, setStep] = useState<Step>({ name: 'upload' });
  const requested = useSearchParams()[0].get('task');
  const missing = requested && !task ? requested : null;
  useEffect(() => {
    // A stored task the server no longer knows would otherwise be sent back here on every visit.
    if (missing) finishRunningTask(BULK_ORDERS_TASK, userId, missing);
  }, [missing, userId]);

  const started = (taskId: string) => {
    setStep({ name: 'upload' });
    navigate(`${PATH}?task=${encodeURIComponent(taskId)}`);
  };

  /** Stops following the task here (it runs on; Task Center shows it) and starts over. */
  const uploadAnother = () => {
    clearRunningTask(BULK_ORDERS_TASK, userId);
    navigate(PATH);
  };

  /** §8 queue poll failure: stop following, forget the task, start over. */
  const followFailed = (error: Error) => {
    clearRunningTask(BULK_ORDERS_TASK, userId);
    notifyFailure(error, MSG.taskFollowFailed);
    navigate(PATH);
  };

  const shown = task?.id ? (task.status === 'IN_PROGRESS' ? 'progress' : 'result') : step.name;

  return (
    <>
      <PageHeader
        title={TITLES[shown]}
        actions={
          shown !== 'result' && (
            <Button variant="outline" asChild>
              <RouterLink to="/orders">Back to orders</RouterLink>
            </Button>
          )
        }
      />
      {task?.id ? (
        <>
          <TaskFollower id={task.id} onError={followFailed} />
          {task.status === 'IN_PROGRESS' ? (
            <BulkOrdersProgress task={task} onUploadAnother={uploadAnother} />
          ) : (
            <BulkOrdersResult task={task} />
          )}
        </>
      ) : step.name === 'upload' ? (
        <BulkOrdersUpload onPreview={(preview) => setStep({ name: 'preview', ...preview })} />
      ) : (
        <BulkOrdersPreview
          fileName={step.fileName}
          rows={step.rows}
          warehouseCodes={step.warehouseCodes}
          onSaving={(taskId) => storeRunningTask(BULK_ORDERS_TASK, userId, taskId)}
          onStarted={started}
          onCancel={() => setStep({ name: 'upload' })}
        />
      )}
    </>
  );
}

function TaskFollower({ id, onError }: { id: string; onError: (error: Error) => void }) {
  const handler = useRef(onError);
  handler.current = onError;
  const config = useMemo<GraphQLSubscriptionConfig<BulkOrdersPageSubscription>>(
    () => ({ subscription, variables: { id }, onError: (error) => handler.current(error) }),
    [id],
  );
  useSubscription<BulkOrdersPageSubscription>(config);
  return null;
}
