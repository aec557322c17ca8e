import type { Kysely } from 'kysely';
import {
  addDays,
  istTimeOn,
  istToday,
  GST_STATE_CODES,
  gstStateOf,
  gstinCheckChar,
  paiseOfRupeeFigure,
  type RetailCluster,
  type RetailerClass,
  type StoreType,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_COMPANIES, DEMO_D2R, demoSalesmanOf, stockedDemoProducts } from '../demo.js';
import { seedDemoBeats } from './beats/demo.js';
import { mulberry32 } from '../demoOrders.js';
import type { D2rDB } from './db.js';
import { seedDemoRetailDiscounts } from './retailDiscounts/demo.js';
import { seedDemoExternalRetailers } from './externalRetailers/demo.js';

const DAY = 86_400_000;
const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;

/**
 * Store addresses the demo sellers deliver to directly: one of Chai Point's no longer takes stock.
 * Chai Point's in Delhi NCR are its retailers too; the others were never made retailers.
 */
export const DEMO_STORE_ADDRESSES = [
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
    retailer: { storeType: 'GT', cluster: 'Gurgaon', class: 'B', creditRupees: 1_00_000, termsDays: 30 },
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
    retailer: { storeType: 'CAFE', cluster: 'South Delhi', class: 'C', creditRupees: 75_000, termsDays: 15 },
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

interface RetailerFields {
  storeType: StoreType;
  cluster: RetailCluster;
  class: RetailerClass;
  creditRupees: number;
  termsDays: number;
}

/**
 * Chai Point's other retailers across Delhi NCR, four to each area the field team works (with
 * the two above), each a shop of a kind that sells tea: cluster, pincode, name, address, kind.
 */
const NCR_RETAILERS: readonly (readonly [RetailCluster, string, string, string, string, StoreType])[] = [
  ['Gurgaon', '122001', 'Aggarwal Sweets', '12, Sadar Bazar', 'Old Gurgaon', 'SHOP'],
  ['Gurgaon', '122018', 'Sohna Road Mart', 'Shop 9, Malibu Towne Market', 'Sohna Road', 'SMTP'],
  ['Gurgaon', '122017', 'Cyber Hub Tea Lounge', 'Ground Floor, Building 10', 'DLF Cyber City', 'CAFE'],
  ['East Delhi', '110092', 'Laxmi Nagar Kirana', 'A-41, Vikas Marg', 'Laxmi Nagar', 'GT'],
  ['East Delhi', '110091', 'Mayur Vihar Supermart', 'Pocket 2, Main Market', 'Mayur Vihar Phase 1', 'SMTU'],
  ['East Delhi', '110051', 'Krishna Nagar Dhaba', '7, Gali No. 3', 'Krishna Nagar', 'RESTAURANT'],
  ['East Delhi', '110032', 'Shahdara Medicos', '88, GT Road', 'Shahdara', 'CHEMIST'],
  ['West Delhi', '110018', 'Tilak Nagar Provisions', '5/12, Main Bazar', 'Tilak Nagar', 'GT'],
  ['West Delhi', '110027', 'Rajouri Garden Bakers', 'J-2/15, Main Market', 'Rajouri Garden', 'SHOP'],
  ['West Delhi', '110015', 'Hotel Moti Mahal West', '23, Najafgarh Road', 'Moti Nagar', 'HOTEL'],
  ['West Delhi', '110063', 'Paschim Vihar Canteen', 'B-4, Community Centre', 'Paschim Vihar', 'CATEEN'],
  ['North Delhi', '110007', 'Kamla Nagar Cafe', '14, Bungalow Road', 'Kamla Nagar', 'CAFE'],
  ['North Delhi', '110054', 'Civil Lines Club Store', '3, Rajpur Road', 'Civil Lines', 'INSTITUTION'],
  ['North Delhi', '110084', 'Burari Highway Dhaba', 'Km 12, Outer Ring Road', 'Burari', 'HIGHWAY'],
  ['North Delhi', '110006', 'Chandni Chowk Tea House', '1187, Kucha Mahajani', 'Chandni Chowk', 'SHOP'],
  ['South Delhi', '110017', 'Malviya Nagar Mart', 'C-12, Shivalik Road', 'Malviya Nagar', 'MT'],
  ['South Delhi', '110024', 'Lajpat Nagar Chemist', '32, Central Market', 'Lajpat Nagar 2', 'CHEMIST'],
  ['South Delhi', '110048', 'GK Corporate Pantry', 'N-Block Market', 'Greater Kailash 1', 'CORPORATE'],
  ['Central Delhi', '110001', 'Connaught Place Chai Bar', 'F-18, Inner Circle', 'Connaught Place', 'CAFE'],
  ['Central Delhi', '110005', 'Karol Bagh Stores', '2715, Beadon Pura', 'Karol Bagh', 'GT'],
  ['Central Delhi', '110055', 'Paharganj Guest House', '4512, Main Bazar', 'Paharganj', 'HOTEL'],
  ['Central Delhi', '110002', 'Daryaganj Office Canteen', '21, Ansari Road', 'Daryaganj', 'GOVT'],
  ['Noida', '201301', 'Sector 18 Supermarket', 'K-7, Atta Market', 'Sector 18', 'MT'],
  ['Noida', '201303', 'Sector 62 IT Pantry', 'Tower B, Stellar IT Park', 'Sector 62', 'CORPORATE'],
  ['Noida', '201304', 'Noida City Hospital Cafe', 'Plot 3, Sector 137', 'Expressway', 'HOSPTIAL'],
  ['Noida', '201301', 'Brahmaputra Market Kirana', 'Shop 22, Brahmaputra Market', 'Sector 29', 'GT'],
  ['Greater Noida', '201310', 'Pari Chowk Tea Stall', 'Shop 4, Alpha Commercial Belt', 'Alpha 1', 'SHOP'],
  ['Greater Noida', '201306', 'Knowledge Park Canteen', 'Plot 19, Knowledge Park 2', 'Knowledge Park', 'INSTITUTION'],
  ['Greater Noida', '201312', 'Yamuna Expressway Dhaba', 'Km 8, Yamuna Expressway', 'Dankaur', 'HIGHWAY'],
  ['Greater Noida', '203207', 'Dadri Provision Store', '16, GT Road', 'Dadri', 'GT'],
  ['Ghaziabad', '201001', 'Ghaziabad Sweet Corner', '45, Navyug Market', 'Ghaziabad', 'SHOP'],
  ['Ghaziabad', '201002', 'Raj Nagar Supermart', 'R-9, District Centre', 'Raj Nagar', 'SMTP'],
  ['Ghaziabad', '201010', 'Indirapuram Cafe', 'Shop 11, Shipra Mall Road', 'Indirapuram', 'CAFE'],
  ['Ghaziabad', '201012', 'Vaishali Family Restaurant', 'Plot 5, Sector 4', 'Vaishali', 'RESTAURANT'],
  ['Faridabad', '121001', 'NIT Faridabad Kirana', '2-C/41, NIT', 'Neelam Chowk', 'GT'],
  ['Faridabad', '121002', 'Sector 15 Market Store', 'SCO 12, Sector 15', 'Sector 15', 'SMTU'],
  ['Faridabad', '121003', 'Old Faridabad Dhaba', '9, Mathura Road', 'Old Faridabad', 'RESTAURANT'],
  ['Faridabad', '121006', 'Ballabgarh Chemist', '77, Main Bazar', 'Ballabgarh', 'CHEMIST'],
];

/** Bigger buyers are given more credit and longer to pay: from ₹2,00,000 over 30 days (A) to ₹25,000 over 7 (E). */
const TERMS_BY_CLASS: Record<RetailerClass, readonly { creditRupees: number; termsDays: number }[]> = {
  A: [
    { creditRupees: 2_00_000, termsDays: 30 },
    { creditRupees: 1_50_000, termsDays: 30 },
  ],
  B: [
    { creditRupees: 1_00_000, termsDays: 30 },
    { creditRupees: 1_25_000, termsDays: 15 },
  ],
  C: [
    { creditRupees: 75_000, termsDays: 15 },
    { creditRupees: 60_000, termsDays: 15 },
  ],
  D: [
    { creditRupees: 50_000, termsDays: 15 },
    { creditRupees: 40_000, termsDays: 7 },
  ],
  E: [
    { creditRupees: 25_000, termsDays: 7 },
    { creditRupees: 30_000, termsDays: 7 },
  ],
};
const CLASSES: readonly RetailerClass[] = ['A', 'B', 'C', 'D', 'E'];

/** A GSTIN registered in the pincode's state, its PAN made from the shop's place in the list. */
const gstinIn = (pincode: string, i: number) => {
  const state = gstStateOf(lookupPincode(pincode)!.state)!;
  const letter = (n: number) => String.fromCharCode(65 + (n % 26));
  return gstin(
    `${GST_STATE_CODES[state]}AA${letter(i * 7)}F${letter(i * 3 + 5)}${String(4100 + i * 37)}${letter(i)}1Z`,
  );
};

/** The demo's retailer rows beyond the store addresses above: fixed ids and fields, so every seeding is the same. */
export const DEMO_NCR_RETAILERS = NCR_RETAILERS.map(([cluster, pincode, name, line1, line2, storeType], i) => {
  const cls = CLASSES[i % CLASSES.length]!;
  const terms = TERMS_BY_CLASS[cls][Math.floor(i / CLASSES.length) % 2]!;
  return {
    id: `00000000-0000-4000-8000-0000000d2${(0x100 + i).toString(16)}`,
    company: DEMO_COMPANIES.chai,
    daysAgo: 3 + ((i * 37) % 173),
    firstName: name,
    lastName: null,
    addressLine1: line1,
    addressLine2: line2,
    pincode,
    phone: `99100${String(10001 + i * 113).padStart(5, '0')}`,
    email: null,
    // Most shops are registered; every third is too small to be.
    gstin: i % 3 === 2 ? null : gstinIn(pincode, i),
    purpose: i % 4 === 0 ? 'BILLING_AND_SHIPPING' : 'SHIPPING',
    // One shop of the list has stopped taking stock.
    active: i !== 13,
    retailer: { storeType, cluster, class: cls, ...terms } satisfies RetailerFields,
  };
});

/** How many days back the demo promoters have counted, today included. */
const DEMO_COUNT_DAYS = 14;
/** How many of Chai Point's shops the promoters count in. */
const DEMO_COUNTED_SHOPS = 6;

/**
 * Chai Point's promoters' counts over the last two weeks: each counted shop opens and closes
 * every day (today only opens), each of its promoter's; shelves fall through the day and are
 * restocked every few days, so the admin's list and its sell-through have something to show.
 * Drawn the same way each time, with fixed ids.
 */
export function demoPromoterCounts(now: number) {
  const rand = mulberry32(0x5b0c);
  const promoters = DEMO_D2R.promoters.filter((p) => p.active);
  const products = stockedDemoProducts(DEMO_COMPANIES.chai).slice(0, 4);
  const shops = DEMO_NCR_RETAILERS.filter((r) => r.active).slice(0, DEMO_COUNTED_SHOPS);
  const today = istToday(new Date(now));
  const counts = [];
  let n = 0;
  for (const [s, shop] of shops.entries()) {
    const promoter = promoters[s % promoters.length]!;
    const shelf = products.map(() => 20 + Math.floor(rand() * 20));
    for (let back = DEMO_COUNT_DAYS - 1; back >= 0; back--) {
      const day = addDays(today, -back);
      // A delivery overnight every few days, counted in the morning.
      if (rand() < 0.3) shelf.forEach((q, i) => (shelf[i] = q + 12 + Math.floor(rand() * 12)));
      for (const stockType of back === 0 ? [0] : [0, 1]) {
        if (stockType === 1) shelf.forEach((q, i) => (shelf[i] = Math.max(0, q - Math.floor(rand() * 7))));
        const at = new Date(Math.min(istTimeOn(day, stockType ? 19 : 10, Math.floor(rand() * 50)).getTime(), now));
        counts.push({
          id: `00000000-0000-4000-9d2c-${(++n).toString(16).padStart(12, '0')}`,
          company_id: DEMO_COMPANIES.chai,
          promoter_id: promoter.id,
          retailer_id: shop.id,
          count_date: day,
          stock_type: stockType,
          lines: JSON.stringify(products.map((p, i) => ({ sku: p.sku, title: p.title, quantity: shelf[i]! }))),
          created_at: at,
          updated_at: at,
        });
      }
    }
  }
  return counts;
}

/** Adds the demo store addresses where missing (fixed ids, so seeding again adds nothing). */
export async function seedD2r(db: Kysely<D2rDB>): Promise<number> {
  const now = Date.now();
  const result = await db
    .insertInto('store_addresses')
    .values(
      [...DEMO_STORE_ADDRESSES, ...DEMO_NCR_RETAILERS].map((a) => {
        const place = lookupPincode(a.pincode)!;
        const at = new Date(now - a.daysAgo * DAY);
        const retailer: RetailerFields | undefined = 'retailer' in a ? a.retailer : undefined;
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
          store_type: retailer?.storeType ?? null,
          retail_cluster: retailer?.cluster ?? null,
          retailer_class: retailer?.class ?? null,
          credit_limit_paise: paiseOfRupeeFigure(retailer?.creditRupees ?? 0),
          payment_terms_days: retailer?.termsDays ?? 0,
          // Each area's retailers are called on by its salesman.
          salesman_id: retailer ? (demoSalesmanOf(retailer.cluster)?.id ?? null) : null,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  await seedDemoRetailDiscounts(db, now);
  await seedDemoExternalRetailers(db, now);
  await seedDemoBeats(db, now);
  const counted = await db
    .insertInto('promoter_stock_counts')
    .values(demoPromoterCounts(now))
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) + Number(counted.numInsertedOrUpdatedRows ?? 0n);
}
