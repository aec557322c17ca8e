import { MSG, fill } from '@parcelo/common';
import { useNavigate } from 'react-router';
import { toaster } from '../../lib/toaster';
import { bulkResultSummary } from './bulk/bulkSummary';
import { FOLLOWED_TASKS, finishRunningTask, useRunningTask, type FollowedTask } from './runningTask';
import { useTaskProgressSubscription, type TaskProgress } from './useTaskProgressSubscription';

/**
 * Tells the user when a task they started ends, on whatever page they are ('All
 * {type} executed successfully!'), and links to its result when rows failed.
 */
export function RunningTasksNotifier({ userId }: { userId: string }) {
  return (
    <>
      {FOLLOWED_TASKS.map((followed) => (
        <StoredTask key={followed.kind} followed={followed} userId={userId} />
      ))}
    </>
  );
}

function StoredTask({ followed, userId }: { followed: FollowedTask; userId: string }) {
  const taskId = useRunningTask(followed.kind, userId);
  return taskId ? <TaskNotice key={taskId} taskId={taskId} followed={followed} userId={userId} /> : null;
}

function TaskNotice({ taskId, followed, userId }: { taskId: string; followed: FollowedTask; userId: string }) {
  const navigate = useNavigate();
  const ended = (task: TaskProgress) => {
    // Of several tabs, only the first to see the end tells the user.
    if (!finishRunningTask(followed.kind, userId, taskId)) return;
    if (task.status === 'COMPLETED' && task.failed === 0) {
      toaster.create({ type: 'success', title: fill(MSG.allExecuted, { type: task.type }) });
      return;
    }
    toaster.create({
      type: task.status === 'FAILED' ? 'error' : 'warning',
      title: task.title,
      description: task.error ?? bulkResultSummary(task),
      action: { label: MSG.seeResult, onClick: () => void navigate(followed.resultPath(taskId)) },
      duration: 10_000,
    });
  };
  useTaskProgressSubscription(taskId, {
    onNext: (task) => {
      if (task.status !== 'IN_PROGRESS') ended(task);
    },
    // The bulk page, or Task Center, shows why; a notice here would only repeat it.
    onError: () => {},
  });
  return null;
}
