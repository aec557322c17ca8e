import { MSG, fill } from '@parcelo/common';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import type { BulkOrdersPageQuery } from '../../__generated__/BulkOrdersPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyFailure, toaster } from '../../lib/toaster';
import { requireSeller } from '../shell/guards';
import { PageHeader } from '../shell/PageHeader';
import { clearRunningTask, readRunningTask, storeRunningTask } from '../tasks/runningTask';
import type { TaskProgress } from '../tasks/useTaskProgressSubscription';
import { BulkOrdersPreview } from './BulkOrdersPreview';
import { BulkOrdersProgress } from './BulkOrdersProgress';
import { BulkOrdersResult } from './BulkOrdersResult';
import { BulkOrdersUpload, type BulkPreview } from './BulkOrdersUpload';

const query = graphql`
  query BulkOrdersPageQuery {
    viewer {
      user {
        id
      }
    }
  }
`;

/** The running task's key in localStorage names the kind and the user (§4). */
const TASK_KIND = 'bulk-orders';

export async function bulkOrdersLoader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  return loadRouteQuery<BulkOrdersPageQuery>(query, {});
}

type Step =
  | { name: 'upload' }
  | ({ name: 'preview' } & BulkPreview)
  | { name: 'progress'; taskId: string }
  | { name: 'result'; task: TaskProgress };

const TITLES: Record<Step['name'], string> = {
  upload: 'Upload Bulk Orders',
  preview: 'Check the orders',
  progress: 'Creating orders',
  result: 'Bulk upload result',
};

/**
 * /orders/bulk: upload a sheet, fix its rows in the preview, save, follow the task, see
 * what failed. A task still running when the page was left or reloaded is followed again.
 */
export function BulkOrdersPage() {
  const { viewer } = useRouteQuery<BulkOrdersPageQuery>(query);
  // The shell sends a signed-out visitor to sign in before this renders.
  const userId = viewer?.user.id ?? '';
  const [step, setStep] = useState<Step>(() => {
    const taskId = readRunningTask(TASK_KIND, userId);
    return taskId ? { name: 'progress', taskId } : { name: 'upload' };
  });

  const started = (taskId: string) => {
    storeRunningTask(TASK_KIND, userId, taskId);
    setStep({ name: 'progress', taskId });
  };

  const finished = (task: TaskProgress) => {
    clearRunningTask(TASK_KIND, userId);
    if (task.status === 'COMPLETED' && task.failed === 0) {
      toaster.create({ type: 'success', title: fill(MSG.allExecuted, { type: task.type }) });
    }
    setStep({ name: 'result', task });
  };

  const followFailed = (error: Error) => {
    // §8 queue poll failure: stop, forget the task, start over.
    clearRunningTask(TASK_KIND, userId);
    notifyFailure(error, MSG.taskFollowFailed);
    setStep({ name: 'upload' });
  };

  return (
    <>
      <PageHeader
        title={TITLES[step.name]}
        actions={
          step.name !== 'result' && (
            <Button variant="outline" asChild>
              <RouterLink to="/orders">Back to orders</RouterLink>
            </Button>
          )
        }
      />
      {step.name === 'upload' && <BulkOrdersUpload onPreview={(preview) => setStep({ name: 'preview', ...preview })} />}
      {step.name === 'preview' && (
        <BulkOrdersPreview
          fileName={step.fileName}
          rows={step.rows}
          warehouseCodes={step.warehouseCodes}
          onStarted={started}
          onCancel={() => setStep({ name: 'upload' })}
        />
      )}
      {step.name === 'progress' && (
        <BulkOrdersProgress key={step.taskId} taskId={step.taskId} onDone={finished} onFailed={followFailed} />
      )}
      {step.name === 'result' && <BulkOrdersResult task={step.task} />}
    </>
  );
}
