import { describe, expect, it } from 'vitest';
import { generatedUtr } from './remittances.js';

describe('generatedUtr', () => {
  it('is PRCL, the day in India and 8 digits, new each time', () => {
    // 26 Nov 2026, 20:00 UTC is already 27 Nov in India.
    const utr = generatedUtr(new Date('2026-11-26T20:00:00Z'));
    expect(utr).toMatch(/^PRCL261127\d{8}$/);
    expect(new Set(Array.from({ length: 50 }, () => generatedUtr())).size).toBe(50);
  });
});
