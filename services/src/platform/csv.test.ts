import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, exportRows, EXPORT_PAGE_SIZE } from './csv.js';

describe('a CSV export', () => {
  it('writes the header, then each row, quoting commas, quotes and newlines', async () => {
    const csv = await text(csvStream(['Name', 'Note'], [['Acme, Ltd', 'said "hi"\nthen left']]));
    expect(csv).toBe('Name,Note\n"Acme, Ltd","said ""hi""\nthen left"\n');
  });

  it('has its header even without rows, and defuses text a spreadsheet would run', async () => {
    expect(await text(csvStream(['A'], []))).toBe('A\n');
    expect(await text(csvStream(['A', 'B'], [['=SUM(A1)', -5]]))).toBe("A,B\n'=SUM(A1),-5\n");
  });

  it('reads page after page, and stops at the most rows it may send', async () => {
    const asked: number[] = [];
    const rows = exportRows(
      async ({ limit, offset }) => {
        asked.push(offset);
        return Array.from({ length: limit }, (_, i) => offset + i);
      },
      (page) => page.map((n) => [n]),
      'asc',
      EXPORT_PAGE_SIZE * 2 + 5,
    );
    const csv = await text(csvStream(['N'], rows));
    expect(csv.trim().split('\n')).toHaveLength(EXPORT_PAGE_SIZE * 2 + 5 + 1);
    expect(asked).toEqual([0, EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE * 2]);
  });

  it('stops after a short page', async () => {
    let calls = 0;
    const rows = exportRows(
      async () => (++calls === 1 ? ['a', 'b'] : ['c']),
      (page) => page.map((v) => [v]),
    );
    expect(await text(csvStream(['V'], rows))).toBe('V\na\nb\n');
    expect(calls).toBe(1);
  });
});
