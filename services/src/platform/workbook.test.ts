import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { firstWorksheetRows } from './workbook.js';

async function workbook(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(content: Buffer): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const row of firstWorksheetRows(content)) rows.push((row.values as unknown[]).slice(1));
  return rows;
}

describe('reading an .xlsx file row by row', () => {
  const orders = [
    ['AWB', 'Weight'],
    ['PC0000012345', 4.5],
    ['PC0000012346', 'heavy'],
  ];

  it("reads the workbook's first sheet, with its shared strings, and no other", async () => {
    const rows = await rowsOf(await workbook({ Orders: orders, Notes: [['ignore me']] }));
    expect(rows).toEqual(orders);
  });

  it('reads the same rows whatever order the zip stores the parts in', async () => {
    const parts = unzipSync(await workbook({ Orders: orders }));
    // Sheet first and workbook last, as a streaming reader finds hardest.
    const names = Object.keys(parts).sort((a, b) => rank(a) - rank(b));
    const reordered = Buffer.from(zipSync(Object.fromEntries(names.map((n) => [n, parts[n]!]))));
    expect(await rowsOf(reordered)).toEqual(orders);
    expect(await rowsOf(Buffer.from(zipSync(Object.fromEntries(names.reverse().map((n) => [n, parts[n]!])))))).toEqual(
      orders,
    );
  });

  it('gives every one of many readers at once the whole sheet', async () => {
    const content = await workbook({ Orders: orders });
    const all = await Promise.all(Array.from({ length: 200 }, () => rowsOf(content)));
    expect(all.filter((rows) => JSON.stringify(rows) !== JSON.stringify(orders))).toEqual([]);
  });

  it('refuses a zip that is not a workbook, and a part that inflates past its declared size', async () => {
    await expect(rowsOf(Buffer.from(zipSync({ 'a.txt': new Uint8Array([1, 2, 3]) })))).rejects.toThrow();
    const parts = unzipSync(await workbook({ Orders: orders }));
    delete parts['xl/worksheets/sheet1.xml'];
    await expect(rowsOf(Buffer.from(zipSync(parts)))).rejects.toThrow('no worksheet');
    const bomb = understated(await workbook({ Orders: orders }), 'xl/worksheets/sheet1.xml');
    await expect(rowsOf(bomb)).rejects.toThrow(/too many bytes/);
  });
});

function rank(name: string): number {
  if (name.startsWith('xl/worksheets/')) return 0;
  if (name === 'xl/workbook.xml') return 3;
  if (name === 'xl/sharedStrings.xml') return 2;
  return 1;
}

/** The zip with `name` declaring it inflates to 10 bytes, as a zip bomb would lie. */
function understated(zip: Buffer, name: string): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at < out.length - 4; at++) {
    const signature = out.readUInt32LE(at);
    // Local file header (sizes at 22, name at 30) and central directory header (24, 46).
    const [size, nameLength, nameAt] =
      signature === 0x04034b50 ? [22, 26, 30] : signature === 0x02014b50 ? [24, 28, 46] : [0, 0, 0];
    if (!size) continue;
    const length = out.readUInt16LE(at + nameLength);
    if (out.toString('utf8', at + nameAt, at + nameAt + length) === name) out.writeUInt32LE(10, at + size);
  }
  return out;
}
