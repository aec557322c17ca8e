import { describe, expect, it } from 'vitest';
import {
  TRIP_STATUS_OPTIONS,
  deliveredOfTotal,
  defaultTripDays,
  readTripFilters,
  tripOrderPalette,
  tripRouteVariables,
  tripStatEntries,
  tripStatusLabel,
  tripStatusPalette,
  tripVariables,
  tripsExportUrl,
  writeTripFilters,
} from './tripList';

// 30 Nov 2026, 02:00 in India (29 Nov 20:30 UTC): already the 30th there.
const now = new Date('2026-11-29T20:30:00Z');

describe('trip statuses', () => {
  it('read and colour as the product has them: yellow, lime, green', () => {
    expect(['IN_PROGRESS', 'ON_HOLD', 'COMPLETED'].map(tripStatusLabel)).toEqual([
      'In progress',
      'On hold',
      'Completed',
    ]);
    expect(['IN_PROGRESS', 'ON_HOLD', 'COMPLETED'].map(tripStatusPalette)).toEqual(['yellow', 'lime', 'green']);
    expect(tripStatusLabel('PARKED')).toBe('PARKED');
    expect(tripStatusPalette('PARKED')).toBe('gray');
    expect(TRIP_STATUS_OPTIONS.map((o) => o.label)).toEqual(['All', 'In progress', 'On hold', 'Completed']);
  });

  it("colour an order's place on the trip by how it ended", () => {
    expect([5, 6, 7, 9, 4].map(tripOrderPalette)).toEqual(['blue', 'red', 'green', 'orange', 'gray']);
  });
});

describe('trips filters', () => {
  it("default to the last week in India's days, today included", () => {
    expect(defaultTripDays(now)).toEqual({ from: '2026-11-23', to: '2026-11-30' });
    const f = readTripFilters(new URLSearchParams('status=PARKED&sort=NAME&drawer=x'), now);
    expect(f).toMatchObject({ from: '2026-11-23', to: '2026-11-30', driver: null, cluster: null, status: '' });
    expect(f.sort).toBeNull();
    // The default week is left out of the URL; other parameters stay.
    expect(writeTripFilters(new URLSearchParams('trip=VHJpcDox'), f, now).toString()).toBe('trip=VHJpcDox');
  });

  it('round-trip through the URL, sort and page included', () => {
    const params = new URLSearchParams(
      'from=2026-11-01&to=2026-11-10&driver=RHJpdmVyOjE&cluster=Q2x1c3Rlcjox&status=ON_HOLD&sort=DISTANCE&order=DESC&page=2&size=50',
    );
    const f = readTripFilters(params, now);
    expect(f).toEqual({
      search: '',
      sort: { by: 'DISTANCE', order: 'DESC' },
      page: 2,
      pageSize: 50,
      from: '2026-11-01',
      to: '2026-11-10',
      driver: 'RHJpdmVyOjE',
      cluster: 'Q2x1c3Rlcjox',
      status: 'ON_HOLD',
    });
    expect(readTripFilters(writeTripFilters(new URLSearchParams(), f, now), now)).toEqual(f);
  });

  it('keep days cleared by hand open-ended rather than the default week', () => {
    const f = readTripFilters(new URLSearchParams('from=&to=2026-11-10'), now);
    expect([f.from, f.to]).toEqual(['', '2026-11-10']);
    expect(readTripFilters(writeTripFilters(new URLSearchParams(), f, now), now)).toMatchObject({
      from: '',
      to: '2026-11-10',
    });
    expect(readTripFilters(new URLSearchParams('from=2026-02-30&to=2026-11-10'), now).from).toBe('');
  });

  it("send the days as India's midnights, the last day included, and the rows up to the page shown", () => {
    const f = readTripFilters(new URLSearchParams('from=2026-11-01&to=2026-11-10&status=COMPLETED&page=3'), now);
    expect(tripVariables(f)).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-10T18:30:00.000Z',
      driver: null,
      cluster: null,
      status: 'COMPLETED',
      sort: null,
    });
    expect(tripRouteVariables(new URLSearchParams('page=3'), now)).toMatchObject({
      from: '2026-11-22T18:30:00.000Z',
      to: '2026-11-30T18:30:00.000Z',
      first: 30,
    });
  });

  it('export the trips the filters match, in the list order', () => {
    const f = readTripFilters(
      new URLSearchParams('from=2026-11-01&to=2026-11-10&cluster=Q2x1c3Rlcjox&sort=CREATED_AT&order=ASC'),
      now,
    );
    expect(tripsExportUrl(f)).toBe(
      '/files/trips.csv?from=2026-10-31T18%3A30%3A00.000Z&to=2026-11-10T18%3A30%3A00.000Z&cluster=Q2x1c3Rlcjox&sort=CREATED_AT&order=ASC',
    );
    expect(tripsExportUrl({ ...f, from: '', to: '', cluster: null, sort: null })).toBe('/files/trips.csv');
  });
});

describe('trip figures', () => {
  it('show the six stats in the product words, amounts in rupees', () => {
    const entries = tripStatEntries({
      totalOrders: 12,
      delivered: 9,
      undelivered: 2,
      unattempted: 1,
      amountCollected: 1_25_050,
      amountExpected: 2_00_000,
    });
    expect(entries).toEqual([
      { label: 'Total orders', value: '12' },
      { label: 'Delivered', value: '9' },
      { label: 'Undelivered', value: '2' },
      { label: 'Unattempted', value: '1' },
      { label: 'Amount Collected', value: '₹1,250.50' },
      { label: 'Amount Expected', value: '₹2,000.00' },
    ]);
    expect(deliveredOfTotal(3, 5)).toBe('3/5');
  });
});
