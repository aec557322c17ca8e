import { BEATS_MSG, BEAT_ORDERS_SHEET, beatOrderOf, emptyBulkValues, type BeatOrderField } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { figuresOf, moveStop, totalKm, type PlanBeat } from './beatPlan';

const depot = { lat: 28.55, lng: 77.2 };
const stop = (id: string, lat: number, kg: number) => ({
  id,
  lat,
  lng: 77.2,
  retailerName: id,
  phone: '9811000000',
  pincode: '110024',
  kg,
  litres: 10,
});
const beats: PlanBeat[] = [
  { id: 'a', name: 'Beat 1', stops: [stop('s1', 28.56, 100), stop('s2', 28.57, 100)] },
  { id: 'b', name: 'Beat 2', stops: [stop('s3', 28.6, 600)] },
];
const limits = { kg: 750, litres: 4500, beatSize: 2 };

describe('moving a stop between beats', () => {
  it('recomputes both beats’ load and km', () => {
    const { beats: moved, problem } = moveStop(depot, beats, 's1', 'b', limits);
    expect(problem).toBeNull();
    expect(moved[0]!.stops.map((s) => s.id)).toEqual(['s2']);
    expect(moved[1]!.stops.map((s) => s.id)).toEqual(['s3', 's1']);
    expect(figuresOf(depot, moved[1]!)).toMatchObject({ stops: 2, kg: 700, litres: 20 });
    expect(figuresOf(depot, moved[0]!).km).toBeCloseTo(4.45, 1);
    expect(totalKm(depot, moved)).toBeGreaterThan(totalKm(depot, beats) - 0.01);
  });

  it('refuses a beat over the vehicle or the beat size', () => {
    const heavy = moveStop(depot, moveStop(depot, beats, 's1', 'b', limits).beats, 's2', 'b', limits);
    expect(heavy.problem).toBe(BEATS_MSG.beatOverSize('Beat 2', 2));
    const over = moveStop(depot, beats, 's1', 'b', { ...limits, kg: 650 });
    expect(over.problem).toBe(BEATS_MSG.beatOverKg('Beat 2', 700, 650));
  });
});

describe('an orders sheet row', () => {
  const row = (values: Partial<Record<BeatOrderField, string>>) =>
    ({ ...emptyBulkValues(BEAT_ORDERS_SHEET), ...values }) as Record<BeatOrderField, string>;
  const good = {
    retailerName: 'Sharma Store',
    phone: '9811000001',
    address: 'Lajpat Nagar',
    pincode: '110024',
    weightKg: '12',
  };
  const cap = { kg: 750, litres: 4500 };
  const place = (p: string) => (p === '110024' ? { lat: 28.57, lng: 77.24 } : null);

  it('takes its latitude and longitude, else its pincode’s centre', () => {
    expect(beatOrderOf(row({ ...good, latitude: '28.5', longitude: '77.1' }), cap, place)).toMatchObject({
      order: { lat: 28.5, lng: 77.1, kg: 12, litres: 0 },
    });
    expect(beatOrderOf(row(good), cap, place)).toMatchObject({ order: { lat: 28.57, lng: 77.24 } });
    expect(beatOrderOf(row({ ...good, pincode: '999999' }), cap, place)).toEqual({ error: BEATS_MSG.noPlace });
  });

  it('refuses a row the vehicle cannot carry alone, or with bad cells', () => {
    expect(beatOrderOf(row({ ...good, weightKg: '800' }), cap, place)).toEqual({
      error: BEATS_MSG.overVehicleKg(800, 750),
    });
    expect(beatOrderOf(row({ ...good, volumeL: '5000' }), cap, place)).toEqual({
      error: BEATS_MSG.overVehicleLitres(5000, 4500),
    });
    expect(beatOrderOf(row({ ...good, latitude: '28.5' }), cap, place)).toEqual({ error: BEATS_MSG.latLngTogether });
    expect(beatOrderOf(row({ ...good, latitude: '95', longitude: '77' }), cap, place)).toMatchObject({
      error: expect.stringMatching(/90/),
    });
    expect(beatOrderOf(row({ ...good, retailerName: 'x'.repeat(101) }), cap, place)).toEqual({
      error: 'At most 100 characters',
    });
    expect('error' in beatOrderOf(row({ ...good, phone: '12' }), cap, place)).toBe(true);
  });
});
