import { describe, expect, it } from 'vitest';
import { CONNECTABLE_TYPE_OPTIONS, blankExtras, extraFieldsOf, extrasInput, formField } from './labels';

describe('sales channel form labels', () => {
  it('offers every type but manual, which needs no store', () => {
    expect(CONNECTABLE_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'shopify',
      'wordpress',
      'unicommerce',
      'easyecom',
      'shipway',
      'amazon',
    ]);
    expect(CONNECTABLE_TYPE_OPTIONS.find((o) => o.value === 'wordpress')?.label).toBe('WooCommerce');
  });

  it("shows a type's own extras and sends only those, in the API's names", () => {
    expect(extraFieldsOf('unicommerce').map((f) => [f.name, f.required])).toEqual([
      ['uc_client_id', true],
      ['shipping_provider_code', true],
    ]);
    expect(extraFieldsOf('shopify')).toEqual([]);
    const extras = { ...blankExtras(), uc_client_id: ' chai01 ', carrier_id: '42' };
    expect(extrasInput('unicommerce', extras)).toEqual({ ucClientId: 'chai01' });
  });

  it("puts the API's extras errors under the form's fields", () => {
    expect(formField({ field: 'extras.ucClientId', message: 'x' })).toEqual({
      field: 'extras.uc_client_id',
      message: 'x',
    });
    expect(formField({ field: 'shop', message: 'x' })).toEqual({ field: 'shop', message: 'x' });
    expect(formField({ field: null, message: 'x' })).toEqual({ field: null, message: 'x' });
  });
});
