import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { parse as parseCsvText } from 'csv-parse/sync';
import type { FastifyReply } from 'fastify';
import { istToday, z } from '@parcelo/common';
import { badRequest } from './envelope.js';
import type { Page } from './validation.js';

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

/** The most rows one export sends: a list longer than this is cut. */
export const EXPORT_MAX_ROWS = 20_000;
/** The rows an export reads at a time: the largest page a list answers. */
export const EXPORT_PAGE_SIZE = 300;

export type CsvCell = string | number;
export type CsvRow = readonly CsvCell[];

/** What a CSV answer sends: the file's name, its header and its rows, read as they are sent. */
export interface CsvFile {
  /** The name before `.csv`; the IST day is added (`companies-2026-11-29.csv`) unless `dated` is false. */
  name: string;
  dated?: boolean;
  header: readonly string[];
  rows: AsyncIterable<CsvRow> | Iterable<CsvRow>;
}

/** A leading =, +, - or @ of text is defused so a spreadsheet does not run it; numbers stay as they are. */
const defused = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);

/** The header and the rows as CSV text, produced as the rows arrive (quoted where needed, one `\n` per line). */
export function csvStream(header: readonly string[], rows: CsvFile['rows']): Readable {
  const stringifier = stringify({ header: true, columns: [...header], cast: { string: defused } });
  const source = Readable.from(rows, { objectMode: true });
  source.on('error', (err) => stringifier.destroy(err));
  return source.pipe(stringifier);
}

/**
 * Answers a route with a CSV file, streamed: a private download that is never cached. A
 * failure after the first rows went out cuts the file off rather than answering an error.
 */
export function sendCsv(reply: FastifyReply, file: CsvFile): FastifyReply {
  const filename = file.dated === false ? file.name : `${file.name}-${istToday()}`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csvStream(file.header, file.rows));
}

/**
 * A list's rows for an export: its own query, page after page (`order` as the list sorts),
 * each page turned into lines by `lines` (which may look names up, once per page), at most
 * `max` rows in all. Only one page is held at a time.
 */
export async function* exportRows<T>(
  page: (window: Page) => Promise<readonly T[]>,
  lines: (rows: readonly T[]) => CsvRow[] | Promise<CsvRow[]>,
  order: Page['order'] = 'desc',
  max = EXPORT_MAX_ROWS,
): AsyncGenerator<CsvRow> {
  for (let offset = 0; offset < max; offset += EXPORT_PAGE_SIZE) {
    const limit = Math.min(EXPORT_PAGE_SIZE, max - offset);
    const rows = await page({ limit, offset, order });
    if (rows.length) yield* await lines(rows);
    if (rows.length < limit) return;
  }
}

/** The sort of an export link (`sort=NAME&order=ASC`), as its list page has it. */
export const ExportSort = { sort: z.string().max(40).optional(), order: z.string().max(10).optional() };

/**
 * The list's sort field and order from an export link: one of `fields` (keyed as the link
 * names them, NAME or CREATED_AT), ascending unless DESC; without one, `fallback` newest first.
 */
export function exportSort<By extends string>(
  query: { sort?: string | undefined; order?: string | undefined },
  fields: Readonly<Record<string, By>>,
  fallback: By,
): { by: By; order: Page['order'] } {
  const by = query.sort && Object.hasOwn(fields, query.sort) ? fields[query.sort] : undefined;
  return by ? { by, order: query.order === 'DESC' ? 'desc' : 'asc' } : { by: fallback, order: 'desc' };
}

/** One page of an export as a list route's parsed body, for a domain's list call that takes one. */
export const exportListBody = <W, By extends string>(where: W, window: Page, by: By) => ({
  where,
  pagination: { records: window.limit, pageNumber: 1, offset: window.offset },
  sortBy: { by, order: window.order === 'asc' ? ('ASC' as const) : ('DESC' as const) },
});

/** An ISO instant's day (`2026-11-29`), as exports show dates without a time. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** A label from a list of them, or the key itself when it has none; empty for none. */
export const labelOf = (labels: Readonly<Record<string, string>>, key: string | null | undefined) =>
  key ? (labels[key] ?? key) : '';
