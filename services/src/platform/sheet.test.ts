import { describe, expect, it } from 'vitest';
import { BULK_ORDERS, BULK_ORDER_COLUMNS, MSG } from '@parcelo/common';
import { ordersSheet, sheetRow } from '../../../tests/support/sheets.js';
import { readSheet } from './sheet.js';
import { storedObjectKey } from './objects.js';

const sheet = async (count: number) =>
  Buffer.from(await ordersSheet(Array.from({ length: count }, (_, i) => sheetRow(`S-${i}`))), 'base64');

describe('reading a bulk sheet', () => {
  it('reads every row by its header, with the row numbers of the sheet', async () => {
    const rows = await readSheet(BULK_ORDERS, 'Orders.XLSX', await sheet(3));
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 3, 4]);
    expect(rows[2]!.values).toEqual(sheetRow('S-2'));
    expect(Object.keys(rows[0]!.values)).toEqual(BULK_ORDER_COLUMNS.map((c) => c.key));
  });

  it('answers a cut-off, spliced, corrupted or empty file as no .xlsx, without waiting on it', async () => {
    const whole = await sheet(50);
    const flipped = Buffer.from(whole);
    for (let i = 200; i < flipped.length - 300; i += 97) flipped[i]! ^= 0xff;
    for (const bad of [
      Buffer.alloc(0),
      Buffer.from('Order ID,Phone\n1,2'),
      whole.subarray(0, 1000),
      whole.subarray(0, whole.length - 10),
      Buffer.concat([whole.subarray(0, 3000), whole.subarray(whole.length - 200)]),
      flipped,
    ]) {
      await expect(readSheet(BULK_ORDERS, 'x.xlsx', bad)).rejects.toMatchObject({ message: MSG.xlsxOnly });
    }
  });
});

describe('a stored upload named by its address', () => {
  it('is found only inside the folder asked for', () => {
    const folder = 'bulk_sheet/7d1c';
    expect(storedObjectKey('/objects/bulk_sheet/7d1c/2026-11-24/a-orders.xlsx', folder)).toBe(
      'bulk_sheet/7d1c/2026-11-24/a-orders.xlsx',
    );
    expect(storedObjectKey('https://bucket.s3.ap-south-1.amazonaws.com/bulk_sheet/7d1c/x.xlsx', folder)).toBe(
      'bulk_sheet/7d1c/x.xlsx',
    );
    for (const other of [
      '/objects/bulk_sheet/9999/x.xlsx',
      '/objects/bulk_sheet/7d1c/../9999/x.xlsx',
      '/objects/bulk_sheet/7d1c/%2e%2e/9999/x.xlsx',
      '/objects/product_img/7d1c/x.png',
      '',
    ]) {
      expect(storedObjectKey(other, folder)).toBeNull();
    }
  });
});
