import { describe, expect, it } from 'vitest';
import {
  APPROVAL_OPTIONS,
  customerRequestsExportUrl,
  dateRange,
  DEFAULT_FILTERS,
  filterVariables,
  FORM_LINK_OPTIONS,
  readFilters,
  readSellerFilters,
  REQUEST_TYPE_OPTIONS,
  writeFilters,
  type CustomerRequestFilters,
} from './customerRequestFilters';

const params = (query: string) => new URLSearchParams(query);

describe('customer request filters in the URL', () => {
  it('defaults to every request of the last month', () => {
    expect(readFilters(params(''))).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(params(''), DEFAULT_FILTERS).toString()).toBe('');
    expect(filterVariables(DEFAULT_FILTERS)).toEqual({
      search: null,
      formLinkStatus: null,
      approvalStatus: null,
      requestType: null,
      createdAt: { preset: 'LAST_1_MONTH' },
      company: null,
      sort: null,
    });
  });

  it('round-trips every filter', () => {
    const filters: CustomerRequestFilters = {
      by: 'ORDER_ID',
      value: 'CPN:1001',
      formLinkStatus: 'FILLED',
      approvalStatus: 'PENDING',
      requestType: 'CANCEL_ORDER',
      date: 'CUSTOM',
      from: '2025-03-01',
      to: '2025-03-05',
      company: 'Q29tcGFueTox',
      sort: { by: 'ORDER_NUMBER', order: 'DESC' },
    };
    const written = writeFilters(params(''), filters);
    expect(Object.fromEntries(written)).toEqual({
      search: 'ORDER_ID:CPN:1001',
      link: 'FILLED',
      approval: 'PENDING',
      type: 'CANCEL_ORDER',
      date: 'CUSTOM',
      from: '2025-03-01',
      to: '2025-03-05',
      company: 'Q29tcGFueTox',
      sort: 'ORDER_NUMBER',
      order: 'DESC',
    });
    expect(readFilters(params(written.toString()))).toEqual(filters);
  });

  it('keeps a chosen field without a value, and other parameters', () => {
    const written = writeFilters(params('tab=x&search=AWB:1'), { ...DEFAULT_FILTERS, by: 'PHONE' });
    expect(written.get('tab')).toBe('x');
    expect(written.get('search')).toBe('PHONE:');
    expect(readFilters(written)).toMatchObject({ by: 'PHONE', value: '' });
    expect(filterVariables(readFilters(written)).search).toBeNull();
  });

  it('drops what it does not know, and days without a custom range', () => {
    expect(
      readFilters(
        params('search=NAME:x&link=LOST&approval=MAYBE&type=REFUND&date=FOREVER&from=2025-01-01&sort=PHONE&order=ASC'),
      ),
    ).toEqual(DEFAULT_FILTERS);
    expect(readFilters(params('date=CUSTOM&from=2025-13-45&to=yesterday'))).toMatchObject({
      date: 'CUSTOM',
      from: '',
      to: '',
    });
    // Days left over from a custom range leave the URL with it.
    const written = writeFilters(params('from=2025-01-01&to=2025-01-02'), {
      ...DEFAULT_FILTERS,
      date: 'TODAY',
      from: '2025-01-01',
    });
    expect(written.toString()).toBe('date=TODAY');
  });

  it('never takes a company from the URL for a seller', () => {
    expect(readSellerFilters(params('company=Q29tcGFueTox&link=SENT'))).toEqual({
      ...DEFAULT_FILTERS,
      formLinkStatus: 'SENT',
    });
  });

  it('sends a trimmed search and the chosen statuses', () => {
    expect(
      filterVariables({
        ...DEFAULT_FILTERS,
        by: 'PHONE',
        value: ' 9876543210 ',
        approvalStatus: 'APPROVED',
        date: 'LAST_1_WEEK',
      }),
    ).toMatchObject({
      search: { by: 'PHONE', value: '9876543210' },
      approvalStatus: 'APPROVED',
      createdAt: { preset: 'LAST_1_WEEK' },
    });
  });

  it('offers every value of the schema with its label', () => {
    expect(FORM_LINK_OPTIONS.map((o) => o.label)).toEqual(['Sent', 'Visited', 'Filled']);
    expect(APPROVAL_OPTIONS.map((o) => o.value)).toEqual(['PENDING', 'PROCESSED', 'APPROVED', 'DISAPPROVED']);
    expect(REQUEST_TYPE_OPTIONS.map((o) => o.value)).toEqual(['UPDATE_DETAILS', 'CANCEL_ORDER']);
  });
});

describe('custom date range', () => {
  it('runs from India midnight of the first day to the midnight after the last', () => {
    expect(dateRange({ date: 'CUSTOM', from: '2025-03-01', to: '2025-03-05' })).toEqual({
      from: '2025-02-28T18:30:00.000Z',
      to: '2025-03-05T18:30:00.000Z',
    });
  });

  it('puts days picked the wrong way round in order', () => {
    expect(dateRange({ date: 'CUSTOM', from: '2025-03-05', to: '2025-03-01' })).toEqual({
      from: '2025-02-28T18:30:00.000Z',
      to: '2025-03-05T18:30:00.000Z',
    });
  });

  it('leaves a missing end open, and falls back to the last 30 days with neither', () => {
    expect(dateRange({ date: 'CUSTOM', from: '2025-03-01', to: '' })).toEqual({ from: '2025-02-28T18:30:00.000Z' });
    expect(dateRange({ date: 'CUSTOM', from: '', to: '2025-03-01' })).toEqual({ to: '2025-03-01T18:30:00.000Z' });
    expect(dateRange({ date: 'CUSTOM', from: '', to: '' })).toEqual({ preset: 'LAST_1_MONTH' });
  });
});

describe('the NDR export', () => {
  it('carries the filters, so the file has every matching request', () => {
    expect(
      customerRequestsExportUrl({
        ...DEFAULT_FILTERS,
        by: 'AWB',
        value: ' DL1 ',
        approvalStatus: 'APPROVED',
        company: 'Q29tcGFueTox',
      }),
    ).toBe('/files/customer-requests.csv?by=AWB&search=DL1&approval=APPROVED&preset=LAST_1_MONTH&company=Q29tcGFueTox');
  });
});
