import { BEATS_MSG, groupBeatRows, type BeatUploadRow } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { judgeBeatUpload, salesmanLookup, uploadRowErrors } from './upload.js';

const DEPOT = { lat: 28.5684, lng: 77.2416 };
const PLAN = { depot: DEPOT, capacity: { kg: 100, litres: 500 }, beatSize: 3 };

let next = 2;
function row(beatName: string, extra: Partial<BeatUploadRow['values']> = {}): BeatUploadRow {
  const n = next++;
  return {
    rowNumber: n,
    values: {
      beatName,
      description: '',
      salesmanPhone: '',
      retailerName: `Shop ${n}`,
      phone: '9811000001',
      address: 'Lajpat Nagar',
      pincode: '110024',
      latitude: String(28.56 + n / 1000),
      longitude: '77.24',
      weightKg: '10',
      volumeL: '20',
      ...extra,
    },
  };
}

const salesmen = salesmanLookup(
  [{ id: 'ours', firstName: 'Manoj', lastName: null, phone: '9811000100' }],
  [
    { id: 'ours', firstName: 'Manoj', lastName: null, phone: '9811000100' },
    { id: 'theirs', firstName: 'Ravi', lastName: null, phone: '9811000200' },
  ],
);

describe('groupBeatRows', () => {
  it('makes a beat of the rows of one name, in the order names first come, each beat in row order', () => {
    const a1 = row('North 1');
    const b1 = row('South 1');
    const a2 = row(' north  1 ');
    const groups = groupBeatRows([a2, b1, a1]);
    expect(groups.map((g) => g.name)).toEqual(['North 1', 'South 1']);
    expect(groups[0]!.rows).toEqual([a1, a2]);
    expect(groups[1]!.rows).toEqual([b1]);
  });
});

describe('judgeBeatUpload', () => {
  it('passes a beat within the vehicle and the beat size, with its description, salesman and km in row order', () => {
    const rows = [
      row('Good', { description: 'Morning', salesmanPhone: '9811000100' }),
      row('Good'),
      row('Good', { latitude: '', longitude: '' }),
    ];
    const { beats, failed } = judgeBeatUpload(rows, PLAN, salesmen);
    expect(failed).toEqual([]);
    expect(beats).toHaveLength(1);
    const [beat] = beats;
    expect(beat).toMatchObject({ name: 'Good', description: 'Morning', salesmanId: 'ours', kg: 30, litres: 60 });
    expect(beat!.stops.map((s) => s.retailerName)).toEqual(rows.map((r) => r.values.retailerName));
    // The last row has no point of its own: its pincode's centre.
    expect(beat!.stops[2]).toMatchObject({ lat: 28.5684, lng: 77.2416 });
    expect(beat!.km).toBeGreaterThan(0);
  });

  it('fails a whole beat over the beat size or the vehicle, or with a bad row, naming it', () => {
    const { beats, failed } = judgeBeatUpload(
      [
        ...[1, 2, 3, 4].map(() => row('Long')),
        row('Heavy', { weightKg: '60' }),
        row('Heavy', { weightKg: '60' }),
        row('Stranger', { salesmanPhone: '9811000999' }),
        row('Theirs', { salesmanPhone: '9811000200' }),
        row('Far', { latitude: '12.97', longitude: '77.59' }),
        row('Ok'),
      ],
      PLAN,
      salesmen,
    );
    expect(beats.map((b) => b.name)).toEqual(['Ok']);
    const by = Object.fromEntries(failed.map((f) => [f.name, f.message]));
    expect(by.Long).toBe(BEATS_MSG.beatOverSize('Long', 3));
    expect(by.Heavy).toBe(BEATS_MSG.beatOverKg('Heavy', 120, 100));
    expect(by.Stranger).toContain(BEATS_MSG.salesmanUnknown);
    expect(by.Theirs).toContain(BEATS_MSG.salesmanOtherBrand);
    expect(by.Far).toMatch(/^Row \d+ \(Shop \d+\): \d+ km from the warehouse/);
  });

  it('fails a beat whose rows name two salesmen', () => {
    const { failed } = judgeBeatUpload(
      [row('Two', { salesmanPhone: '9811000100' }), row('Two', { salesmanPhone: '9811000100' })],
      PLAN,
      salesmanLookup(
        [
          { id: 'a', firstName: 'A', lastName: null, phone: '9811000100' },
          { id: 'b', firstName: 'B', lastName: null, phone: '9811000300' },
        ],
        [],
      ),
    );
    expect(failed).toEqual([]);
    const two = judgeBeatUpload(
      [row('Two', { salesmanPhone: '9811000100' }), row('Two', { salesmanPhone: '9811000300' })],
      PLAN,
      salesmanLookup(
        [
          { id: 'a', firstName: 'A', lastName: null, phone: '9811000100' },
          { id: 'b', firstName: 'B', lastName: null, phone: '9811000300' },
        ],
        [],
      ),
    );
    expect(two.failed[0]!.message).toContain(BEATS_MSG.salesmanOneBeat);
  });
});

describe('uploadRowErrors', () => {
  it("puts a row's problems on its cells: rules, salesman, then place and load once a warehouse is chosen", () => {
    expect(uploadRowErrors(row('A', { phone: '12' }), salesmen, PLAN)).toEqual({ phone: expect.any(String) });
    expect(uploadRowErrors(row('A', { salesmanPhone: '9811000999' }), salesmen, null)).toEqual({
      salesmanPhone: BEATS_MSG.salesmanUnknown,
    });
    expect(uploadRowErrors(row('A', { weightKg: '500' }), salesmen, PLAN)).toEqual({
      weightKg: BEATS_MSG.overVehicleKg(500, 100),
    });
    expect(uploadRowErrors(row('A', { weightKg: '500' }), salesmen, null)).toEqual({});
    expect(uploadRowErrors(row('A', { latitude: '', longitude: '', pincode: '999999' }), salesmen, PLAN)).toEqual({
      pincode: BEATS_MSG.noPlace,
    });
  });
});
