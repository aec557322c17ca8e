import { describe, expect, it } from 'vitest';
import { paymentLogsExportUrl, readPaymentFilters, writePaymentFilters } from './paymentFilters';

describe('payment log filters', () => {
  it('default to every status over the last month, and survive the URL', () => {
    expect(readPaymentFilters(new URLSearchParams())).toEqual({ status: null, period: 'LAST_1_MONTH', company: null });
    const filters = { status: 'PENDING' as const, period: 'LAST_1_WEEK' as const, company: 'Q29tcGFueTox' };
    const params = writePaymentFilters(new URLSearchParams('recharge=1'), filters);
    expect(params.get('recharge')).toBe('1');
    expect(readPaymentFilters(params)).toEqual(filters);
    expect(readPaymentFilters(new URLSearchParams('status=LOST&period=ALWAYS')).status).toBeNull();
  });
  it('exports the same list', () => {
    const url = paymentLogsExportUrl({ status: 'SUCCESS', period: 'TODAY', company: null });
    expect(url).toMatch(/^\/files\/payment-logs\.csv\?from=.+&status=SUCCESS$/);
  });
});
