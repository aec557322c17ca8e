import { redirect } from 'react-router';
import { readRunningTask, type FollowedTask } from '../runningTask';

/** What every bulk page's query takes: the task to show, when the address names one. */
export interface BulkRouteVariables {
  task: string;
  withTask: boolean;
}

/** The task the address names (?task=), if any. */
export const taskInAddress = (request: Request) => new URL(request.url).searchParams.get('task');

/**
 * The variables of a bulk page's query. The page follows the task named in the address, so
 * a reload keeps following it; without one it goes to the task of this kind the user
 * (`userId`, known then) left running, if any.
 */
export function bulkRouteVariables(
  request: Request,
  followed: FollowedTask,
  userId: string | null,
): BulkRouteVariables {
  const task = taskInAddress(request);
  if (!task && userId) {
    const running = readRunningTask(followed.kind, userId);
    if (running) throw redirect(followed.resultPath(running));
  }
  return { task: task ?? '', withTask: Boolean(task) };
}
