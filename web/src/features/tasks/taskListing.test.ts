import { describe, expect, it } from 'vitest';
import { belongsAtTop, isTaskStatus } from './taskListing';

const task = { status: 'IN_PROGRESS', title: 'Bulk orders upload: 3 orders', createdAt: '2025-06-01T10:00:05Z' };
const ALL = { status: null, search: null };

describe('a task heard of live', () => {
  it('goes on top of an unfiltered list when it is the newest', () => {
    expect(belongsAtTop(task, ALL, '2025-06-01T10:00:00Z')).toBe(true);
    expect(belongsAtTop(task, ALL, undefined)).toBe(true);
  });

  it('stays off the top when older than the newest listed', () => {
    expect(belongsAtTop(task, ALL, '2025-06-02T00:00:00Z')).toBe(false);
  });

  it('respects the status filter and the title search, case-insensitively', () => {
    expect(belongsAtTop(task, { status: 'IN_PROGRESS', search: null }, undefined)).toBe(true);
    expect(belongsAtTop(task, { status: 'COMPLETED', search: null }, undefined)).toBe(false);
    expect(belongsAtTop(task, { status: null, search: 'BULK ORDERS' }, undefined)).toBe(true);
    expect(belongsAtTop(task, { status: null, search: 'catalog' }, undefined)).toBe(false);
  });
});

describe('task statuses', () => {
  it('knows the API’s three', () => {
    expect(['IN_PROGRESS', 'COMPLETED', 'FAILED'].every(isTaskStatus)).toBe(true);
    expect(isTaskStatus('in-progress')).toBe(false);
  });
});
