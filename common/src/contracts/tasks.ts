export type TaskStatus = 'in-progress' | 'completed' | 'failed';

/** One row's outcome in a bulk task: its key (an order ID for orders) and, on failure, why. */
export interface BulkRowOutcome {
  key: string;
  message: string | null;
}

export interface TaskRecord {
  id: string;
  queue: string;
  companyId: string | null;
  userId: string;
  /** What the task works on, for the message 'All {type} executed successfully!'. */
  type: string;
  title: string;
  status: TaskStatus;
  progress: number;
  total: number;
  succeeded: number;
  failed: number;
  result: { succeeded: BulkRowOutcome[]; failed: BulkRowOutcome[] } | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}
