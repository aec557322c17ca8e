import { describe, expect, it } from 'vitest';
import type { CustomerRequestRow } from '../db.js';
import { expired } from './records.js';

const row = (over: Partial<CustomerRequestRow>) =>
  ({ form_link_status: 'SENT', expires_at: new Date('2026-11-24T10:00:00Z'), ...over }) as CustomerRequestRow;

describe('customer request links expire', () => {
  const before = new Date('2026-11-24T09:59:59Z');
  const after = new Date('2026-11-24T10:00:00Z');
  it('an unfilled link works until its time, then not', () => {
    expect(expired(row({}), before)).toBe(false);
    expect(expired(row({}), after)).toBe(true);
    expect(expired(row({ form_link_status: 'VISITED' }), after)).toBe(true);
  });
  it('a filled link never expires: the buyer can always read what they asked', () => {
    expect(expired(row({ form_link_status: 'FILLED' }), new Date('2030-01-01'))).toBe(false);
  });
});
