import type { TaskStatus } from '../../__generated__/TaskCenterTablePaginationQuery.graphql';

/** The task centre's filters, as the `tasks` field takes them. */
export interface TaskFilters {
  status: TaskStatus | null;
  search: string | null;
}

/** The statuses this screen knows; Relay's enum types add a catch-all for ones added later. */
export type KnownTaskStatus = Exclude<TaskStatus, '%future added value'>;

export const TASK_STATUSES: readonly KnownTaskStatus[] = ['IN_PROGRESS', 'COMPLETED', 'FAILED'];

export const isTaskStatus = (value: string): value is KnownTaskStatus => (TASK_STATUSES as readonly string[]).includes(value);

interface TaskFields {
  status: unknown;
  title: unknown;
  createdAt: unknown;
}

/**
 * Whether a task a list does not show belongs at its top: it matches the filters
 * (the server's title search is a case-insensitive substring) and is no older than the
 * newest task listed. An older one is on a later page and turns up when that loads.
 */
export function belongsAtTop(task: TaskFields, filters: TaskFilters, newestListed: unknown): boolean {
  if (filters.status && task.status !== filters.status) return false;
  const search = filters.search?.trim().toLowerCase();
  if (search && !(typeof task.title === 'string' && task.title.toLowerCase().includes(search))) return false;
  if (typeof newestListed !== 'string') return true;
  return typeof task.createdAt === 'string' && Date.parse(task.createdAt) >= Date.parse(newestListed);
}
