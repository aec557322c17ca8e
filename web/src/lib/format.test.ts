import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatIndianDay,
  formatListRange,
  formatNumber,
  formatPaise,
  formatTime,
  parseIndianDay,
} from './format';
import { safeNextPath, signInPath } from './paths';

describe('Indian formats', () => {
  it('shows dates in Asia/Kolkata, whatever the machine zone', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(formatDate('2025-12-31T20:00:00Z')).toBe('01 Jan 2026');
  });
  it('groups digits the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
  });
  it('shows date and time in Asia/Kolkata', () => {
    expect(formatDateTime('2025-12-31T20:00:00Z')).toBe('01 Jan 2026, 01:30 am');
    expect(formatTime('2025-12-31T20:00:00Z')).toBe('01:30 am');
  });
  it('shows rupees with 2 decimals and Indian grouping', () => {
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(0)).toBe('₹0.00');
  });
});

describe('Indian day', () => {
  it('writes a day dd/mm/yyyy and reads it back as the ISO day', () => {
    expect(formatIndianDay('2025-03-05')).toBe('05/03/2025');
    expect(formatIndianDay('')).toBe('');
    expect(parseIndianDay('05/03/2025')).toBe('2025-03-05');
    expect(parseIndianDay('5-3-2025')).toBe('2025-03-05');
    // Not the American reading: 12/01 is 12 January.
    expect(parseIndianDay('12/01/2026')).toBe('2026-01-12');
    expect(parseIndianDay('31/02/2025')).toBeNull();
    expect(parseIndianDay('2025-03-05')).toBeNull();
  });
});

describe('list range', () => {
  it('says which rows show, with Indian grouping', () => {
    expect(formatListRange(0, 20, 1500)).toBe('1-20 of 1,500 items');
    expect(formatListRange(100_000, 50, 250_000, 'row')).toBe('1,00,001-1,00,050 of 2,50,000 rows');
    expect(formatListRange(0, 0, 0)).toBe('No items');
    expect(formatListRange(0, 0, 0, 'request')).toBe('No requests');
    // Never fewer in all than on screen, whatever a stale count says.
    expect(formatListRange(0, 7, 6)).toBe('1-7 of 7 items');
    expect(formatListRange(0, 1, 1)).toBe('1-1 of 1 item');
    expect(formatListRange(0, 2, 2, ['entry', 'entries'])).toBe('1-2 of 2 entries');
  });
});

describe('sign-in origin', () => {
  it('keeps same-site paths only', () => {
    vi.stubGlobal('window', { location: { origin: 'https://app.parcelo.in' } });
    expect(safeNextPath('/settings/profile?x=1')).toBe('/settings/profile?x=1');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(signInPath('/orders')).toBe('/signin?next=%2Forders');
  });
});
