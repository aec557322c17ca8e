import { BULK_FILE_MAX_MB, MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { bulkFileError, bytesToBase64, readFileAsBase64 } from './bulkFile';

describe('bulk upload file', () => {
  it('asks for a file, and accepts .xlsx only, in any case, up to the size the API takes', () => {
    expect(bulkFileError(null)).toBe(MSG.noFileSelected);
    expect(bulkFileError({ name: 'sheet.csv', size: 10 })).toBe(MSG.xlsxOnly);
    expect(bulkFileError({ name: 'sheet.xls', size: 10 })).toBe(MSG.xlsxOnly);
    expect(bulkFileError({ name: 'March ORDERS.XLSX', size: 10 })).toBeNull();
    expect(bulkFileError({ name: 'big.xlsx', size: BULK_FILE_MAX_MB * 1024 * 1024 + 1 })).toBe(
      `The file is larger than ${BULK_FILE_MAX_MB} MB. Split it and upload again.`,
    );
  });

  it('encodes bytes as standard base64', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
    expect(bytesToBase64(new TextEncoder().encode('Man'))).toBe('TWFu');
    expect(bytesToBase64(new Uint8Array([0, 255, 128]))).toBe('AP+A');
  });

  it('encodes files larger than one slice without losing or reordering bytes', () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 7) % 256);
    const decoded = Uint8Array.from(atob(bytesToBase64(bytes)), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });

  it('reads a file as base64', async () => {
    const file = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])]);
    expect(await readFileAsBase64(file)).toBe('UEsDBA==');
  });
});
