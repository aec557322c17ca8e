import { MSG } from '@parcelo/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyOutcome } from './notify';
import { toaster } from './toaster';

// Runs before the imports: the toaster shows, as it loads, a notice left before a reload (none here).
vi.hoisted(() => {
  const none = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  Object.assign(globalThis, { sessionStorage: none });
});

const shown = () => vi.mocked(toaster.create).mock.calls.map(([t]) => ({ type: t.type, title: t.title }));

describe("a drawer action's notifications", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [MSG.weightChanged, MSG.weightChangeFailed],
    [MSG.warehouseReassigned, MSG.warehouseReassignFailed],
  ])('say %s when it worked, the server message when refused, else %s', (success, failure) => {
    vi.spyOn(toaster, 'create').mockReturnValue('');
    const outcome = notifyOutcome(success, failure);
    outcome.onCompleted({ userErrors: [] });
    outcome.onCompleted({ userErrors: [{ field: null, message: MSG.orderNotEditable }] });
    outcome.onError(new TypeError('Failed to fetch'));
    expect(shown()).toEqual([
      { type: 'success', title: success },
      { type: 'error', title: MSG.orderNotEditable },
      { type: 'error', title: failure },
    ]);
  });
});
