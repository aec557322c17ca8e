/**
 * Task texts that @parcelo/common does not have yet; they move to MSG once the shared
 * list takes them.
 */
export const TASK_MSG = {
  /** §8: a task reached 100 with nothing failed; `type` is the task's, e.g. 'orders'. */
  allExecuted: 'All {type} executed successfully!',
  /** §8 queue poll failure: following the task stopped; the task itself may still be running. */
  followFailed: 'Could not follow the task’s progress. See Settings > Task Center.',
  liveUpdatesStopped: 'Live updates of tasks stopped. Reload the page to see the latest.',
} as const;
