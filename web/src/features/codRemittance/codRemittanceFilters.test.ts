import { describe, expect, it } from 'vitest';
import { codExportUrl, codVariables, readCodFilters, writeCodFilters } from './codRemittanceFilters';

const NOW = Date.parse('2026-11-26T20:00:00Z'); // 27 Nov, 01:30 in India

describe('COD remittance filters', () => {
  it('defaults to the last 30 days in India', () => {
    const f = readCodFilters(new URLSearchParams(), NOW);
    expect(f).toMatchObject({ status: '', from: '2026-10-28', to: '2026-11-27', company: null, page: 1 });
  });

  it('reads and writes status, days and company, ignoring what it does not know', () => {
    const f = readCodFilters(new URLSearchParams('status=DUE&from=2026-11-01&company=Q29tcGFueTox&page=2'), NOW);
    expect(f).toMatchObject({ status: 'DUE', from: '2026-11-01', to: '', company: 'Q29tcGFueTox', page: 2 });
    expect(readCodFilters(new URLSearchParams('status=LOST'), NOW).status).toBe('');
    expect(writeCodFilters(new URLSearchParams('tab=x'), f).toString()).toBe(
      'tab=x&page=2&status=DUE&from=2026-11-01&company=Q29tcGFueTox',
    );
    expect(codVariables(f)).toEqual({ company: 'Q29tcGFueTox', status: 'DUE', from: '2026-11-01', to: null });
    expect(codExportUrl(f)).toBe('/files/cod-remittances.csv?company=Q29tcGFueTox&status=DUE&from=2026-11-01');
  });
});
