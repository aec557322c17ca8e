import { describe, expect, it } from 'vitest';
import {
  availableChange,
  bundleAvailable,
  figuresOf,
  hsnRule,
  imageRule,
  inboundComplete,
  inboundMissing,
  packItemStatus,
  packOrderStatus,
  urlRule,
  wsinMapLabel,
} from './inventory.js';
import { MSG } from './messages.js';

describe('stock figures from the ledger', () => {
  it('derives current and available stock from the sums by kind', () => {
    const f = figuresOf({
      INBOUND_ACCEPTED: 50,
      INBOUND_REJECTED: 4,
      SCAN: 5,
      RETURN_ACCEPTED: 2,
      RETURN_DAMAGED: 1,
      ADJUSTMENT: -3,
      OUTBOUND_OUT: 10,
      OUTBOUND_DELIVERED: 6,
      BLOCK: 7,
    });
    expect(f.currentStock).toBe(50 + 5 + 2 - 3 - 10 - 6);
    expect(f.availableStock).toBe(f.currentStock - 7);
    expect(f.inboundRejected).toBe(4);
    expect(figuresOf({})).toMatchObject({ currentStock: 0, availableStock: 0, blockedStock: 0 });
  });

  it('says how each entry moves available stock, for the trail', () => {
    expect(availableChange('INBOUND_ACCEPTED', 5)).toBe(5);
    expect(availableChange('INBOUND_REJECTED', 5)).toBe(0);
    expect(availableChange('BLOCK', 3)).toBe(-3);
    expect(availableChange('BLOCK', -3)).toBe(3);
    expect(availableChange('ADJUSTMENT', -2)).toBe(-2);
    expect(availableChange('RETURN_DAMAGED', 1)).toBe(0);
  });

  it('makes a bundle as often as its scarcest component allows', () => {
    expect(
      bundleAvailable([
        { quantity: 2, available: 9 },
        { quantity: 1, available: 6 },
      ]),
    ).toBe(4);
    expect(bundleAvailable([{ quantity: 1, available: -3 }])).toBe(0);
    expect(bundleAvailable([])).toBe(0);
  });
});

describe('catalogue texts and rules', () => {
  it("shows a WSIN map as 'x + y', or 'Not Generated'", () => {
    expect(wsinMapLabel([])).toBe(MSG.wsinNotGenerated);
    expect(wsinMapLabel([{ wsin: 'WS-1', quantity: 1 }])).toBe('WS-1');
    expect(
      wsinMapLabel([
        { wsin: 'WS-1', quantity: 2 },
        { wsin: 'WS-2', quantity: 1 },
      ]),
    ).toBe('WS-1 × 2 + WS-2');
  });

  it('wants an HSN code of 2 to 8 digits, images of the four types, and http(s) links', () => {
    expect(hsnRule('')).toBe(MSG.hsnRequired);
    expect(hsnRule('0902')).toBeNull();
    expect(hsnRule('09A2')).toBe('Please provide valid HSN Code');
    expect(imageRule('tin.WEBP')).toBeNull();
    expect(imageRule('brochure.gif')).toBe(MSG.imagesOnly);
    expect(urlRule('https://docs.example.in/label.pdf')).toBeNull();
    expect(urlRule('label.pdf')).toBe(MSG.urlInvalid);
    expect(urlRule('javascript:alert(1)')).toBe(MSG.urlInvalid);
  });

  it('enables the inbound form only with date, accepted, rejected and remark, zero counting as empty', () => {
    const full = { date: '2026-11-21', inboundAccepted: '10', inboundRejected: '1', remark: 'PO-1' };
    expect(inboundComplete(full)).toBe(true);
    // A clean receipt rejects none; a receipt of nothing is refused, and the form says what it needs.
    expect(inboundComplete({ ...full, inboundRejected: '0' })).toBe(true);
    expect(inboundComplete({ ...full, inboundAccepted: '0' })).toBe(true);
    expect(inboundMissing({ ...full, inboundAccepted: '0', inboundRejected: '0' })).toEqual([
      'at least one unit accepted or rejected',
    ]);
    expect(inboundMissing({ ...full, inboundRejected: '', remark: '' })).toEqual([
      'the units rejected (0 if none)',
      'a remark',
    ]);
    expect(inboundComplete({ ...full, remark: ' ' })).toBe(false);
    expect(inboundComplete({ ...full, date: '' })).toBe(false);
  });
});

describe('packing states', () => {
  it('names items and orders by how much is scanned', () => {
    expect(packItemStatus({ quantity: 2, scanned: 0 })).toBe('NOT_SCANNED');
    expect(packItemStatus({ quantity: 2, scanned: 1 })).toBe('PARTIALLY_SCANNED');
    expect(packItemStatus({ quantity: 2, scanned: 2 })).toBe('SCANNED');
    expect(
      packOrderStatus([
        { quantity: 2, scanned: 0 },
        { quantity: 1, scanned: 0 },
      ]),
    ).toBe('PENDING');
    expect(
      packOrderStatus([
        { quantity: 2, scanned: 1 },
        { quantity: 1, scanned: 0 },
      ]),
    ).toBe('PARTIALLY_PACKED');
    expect(
      packOrderStatus([
        { quantity: 2, scanned: 2 },
        { quantity: 1, scanned: 1 },
      ]),
    ).toBe('PACKED');
    expect(packOrderStatus([])).toBe('PENDING');
  });
});
