import { z } from 'zod';

export const TASK_STATUSES = ['in-progress', 'completed', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** One row's outcome in a bulk task: its key (an order ID for orders) and, on failure, why. */
export const BulkRowOutcomeSchema = z.object({
  key: z.string(),
  message: z.string().nullable(),
});
export type BulkRowOutcome = z.infer<typeof BulkRowOutcomeSchema>;

export const TaskRecordSchema = z.object({
  id: z.string(),
  queue: z.string(),
  companyId: z.string().nullable(),
  userId: z.string(),
  /** What the task works on, for the message 'All {type} executed successfully!'. */
  type: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  progress: z.number(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  result: z.object({ succeeded: z.array(BulkRowOutcomeSchema), failed: z.array(BulkRowOutcomeSchema) }).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskRecord = z.infer<typeof TaskRecordSchema>;

/**
 * A bulk sheet as read and checked by its service, for the editable preview: each row's
 * cells in the order of `columns` (the sheet's keys), with the problems of its cells by key.
 */
export const BulkPreviewRecordSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(
    z.object({
      rowNumber: z.number().int(),
      cells: z.array(z.string()),
      errors: z.record(z.string(), z.string()),
      /** Cells taken as they are but worth a look (an order line of a SKU the catalogue lacks). */
      warnings: z.record(z.string(), z.string()).optional(),
    }),
  ),
  /** The codes a Warehouse Code column accepts. */
  warehouseCodes: z.array(z.string()),
  maxRows: z.number().int(),
  /** When the same entries were saved before: the last save, and what saving again does. */
  repeatOf: z.object({ uploadedAt: z.string(), uploadedBy: z.string(), message: z.string() }).nullable(),
});
export type BulkPreviewRecord = z.infer<typeof BulkPreviewRecordSchema>;

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
