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

// btoa takes a string of byte-sized characters; building it in slices keeps each
// String.fromCharCode call's argument list short (engines cap how many arguments a call takes).
const SLICE = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** A file's contents as base64, as the catalogue pricing upload takes them. */
export async function readFileAsBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
