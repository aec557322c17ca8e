import { describe, expect, it } from 'vitest';
import { LIGHTNING_READY_STATUSES, canMoveTo } from '@parcelo/common';
import { LIGHTNING_TARGETS, lightningSteps } from './steps.js';

describe('lightningSteps', () => {
  it('ships an order waiting at the warehouse before it goes out', () => {
    expect(lightningSteps('PLACED', 'OUT_FOR_DELIVERY')).toEqual(['SHIPPED', 'OUT_FOR_DELIVERY']);
    expect(lightningSteps('packed', 'DELIVERED')).toEqual(['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
  });

  it('sends an undelivered order out again', () => {
    expect(lightningSteps('UNDELIVERED', 'OUT_FOR_DELIVERY')).toEqual(['OUT_FOR_DELIVERY']);
    expect(lightningSteps('UNDELIVERED', 'DELIVERED')).toEqual(['OUT_FOR_DELIVERY', 'DELIVERED']);
    // The buyer asked for another try through the NDR link: the order is on its way again.
    expect(lightningSteps('IN_TRANSIT', 'OUT_FOR_DELIVERY')).toEqual(['OUT_FOR_DELIVERY']);
  });

  it('does nothing for news that came twice', () => {
    expect(lightningSteps('OUT_FOR_DELIVERY', 'OUT_FOR_DELIVERY')).toEqual([]);
    expect(lightningSteps('DELIVERED', 'DELIVERED')).toEqual([]);
    expect(lightningSteps('UNDELIVERED', 'UNATTEMPTED')).toEqual([]);
  });

  it('brings back an order not attempted only while it is out', () => {
    expect(lightningSteps('OUT_FOR_DELIVERY', 'UNATTEMPTED')).toEqual(['UNDELIVERED']);
    expect(lightningSteps('PLACED', 'UNATTEMPTED')).toEqual([]);
  });

  it('refuses what can no longer happen', () => {
    expect(lightningSteps('CANCELLED', 'OUT_FOR_DELIVERY')).toBeNull();
    expect(lightningSteps('DELIVERED', 'UNDELIVERED')).toBeNull();
    expect(lightningSteps('RTO_IN_TRANSIT', 'DELIVERED')).toBeNull();
  });

  it('only takes moves the order status machine allows', () => {
    for (const from of [...LIGHTNING_READY_STATUSES, 'OUT_FOR_DELIVERY'])
      for (const target of LIGHTNING_TARGETS) {
        let at = from;
        for (const step of lightningSteps(at, target) ?? []) {
          expect(canMoveTo(at, step), `${at} -> ${step}`).toBe(true);
          at = step;
        }
      }
  });
});
