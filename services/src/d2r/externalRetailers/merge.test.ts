import { describe, expect, it } from 'vitest';
import {
  BULK_EXTERNAL_RETAILERS,
  bulkRowErrors,
  externalRetailerFields,
  type ExternalRetailerFields,
} from '@parcelo/common';
import { groupSheetRows, mergeExternal } from './merge.js';

const shop = (patch: Partial<ExternalRetailerFields> = {}): ExternalRetailerFields => ({
  firstName: 'Sharma',
  lastName: 'General Store',
  phone: '9810045612',
  email: null,
  addressLine1: 'Shop 14, Main Market',
  addressLine2: null,
  pincode: '110024',
  gstin: null,
  storeType: 'GT',
  retailCluster: null,
  retailerClass: null,
  source: 'Distributor list',
  ...patch,
});

describe('mergeExternal', () => {
  it('fills the blanks and lets the newer values win', () => {
    const { merged, changed } = mergeExternal(
      shop(),
      shop({ lastName: null, addressLine2: 'Lajpat Nagar II', storeType: 'SHOP', source: null }),
    );
    expect(changed).toBe(true);
    expect(merged).toEqual(shop({ addressLine2: 'Lajpat Nagar II', storeType: 'SHOP' }));
  });

  it('changes nothing when the newer telling says nothing new', () => {
    expect(mergeExternal(shop(), shop()).changed).toBe(false);
    expect(mergeExternal(shop(), shop({ lastName: null, source: null })).changed).toBe(false);
  });
});

describe('groupSheetRows', () => {
  it('makes rows sharing a phone or a GSTIN one shop, merged in sheet order', () => {
    const gstin = '07AABCS1429B1ZW';
    const { shops, shopOfRow } = groupSheetRows([
      { rowNumber: 2, fields: shop() },
      { rowNumber: 3, fields: shop({ phone: '9810011111', firstName: 'Gupta' }) },
      { rowNumber: 4, fields: shop({ lastName: null, retailerClass: 'B', gstin }) },
      { rowNumber: 5, fields: shop({ phone: '9810099999', gstin, firstName: 'Sharma Bros' }) },
    ]);
    expect(shops).toHaveLength(2);
    expect(shopOfRow.get(5)).toBe(shopOfRow.get(2));
    expect(shopOfRow.get(2)?.rows).toEqual([2, 4, 5]);
    expect(shopOfRow.get(2)?.fields).toMatchObject({
      firstName: 'Sharma Bros',
      lastName: 'General Store',
      phone: '9810099999',
      gstin,
      retailerClass: 'B',
    });
  });
});

describe('the external retailers sheet', () => {
  const values = (patch: Record<string, string> = {}) => ({
    firstName: 'Sharma',
    lastName: '',
    phone: '+91 98100 45612',
    email: '',
    addressLine1: '',
    addressLine2: '',
    pincode: '110024',
    gstin: '',
    storeType: 'gt',
    retailCluster: 'south delhi',
    retailerClass: 'c',
    source: '',
    ...patch,
  });

  it('reads a phone and choices as the field team types them, by the retailer form rules', () => {
    expect(bulkRowErrors(BULK_EXTERNAL_RETAILERS, values())).toEqual({});
    expect(externalRetailerFields(values())).toMatchObject({
      phone: '9810045612',
      storeType: 'GT',
      retailCluster: 'South Delhi',
      retailerClass: 'C',
    });
  });

  it('refuses a GSTIN whose check character is wrong, and a phone that is not 10 digits', () => {
    const errors = bulkRowErrors(BULK_EXTERNAL_RETAILERS, values({ gstin: '07AABCS1429B1ZX', phone: '98100' }));
    expect(Object.keys(errors).sort()).toEqual(['gstin', 'phone']);
  });
});
