import { describe, expect, it } from 'vitest';
import { pinnedLast, rightOffsets } from './pinnedColumns';

describe('pinned columns', () => {
  it('keeps the pinned columns last, each in its given order', () => {
    const columns = [
      { key: 'wsin' },
      { key: 'blocked', pinned: true },
      { key: 'safe' },
      { key: 'current', pinned: true },
      { key: 'actions', pinned: true },
    ];
    expect(pinnedLast(columns).map((c) => c.key)).toEqual(['wsin', 'safe', 'blocked', 'current', 'actions']);
  });

  it('sets each pinned column off the right edge by the widths after it', () => {
    expect(rightOffsets([80, 70, 90])).toEqual([160, 90, 0]);
    expect(rightOffsets([50])).toEqual([0]);
    expect(rightOffsets([])).toEqual([]);
  });
});
