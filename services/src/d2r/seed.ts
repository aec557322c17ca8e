import type { Kysely } from 'kysely';
import { gstinCheckChar } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_COMPANIES } from '../demo.js';
import type { D2rDB } from './db.js';

const DAY = 86_400_000;
const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;

/** Retailers the demo sellers deliver to directly: one of Chai Point's no longer takes stock. */
const DEMO_STORE_ADDRESSES = [
  {
    id: '00000000-0000-4000-8000-0000000d2001',
    company: DEMO_COMPANIES.chai,
    daysAgo: 40,
    firstName: 'Sharma General Store',
    lastName: null,
    addressLine1: '14, 80 Feet Road',
    addressLine2: 'Koramangala 4th Block',
    pincode: '560034',
    phone: '9845012345',
    email: 'orders@sharmastores.in',
    gstin: gstin('29AAKFS4821L1Z'),
    purpose: 'BILLING_AND_SHIPPING',
    active: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000d2002',
    company: DEMO_COMPANIES.chai,
    daysAgo: 25,
    firstName: 'Rakesh',
    lastName: 'Gupta',
    addressLine1: 'Shop 3, DLF Galleria Market',
    addressLine2: 'DLF Phase 4',
    pincode: '122002',
    phone: '9810045612',
    email: null,
    gstin: gstin('06AGUPG7315K1Z'),
    purpose: 'SHIPPING',
    active: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000d2003',
    company: DEMO_COMPANIES.chai,
    daysAgo: 12,
    firstName: 'Green Leaf Cafe',
    lastName: null,
    addressLine1: '22, Aurobindo Marg',
    addressLine2: 'Hauz Khas',
    pincode: '110016',
    phone: '9711203344',
    email: 'hello@greenleafcafe.in',
    gstin: null,
    purpose: 'SHIPPING',
    active: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000d2004',
    company: DEMO_COMPANIES.chai,
    daysAgo: 90,
    firstName: 'Deccan Tea Corner',
    lastName: null,
    addressLine1: '5, MG Road',
    addressLine2: 'Camp',
    pincode: '411001',
    phone: '9822011223',
    email: null,
    gstin: null,
    purpose: 'SHIPPING',
    active: false,
  },
  {
    id: '00000000-0000-4000-8000-0000000d2005',
    company: DEMO_COMPANIES.threads,
    daysAgo: 30,
    firstName: 'Bandra Fashion House',
    lastName: null,
    addressLine1: '31, Hill Road',
    addressLine2: 'Bandra West',
    pincode: '400050',
    phone: '9820456789',
    email: 'store@bandrafashion.in',
    gstin: gstin('27AAGFB5532M1Z'),
    purpose: 'BILLING_AND_SHIPPING',
    active: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000d2006',
    company: DEMO_COMPANIES.threads,
    daysAgo: 8,
    firstName: 'Priya',
    lastName: 'Iyer',
    addressLine1: '8, Usman Road',
    addressLine2: 'T. Nagar',
    pincode: '600017',
    phone: '9840123987',
    email: null,
    gstin: null,
    purpose: 'SHIPPING',
    active: true,
  },
] as const;

/** Adds the demo store addresses where missing (fixed ids, so seeding again adds nothing). */
export async function seedD2r(db: Kysely<D2rDB>): Promise<number> {
  const now = Date.now();
  const result = await db
    .insertInto('store_addresses')
    .values(
      DEMO_STORE_ADDRESSES.map((a) => {
        const place = lookupPincode(a.pincode)!;
        const at = new Date(now - a.daysAgo * DAY);
        return {
          id: a.id,
          company_id: a.company,
          first_name: a.firstName,
          last_name: a.lastName,
          address_line1: a.addressLine1,
          address_line2: a.addressLine2,
          city: place.city,
          state: place.state,
          pincode: a.pincode,
          country: place.country,
          phone: a.phone,
          email: a.email,
          gstin: a.gstin,
          address_purpose: a.purpose,
          is_active: a.active,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
