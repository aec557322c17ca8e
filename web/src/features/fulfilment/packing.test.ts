import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  ScanQueue,
  itemStatusLabel,
  itemStatusPalette,
  lastScanText,
  lineOf,
  orderStatusLabel,
  orderStatusPalette,
  packedMessage,
  queueStatus,
  readQueueFilter,
  scannedOfTotal,
  userErrorText,
} from './packing';

describe('packing statuses', () => {
  it('colours items as the product says: not scanned red, partly orange, scanned green', () => {
    expect(itemStatusPalette('NOT_SCANNED')).toBe('red');
    expect(itemStatusPalette('PARTIALLY_SCANNED')).toBe('orange');
    expect(itemStatusPalette('SCANNED')).toBe('green');
    expect(itemStatusPalette('%future added value')).toBe('gray');
    expect(orderStatusPalette('PACKED')).toBe('green');
    expect(orderStatusPalette('toString')).toBe('gray');
  });

  it('labels statuses with the server’s label, else the shared one, else the status', () => {
    expect(itemStatusLabel('PARTIALLY_SCANNED')).toBe('Partially Scanned');
    expect(itemStatusLabel('SCANNED', 'Scanned')).toBe('Scanned');
    expect(orderStatusLabel('PARTIALLY_PACKED')).toBe(MSG.packedPartially);
    expect(orderStatusLabel('PENDING')).toBe('Pending');
    expect(orderStatusLabel('ON_HOLD')).toBe('ON_HOLD');
  });
});

describe('scannedOfTotal', () => {
  it('counts units scanned of the units to pack', () => {
    expect(scannedOfTotal([])).toBe('0/0');
    expect(
      scannedOfTotal([
        { quantity: 2, scannedQuantity: 1 },
        { quantity: 3, scannedQuantity: 3 },
      ]),
    ).toBe('4/5');
    // Never more scanned than asked for, whatever the figures say.
    expect(scannedOfTotal([{ quantity: 1, scannedQuantity: 2 }])).toBe('1/1');
  });
});

describe('scan feedback', () => {
  const items = [
    { code: 'WS-CHAI-250', quantity: 3, scannedQuantity: 2 },
    { code: 'SKU-KAHWA', quantity: 1, scannedQuantity: 0 },
  ];

  it('finds the scanned line whatever the case', () => {
    expect(lineOf(items, ' ws-chai-250 ')?.code).toBe('WS-CHAI-250');
    expect(lineOf(items, 'NOPE')).toBeUndefined();
  });

  it('says how far the scanned line has got', () => {
    expect(lastScanText(items, 'ws-chai-250')).toBe('Last scan: WS-CHAI-250, 2 of 3');
    expect(lastScanText(items, 'X')).toBe('Last scan: X');
  });

  it('composes the packed message and userError texts', () => {
    expect(packedMessage('CPN-1001')).toBe('Order CPN-1001 packed');
    expect(userErrorText([])).toBeNull();
    expect(userErrorText([{ message: 'X is not part of this order' }])).toBe('X is not part of this order');
    expect(userErrorText([{ message: '' }])).toBe(MSG.genericFailure);
  });
});

describe('queue filter', () => {
  it('reads Pending, Packed and All, defaulting to Pending', () => {
    expect(readQueueFilter('PACKED')).toBe('PACKED');
    expect(readQueueFilter('ALL')).toBe('ALL');
    expect(readQueueFilter('nonsense')).toBe('PENDING');
    expect(queueStatus('ALL')).toBeNull();
    expect(queueStatus('PENDING')).toBe('PENDING');
  });
});

describe('ScanQueue', () => {
  it('sends codes one at a time, in order', () => {
    const sent: string[] = [];
    const finish: (() => void)[] = [];
    const queue = new ScanQueue((code, done) => {
      sent.push(code);
      finish.push(done);
    });
    queue.push('A');
    queue.push('B');
    queue.push('C');
    expect(sent).toEqual(['A']);
    expect(queue.pending).toBe(3);
    finish[0]!();
    expect(sent).toEqual(['A', 'B']);
    finish[1]!();
    finish[2]!();
    expect(sent).toEqual(['A', 'B', 'C']);
    expect(queue.pending).toBe(0);
    queue.push('D');
    expect(sent).toEqual(['A', 'B', 'C', 'D']);
  });

  it('drops waiting codes on clear and ignores a repeated done', () => {
    const sent: string[] = [];
    const finish: (() => void)[] = [];
    const queue = new ScanQueue((code, done) => {
      sent.push(code);
      finish.push(done);
    });
    queue.push('A');
    queue.push('B');
    queue.push('C');
    queue.clear();
    finish[0]!();
    finish[0]!();
    expect(sent).toEqual(['A']);
    queue.push('D');
    queue.push('E');
    finish[0]!();
    expect(sent).toEqual(['A', 'D']);
    finish[1]!();
    expect(sent).toEqual(['A', 'D', 'E']);
  });

  it('goes on after a code answered at once', () => {
    const sent: string[] = [];
    const queue = new ScanQueue((code, done) => {
      sent.push(code);
      done();
    });
    queue.push('A');
    queue.push('B');
    expect(sent).toEqual(['A', 'B']);
    expect(queue.pending).toBe(0);
  });
});
