import { BULK_WSIN_MAPS } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { bulkResultSummary } from './bulkSummary';

describe('a finished upload in one line', () => {
  it('says the rows of a sheet that creates records were created', () => {
    expect(bulkResultSummary({ type: 'orders', total: 4, succeeded: 3, failed: 1 })).toBe(
      '3 of 4 orders created, 1 failed.',
    );
  });

  it("says a WSIN mapping sheet's products were mapped, not created", () => {
    const task = { type: BULK_WSIN_MAPS.type, total: 2, succeeded: 1, failed: 1 };
    expect(bulkResultSummary(task, { noun: 'product', done: 'mapped' })).toBe('1 of 2 products mapped, 1 failed.');
    expect(bulkResultSummary({ ...task, total: 1, failed: 0 }, { noun: 'product', done: 'mapped' })).toBe(
      '1 of 1 product mapped, 0 failed.',
    );
  });
});
