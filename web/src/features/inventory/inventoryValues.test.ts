import { describe, expect, it } from 'vitest';
import { formatDay, isIsoDate } from '../../lib/format';
import { changeTone, formatChange, inventoryExportName, inventoryExportUrl } from './inventoryValues';

describe('days', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('05/03/2025')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('shows an entry date as the day it names, in the Indian style', () => {
    expect(formatDay('2025-03-05')).toBe('05 Mar 2025');
    expect(formatDay('2025-12-31')).toBe('31 Dec 2025');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('changes of stock', () => {
  it('carry their sign and Indian grouping', () => {
    expect(formatChange(5)).toBe('+5');
    expect(formatChange(-3)).toBe('-3');
    expect(formatChange(0)).toBe('0');
    expect(formatChange(120000)).toBe('+1,20,000');
  });

  it('are green when stock grows and red when it falls', () => {
    expect(changeTone(2)).toBe('fg.success');
    expect(changeTone(-2)).toBe('fg.error');
    expect(changeTone(0)).toBe('fg.muted');
  });
});

describe('the inventory export', () => {
  it('names the warehouse and the day when given', () => {
    expect(inventoryExportUrl({ warehouse: 'V2FyZWhvdXNlOjE=', date: '2025-03-05' })).toBe(
      '/files/inventory.csv?warehouse=V2FyZWhvdXNlOjE%3D&date=2025-03-05',
    );
    expect(inventoryExportUrl({ warehouse: 'V2FyZWhvdXNlOjE=', date: '' })).toBe(
      '/files/inventory.csv?warehouse=V2FyZWhvdXNlOjE%3D',
    );
    expect(inventoryExportUrl({ warehouse: '', date: '' })).toBe('/files/inventory.csv');
  });

  it('falls back to a name with the day', () => {
    expect(inventoryExportName('2025-03-05')).toBe('inventory-2025-03-05.csv');
    expect(inventoryExportName('', new Date('2025-03-31T20:00:00Z'))).toBe('inventory-2025-04-01.csv');
  });
});
