import { describe, expect, it } from 'vitest';
import { connectionsForNewWsin, WSIN_CREATE } from './wsinCreate';

const problems = (values: { wsin: string; name: string }) =>
  Object.fromEntries((WSIN_CREATE.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Create WSIN', () => {
  it('wants a WSIN without spaces or parentheses, and a name', () => {
    expect(problems({ wsin: '', name: '' })).toEqual({ wsin: 'WSIN is required', name: 'Name is required' });
    expect(problems({ wsin: 'WS 1', name: 'Tea' })).toEqual({ wsin: 'Please provide valid WSIN' });
    expect(problems({ wsin: 'WS-1', name: 'Tea' })).toEqual({});
  });

  it('joins the listed WSINs unless their search would not find it', () => {
    const wsin = { wsin: 'WS-CHAI-1', name: 'Masala Chai' };
    expect(connectionsForNewWsin('c', null, wsin)).toEqual(['c']);
    expect(connectionsForNewWsin('c', { by: 'WSIN', value: 'chai' }, wsin)).toEqual(['c']);
    expect(connectionsForNewWsin('c', { by: 'PRODUCT_TITLE', value: 'coffee' }, wsin)).toEqual([]);
  });
});
