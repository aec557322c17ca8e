import { graphql } from 'react-relay';
import type { UnstoredMutationCallbacks } from '../../../lib/relay/mutations';
import type { BulkCellEdit, BulkPreviewRow } from './bulkRows';

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
