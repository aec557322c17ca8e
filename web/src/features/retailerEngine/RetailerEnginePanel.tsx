import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { RetailerEnginePanel_query$key } from '../../__generated__/RetailerEnginePanel_query.graphql';
import type { RetailerEnginePanelRefetchQuery } from '../../__generated__/RetailerEnginePanelRefetchQuery.graphql';
import { formatDateTime } from '../../lib/format';
import { notifyUserErrors } from '../../lib/notify';
import { notifyFailure, toaster } from '../../lib/toaster';
import { TaskProgressBar, useTaskProgressSubscription, type TaskProgress } from '../tasks';
import { useRetailerEngineApplyMutation } from './useRetailerEngineApplyMutation';
import { useRetailerEngineRecomputeMutation } from './useRetailerEngineRecomputeMutation';

const fragment = graphql`
  fragment RetailerEnginePanel_query on Query
  @argumentDefinitions(company: { type: "ID!" })
  @refetchable(queryName: "RetailerEnginePanelRefetchQuery") {
    retailerEngine(company: $company) {
      running {
        id
        task {
          id
        }
      }
      lastRun {
        finishedAt
      }
      changedCount
    }
  }
`;

/** How often a run this page did not start is looked at. */
const UNTRACKED_POLL_MS = 5_000;

interface Props {
  query: RetailerEnginePanel_query$key;
  company: string;
  /** A run finished or classes were applied: the rows are fetched again. */
  onChanged: () => void;
}

/** When the brand's engine last ran, "Recompute now" with the run's progress, and "Apply all". */
export function RetailerEnginePanel({ query, company, onChanged }: Props) {
  const [data, refetch] = useRefetchableFragment<RetailerEnginePanelRefetchQuery, RetailerEnginePanel_query$key>(
    fragment,
    query,
  );
  const engine = data.retailerEngine;
  const [recompute, recomputing] = useRetailerEngineRecomputeMutation();
  const [apply, applying] = useRetailerEngineApplyMutation();
  // The task followed: the run this page started, or the one going when it opened.
  const [taskId, setTaskId] = useState<string | null>(engine?.running?.task?.id ?? null);
  const running = taskId !== null || engine?.running != null;

  // A run without a task of this page's (the nightly one) is looked at again until it ends.
  const untracked = taskId === null && engine?.running != null;
  useEffect(() => {
    if (!untracked) return;
    const timer = setInterval(() => refetch({ company }, { fetchPolicy: 'network-only' }), UNTRACKED_POLL_MS);
    return () => clearInterval(timer);
  }, [untracked, company, refetch]);

  const reload = () => {
    refetch({ company }, { fetchPolicy: 'network-only' });
    onChanged();
  };

  const start = () =>
    recompute(
      { company },
      {
        onCompleted: (payload) => {
          if (!notifyUserErrors(payload.userErrors, 'The engine could not start.')) return;
          setTaskId(payload.run?.task?.id ?? null);
        },
        onError: (error) => notifyFailure(error, 'The engine could not start.'),
      },
    );

  const applyAll = () =>
    apply(
      { company },
      {
        onCompleted: (payload) => {
          notifyUserErrors(payload.userErrors, 'Some classes could not be applied.');
          const n = payload.retailers?.length ?? 0;
          if (n) toaster.create({ type: 'success', title: `${n} ${n === 1 ? 'retailer' : 'retailers'} saved` });
          reload();
        },
      },
    );

  return (
    <Card.Root size="sm" mb="4">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="0">
              <Text fontWeight="medium">
                {engine?.lastRun?.finishedAt
                  ? `Last run ${formatDateTime(engine.lastRun.finishedAt)}`
                  : 'The engine has not run for this brand yet'}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                Classes from the last 90 days' value, frequency and payment; recomputed every night.
              </Text>
            </Stack>
            <HStack gap="2">
              <Button
                variant="outline"
                onClick={applyAll}
                loading={applying}
                disabled={!engine?.changedCount || running}
              >
                {`Apply all changed (${engine?.changedCount ?? 0})`}
              </Button>
              <Button onClick={start} loading={recomputing || running} loadingText="Recomputing">
                Recompute now
              </Button>
            </HStack>
          </HStack>
          {taskId && (
            <RunProgress
              key={taskId}
              taskId={taskId}
              onEnd={(task) => {
                setTaskId(null);
                if (task.status === 'FAILED') toaster.create({ type: 'error', title: task.error ?? 'The run failed.' });
                reload();
              }}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The run's task, live, until it ends. */
function RunProgress({ taskId, onEnd }: { taskId: string; onEnd: (task: TaskProgress) => void }) {
  const [task, setTask] = useState<TaskProgress | null>(null);
  useTaskProgressSubscription(taskId, {
    onNext: setTask,
    onError: (error) => notifyFailure(error, 'The progress could not be followed.'),
  });
  const ended = task && task.status !== 'IN_PROGRESS' ? task : null;
  useEffect(() => {
    if (ended) onEnd(ended);
    // Once, as the task ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended?.status]);
  return <TaskProgressBar value={task?.progress ?? 0} status={task?.status ?? 'IN_PROGRESS'} label="Retailer engine" />;
}
