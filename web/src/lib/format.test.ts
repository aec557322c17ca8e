import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber } from './format';
import { safeNextPath, signInPath } from './paths';

describe('Indian formats', () => {
  it('shows dates in Asia/Kolkata, whatever the machine zone', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(formatDate('2025-12-31T20:00:00Z')).toBe('01 Jan 2026');
  });
  it('groups digits the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
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
