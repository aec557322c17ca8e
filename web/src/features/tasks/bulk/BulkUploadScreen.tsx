import { MSG, type BulkSheet } from '@parcelo/common';
import { Button } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { BulkUploadScreen_task$key } from '../../../__generated__/BulkUploadScreen_task.graphql';
import type { BulkUploadScreenSubscription } from '../../../__generated__/BulkUploadScreenSubscription.graphql';
import { notifyFailure } from '../../../lib/toaster';
import { PageHeader } from '../../../lib/PageHeader';
import { clearRunningTask, finishRunningTask, storeRunningTask, type FollowedTask } from '../runningTask';
import type { BulkPreviewMutation, BulkSaveMutation } from './bulkMutations';
import { BulkPreview } from './BulkPreview';
import { BulkProgress } from './BulkProgress';
import { BulkResult } from './BulkResult';
import type { BulkOutcomeLabels } from './bulkSummary';
import { BulkUpload, type BulkPreviewData } from './BulkUpload';

const fragment = graphql`
  fragment BulkUploadScreen_task on Task {
    id
    status
    ...BulkProgress_task
    ...BulkResult_task
  }
`;

// Keeps the task record the screen reads current; the server ends it once the task has.
const subscription = graphql`
  subscription BulkUploadScreenSubscription($id: ID!) {
    taskProgress(id: $id) {
      id
      ...BulkUploadScreen_task
    }
  }
`;

type Shown = 'upload' | 'preview' | 'progress' | 'result';

/** One bulk upload (orders, catalogues, inventory): its sheet, its task kind and its words. */
export interface BulkUploadConfig {
  /** The sheet's columns and the rules the preview checks edits by. */
  sheet: BulkSheet;
  /** The kind of task a save starts, and this page's address. */
  followed: FollowedTask;
  /** The page's heading at each step. */
  titles: Readonly<Record<Shown, string>>;
  /** The way back to the list, offered before the result (e.g. 'Back to orders') and as its Go back. */
  back: { readonly to: string; readonly label: string };
  /** Names the file input, e.g. 'Bulk orders file (.xlsx)'. */
  fileLabel: string;
  /** What goes in the sheet, before the template link. */
  instructions: string;
  templateUrl: string;
  /** Columns that hold sentences, given wider boxes in the preview. */
  wide: ReadonlySet<string>;
  /** What a save that failed for no stated reason says. */
  saveFailed: string;
  /** How the result lists the rows. */
  outcomes: BulkOutcomeLabels;
}

interface Props {
  config: BulkUploadConfig;
  /** The signed-in user, whose running task is kept for a reload. */
  userId: string;
  /** The task named in the address (?task=), when the server knows it. */
  task: BulkUploadScreen_task$key | null | undefined;
  preview: BulkPreviewMutation;
  save: BulkSaveMutation;
}

/**
 * A bulk upload page's body: upload a sheet, fix its rows in the preview, save; then the
 * task's progress and result. The page owns the route's query and the mutations.
 */
export function BulkUploadScreen({ config, userId, task: key, preview, save }: Props) {
  const { followed } = config;
  const task = useFragment(fragment, key ?? null);
  const navigate = useNavigate();
  const [step, setStep] = useState<{ name: 'upload' } | ({ name: 'preview' } & BulkPreviewData)>({ name: 'upload' });
  const requested = useSearchParams()[0].get('task');
  const missing = requested && !task ? requested : null;
  useEffect(() => {
    // A stored task the server no longer knows would otherwise be sent back here on every visit.
    if (missing) finishRunningTask(followed.kind, userId, missing);
  }, [followed.kind, missing, userId]);

  const started = (taskId: string) => {
    setStep({ name: 'upload' });
    void navigate(followed.resultPath(taskId));
  };

  /** Stops following the task here (it runs on; Task Center shows it) and starts over. */
  const uploadAnother = () => {
    clearRunningTask(followed.kind, userId);
    void navigate(followed.path);
  };

  /** Queue poll failure: stop following, forget the task, start over. */
  const followFailed = (error: Error) => {
    clearRunningTask(followed.kind, userId);
    notifyFailure(error, MSG.taskFollowFailed);
    void navigate(followed.path);
  };

  const shown: Shown = task?.id ? (task.status === 'IN_PROGRESS' ? 'progress' : 'result') : step.name;

  return (
    <>
      <PageHeader
        title={config.titles[shown]}
        actions={
          shown !== 'result' && (
            <Button variant="outline" asChild>
              <RouterLink to={config.back.to}>{config.back.label}</RouterLink>
            </Button>
          )
        }
      />
      {task?.id ? (
        <>
          <TaskFollower id={task.id} onError={followFailed} />
          {task.status === 'IN_PROGRESS' ? (
            <BulkProgress task={task} onUploadAnother={uploadAnother} />
          ) : (
            <BulkResult task={task} labels={config.outcomes} backTo={config.back.to} />
          )}
        </>
      ) : step.name === 'upload' ? (
        <BulkUpload
          sheet={config.sheet}
          fileLabel={config.fileLabel}
          instructions={config.instructions}
          templateUrl={config.templateUrl}
          preview={preview}
          onPreview={(data) => setStep({ name: 'preview', ...data })}
        />
      ) : (
        <BulkPreview
          sheet={config.sheet}
          wide={config.wide}
          save={save}
          saveFailed={config.saveFailed}
          fileName={step.fileName}
          file={step.file}
          rows={step.rows}
          warehouseCodes={step.warehouseCodes}
          repeatOf={step.repeatOf}
          onSaving={(taskId) => storeRunningTask(followed.kind, userId, taskId)}
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
  const config = useMemo<GraphQLSubscriptionConfig<BulkUploadScreenSubscription>>(
    () => ({ subscription, variables: { id }, onError: (error) => handler.current(error) }),
    [id],
  );
  useSubscription<BulkUploadScreenSubscription>(config);
  return null;
}
