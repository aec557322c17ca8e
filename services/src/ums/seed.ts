import type { Kysely } from 'kysely';
import { driverEmailOf } from '@parcelo/common';
import {
  DEMO_ADMIN_USER,
  DEMO_CHAI_INVOICING,
  DEMO_COMPANIES,
  DEMO_D2R,
  DEMO_LIGHTNING,
  DEMO_PASSWORD,
  DEMO_SHOPIFY_STORES,
} from '../demo.js';
import type { InvoicingDetails, UmsDB } from './db.js';
import { hashPassword } from './passwords.js';
import { saveSalesChannel } from './channels/store.js';
import { seedWebhooks } from './webhooks/seed.js';
import { seedPricing } from './pricing/seed.js';

const invoicing = (
  legalName: string,
  gstin: string,
  pan: string,
  addressLine1: string,
  addressLine2: string,
  city: string,
  state: string,
  pincode: string,
  invoicePrefix: string,
): string =>
  JSON.stringify({
    invoicePrefix,
    legalName,
    gstin,
    pan,
    addressLine1,
    addressLine2,
    city,
    state,
    pincode,
  } satisfies InvoicingDetails);

/** The demo sellers and the warehouse company; answers how many were added. */
async function seedCompanies(db: Kysely<UmsDB>): Promise<number> {
  const companies = await db
    .insertInto('companies')
    .values([
      {
        id: DEMO_COMPANIES.chai,
        code: 'PC0001',
        name: 'Chai Point Naturals',
        kind: 'seller',
        warehouse_requirement: 1,
        // Chai Point follows up failed deliveries through the buyer's link; its site takes prepaid orders.
        preferences: JSON.stringify({ allowUnlistedSkus: false, defaultPaymentMode: 'PREPAID', ndrBuyerTexts: true }),
        city: 'New Delhi',
        state: 'Delhi',
        invoicing: JSON.stringify(DEMO_CHAI_INVOICING satisfies InvoicingDetails),
      },
      {
        id: DEMO_COMPANIES.threads,
        code: 'PC0002',
        name: 'Bombay Threads',
        kind: 'seller',
        warehouse_requirement: 3,
        // Bombay Threads takes most of its phone and Instagram orders cash on delivery.
        preferences: JSON.stringify({ allowUnlistedSkus: false, defaultPaymentMode: 'COD', ndrBuyerTexts: true }),
        city: 'Mumbai',
        state: 'Maharashtra',
        invoicing: invoicing(
          'Bombay Threads LLP',
          '27AAFFB5678K1ZZ',
          'AAFFB5678K',
          '22 Linking Road',
          'Bandra West',
          'Mumbai',
          'Maharashtra',
          '400050',
          'BTH',
        ),
      },
      {
        id: DEMO_COMPANIES.hub,
        code: 'PC0003',
        name: 'Swift Fulfilment Hub',
        kind: 'warehouse',
        warehouse_requirement: null,
        city: 'Gurugram',
        state: 'Haryana',
        invoicing: invoicing(
          'Swift Fulfilment Hub Pvt Ltd',
          '06AAKCS4321M1Z5',
          'AAKCS4321M',
          'Plot 7, Sector 37',
          'Pace City II',
          'Gurugram',
          'Haryana',
          '122004',
          'SFH',
        ),
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(companies.numInsertedOrUpdatedRows ?? 0n);
}

/** The demo users, one of each kind, all with the demo password; answers how many were added. */
async function seedUsers(db: Kysely<UmsDB>): Promise<number> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const base = { password_hash, account_verified: true, email_verified: true, locked_until: null };
  const users = await db
    .insertInto('users')
    .values([
      {
        ...base,
        id: '00000000-0000-4000-8000-00000000b001',
        name: 'Aarav Sharma',
        username: null,
        email: 'seller@demo.in',
        phone: '9810000001',
        user_type: 'seller',
        role: null,
        company_id: DEMO_COMPANIES.chai,
      },
      {
        ...base,
        id: '00000000-0000-4000-8000-00000000b002',
        name: 'Priya Nair',
        username: null,
        email: 'seller2@demo.in',
        phone: '9820000002',
        user_type: 'seller',
        role: null,
        company_id: DEMO_COMPANIES.threads,
      },
      {
        ...base,
        id: '00000000-0000-4000-8000-00000000b003',
        name: 'Rohit Verma',
        username: null,
        email: 'warehouse@demo.in',
        phone: '9830000003',
        user_type: 'warehouse',
        role: null,
        company_id: DEMO_COMPANIES.hub,
      },
      {
        ...base,
        id: DEMO_ADMIN_USER,
        name: 'Admin',
        username: 'admin',
        email: 'admin@demo.in',
        phone: '9840000004',
        user_type: 'admin',
        role: null,
        company_id: null,
      },
      {
        ...base,
        id: '00000000-0000-4000-8000-00000000b005',
        name: 'Neha Gupta',
        username: null,
        email: 'subadmin@demo.in',
        phone: '9850000005',
        user_type: 'sub_admin',
        role: 'ops',
        company_id: null,
      },
      {
        ...base,
        ...DEMO_LIGHTNING.owner,
        username: null,
        user_type: 'cluster_owner',
        role: null,
        company_id: null,
      },
      // Drivers sign in by phone; their address is the phone's, as for any driver without an email.
      ...DEMO_LIGHTNING.drivers.map((d) => ({
        ...base,
        id: d.id,
        name: d.name,
        username: null,
        email: driverEmailOf(d.phone),
        phone: d.phone,
        user_type: 'driver' as const,
        role: null,
        company_id: null,
        email_verified: false,
      })),
      // Chai Point's salesmen and promoters sign in by phone too (HMS keeps their rows, same ids).
      ...[
        ...DEMO_D2R.salesmen.map((p) => ({ ...p, userType: 'salesman' as const })),
        ...DEMO_D2R.promoters.map((p) => ({ ...p, userType: 'promoter' as const })),
      ].map((p) => ({
        ...base,
        id: p.id,
        name: `${p.firstName} ${p.lastName}`,
        username: null,
        email: driverEmailOf(p.phone),
        phone: p.phone,
        user_type: p.userType,
        role: null,
        company_id: null,
        email_verified: false,
        active: p.active,
      })),
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(users.numInsertedOrUpdatedRows ?? 0n);
}

/** Inserts what is missing of the demo accounts; never overwrites changes made since. */
export async function seedUms(db: Kysely<UmsDB>): Promise<number> {
  const companies = await seedCompanies(db);
  const users = await seedUsers(db);
  return companies + users + (await seedShopifyStores(db)) + (await seedWebhooks(db)) + (await seedPricing(db));
}

/**
 * Each demo seller's Shopify store, connected as the app would connect it (the partner
 * sandbox plays the store); a seller who connected another store since keeps it.
 */
async function seedShopifyStores(db: Kysely<UmsDB>): Promise<number> {
  let added = 0;
  for (const store of DEMO_SHOPIFY_STORES) {
    const connected = await db
      .selectFrom('sales_channels')
      .select(['id', 'company_id', 'shop', 'verified_at'])
      .where('type', '=', 'shopify')
      .where('disconnected_at', 'is', null)
      .where((eb) => eb.or([eb('company_id', '=', store.companyId), eb('shop', '=', store.shop)]))
      .execute();
    // The demo store was connected as the app connects it, so it is its seller's proven store.
    const seeded = connected.find((c) => c.company_id === store.companyId && c.shop === store.shop);
    if (seeded && !seeded.verified_at)
      await db.updateTable('sales_channels').set({ verified_at: new Date() }).where('id', '=', seeded.id).execute();
    // A seller with another store keeps it; a store held by another company stays theirs.
    if (connected.length) continue;
    await saveSalesChannel(db, {
      companyId: store.companyId,
      type: 'shopify',
      shop: store.shop,
      key: 'parcelo-demo',
      secret: store.token,
      extras: {},
      verified: true,
    });
    added += 1;
  }
  return added;
}
