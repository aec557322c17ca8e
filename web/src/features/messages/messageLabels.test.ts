import { describe, expect, it } from 'vitest';
import { chronological, isFromCustomer, messageStatusView, senderLabel, sendsOnEnter } from './messageLabels';

describe('the order message thread', () => {
  it('names each sender, the warehouse in plain spelling', () => {
    expect(senderLabel('CUSTOMER')).toBe('Customer');
    expect(senderLabel('WHEREHOUSE')).toBe('Warehouse');
    expect(senderLabel('SELLER')).toBe('Seller');
    expect(senderLabel('BOT')).toBe('BOT');
  });

  it('puts only the buyer on the left', () => {
    expect(isFromCustomer('CUSTOMER')).toBe(true);
    expect(isFromCustomer('SELLER')).toBe(false);
    expect(isFromCustomer('WHEREHOUSE')).toBe(false);
  });

  it('shows each status with its colour, failures in red', () => {
    expect(messageStatusView('CREATED')).toEqual({ label: 'Created', palette: 'gray' });
    expect(messageStatusView('SENT')).toEqual({ label: 'Sent', palette: 'blue' });
    expect(messageStatusView('FAILED')).toEqual({ label: 'Failed', palette: 'red' });
    expect(messageStatusView('RECEIVED')).toEqual({ label: 'Received', palette: 'green' });
    expect(messageStatusView('QUEUED')).toEqual({ label: 'QUEUED', palette: 'gray' });
  });

  it('orders messages oldest first, keeping the order of equal times', () => {
    const messages = [
      { id: 'c', createdAt: '2025-03-05T10:00:00Z' },
      { id: 'a', createdAt: '2025-03-05T09:00:00Z' },
      { id: 'b1', createdAt: '2025-03-05T09:30:00Z' },
      { id: 'b2', createdAt: '2025-03-05T09:30:00Z' },
    ];
    expect(chronological(messages).map((m) => m.id)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(messages[0]?.id).toBe('c');
  });

  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false })).toBe(false);
  });
});
