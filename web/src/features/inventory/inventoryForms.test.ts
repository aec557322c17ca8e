import { ADJUSTMENT_TYPES, AdjustInventoryInput, inboundComplete } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { availableIsLow, FIGURE_GROUPS, figuresOf, INVENTORY_FIGURES } from './inventoryFigures';
import { ADJUSTMENT_OPTIONS, rowSubtitle } from './inventoryForms';

describe('the inbound and adjust forms', () => {
  it('offer every adjustment type with its label, and ask for one by name', () => {
    expect(ADJUSTMENT_OPTIONS.map((o) => o.value)).toEqual([...ADJUSTMENT_TYPES]);
    expect(ADJUSTMENT_OPTIONS[0]).toEqual({ value: 'INCREASE', label: 'Increase stock' });
    const typeIssue = (type: unknown) =>
      AdjustInventoryInput.safeParse({
        date: '2025-03-05',
        quantity: 2,
        remark: 'Recount',
        inventoryAdjustmentType: type,
      }).error?.issues[0];
    expect(typeIssue('DECREASE')).toBeUndefined();
    expect(typeIssue('')).toMatchObject({ message: 'Adjustment type is required', params: { code: 'REQUIRED' } });
    expect(typeIssue(undefined)?.message).toBe('Adjustment type is required');
    expect(typeIssue('decrease')?.message).toMatch(/^Accepts only INCREASE, DECREASE/);
  });

  it('enable Add only with every inbound field filled, zero counting as empty', () => {
    const filled = { date: '2025-03-05', inboundAccepted: '10', inboundRejected: '1', remark: 'PO 17' };
    expect(inboundComplete(filled)).toBe(true);
    expect(inboundComplete({ ...filled, inboundRejected: '0' })).toBe(true);
    expect(inboundComplete({ ...filled, inboundAccepted: '0', inboundRejected: '0' })).toBe(false);
    expect(inboundComplete({ ...filled, remark: '  ' })).toBe(false);
  });

  it('name the row', () => {
    expect(rowSubtitle({ wsin: 'CHAI-250', name: 'Masala Chai', warehouse: { name: 'Delhi Central' } })).toBe(
      'CHAI-250 · Masala Chai · Delhi Central',
    );
    expect(rowSubtitle({ wsin: 'CHAI-250', name: 'Masala Chai', warehouse: null })).toBe('CHAI-250 · Masala Chai');
  });
});

describe('the figures shown', () => {
  it('are the fourteen, each in one group', () => {
    expect(INVENTORY_FIGURES).toHaveLength(14);
    expect(FIGURE_GROUPS.flatMap((group) => figuresOf(group))).toHaveLength(14);
    expect(INVENTORY_FIGURES.map((f) => f.label)).toEqual([
      'Scanned',
      'Inbound accepted',
      'Inbound rejected',
      'Outbound delivered',
      'Outbound out',
      'Returned in',
      'Return accepted',
      'Return missing',
      'Return damaged',
      'Adjusted',
      'Blocked',
      'Safe stock',
      'Current',
      'Available',
    ]);
  });

  it('flag available stock that is gone or below the safe stock', () => {
    expect(availableIsLow({ availableStock: 0, safeStock: 0 })).toBe(true);
    expect(availableIsLow({ availableStock: 4, safeStock: 5 })).toBe(true);
    expect(availableIsLow({ availableStock: 5, safeStock: 5 })).toBe(false);
  });
});
