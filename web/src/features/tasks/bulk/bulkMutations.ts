import type { BulkSheet } from '@parcelo/common';
import { graphql } from 'react-relay';
import type { UnstoredMutationCallbacks } from '../../../lib/relay/mutations';
import { isField, sheetValues, type BulkCellEdit, type BulkRow } from './bulkRows';

/**
 * The two mutations of every bulk page (orders, catalogues, inventory), which share one
 * contract: a preview of an uploaded sheet, and a save of the same sheet with the cells
 * the preview changed. Each page's `use<Name>Mutation` hooks spread the fragments below
 * with `@relay(mask: false)`, so their unstored payloads carry the fields as selected.
 */
interface UserErrorLike {
  readonly field?: string | null | undefined;
  readonly message: string;
  readonly code?: string | null | undefined;
}

/** A row as a preview answers it: its cells in the order of the preview's columns. */
export interface BulkPreviewRow {
  readonly rowNumber: number;
  readonly cells: readonly string[];
  readonly errors: readonly { readonly field: string; readonly message: string }[];
  readonly warnings?: readonly { readonly field: string; readonly message: string }[] | null;
}

/** The last save of a sheet with the same entries (inventory sheets), and what saving again does. */
export interface BulkSheetRepeat {
  readonly uploadedBy: string;
  readonly message: string;
}

export interface BulkPreviewPayload {
  readonly userErrors: readonly UserErrorLike[];
  /** The sheet's column keys, in the order each row's cells give them. */
  readonly columns?: readonly string[] | null | undefined;
  readonly rows?: readonly BulkPreviewRow[] | null | undefined;
  /** The codes a Warehouse Code column accepts. */
  readonly warehouseCodes?: readonly string[] | null | undefined;
  readonly repeatOf?: BulkSheetRepeat | null | undefined;
}

export interface BulkSavePayload {
  readonly userErrors: readonly UserErrorLike[];
  readonly task?: { readonly id: string } | null | undefined;
}

/**
 * The preview's rows by column key (`columns` orders each row's cells), with their errors
 * keyed by column; errors naming no column of the sheet are dropped.
 */
function rowsFromPreview(sheet: BulkSheet, columns: readonly string[], rows: readonly BulkPreviewRow[]): BulkRow[] {
  return rows.map(({ rowNumber, cells, errors, warnings }) => {
    const given: Record<string, string> = {};
    columns.forEach((key, i) => (given[key] = cells[i] ?? ''));
    const byField: Record<string, string> = {};
    for (const { field, message } of errors) if (isField(sheet, field)) byField[field] ??= message;
    const notes: Record<string, string> = {};
    for (const { field, message } of warnings ?? []) if (isField(sheet, field)) notes[field] ??= message;
    return {
      rowNumber,
      values: sheetValues(sheet, given),
      errors: byField,
      ...(Object.keys(notes).length ? { warnings: notes } : {}),
    };
  });
}

/** What a preview answered, as the upload step takes it: the sheet's rows by column, or the words refusing it. */
export type PreviewReading =
  | { readonly refused: string }
  | {
      readonly rows: BulkRow[];
      readonly warehouseCodes: readonly string[];
      readonly repeatOf: BulkSheetRepeat | null;
    };

export function readPreview(sheet: BulkSheet, payload: BulkPreviewPayload): PreviewReading {
  const { userErrors, columns, rows, warehouseCodes, repeatOf } = payload;
  if (userErrors.length > 0 || !rows || !columns)
    return { refused: userErrors.map(({ message }) => message).join(' ') };
  return {
    rows: rowsFromPreview(sheet, columns, rows),
    warehouseCodes: warehouseCodes ?? [],
    repeatOf: repeatOf ? { uploadedBy: repeatOf.uploadedBy, message: repeatOf.message } : null,
  };
}

/** The task a save started, or null when the save was refused. */
export const startedTask = ({ task, userErrors }: BulkSavePayload): string | null =>
  task && userErrors.length === 0 ? task.id : null;

/** The refusal asking to confirm a sheet whose entries were saved before, when that is why a save was refused. */
export const repeatRefusal = ({ userErrors }: BulkSavePayload): UserErrorLike | null =>
  userErrors.find(({ code }) => code === 'CONFIRMATION_REQUIRED') ?? null;

type Run<TInput, TPayload> = (input: TInput, callbacks: UnstoredMutationCallbacks<TPayload>) => void;

/** A mutation as its hook answers it: run, and whether a request is in flight. */
export type BulkMutation<TInput, TPayload> = readonly [run: Run<TInput, TPayload>, isInFlight: boolean];

/** Reads the uploaded sheet (its stored address) and checks every cell; nothing is saved. */
export type BulkPreviewMutation = BulkMutation<{ file: string }, BulkPreviewPayload>;
/** Starts the background task doing the sheet's rows, with the preview's edits. */
export type BulkSaveMutation = BulkMutation<
  { file: string; edits: readonly BulkCellEdit[]; confirmRepeat?: boolean },
  BulkSavePayload
>;

/** What every bulk preview selects of its payload. */
export const sheetPreviewFragment = graphql`
  fragment bulkMutations_sheetPreview on BulkUploadPreviewPayload {
    userErrors {
      field
      message
      code
    }
    columns
    warehouseCodes
    repeatOf {
      uploadedBy
      message
    }
    rows {
      rowNumber
      cells
      errors {
        field
        message
      }
      warnings {
        field
        message
      }
    }
  }
`;

/** What every bulk save selects: only the task's id; its progress arrives through the taskProgress subscription. */
export const sheetSaveFragment = graphql`
  fragment bulkMutations_sheetSave on BulkUploadSavePayload {
    userErrors {
      field
      message
      code
    }
    task {
      id
    }
  }
`;
