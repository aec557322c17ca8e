import { BULK_FILE_MAX_MB, MSG, XLSX_TYPE, fill } from '@parcelo/common';

/** What the file input offers; other files can still be picked ("All files"), so `bulkFileError` checks. */
export const XLSX_ACCEPT = `.xlsx,${XLSX_TYPE}`;

/** Only .xlsx files, of a size the API takes; the server checks the same and also reads the contents. */
export function bulkFileError(
  file: { readonly name: string; readonly size: number } | null | undefined,
): string | null {
  if (!file) return MSG.noFileSelected;
  if (!file.name.toLowerCase().endsWith('.xlsx')) return MSG.xlsxOnly;
  return file.size > BULK_FILE_MAX_MB * 1024 * 1024 ? fill(MSG.fileTooLarge, { n: BULK_FILE_MAX_MB }) : null;
}
