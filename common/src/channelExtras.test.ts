import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { channelExtrasProblems, cleanChannelExtras } from './channels.js';
import { IntegrateChannelInput, UpdateChannelInput, updateChannelInputFor } from './schemas/companies.js';

describe('sales channel extras', () => {
  it('asks Unicommerce for its client id and shipping provider code, Shipway for a carrier', () => {
    expect(channelExtrasProblems('unicommerce', {})).toEqual([
      { field: 'extras.uc_client_id', message: 'Unicommerce client ID is required', code: 'REQUIRED' },
      { field: 'extras.shipping_provider_code', message: 'Shipping provider code is required', code: 'REQUIRED' },
    ]);
    expect(channelExtrasProblems('unicommerce', { uc_client_id: 'chai01', shipping_provider_code: 'PARCELO' })).toEqual(
      [],
    );
    expect(channelExtrasProblems('shipway', { carrier_id: '12a' })).toEqual([
      { field: 'extras.carrier_id', message: MSG.channelCarrierId, code: 'INVALID' },
    ]);
    expect(channelExtrasProblems('shipway', { carrier_id: '12345678901' })[0]?.message).toBe(MSG.channelCarrierId);
    expect(channelExtrasProblems('unicommerce', { uc_client_id: 'x', shipping_provider_code: 'A B' })).toEqual([
      { field: 'extras.shipping_provider_code', message: MSG.channelProviderCode, code: 'INVALID' },
    ]);
  });

  it('takes an optional webhook client id for WooCommerce, and no extras for Shopify', () => {
    expect(channelExtrasProblems('wordpress', {})).toEqual([]);
    expect(channelExtrasProblems('wordpress', { webhook_client_id: 'a'.repeat(101) })[0]?.message).toBe(
      '{field} may have only letters, digits and . _ - (up to 100).'.replace('{field}', 'Webhook client ID'),
    );
    expect(channelExtrasProblems('shopify', { carrier_id: '12' })).toEqual([
      { field: 'extras.carrier_id', message: 'Shopify stores take no Carrier ID.', code: 'INVALID' },
    ]);
    // A blank field of another type's form is no extra at all.
    expect(channelExtrasProblems('shopify', { carrier_id: ' ' })).toEqual([]);
    expect(cleanChannelExtras('shipway', { carrier_id: ' 42 ', uc_client_id: 'x' })).toEqual({ carrier_id: '42' });
  });

  it('files the problems under their fields in the integrate and update inputs', () => {
    const r = IntegrateChannelInput.safeParse({
      type: 'shipway',
      shop: 'shop.example.in',
      key: 'k',
      secret: 's',
      extras: {},
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['extras.carrier_id', 'Carrier ID is required'],
    ]);
    expect(UpdateChannelInput.parse({ key: '', secret: '', extras: {} })).toEqual({ key: '', secret: '', extras: {} });
    const u = updateChannelInputFor('unicommerce').safeParse({ extras: { uc_client_id: 'ok' } });
    expect(u.error?.issues[0]?.path.join('.')).toBe('extras.shipping_provider_code');
    const big = IntegrateChannelInput.safeParse({
      type: 'wordpress',
      shop: 'shop.example.in',
      key: 'k',
      secret: 's'.repeat(501),
    });
    expect(big.error?.issues[0]?.message).toBe('length should not be more than 500');
  });
});
