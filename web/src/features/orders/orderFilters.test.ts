import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filterVariables,
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
    });
  });

  it('round-trips every filter', () => {
    const filters: OrderFilters = {
      by: 'AWB',
      value: 'DL123:45',
      statuses: ['DELIVERED', 'RTO_DELIVERED'],
      preset: 'LAST_1_WEEK',
      seller: 'Q29tcGFueTox',
    };
    const written = writeFilters(params(''), filters);
    expect(written.get('seller')).toBe('Q29tcGFueTox');
    expect(written.get('search')).toBe('AWB:DL123:45');
    expect(written.get('status')).toBe('DELIVERED,RTO_DELIVERED');
    expect(written.get('date')).toBe('LAST_1_WEEK');
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
        by: 'CUSTOMER_PHONE',
        value: ' 9876543210 ',
        statuses: ['packed'],
        preset: 'TODAY',
        seller: 'Q29tcGFueTox',
      }),
    ).toEqual({
      search: { by: 'CUSTOMER_PHONE', value: '9876543210' },
      status: ['packed'],
      createdAt: { preset: 'TODAY' },
      company: 'Q29tcGFueTox',
    });
  });

  it('offers every search field of the schema and every named status', () => {
    expect(SEARCH_FIELDS).toHaveLength(20);
    expect(new Set(SEARCH_FIELDS.map((f) => f.value)).size).toBe(20);
    expect(STATUS_OPTIONS.find((o) => o.value === 'RTO_DELIVERED')?.label).toBe('Returned To Origin');
  });
});
