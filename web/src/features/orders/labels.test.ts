import { describe, expect, it } from 'vitest';
import { itemsSummary, paymentModeLabel, shopTypeLabel, wsinMappingText } from './labels';

describe('order texts', () => {
  it('summarises items as the first title and how many more', () => {
    expect(itemsSummary([])).toBe('—');
    expect(itemsSummary([{ title: 'Masala Chai 250g' }])).toBe('Masala Chai 250g');
    expect(itemsSummary([{ title: 'Masala Chai 250g' }, { title: 'Assam CTC 500g' }, { title: 'Kahwa' }])).toBe(
      'Masala Chai 250g +2 more',
    );
  });

  it("shows a WSIN mapping as 'x + y', or 'Not Generated'", () => {
    expect(wsinMappingText([])).toBe('Not Generated');
    expect(wsinMappingText([{ wsin: 'WS-1', quantity: 1 }])).toBe('WS-1');
    expect(
      wsinMappingText([
        { wsin: 'WS-1', quantity: 2 },
        { wsin: 'WS-2', quantity: 1 },
      ]),
    ).toBe('WS-1 × 2 + WS-2');
  });

  it('labels payment modes and channels, unknown ones as themselves', () => {
    expect(paymentModeLabel('PREPAID')).toBe('Prepaid');
    expect(paymentModeLabel('COD')).toBe('COD');
    expect(shopTypeLabel('SHOPIFY')).toBe('Shopify');
    expect(shopTypeLabel('ONDC')).toBe('ONDC');
  });
});
