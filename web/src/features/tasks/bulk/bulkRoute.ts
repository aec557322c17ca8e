import { redirect } from 'react-router';
import { readRunningTask, type FollowedTask } from '../runningTask';

/** What every bulk page's query takes: the task to show, when the address names one. */
export interface BulkRouteVariables {
  task: string;
  withTask: boolean;
}

/**
 * The variables of a bulk page's query, for its loader once its guard has passed. The
 * page follows the task named in the address (?task=), so a reload keeps following it;
 * without one it goes to the task of this kind the user left running, if any.
 */
export function bulkRouteVariables(request: Request, followed: FollowedTask, userId: string): BulkRouteVariables {
  const task = new URL(request.url).searchParams.get('task');
  if (!task) {
    const running = readRunningTask(followed.kind, userId);
    if (running) throw redirect(followed.resultPath(running));
  }
  return { task: task ?? '', withTask: Boolean(task) };
}
