import { describe, expect, it } from 'vitest';
import { isTaskStatus } from './taskListing';

describe('task statuses', () => {
  it('knows the API’s three', () => {
    expect(['IN_PROGRESS', 'COMPLETED', 'FAILED'].every(isTaskStatus)).toBe(true);
    expect(isTaskStatus('in-progress')).toBe(false);
  });
});
