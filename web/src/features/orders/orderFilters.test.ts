import { describe, expect, it } from 'vitest';
import {
  daysAsInstants,
  DEFAULT_FILTERS,
  filterVariables,
  searchesAllDates,
  ordersListPath,
  ordersPath,
  readFilters,
  SEARCH_FIELDS,
  STATUS_OPTIONS,
  writeFilters,
  type OrderFilters,
} from './orderFilters';

const params = (query: string) => new URLSearchParams(query);

describe('order filters in the URL', () => {
  it('defaults to every order of the last month', () => {
    expect(readFilters(params(''))).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(params(''), DEFAULT_FILTERS).toString()).toBe('');
    expect(filterVariables(DEFAULT_FILTERS)).toEqual({
      search: null,
      status: null,
      createdAt: { preset: 'LAST_1_MONTH' },
      company: null,
      warehouse: null,
    });
  });

  it('round-trips every filter', () => {
    const filters: OrderFilters = {
      by: 'AWB',
      value: 'DL123:45',
      statuses: ['DELIVERED', 'RTO_DELIVERED'],
      preset: 'LAST_1_WEEK',
      from: '',
      to: '',
      seller: 'Q29tcGFueTox',
      warehouse: 'V2FyZWhvdXNlOjE=',
    };
    const written = writeFilters(params(''), filters);
    expect(written.get('seller')).toBe('Q29tcGFueTox');
    expect(written.get('search')).toBe('AWB:DL123:45');
    expect(written.get('status')).toBe('DELIVERED,RTO_DELIVERED');
    expect(written.get('date')).toBe('LAST_1_WEEK');
    expect(written.get('warehouse')).toBe('V2FyZWhvdXNlOjE=');
    expect(readFilters(params(written.toString()))).toEqual(filters);
  });

  it('reads the search as written by hand, colon and all', () => {
    expect(readFilters(params('search=ORDER_ID:CPN-1001'))).toMatchObject({ by: 'ORDER_ID', value: 'CPN-1001' });
    expect(ordersPath('ORDER_ID', 'CPN-1001')).toBe('/orders?search=ORDER_ID%3ACPN-1001');
    expect(readFilters(new URL(`http://x${ordersPath('ORDER_ID', 'CPN-1001')}`).searchParams).value).toBe('CPN-1001');
  });

  it('keeps a chosen field without a value, and other parameters such as the open order', () => {
    const written = writeFilters(params('order=T3JkZXI6MQ&search=SKU:ABC'), {
      ...DEFAULT_FILTERS,
      by: 'CUSTOMER_NAME',
    });
    expect(written.get('order')).toBe('T3JkZXI6MQ');
    expect(written.get('search')).toBe('CUSTOMER_NAME:');
    expect(readFilters(written)).toMatchObject({ by: 'CUSTOMER_NAME', value: '' });
    expect(filterVariables(readFilters(written)).search).toBeNull();
  });

  it('drops what it does not know', () => {
    expect(readFilters(params('search=NOPE:1&status=DELIVERED,BOGUS,DELIVERED&date=FOREVER&seller=<script>'))).toEqual({
      ...DEFAULT_FILTERS,
      statuses: ['DELIVERED'],
    });
  });

  it('accepts only 0 or 1 for flags and the listed choices for fixed-choice fields', () => {
    expect(readFilters(params('search=B2B:1')).value).toBe('1');
    expect(readFilters(params('search=B2B:yes'))).toMatchObject({ by: 'B2B', value: '' });
    expect(readFilters(params('search=PAYMENT_MODE:COD')).value).toBe('COD');
    expect(readFilters(params('search=PAYMENT_MODE:cash')).value).toBe('');
  });

  it('sends a trimmed search and the statuses as the API takes them', () => {
    expect(
      filterVariables({
        by: 'CUSTOMER_NAME',
        value: ' 9876543210 ',
        statuses: ['packed'],
        preset: 'TODAY',
        from: '',
        to: '',
        seller: 'Q29tcGFueTox',
        warehouse: '',
      }),
    ).toEqual({
      search: { by: 'CUSTOMER_NAME', value: '9876543210' },
      status: ['packed'],
      createdAt: { preset: 'TODAY' },
      company: 'Q29tcGFueTox',
      warehouse: null,
    });
  });

  it('searches by an order ID, AWB, invoice ID or phone across all dates, whatever range is chosen', () => {
    for (const by of ['ORDER_ID', 'AWB', 'REVERSE_AWB', 'INVOICE_ID', 'CUSTOMER_PHONE'] as const) {
      const filters = { ...DEFAULT_FILTERS, by, value: ' CPN-1001 ', preset: 'TODAY' as const };
      expect(searchesAllDates(filters), by).toBe(true);
      expect(filterVariables(filters).createdAt, by).toBeNull();
      expect(filterVariables({ ...filters, from: '2026-03-01', to: '2026-03-15' }).createdAt, by).toBeNull();
    }
    // Without a value, or by anything else, the range applies.
    expect(searchesAllDates({ by: 'ORDER_ID', value: '  ' })).toBe(false);
    expect(filterVariables({ ...DEFAULT_FILTERS, by: 'ORDER_ID', value: '' }).createdAt).toEqual({
      preset: 'LAST_1_MONTH',
    });
    expect(searchesAllDates({ by: 'CUSTOMER_NAME', value: 'Kavya' })).toBe(false);
    expect(searchesAllDates({ by: 'SKU', value: 'CHAI-MSL-250' })).toBe(false);
    // The range chosen stays in the URL, back in force once the search is cleared.
    const kept = writeFilters(params(''), { ...DEFAULT_FILTERS, by: 'AWB', value: 'PC1', preset: 'TODAY' });
    expect(kept.get('date')).toBe('TODAY');
  });

  it('offers every search field of the schema and every named status', () => {
    expect(SEARCH_FIELDS).toHaveLength(20);
    expect(new Set(SEARCH_FIELDS.map((f) => f.value)).size).toBe(20);
  });
});

describe('order date ranges and links in the URL', () => {
  it('takes days of their own, in India, instead of a preset', () => {
    const filters = readFilters(params('from=2026-03-01&to=2026-03-15&date=LAST_1_WEEK'));
    expect(filters).toMatchObject({ from: '2026-03-01', to: '2026-03-15' });
    // India's midnight is 18:30 the day before in UTC; the last day is included whole.
    expect(filterVariables(filters).createdAt).toEqual({
      from: '2026-02-28T18:30:00.000Z',
      to: '2026-03-15T18:30:00.000Z',
    });
    const written = writeFilters(params('date=LAST_1_WEEK&order=T3JkZXI6MQ'), filters);
    expect(written.get('date')).toBeNull();
    expect(written.get('order')).toBe('T3JkZXI6MQ');
    expect(readFilters(written)).toEqual(filters);
  });

  it('goes back to the preset once the days are dropped', () => {
    const written = writeFilters(params('from=2026-03-01&to=2026-03-15'), {
      ...DEFAULT_FILTERS,
      preset: 'TODAY',
    });
    expect(written.toString()).toBe('date=TODAY');
  });

  it('drops days that are not days, or that run backwards', () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
      'to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=01/03/2026&to=02/03/2026',
      `from=2026-03-01${'1'.repeat(500)}&to=2026-03-02`,
    ])
      expect([query, readFilters(params(query))]).toEqual([query, DEFAULT_FILTERS]);
  });

  it('counts a single day from its midnight to the next, across a month end', () => {
    expect(daysAsInstants('2026-03-31', '2026-03-31')).toEqual({
      from: '2026-03-30T18:30:00.000Z',
      to: '2026-03-31T18:30:00.000Z',
    });
  });

  it('narrows to a warehouse and clears it with a null, so a refetch drops it', () => {
    const filters = readFilters(params('warehouse=V2FyZWhvdXNlOjE%3D'));
    expect(filters.warehouse).toBe('V2FyZWhvdXNlOjE=');
    expect(filterVariables(filters).warehouse).toBe('V2FyZWhvdXNlOjE=');
    expect(filterVariables({ ...filters, warehouse: '' }).warehouse).toBeNull();
    expect(readFilters(params('warehouse=<script>')).warehouse).toBe('');
    expect(readFilters(params(`warehouse=${'A'.repeat(201)}`)).warehouse).toBe('');
  });

  it('writes a dashboard link with only what it names', () => {
    expect(ordersListPath({})).toBe('/orders');
    expect(
      ordersListPath({
        by: 'DELIVERY_STATE',
        value: 'Tamil Nadu',
        from: '2026-03-01',
        to: '2026-03-31',
        warehouse: 'V2FyZWhvdXNlOjE=',
      }),
    ).toBe('/orders?search=DELIVERY_STATE%3ATamil+Nadu&from=2026-03-01&to=2026-03-31&warehouse=V2FyZWhvdXNlOjE%3D');
    expect(ordersListPath({ statuses: ['CANCELLED'], preset: 'TODAY' })).toBe('/orders?status=CANCELLED&date=TODAY');
  });
});

describe('the status filter', () => {
  it('names every status once, telling the two returns to origin apart', () => {
    const labels = STATUS_OPTIONS.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(STATUS_OPTIONS.find((o) => o.value === 'RTO_DELIVERED')?.label).toBe('Returned To Origin (RTO)');
    expect(STATUS_OPTIONS.find((o) => o.value === 'DTO_DELIVERED')?.label).toBe('Returned To Origin (DTO)');
    expect(STATUS_OPTIONS.find((o) => o.value === 'DELIVERED')?.label).toBe('Delivered');
  });
});
