import { describe, expect, it } from 'vitest';
import { lookupPincode } from './server/pincodes.js';
import {
  DeliveryRatesInput,
  ZONES,
  canShip,
  chargeableGrams,
  csvFlag,
  metroOf,
  priceOf,
  zoneOf,
  type RateCard,
} from './deliveryPartners.js';
import { MSG } from './messages.js';

const place = (pincode: string) => {
  const p = lookupPincode(pincode);
  if (!p) throw new Error(`no pincode ${pincode}`);
  return p;
};
const zone = (from: string, to: string) => zoneOf(place(from), place(to));

describe('zones', () => {
  it('keeps a city, and the whole of Delhi, within city', () => {
    expect(zone('400001', '400070')).toBe('WITHIN_CITY');
    expect(zone('110001', '110020')).toBe('WITHIN_CITY');
  });
  it('gives within state for two cities of one state', () => {
    expect(zone('400001', '411001')).toBe('WITHIN_STATE');
    expect(zone('400001', '421302')).toBe('WITHIN_STATE');
  });
  it('gives metro to metro between metros of different states', () => {
    expect(zone('110020', '400001')).toBe('METRO_TO_METRO');
    expect(zone('560001', '700001')).toBe('METRO_TO_METRO');
    expect(metroOf(place('110001'))).toBe('Delhi');
    expect(metroOf(place('302001'))).toBeNull();
  });
  it('gives special zones to the North-East, J&K, Ladakh and the islands, from either end', () => {
    for (const pin of ['795001', '781001', '737101', '190001', '194101', '744101', '682555'])
      expect(zone('110020', pin)).toBe('SPECIAL');
    expect(zone('795001', '400001')).toBe('SPECIAL');
  });
  it('gives the rest of India otherwise', () => {
    expect(zone('110020', '302001')).toBe('REST_OF_INDIA');
    expect(zone('122001', '400001')).toBe('REST_OF_INDIA');
  });
});

describe('chargeable weight', () => {
  it('takes the heavier of actual and volumetric (L×B×H/5000), rounded up to the slab', () => {
    expect(chargeableGrams(0.3, null, 500)).toBe(500);
    expect(chargeableGrams(0.5, null, 500)).toBe(500);
    expect(chargeableGrams(0.501, null, 500)).toBe(1000);
    // 30×20×10 / 5000 = 1.2 kg beats 0.4 kg
    expect(chargeableGrams(0.4, { length: 30, breadth: 20, height: 10 }, 500)).toBe(1500);
    expect(chargeableGrams(2.2, { length: 10, breadth: 10, height: 10 }, 500)).toBe(2500);
  });
  it('is never less than one slab', () => {
    expect(chargeableGrams(0, null, 250)).toBe(250);
  });
});

const card: RateCard = {
  slabGrams: 500,
  zones: Object.fromEntries(
    ZONES.map((z, i) => [z, { basePaise: 3000 + i * 1000, additionalPaise: 2000 + i * 500, days: 1 + i }]),
  ) as RateCard['zones'],
  codFixedPaise: 3500,
  codBasisPoints: 150,
};

describe('price', () => {
  it('charges the base for the first slab and the additional price per further slab', () => {
    const p = priceOf(card, 'WITHIN_CITY', { weightKg: 1.2, dimensions: null, cod: false, orderValuePaise: 0 });
    expect(p).toMatchObject({ chargeableGrams: 1500, freightPaise: 3000 + 2 * 2000, codPaise: 0, days: 1 });
    expect(p.totalPaise).toBe(7000);
    expect(p.rtoPaise).toBe(p.freightPaise);
  });
  it('charges COD as the larger of the fixed fee and the share of the order value', () => {
    const small = priceOf(card, 'SPECIAL', { weightKg: 0.2, dimensions: null, cod: true, orderValuePaise: 100_000 });
    expect(small.codPaise).toBe(3500);
    const large = priceOf(card, 'SPECIAL', { weightKg: 0.2, dimensions: null, cod: true, orderValuePaise: 1_000_000 });
    expect(large.codPaise).toBe(15_000);
    expect(large.totalPaise).toBe(7000 + 15_000);
  });
});

describe('inputs', () => {
  it('refuses a pincode that is not 6 digits with the pincode message', () => {
    const r = DeliveryRatesInput.safeParse({
      pickupPincode: '11002',
      deliveryPincode: '400001',
      weightKg: 1,
      paymentMode: 'PREPAID',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG.invalidPincode);
  });
  it('reads CSV flags', () => {
    expect([csvFlag('1'), csvFlag('Yes'), csvFlag('0'), csvFlag(''), csvFlag('maybe')]).toEqual([
      true,
      true,
      false,
      false,
      null,
    ]);
  });
});

describe('shipping', () => {
  it('hands orders to a courier only from statuses that may move to Picked up', () => {
    expect(['PLACED', 'PROCESSED', 'READY_TO_SHIP', 'packed'].map(canShip)).toEqual([true, true, true, true]);
    expect(['CANCELLED', 'SHIPPED', 'DELIVERED', 'RTS_PROCCESSING', 'NONSENSE'].map(canShip)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
