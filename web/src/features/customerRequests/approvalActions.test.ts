import { describe, expect, it } from 'vitest';
import {
  approvalActionDisabled,
  approvalActionLabel,
  approvalChangedCount,
  approvalErrors,
  approvalSuccessMessage,
  approvalTargets,
} from './approvalActions';

const row = (id: string, approvalStatus: string, formLinkStatus = 'FILLED') => ({
  id,
  approvalStatus,
  orderNumber: `CPN-${id}`,
  formLinkStatus,
});

describe('approval actions', () => {
  it('names the buttons as the statuses they set', () => {
    expect(['PROCESSED', 'APPROVED', 'DISAPPROVED'].map((a) => approvalActionLabel(a as 'APPROVED'))).toEqual([
      'Processed',
      'Approved',
      'Disapproved',
    ]);
  });

  it('turns an action off when nothing is picked or every pick already has its status', () => {
    expect(approvalActionDisabled('APPROVED', [])).toBe(true);
    expect(approvalActionDisabled('APPROVED', [row('1', 'APPROVED'), row('2', 'APPROVED')])).toBe(true);
    expect(approvalActionDisabled('APPROVED', [row('1', 'APPROVED'), row('2', 'PENDING')])).toBe(false);
    expect(approvalActionDisabled('PROCESSED', [row('1', 'APPROVED')])).toBe(false);
  });

  it('keeps an applied approval changeable: only the status it already has is off', () => {
    const applied = { ...row('1', 'APPROVED'), appliedAt: '2026-11-25T08:35:00.000Z' };
    expect(approvalActionDisabled('APPROVED', [applied])).toBe(true);
    expect(approvalActionDisabled('PROCESSED', [applied])).toBe(false);
    expect(approvalActionDisabled('DISAPPROVED', [applied])).toBe(false);
    expect(approvalTargets('DISAPPROVED', [applied, row('2', 'PENDING')]).map((r) => r.id)).toEqual(['1', '2']);
    const disapproved = { ...row('3', 'DISAPPROVED'), appliedAt: '2026-11-25T08:35:00.000Z' };
    expect(approvalActionDisabled('APPROVED', [disapproved])).toBe(false);
  });

  it('cannot approve what the buyer has not filled, though it can be processed or disapproved', () => {
    const unfilled = [row('1', 'PENDING', 'VISITED'), row('2', 'PENDING', 'SENT')];
    expect(approvalActionDisabled('APPROVED', unfilled)).toBe(true);
    expect(approvalActionDisabled('PROCESSED', unfilled)).toBe(false);
    expect(approvalTargets('APPROVED', [...unfilled, row('3', 'PENDING')]).map((r) => r.id)).toEqual(['3']);
  });

  it('sends only the requests not already in the status', () => {
    expect(
      approvalTargets('DISAPPROVED', [row('1', 'DISAPPROVED'), row('2', 'PENDING'), row('3', 'APPROVED')]).map(
        (r) => r.id,
      ),
    ).toEqual(['2', '3']);
  });

  it('counts the sent requests the server reports in the new status', () => {
    const sent = [row('1', 'PENDING'), row('2', 'PENDING'), row('3', 'PROCESSED')];
    const updated = [row('1', 'APPROVED'), row('2', 'PENDING'), row('3', 'APPROVED'), row('9', 'APPROVED')];
    expect(approvalChangedCount('APPROVED', sent, updated)).toBe(2);
    expect(approvalSuccessMessage(2)).toBe('Updated 2 requests');
    expect(approvalSuccessMessage(1)).toBe('Updated 1 request');
  });

  it('names the order of each request that could not change', () => {
    const sent = [row('a', 'PENDING'), row('b', 'PENDING')];
    expect(
      approvalErrors(
        [
          { field: 'b', message: 'The buyer has not filled the form yet' },
          { field: 'ids.0', message: 'This order is Delivered and can no longer change.' },
          { field: null, message: 'Some error occurred' },
        ],
        sent,
      ).map((e) => e.message),
    ).toEqual([
      'Order CPN-b: The buyer has not filled the form yet.',
      'Order CPN-a: This order is Delivered and can no longer change.',
      'Some error occurred.',
    ]);
  });
});
