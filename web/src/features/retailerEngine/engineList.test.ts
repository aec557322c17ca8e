import { describe, expect, it } from 'vitest';
import { engineExportUrl, onTimeLabel, readEngineList, writeEngineList } from './engineList';

describe('retailer engine list in the URL', () => {
  it('reads and writes the brand, class and changed filter', () => {
    const list = readEngineList(new URLSearchParams('company=Q29t&class=B&changed=1&page=2'));
    expect(list).toMatchObject({ company: 'Q29t', engineClass: 'B', changed: true, page: 2 });
    expect(writeEngineList(new URLSearchParams('retailer=x'), list).toString()).toBe(
      'retailer=x&page=2&company=Q29t&class=B&changed=1',
    );
    expect(readEngineList(new URLSearchParams('class=Z')).engineClass).toBeNull();
  });

  it('exports what the filters show and prints shares as percentages', () => {
    expect(engineExportUrl({ ...readEngineList(new URLSearchParams('company=c&class=A')) })).toBe(
      '/files/retailer-engine.csv?company=c&engineClass=A',
    );
    expect([onTimeLabel(0.666), onTimeLabel(null)]).toEqual(['67%', '—']);
  });
});
