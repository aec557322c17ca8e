import { describe, expect, it } from 'vitest';
import { clearRunningTask, readRunningTask, runningTaskKey, storeRunningTask, type TaskStorage } from './runningTask';

function memoryStorage(): TaskStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const failingStorage: TaskStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the running task kept for a reload', () => {
  it('keys the task by kind and user', () => {
    expect(runningTaskKey('bulk-orders', 'VXNlcjox')).toBe('parcelo.runningTask.bulk-orders.VXNlcjox');
    expect(runningTaskKey('bulk-orders', 'a')).not.toBe(runningTaskKey('bulk-orders', 'b'));
  });

  it('stores, reads back and clears one user’s task without touching another’s', () => {
    const storage = memoryStorage();
    storeRunningTask('bulk-orders', 'alice', 'VGFzazox', storage);
    storeRunningTask('bulk-orders', 'bob', 'VGFzazoy', storage);
    expect(readRunningTask('bulk-orders', 'alice', storage)).toBe('VGFzazox');
    clearRunningTask('bulk-orders', 'alice', storage);
    expect(readRunningTask('bulk-orders', 'alice', storage)).toBeNull();
    expect(readRunningTask('bulk-orders', 'bob', storage)).toBe('VGFzazoy');
  });

  it('treats a blank entry as none', () => {
    const storage = memoryStorage();
    storage.setItem(runningTaskKey('bulk-orders', 'alice'), '  ');
    expect(readRunningTask('bulk-orders', 'alice', storage)).toBeNull();
  });

  it('carries on when storage refuses', () => {
    expect(() => storeRunningTask('bulk-orders', 'alice', 'VGFzazox', failingStorage)).not.toThrow();
    expect(readRunningTask('bulk-orders', 'alice', failingStorage)).toBeNull();
    expect(() => clearRunningTask('bulk-orders', 'alice', failingStorage)).not.toThrow();
    expect(readRunningTask('bulk-orders', 'alice', null)).toBeNull();
  });
});
