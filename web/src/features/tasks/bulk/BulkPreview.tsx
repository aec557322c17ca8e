import { MSG, type BulkColumn, type BulkSheet } from '@parcelo/common';
import { Alert, Button, Flex, HStack, Stack, Table, Text, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { FormAlert } from '../../../lib/FormAlert';
import { notifyFailure } from '../../../lib/toaster';
import { BulkPager } from './BulkPager';
import { repeatRefusal, startedTask, type BulkSaveMutation, type BulkSheetRepeat } from './bulkMutations';
import {
  applySaveErrors,
  cellEdits,
  editCell,
  firstErrorCell,
  pageOfIndex,
  pageSlice,
  previewSummary,
  type BulkRow,
  type CellRef,
} from './bulkRows';
import type { BulkPreviewData } from './BulkUpload';

const cellId = (rowNumber: number, field: string) => `bulk-cell-${rowNumber}-${field}`;

type Commit = (index: number, field: string, value: string) => void;

interface RowProps {
  columns: readonly BulkColumn[];
  wide: ReadonlySet<string>;
  row: BulkRow;
  index: number;
  onCommit: Commit;
  /** While saving: what is being saved is what is on screen. */
  readOnly: boolean;
}

/**
 * One sheet row, in plain elements: a page is 2,000 inputs, and giving each its own
 * Chakra component took over a second a page; the table styles them all at once
 * instead (see `useGridStyles`). The inputs are uncontrolled and report on blur, so
 * typing re-renders nothing; memo keeps the other 99 rows still when one changes.
 */
const PreviewRow = memo(function PreviewRow({ columns, wide, row, index, onCommit, readOnly }: RowProps) {
  return (
    <tr>
      <td className="bulk-row-number">{row.rowNumber}</td>
      {columns.map(({ key, header }) => {
        const error = row.errors[key];
        const warning = error ? undefined : row.warnings?.[key];
        const id = cellId(row.rowNumber, key);
        return (
          <td key={key} data-wide={wide.has(key) || undefined}>
            <input
              id={id}
              defaultValue={row.values[key] ?? ''}
              readOnly={readOnly}
              aria-label={`${header}, row ${row.rowNumber}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : warning ? `${id}-warning` : undefined}
              onBlur={(event) => onCommit(index, key, event.currentTarget.value)}
            />
            {error && (
              <p id={`${id}-error`} className="bulk-cell-error">
                {error}
              </p>
            )}
            {warning && (
              <p id={`${id}-warning`} className="bulk-cell-warning">
                {warning}
              </p>
            )}
          </td>
        );
      })}
    </tr>
  );
});

interface Props extends BulkPreviewData {
  /** The sheet's columns, and the rules a cell is checked by again when edited. */
  sheet: BulkSheet;
  /** Columns that hold sentences, given wider boxes. */
  wide: ReadonlySet<string>;
  save: BulkSaveMutation;
  /** What a save that failed for no stated reason says, e.g. 'Failed to save orders'. */
  saveFailed: string;
  /** The save started a task. */
  onStarted: (taskId: string) => void;
  /** The save started a task: called even if the page was left while saving, so the task is still followed. */
  onSaving: (taskId: string) => void;
  onCancel: () => void;
}

/**
 * Step 2: every row of the sheet, 100 to a page, editable in place. A cell is checked
 * again when it loses focus, by the rules the server uses; the first cell in error has
 * focus when the preview opens and after a save that failed.
 */
export function BulkPreview({
  sheet,
  wide,
  save: [save, isSaving],
  saveFailed,
  fileName,
  file,
  rows: initialRows,
  warehouseCodes,
  repeatOf,
  onStarted,
  onSaving,
  onCancel,
}: Props) {
  const [rows, setRows] = useState(initialRows);
  const [page, setPage] = useState(0);
  // A new object each time, so asking for the same cell twice still moves focus there.
  const [focusRequest, setFocusRequest] = useState<CellRef | null>(() => firstErrorCell(sheet, initialRows));
  const [formError, setFormError] = useState<string | null>(null);
  // Known from the preview, or from a save refused because another save of the same entries came first.
  const [repeat, setRepeat] = useState<BulkSheetRepeat | null>(repeatOf);
  const focusFirstError = (from: readonly BulkRow[]) => {
    const cell = firstErrorCell(sheet, from);
    if (cell) setFocusRequest({ ...cell });
  };

  useEffect(() => {
    if (!focusRequest) return;
    const wanted = pageOfIndex(focusRequest.index);
    // The cell's page renders first; this runs again once it has.
    if (wanted !== page) {
      setPage(wanted);
      return;
    }
    const row = rows[focusRequest.index];
    if (row) document.getElementById(cellId(row.rowNumber, focusRequest.field))?.focus();
    setFocusRequest(null);
  }, [focusRequest, page, rows]);

  const commit = useCallback<Commit>(
    (index, field, value) => setRows((current) => editCell(sheet, current, { index, field }, value, warehouseCodes)),
    [sheet, warehouseCodes],
  );

  const submit = (confirmRepeat = false) => {
    setFormError(null);
    const edits = cellEdits(sheet, initialRows, rows);
    save(
      { file, edits, ...(confirmRepeat ? { confirmRepeat } : {}) },
      {
        onPayload: (payload) => {
          const started = startedTask(payload);
          if (started) onSaving(started);
        },
        onCompleted: (payload) => {
          const started = startedTask(payload);
          if (started) {
            onStarted(started);
            return;
          }
          const refused = repeatRefusal(payload);
          if (refused) {
            setRepeat((known) => known ?? { uploadedBy: '', message: refused.message });
            return;
          }
          const marked = applySaveErrors(sheet, rows, payload.userErrors, edits);
          setRows(marked.rows);
          setFormError(marked.general.join(' ') || (marked.rows === rows ? saveFailed : null));
          focusFirstError(marked.rows);
        },
        onError: (error) => {
          notifyFailure(error, saveFailed);
          focusFirstError(rows);
        },
      },
    );
  };

  const { start, items } = pageSlice(rows, page);
  const firstError = firstErrorCell(sheet, rows);

  return (
    <Stack gap="4">
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
        <Stack gap="0">
          <Text fontWeight="medium">{fileName}</Text>
          <Text textStyle="sm" color={firstError ? 'fg.error' : 'fg.muted'} aria-live="polite">
            {previewSummary(rows)}
          </Text>
        </Stack>
        <HStack ms={{ md: 'auto' }} gap="2" wrap="wrap">
          {firstError && (
            <Button variant="ghost" size="sm" onClick={() => focusFirstError(rows)}>
              Go to first error
            </Button>
          )}
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            Choose another file
          </Button>
          <Button onClick={() => submit()} loading={isSaving} loadingText="Saving" disabled={repeat !== null}>
            Save
          </Button>
        </HStack>
      </Flex>
      {firstError && (
        <Text textStyle="sm" color="fg.muted">
          {MSG.bulkErrorsSaved}
        </Text>
      )}
      {repeat && <RepeatWarning repeat={repeat} saving={isSaving} onConfirm={() => submit(true)} />}
      <FormAlert message={formError} />

      <PreviewTable
        sheet={sheet}
        wide={wide}
        fileName={fileName}
        rows={items}
        start={start}
        onCommit={commit}
        readOnly={isSaving}
      />
      <BulkPager page={page} total={rows.length} onPage={setPage} noun="row" />
    </Stack>
  );
}

/** A sheet whose entries were saved before: saving it again is a choice made here, never by accident. */
function RepeatWarning({
  repeat,
  saving,
  onConfirm,
}: {
  repeat: BulkSheetRepeat;
  saving: boolean;
  onConfirm: () => void;
}) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {repeat.message}
          {repeat.uploadedBy && ` (saved by ${repeat.uploadedBy})`}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="orange" onClick={onConfirm} loading={saving} loadingText="Saving">
        Save again
      </Button>
    </Alert.Root>
  );
}

/** The theme's input look (red border when invalid included), computed once for every cell. */
function useGridStyles() {
  const inputRecipe = useRecipe({ key: 'input' });
  return useMemo<SystemStyleObject>(
    () => ({
      '& tbody td': { px: '1', py: '1.5', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border' },
      '& tbody input': { ...inputRecipe({ size: 'xs', variant: 'outline' }), w: '32' },
      '& tbody td[data-wide] input': { w: '52' },
      '& .bulk-row-number': { color: 'fg.muted', textAlign: 'end', pt: '2.5', px: '2' },
      '& .bulk-cell-error': { textStyle: 'xs', color: 'fg.error', mt: '1', maxW: '32' },
      '& td[data-wide] .bulk-cell-error': { maxW: '52' },
      '& .bulk-cell-warning': { textStyle: 'xs', color: 'fg.warning', mt: '1', maxW: '32' },
    }),
    [inputRecipe],
  );
}

/** One page of the sheet's rows, every cell an input. */
function PreviewTable({
  sheet,
  wide,
  fileName,
  rows,
  start,
  onCommit,
  readOnly,
}: {
  sheet: BulkSheet;
  wide: ReadonlySet<string>;
  fileName: string;
  rows: readonly BulkRow[];
  /** The index of the page's first row among all rows. */
  start: number;
  onCommit: Commit;
  readOnly: boolean;
}) {
  const gridStyles = useGridStyles();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxH="70vh">
      <Table.Root size="sm" stickyHeader aria-label={`Rows of ${fileName}`} css={gridStyles}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">Row</Table.ColumnHeader>
            {sheet.columns.map(({ key, header }) => (
              <Table.ColumnHeader key={key} whiteSpace="nowrap" px="1">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, offset) => (
            <PreviewRow
              key={row.rowNumber}
              columns={sheet.columns}
              wide={wide}
              row={row}
              index={start + offset}
              onCommit={onCommit}
              readOnly={readOnly}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
