import { describe, expect, it } from 'vitest';
import {
  creditNoteRouteVariables,
  creditNotesExportUrl,
  readCreditNoteList,
  writeCreditNoteList,
} from './creditNoteList';

const now = new Date('2026-11-30T10:00:00+05:30');

describe('the credit notes list in the URL', () => {
  it('opens on the last 30 days of every brand, searched by credit number', () => {
    const list = readCreditNoteList(new URLSearchParams(), now);
    expect(list).toMatchObject({ company: null, from: '2026-10-31', to: '2026-11-30', by: 'CREDIT_NUMBER', page: 1 });
    expect(writeCreditNoteList(new URLSearchParams(), list, now).toString()).toBe('');
  });

  it('keeps a brand, days and a search through a reload', () => {
    const params = new URLSearchParams(
      'company=Q29tcGFueTox&from=2026-09-01&to=2026-09-30&by=RETAILER_NAME&search=Bansal',
    );
    const list = readCreditNoteList(params, now);
    expect(readCreditNoteList(writeCreditNoteList(new URLSearchParams(), list, now), now)).toEqual(list);
    expect(creditNoteRouteVariables(params, now)).toMatchObject({
      company: 'Q29tcGFueTox',
      start: '2026-09-01',
      end: '2026-09-30',
      searchBy: 'RETAILER_NAME',
      search: 'Bansal',
    });
  });

  it("exports the filtered notes by the service's names, ignoring a bad day", () => {
    const list = readCreditNoteList(new URLSearchParams('from=not-a-day&by=INVOICE_ID&search=CPN/2627'), now);
    expect(creditNotesExportUrl(list)).toBe(
      '/files/d2r-credit-notes.csv?start=2026-10-31&end=2026-11-30&searchOptionType=invoiceId&searchValue=CPN%2F2627',
    );
  });
});
