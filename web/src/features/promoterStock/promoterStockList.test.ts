import { describe, expect, it } from 'vitest';
import {
  promoterStockExportUrl,
  promoterStockRouteVariables,
  readPromoterStockList,
  sellThroughExportUrl,
  writePromoterStockList,
} from './promoterStockList';

const now = new Date('2026-11-30T10:00:00+05:30');

describe('the promoter stock list in the URL', () => {
  it("keeps a brand's filters through a reload, and asks for and exports the same counts", () => {
    const params = new URLSearchParams(
      'company=Q29tcGFueTox&type=CLOSING&promoter=UDox&retailer=Ujox&search=Pooja&from=2026-11-01&to=2026-11-10&tab=sell-through',
    );
    const list = readPromoterStockList(params, now);
    expect(list).toMatchObject({ company: 'Q29tcGFueTox', stockType: 'CLOSING', search: 'Pooja', tab: 'sell-through' });
    expect(readPromoterStockList(writePromoterStockList(new URLSearchParams(), list, now), now)).toEqual(list);
    expect(promoterStockRouteVariables(params, now)).toEqual({
      company: 'Q29tcGFueTox',
      start: '2026-11-01',
      end: '2026-11-10',
      stockType: 'CLOSING',
      promoter: 'UDox',
      retailer: 'Ujox',
      search: 'Pooja',
      first: 10,
    });
    expect(promoterStockExportUrl(list)).toBe(
      '/files/promoter-stock.csv?company=Q29tcGFueTox&start=2026-11-01&end=2026-11-10&stockType=1&promoter=UDox&retailer=Ujox&search=Pooja',
    );
    expect(sellThroughExportUrl('Q29tcGFueTox', { from: '2026-11-10', to: '2026-11-01' })).toBe(
      '/files/promoter-sell-through.csv?company=Q29tcGFueTox&start=2026-11-01&end=2026-11-10',
    );
  });

  it('opens on the last 30 days of every brand, and drops a promoter or retailer without a brand', () => {
    const list = readPromoterStockList(new URLSearchParams('promoter=UDox&retailer=Ujox&type=nonsense'), now);
    expect(list).toMatchObject({ company: null, promoter: null, retailer: null, stockType: '', tab: 'counts' });
    expect(list.to).toBe('2026-11-30');
    expect(writePromoterStockList(new URLSearchParams(), list, now).toString()).toBe('');
  });
});
