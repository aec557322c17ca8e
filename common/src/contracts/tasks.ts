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

/**
 * A bulk sheet as read and checked by its service, for the editable preview: each row's
 * cells in the order of `columns` (the sheet's keys), with the problems of its cells by key.
 */
export interface BulkPreviewRecord {
  columns: string[];
  rows: {
    rowNumber: number;
    cells: string[];
    errors: Record<string, string>;
    /** Cells taken as they are but worth a look (an order line of a SKU the catalogue lacks). */
    warnings?: Record<string, string>;
  }[];
  /** The codes a Warehouse Code column accepts. */
  warehouseCodes: string[];
  maxRows: number;
  /** When the same entries were saved before: the last save, and what saving again does. */
  repeatOf: { uploadedAt: string; uploadedBy: string; message: string } | null;
}

/** A bulk preview's request: the sheet's stored address, from an upload of kind bulk_sheet. */
export interface BulkPreviewRequest {
  file: string;
  companyId?: string;
}

/** A bulk save's request: the same sheet, and the cells the preview changed. */
export interface BulkSaveRequest extends BulkPreviewRequest {
  edits: { rowNumber: number; key: string; value: string }[];
  /** Saves a sheet whose entries were saved before once more. */
  confirmRepeat?: boolean;
}
