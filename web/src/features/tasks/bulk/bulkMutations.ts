import type { BulkSheet } from '@parcelo/common';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UnstoredMutationCallbacks } from '../../../lib/relay/mutations';
import { cellsFromValues, valuesFromCells, type BulkCell, type BulkPreviewRow, type BulkValues } from './bulkRows';

/**
 * What the bulk screens need of a page's two mutations, whatever the sheet: each page
 * adapts its own `use<Name>Mutation` hooks to these (orders carry typed `values`, the
 * catalogue and inventory uploads carry `cells`; see `useSheetPreview`/`useSheetSave`).
 */
interface UserErrorLike {
  readonly field?: string | null | undefined;
  readonly message: string;
}

export interface BulkPreviewPayload {
  readonly userErrors: readonly UserErrorLike[];
  readonly rows: readonly BulkPreviewRow[] | null | undefined;
  /** The codes a Warehouse Code column accepts. */
  readonly warehouseCodes: readonly string[] | null | undefined;
}

export interface BulkSavePayload {
  readonly userErrors: readonly UserErrorLike[];
  readonly task: { readonly id: string } | null | undefined;
}

export interface BulkFileInput {
  fileName: string;
  contentBase64: string;
}

export interface BulkSaveRow {
  readonly rowNumber: number;
  readonly values: BulkValues;
}

type Run<TInput, TPayload> = (input: TInput, callbacks: UnstoredMutationCallbacks<TPayload>) => void;

/** A mutation as its hook answers it: run, and whether a request is in flight. */
export type BulkMutation<TInput, TPayload> = readonly [run: Run<TInput, TPayload>, isInFlight: boolean];

/** Reads the sheet and checks every cell; nothing is saved. */
export type BulkPreviewMutation = BulkMutation<BulkFileInput, BulkPreviewPayload>;
/** Starts the background task doing the rows. */
export type BulkSaveMutation = BulkMutation<readonly BulkSaveRow[], BulkSavePayload>;

/**
 * What the sheet uploads on `BulkUploadPreviewPayload` (catalogues, inventory) select of
 * their preview. Their mutations spread it with `@relay(mask: false)`: the fields are
 * selected as if written out, so the unstored payload has them without reading the store.
 */
export const sheetPreviewFragment = graphql`
  fragment bulkMutations_sheetPreview on BulkUploadPreviewPayload {
    userErrors {
      field
      message
      code
    }
    warehouseCodes
    rows {
      rowNumber
      cells {
        key
        value
      }
      errors {
        field
        message
      }
    }
  }
`;

/**
 * What the sheet uploads on `BulkUploadSavePayload` select of their save, spread likewise.
 * Only the task's id is needed; its progress arrives through the taskProgress subscription.
 */
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

/** The payload of the sheet uploads on `BulkUploadPreviewPayload`, as its generated types have it. */
interface SheetPreviewPayload {
  readonly userErrors: readonly UserErrorLike[];
  readonly warehouseCodes?: readonly string[] | null | undefined;
  readonly rows?:
    | readonly {
        readonly rowNumber: number;
        readonly cells: readonly BulkCell[];
        readonly errors: readonly { readonly field: string; readonly message: string }[];
      }[]
    | null
    | undefined;
}

/** A `BulkUploadPreviewInput` mutation (catalogues, inventory) for the bulk screens: cells become values. */
export function useSheetPreview<TPayload extends SheetPreviewPayload>(
  sheet: BulkSheet,
  [run, isInFlight]: BulkMutation<BulkFileInput, TPayload>,
): BulkPreviewMutation {
  const preview = useCallback<Run<BulkFileInput, BulkPreviewPayload>>(
    (input, { onCompleted, onError, onPayload }) => {
      const adapt = (payload: TPayload): BulkPreviewPayload => ({
        userErrors: payload.userErrors,
        warehouseCodes: payload.warehouseCodes,
        rows: payload.rows?.map(({ rowNumber, cells, errors }) => ({
          rowNumber,
          values: valuesFromCells(sheet, cells),
          errors,
        })),
      });
      run(input, {
        onCompleted: (payload) => onCompleted(adapt(payload)),
        ...(onError ? { onError } : {}),
        ...(onPayload ? { onPayload: (payload: TPayload) => onPayload(adapt(payload)) } : {}),
      });
    },
    [run, sheet],
  );
  return [preview, isInFlight];
}

/** A `BulkUploadSaveInput` mutation (catalogues, inventory) for the bulk screens: values become cells. */
export function useSheetSave<TPayload extends BulkSavePayload>(
  sheet: BulkSheet,
  [run, isInFlight]: BulkMutation<{ rows: { rowNumber: number; cells: BulkCell[] }[] }, TPayload>,
): BulkSaveMutation {
  const save = useCallback<Run<readonly BulkSaveRow[], BulkSavePayload>>(
    (rows, callbacks) =>
      run(
        { rows: rows.map(({ rowNumber, values }) => ({ rowNumber, cells: cellsFromValues(sheet, values) })) },
        callbacks,
      ),
    [run, sheet],
  );
  return [save, isInFlight];
}
