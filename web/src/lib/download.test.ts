import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('a download’s file name', () => {
  it('comes from Content-Disposition, quoted or not', () => {
    expect(attachmentName('attachment; filename="labels-2025-06-01.zip"')).toBe('labels-2025-06-01.zip');
    expect(attachmentName('attachment; filename=invoices.zip')).toBe('invoices.zip');
  });
  it('prefers the encoded name', () => {
    expect(attachmentName(`attachment; filename="a.zip"; filename*=UTF-8''l%C3%A4bels.zip`)).toBe('läbels.zip');
  });
  it('is absent without a header or a name', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName('attachment; filename=""')).toBeNull();
  });
});
