import type { Kysely } from 'kysely';
import { gstinCheckChar, type ExternalRetailerFields } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_COMPANIES } from '../../demo.js';
import type { D2rDB } from '../db.js';

const DAY = 86_400_000;
/** A fixed id per demo shop, so seeding again adds nothing. */
const demoShopId = (n: number) => `00000000-0000-4000-8e7e-${String(n).padStart(12, '0')}`;
const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;

type Demo = Omit<ExternalRetailerFields, 'email'> & { daysAgo: number };

// Shops Chai Point's field team has found but not yet onboarded: from its Delhi distributor's
// list, a market survey in Gurgaon, and a walk of Noida's sectors. Some are known by little more
// than a name and a phone.
const DEMO: readonly Demo[] = [
  {
    firstName: 'Hari Om Kirana',
    lastName: null,
    phone: '9873310021',
    addressLine1: 'C-22, Main Market',
    addressLine2: 'Lajpat Nagar II',
    pincode: '110024',
    gstin: gstin('07AHOPK5521M1Z'),
    storeType: 'GT',
    retailCluster: 'South Delhi',
    retailerClass: 'C',
    source: 'Delhi distributor list',
    daysAgo: 12,
  },
  {
    firstName: 'Balaji Departmental Store',
    lastName: null,
    phone: '9873310022',
    addressLine1: 'Shop 4, Pocket A',
    addressLine2: 'Mayur Vihar Phase 1',
    pincode: '110091',
    gstin: gstin('07AABFB7712R1Z'),
    storeType: 'SMTU',
    retailCluster: 'East Delhi',
    retailerClass: 'B',
    source: 'Delhi distributor list',
    daysAgo: 12,
  },
  {
    firstName: 'Sai Tea Stall',
    lastName: null,
    phone: '9873310023',
    addressLine1: 'Near Metro Gate 2',
    addressLine2: 'Rajouri Garden',
    pincode: '110027',
    gstin: null,
    storeType: 'SHOP',
    retailCluster: 'West Delhi',
    retailerClass: 'E',
    source: 'Delhi distributor list',
    daysAgo: 12,
  },
  {
    firstName: 'Galleria Gourmet',
    lastName: null,
    phone: '9873310024',
    addressLine1: 'SF-12, DLF Galleria',
    addressLine2: 'DLF Phase 4',
    pincode: '122002',
    gstin: gstin('06AAJCG3391P1Z'),
    storeType: 'MT',
    retailCluster: 'Gurgaon',
    retailerClass: 'A',
    source: 'Gurgaon market survey',
    daysAgo: 6,
  },
  {
    firstName: 'Yadav Provision Store',
    lastName: null,
    phone: '9873310025',
    addressLine1: '45, Sadar Bazar',
    addressLine2: 'Old Gurgaon',
    pincode: '122001',
    gstin: null,
    storeType: 'GT',
    retailCluster: 'Gurgaon',
    retailerClass: 'D',
    source: 'Gurgaon market survey',
    daysAgo: 6,
  },
  {
    firstName: 'Cafe Chaska',
    lastName: null,
    phone: '9873310026',
    addressLine1: null,
    addressLine2: null,
    pincode: null,
    gstin: null,
    storeType: 'CAFE',
    retailCluster: 'Gurgaon',
    retailerClass: null,
    source: 'Gurgaon market survey',
    daysAgo: 5,
  },
  {
    firstName: 'Noida Fresh Mart',
    lastName: null,
    phone: '9873310027',
    addressLine1: 'Shop 7, Sector 18 Market',
    addressLine2: 'Sector 18',
    pincode: '201301',
    gstin: gstin('09AAFFN2284C1Z'),
    storeType: 'SMTP',
    retailCluster: 'Noida',
    retailerClass: 'B',
    source: 'Noida walk',
    daysAgo: 2,
  },
  {
    firstName: 'Amit',
    lastName: 'Medicos',
    phone: '9873310028',
    addressLine1: null,
    addressLine2: null,
    pincode: null,
    gstin: null,
    storeType: 'CHEMIST',
    retailCluster: 'Noida',
    retailerClass: null,
    source: 'Noida walk',
    daysAgo: 1,
  },
];

/** Chai Point's shops found but not onboarded, where missing. */
export async function seedDemoExternalRetailers(db: Kysely<D2rDB>, now: number): Promise<number> {
  const result = await db
    .insertInto('external_retailers')
    .values(
      DEMO.map((d, i) => {
        const place = d.pincode ? lookupPincode(d.pincode) : null;
        const at = new Date(now - d.daysAgo * DAY);
        return {
          id: demoShopId(i + 1),
          company_id: DEMO_COMPANIES.chai,
          first_name: d.firstName,
          last_name: d.lastName,
          phone: d.phone,
          email: null,
          address_line1: d.addressLine1,
          address_line2: d.addressLine2,
          pincode: d.pincode,
          city: place?.city ?? null,
          state: place?.state ?? null,
          gstin: d.gstin,
          store_type: d.storeType,
          retail_cluster: d.retailCluster,
          retailer_class: d.retailerClass,
          source: d.source,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
