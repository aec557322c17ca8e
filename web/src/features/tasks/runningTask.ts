/**
 * §4: the id of a background task the user started, kept in localStorage per user and
 * per kind of task, so that a reload (or a visit from another tab) follows it again.
 */

/** The part of Storage used here; tests pass their own. */
export type TaskStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'parcelo.runningTask';

/** The key for one user's task of one kind, e.g. parcelo.runningTask.bulk-orders.<user id>. */
export function runningTaskKey(kind: string, userId: string): string {
  return `${PREFIX}.${kind}.${userId}`;
}

function defaultStorage(): TaskStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; following a task after a reload is then not offered.
    return null;
  }
}

export function readRunningTask(kind: string, userId: string, storage = defaultStorage()): string | null {
  try {
    const id = storage?.getItem(runningTaskKey(kind, userId))?.trim();
    return id ? id : null;
  } catch {
    return null;
  }
}

export function storeRunningTask(kind: string, userId: string, taskId: string, storage = defaultStorage()): void {
  try {
    storage?.setItem(runningTaskKey(kind, userId), taskId);
  } catch {
    // A full or blocked storage only loses the resume after a reload.
  }
}

export function clearRunningTask(kind: string, userId: string, storage = defaultStorage()): void {
  try {
    storage?.removeItem(runningTaskKey(kind, userId));
  } catch {
    // Nothing to clear when storage cannot be reached.
  }
}
