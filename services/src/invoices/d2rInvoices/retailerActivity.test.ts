import { describe, expect, it } from 'vitest';
import { activityOf } from './retailerActivity.js';

const invoice = (over: Partial<Parameters<typeof activityOf>[0][number]> = {}) => ({
  retailerId: 'r1',
  finalPaise: 1_000_00,
  outstandingPaise: 1_000_00,
  dueDay: '2026-11-20',
  closedDay: null,
  ...over,
});

describe("a retailer's invoices as the engine reads them", () => {
  it('judges an invoice once paid (on time by its due day) or once past due unpaid', () => {
    const [a] = activityOf(
      [
        invoice({ closedDay: '2026-11-18', outstandingPaise: 0 }),
        invoice({ closedDay: '2026-11-25', outstandingPaise: 0 }),
        invoice({ dueDay: '2026-11-10', outstandingPaise: 400_00 }),
        // Still within its terms: it says nothing yet.
        invoice({ dueDay: '2026-12-05' }),
      ],
      '2026-11-30',
    );
    expect(a).toEqual({
      retailerId: 'r1',
      valuePaise: 4_000_00,
      invoices: 4,
      judged: 3,
      paidOnTime: 1,
      // 5 days late paid, 20 days late unpaid: 25 over 3 invoices.
      avgDaysLate: 8.3,
      overduePaise: 400_00,
    });
  });

  it('keeps retailers apart', () => {
    const rows = activityOf([invoice(), invoice({ retailerId: 'r2', finalPaise: 50_00 })], '2026-11-01');
    expect(rows.map((r) => [r.retailerId, r.valuePaise, r.judged])).toEqual([
      ['r1', 1_000_00, 0],
      ['r2', 50_00, 0],
    ]);
  });
});
