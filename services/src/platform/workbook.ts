import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/**
 * What ExcelJS's streaming reader does with one part of the workbook. Its own pass over the
 * zip (a single streaming unzip, in the order the parts are stored) sometimes loses a part
 * under load: an ExcelJS-written sheet stores `xl/workbook.xml` last, and a seller's upload
 * was then refused as "not an .xlsx" one time in thousands (exceljs issue 3064). So the
 * parts are opened here by the zip's central directory, in the order they depend on each
 * other, and handed to the reader's part parsers; the rows are still read as they inflate.
 */
interface WorkbookParts {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    part: Readable,
    sheetNo: string,
  ): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
}

/** Inflated, a part may be this large: ample for 10,000 rows, and a zip bomb stops here. */
const MAX_SHEET_BYTES = 160 * 1024 * 1024;
const MAX_PART_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2_000;

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The first worksheet's path: the workbook's first sheet, else the lowest-numbered one stored. */
function firstSheetPath(parts: WorkbookParts, stored: readonly string[]): string | undefined {
  const rId = parts.model?.sheets?.[0]?.rId;
  const target = parts.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (stored.includes(path)) return path;
  }
  return stored
    .filter((path) => WORKSHEET.test(path))
    .sort((a, b) => Number(WORKSHEET.exec(a)![1]) - Number(WORKSHEET.exec(b)![1]))[0];
}

/**
 * The rows of an .xlsx file's first worksheet, read as they inflate: the whole workbook is
 * never held as a model (10,000 rows would be some 100 MB of objects). Throws on anything
 * that is not a whole, sound .xlsx file.
 */
export async function* firstWorksheetRows(content: Buffer): AsyncGenerator<ExcelJS.Row> {
  // Sizes are checked against what each entry declares; yauzl refuses an entry that inflates past its declaration.
  const zip = await yauzl.fromBufferPromise(content, { lazyEntries: true, validateEntrySizes: true });
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) {
    if (entries.size >= MAX_ENTRIES) throw new Error('too many zip entries');
    entries.set(entry.fileName, entry);
  }
  const open = async (path: string, max = MAX_PART_BYTES): Promise<Readable | null> => {
    const entry = entries.get(path);
    if (!entry) return null;
    if (entry.uncompressedSize > max) throw new Error(`${path} is too large`);
    return zip.openReadStreamPromise(entry);
  };

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  const parts = reader as unknown as WorkbookParts;
  const rels = await open('xl/_rels/workbook.xml.rels');
  if (rels) await parts._parseRels(rels);
  const workbook = await open('xl/workbook.xml');
  if (!workbook) throw new Error('no xl/workbook.xml');
  await parts._parseWorkbook(workbook);
  const strings = await open('xl/sharedStrings.xml');
  // Cached on the reader, where the worksheet looks its strings up; nothing is emitted.
  if (strings) for await (const emitted of parts._parseSharedStrings(strings)) void emitted;

  const path = firstSheetPath(parts, [...entries.keys()]);
  const sheet = path ? await open(path, MAX_SHEET_BYTES) : null;
  if (!path || !sheet) throw new Error('no worksheet');
  for (const { value: worksheet } of parts._parseWorksheet(sheet, WORKSHEET.exec(path)?.[1] ?? '1')) yield* worksheet;
}
