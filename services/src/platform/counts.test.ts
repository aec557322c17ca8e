import { describe, expect, it } from 'vitest';
import { cachedCount, countsChanged } from './counts.js';

describe('list counts kept for a few seconds', () => {
  it('counts once per company and filter until the company’s orders change', async () => {
    const db = {};
    let counted = 0;
    const count = async () => ++counted;
    expect(await cachedCount(db, { companyId: 'c1' }, 'last-30-days', count)).toBe(1);
    expect(await cachedCount(db, { companyId: 'c1' }, 'last-30-days', count)).toBe(1);
    expect(await cachedCount(db, { companyId: 'c1' }, 'delivered', count)).toBe(2);
    expect(await cachedCount(db, { companyId: 'c2' }, 'last-30-days', count)).toBe(3);
    countsChanged(db, 'c1');
    expect(await cachedCount(db, { companyId: 'c1' }, 'last-30-days', count)).toBe(4);
    expect(await cachedCount(db, { companyId: 'c2' }, 'last-30-days', count)).toBe(3);
  });

  it('never shares counts between databases, nor keeps one without a company', async () => {
    let counted = 0;
    const count = async () => ++counted;
    expect(await cachedCount({}, { companyId: 'c1' }, 'f', count)).toBe(1);
    expect(await cachedCount({}, { companyId: 'c1' }, 'f', count)).toBe(2);
    expect(await cachedCount({}, undefined, 'f', count)).toBe(3);
  });

  it("keeps a warehouse operator's count until any seller's rows change", async () => {
    const db = {};
    let counted = 0;
    const count = async () => ++counted;
    const at = { warehouseIds: ['w2', 'w1'] };
    expect(await cachedCount(db, at, 'f', count)).toBe(1);
    expect(await cachedCount(db, { warehouseIds: ['w1', 'w2'] }, 'f', count)).toBe(1);
    expect(await cachedCount(db, { warehouseIds: ['w1'] }, 'f', count)).toBe(2);
    countsChanged(db, 'c9');
    expect(await cachedCount(db, at, 'f', count)).toBe(3);
  });
});

describe('an expired count', () => {
  it('is taken once however many pages ask for it at the same moment', async () => {
    let counted = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const count = async () => {
      counted += 1;
      await gate;
      return 42;
    };
    const db = {};
    const pages = Array.from({ length: 5 }, () => cachedCount(db, { companyId: 'c1' }, 'f', count));
    release();
    expect(await Promise.all(pages)).toEqual([42, 42, 42, 42, 42]);
    expect(counted).toBe(1);
  });
});
