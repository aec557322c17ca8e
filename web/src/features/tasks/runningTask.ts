import { useSyncExternalStore } from 'react';

/**
 * The id of a background task the user started, kept in localStorage per user and
 * per kind of task, so that a reload (or a visit from another tab) follows it again.
 */

/** The part of Storage used here; tests pass their own. */
export type TaskStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'parcelo.runningTask';

/** A kind of task a user starts and is told about when it ends: its page, and where its result is. */
export interface FollowedTask {
  readonly kind: string;
  /** The page that starts it, e.g. /orders/bulk. */
  readonly path: string;
  /** The page following one task of the kind, e.g. /orders/bulk?task=<id>. */
  readonly resultPath: (taskId: string) => string;
}

function followed(kind: string, path: string): FollowedTask {
  return { kind, path, resultPath: (taskId) => `${path}?task=${encodeURIComponent(taskId)}` };
}

export const BULK_ORDERS_TASK = 'bulk-orders';
export const BULK_CATALOGUES_TASK = 'bulk-catalogues';
export const BULK_INVENTORY_TASK = 'bulk-inventory';

export const BULK_ORDERS_FOLLOWED = followed(BULK_ORDERS_TASK, '/orders/bulk');
export const BULK_CATALOGUES_FOLLOWED = followed(BULK_CATALOGUES_TASK, '/catalogs/bulk');
export const BULK_INVENTORY_FOLLOWED = followed(BULK_INVENTORY_TASK, '/inventory/bulk');
/** The admin's COD remittance sheet (not watched by the seller shell's notifier). */
export const BULK_COD_REMITTANCES_FOLLOWED = followed('bulk-cod-remittances', '/admin/billing/cod-remittance/upload');

/** Every kind the seller shell's notifier watches, on any page. */
export const FOLLOWED_TASKS: readonly FollowedTask[] = [
  BULK_ORDERS_FOLLOWED,
  BULK_CATALOGUES_FOLLOWED,
  BULK_INVENTORY_FOLLOWED,
];

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
  changed();
}

export function clearRunningTask(kind: string, userId: string, storage = defaultStorage()): void {
  try {
    storage?.removeItem(runningTaskKey(kind, userId));
  } catch {
    // Nothing to clear when storage cannot be reached.
  }
  changed();
}

/**
 * Clears the task only if it is still the one stored, and answers whether it was: of
 * several tabs following the same task, only the first to see it end announces it.
 */
export function finishRunningTask(kind: string, userId: string, taskId: string, storage = defaultStorage()): boolean {
  if (readRunningTask(kind, userId, storage) !== taskId) return false;
  clearRunningTask(kind, userId, storage);
  return true;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs' changes arrive as storage events.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored task of one kind for one user, kept current across this and other tabs. */
export function useRunningTask(kind: string, userId: string): string | null {
  return useSyncExternalStore(subscribe, () => readRunningTask(kind, userId));
}
