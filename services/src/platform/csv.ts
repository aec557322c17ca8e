import { parse as parseCsvText } from 'csv-parse/sync';
import { badRequest } from './envelope.js';

export { csvLine } from '@parcelo/common';

/** A CSV file's rows as records keyed by lower-cased header; a file that is not CSV is refused with `message`. */
export function readCsv(text: string, message: string): Record<string, string>[] {
  try {
    return parseCsvText(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch {
    throw badRequest(message, 'file');
  }
}
