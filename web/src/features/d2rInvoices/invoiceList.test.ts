import { describe, expect, it } from 'vitest';
import { invoiceRouteVariables, invoicesExportUrl, readInvoiceList, writeInvoiceList } from './invoiceList';

const now = new Date('2026-11-30T10:00:00+05:30');

describe('the D2R invoices list in the URL', () => {
  it("keeps one brand's salesman through a reload, and asks for and exports only the invoices they hold", () => {
    const params = new URLSearchParams('company=Q29tcGFueTox&salesman=RmllbGRQZXJzb246MQ%3D%3D&status=OPEN');
    const list = readInvoiceList(params, now);
    expect(list).toMatchObject({ company: 'Q29tcGFueTox', salesman: 'RmllbGRQZXJzb246MQ==', status: 'OPEN' });
    expect(readInvoiceList(writeInvoiceList(new URLSearchParams(), list, now), now)).toEqual(list);
    expect(invoiceRouteVariables(params, now)).toMatchObject({ salesman: 'RmllbGRQZXJzb246MQ==' });
    expect(invoicesExportUrl(list)).toContain('salesman=RmllbGRQZXJzb246MQ%3D%3D');
  });

  it('drops a salesman without a brand: salesmen are chosen from one brand', () => {
    const list = readInvoiceList(new URLSearchParams('salesman=RmllbGRQZXJzb246MQ%3D%3D'), now);
    expect(list.salesman).toBeNull();
    expect(writeInvoiceList(new URLSearchParams(), list, now).toString()).toBe('');
  });
});
