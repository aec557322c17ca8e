import type { TaskStatus } from '../../__generated__/TaskCenterTablePaginationQuery.graphql';

/** The statuses this screen knows; Relay's enum types add a catch-all for ones added later. */
export type KnownTaskStatus = Exclude<TaskStatus, '%future added value'>;

export const TASK_STATUSES: readonly KnownTaskStatus[] = ['IN_PROGRESS', 'COMPLETED', 'FAILED'];

export const isTaskStatus = (value: string): value is KnownTaskStatus =>
  (TASK_STATUSES as readonly string[]).includes(value);
