import { Card, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatNumber } from '../../lib/format';
import { TaskProgressBar } from '../tasks/TaskProgressBar';
import { useTaskProgressSubscription, type TaskProgress } from '../tasks/useTaskProgressSubscription';

interface Props {
  taskId: string;
  /** The task is no longer in progress: completed, or failed as a whole. */
  onDone: (task: TaskProgress) => void;
  /** Following the task failed (§8 queue poll failure). */
  onFailed: (error: Error) => void;
}

/** Step 3: the saving task's progress, live; also where a reload with a running task lands. */
export function BulkOrdersProgress({ taskId, onDone, onFailed }: Props) {
  const [task, setTask] = useState<TaskProgress | null>(null);
  useTaskProgressSubscription(taskId, {
    onNext: (next) => {
      setTask(next);
      if (next.status !== 'IN_PROGRESS') onDone(next);
    },
    onError: onFailed,
  });

  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body>
        {task ? (
          <Stack gap="3">
            <Text fontWeight="medium">{task.title}</Text>
            <TaskProgressBar value={task.progress} status={task.status} label={task.title} size="lg" />
            <Text textStyle="sm" color="fg.muted">
              {`${formatNumber(task.succeeded + task.failed)} of ${formatNumber(task.total)} ${task.type}`}
            </Text>
          </Stack>
        ) : (
          <Center py="6" role="status" gap="3">
            <Spinner size="sm" />
            <Text color="fg.muted">Starting…</Text>
          </Center>
        )}
      </Card.Body>
    </Card.Root>
  );
}
