import { BULK_FILE_MAX_MB, MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { bulkFileError } from './bulkFile';

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
});
