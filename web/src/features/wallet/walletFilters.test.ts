import { describe, expect, it } from 'vitest';
import { defaultDays } from '@parcelo/common';
import { readWalletFilters, walletExportUrl, walletVariables, writeWalletFilters } from './walletFilters';

describe('wallet filters', () => {
  it('default to the last 30 days and keep only known types and codes', () => {
    const f = readWalletFilters(new URLSearchParams('type=REFUND&code=999&from=2026-02-30'));
    expect(f).toMatchObject({ type: null, code: null, company: null, ...defaultDays() });
    expect(writeWalletFilters(new URLSearchParams('wallet=x'), f).toString()).toBe('wallet=x');
  });

  it('round-trip through the URL', () => {
    const params = new URLSearchParams('type=DEBIT&code=201&from=2026-11-01&to=2026-11-10&company=Q29t');
    const f = readWalletFilters(params);
    expect(f).toEqual({ type: 'DEBIT', code: '201', from: '2026-11-01', to: '2026-11-10', company: 'Q29t' });
    expect(readWalletFilters(writeWalletFilters(new URLSearchParams(), f))).toEqual(f);
  });

  it('send the days as India’s midnights, the last day included', () => {
    const v = walletVariables({ type: null, code: null, from: '2026-11-10', to: '2026-11-01', company: null });
    expect(v).toEqual({
      company: null,
      type: null,
      code: null,
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-10T18:30:00.000Z',
    });
    expect(walletExportUrl({ type: 'CREDIT', code: '102', from: '', to: '', company: null })).toBe(
      '/files/wallet-transactions.csv?type=CREDIT&code=102',
    );
  });
});
