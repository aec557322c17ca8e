import { describe, expect, it } from 'vitest';
import {
  RETAIL_CLUSTERS,
  RETAILER_CLASSES,
  RetailerInput,
  gstinStateProblem,
  paiseOfRupeeFigure,
  type StoreAddressRecord,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_COMPANIES } from '../../demo.js';
import { DEMO_NCR_RETAILERS, DEMO_STORE_ADDRESSES } from '../seed.js';
import { RETAILER_COLUMNS, phoneDigits, retailerLine, retailerSearchPatterns } from './service.js';

const retailer: StoreAddressRecord = {
  id: '00000000-0000-4000-8000-0000000d2100',
  companyId: DEMO_COMPANIES.chai,
  firstName: 'Rakesh',
  lastName: 'Gupta',
  addressLine1: 'Shop 3',
  addressLine2: 'DLF Phase 4',
  city: 'Gurgaon',
  state: 'Haryana',
  pincode: '122002',
  country: 'India',
  phone: '9810045612',
  email: null,
  gstin: null,
  addressPurpose: 'SHIPPING',
  isActive: false,
  storeType: 'GT',
  retailCluster: 'Gurgaon',
  retailerClass: 'B',
  salesmanId: null,
  creditLimit: 1_25_000_50,
  paymentTermsDays: 30,
  createdAt: '2026-03-04T20:00:00.000Z',
  updatedAt: '2026-03-04T20:00:00.000Z',
};

describe('retailer search', () => {
  it('reads a phone as its 10 digits, however it was typed', () => {
    expect(phoneDigits('+91 98100-45612')).toBe('9810045612');
    expect(phoneDigits('098100 45612')).toBe('9810045612');
  });

  it('matches the name in any case, the phone only for digits, the GSTIN upper-cased, each literally', () => {
    expect(retailerSearchPatterns('Gupta')).toEqual({ name: '%gupta%', phone: null, gstin: '%GUPTA%' });
    expect(retailerSearchPatterns('+91 98100').phone).toBe('%98100%');
    expect(retailerSearchPatterns('50%_off').name).toBe('%50\\%\\_off%');
  });
});

describe('retailer CSV line', () => {
  it('gives rupees with 2 decimals, Yes/No and India time, in the header order', () => {
    const line = retailerLine(retailer);
    expect(line).toHaveLength(RETAILER_COLUMNS.length);
    expect(line).toEqual([
      'Rakesh Gupta',
      '9810045612',
      'Gurgaon',
      '122002',
      '',
      'GT',
      'Gurgaon',
      'B',
      '₹1,25,000.50',
      30,
      'No',
      '05 Mar 2026, 01:30 am',
    ]);
  });
});

describe('demo retailers', () => {
  const chaiRetailers = [...DEMO_STORE_ADDRESSES, ...DEMO_NCR_RETAILERS].filter(
    (a) => a.company === DEMO_COMPANIES.chai && 'retailer' in a,
  );

  it('gives the demo brand 40 retailers across all ten areas and five classes, with fixed distinct ids', () => {
    expect(chaiRetailers).toHaveLength(40);
    const retailers = chaiRetailers.map((a) => a.retailer);
    expect(new Set(retailers.map((r) => r.cluster))).toEqual(new Set(RETAIL_CLUSTERS));
    expect(new Set(retailers.map((r) => r.class))).toEqual(new Set(RETAILER_CLASSES));
    const ids = [...DEMO_STORE_ADDRESSES, ...DEMO_NCR_RETAILERS].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('each is a retailer the admin form would take: a known pincode, its GSTIN in its state, credit and terms in range', () => {
    for (const a of chaiRetailers) {
      const place = lookupPincode(a.pincode);
      expect(place, a.pincode).not.toBeNull();
      expect(gstinStateProblem(a.gstin, place!.state)).toBeNull();
      const r = a.retailer;
      expect(r.creditRupees).toBeGreaterThanOrEqual(25_000);
      expect(r.creditRupees).toBeLessThanOrEqual(2_00_000);
      expect([7, 15, 30]).toContain(r.termsDays);
      const parsed = RetailerInput.safeParse({
        firstName: a.firstName,
        lastName: a.lastName,
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2,
        city: place!.city,
        state: place!.state,
        pincode: a.pincode,
        country: place!.country,
        phone: a.phone,
        email: a.email,
        gstin: a.gstin,
        addressPurpose: a.purpose,
        isActive: a.active,
        storeType: r.storeType,
        retailCluster: r.cluster,
        retailerClass: r.class,
        creditLimit: paiseOfRupeeFigure(r.creditRupees),
        paymentTermsDays: r.termsDays,
      });
      expect(parsed.error?.issues, a.firstName).toBeUndefined();
    }
  });
});
