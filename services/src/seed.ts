import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { ServiceUrls } from '@parcelo/common/config';
import { SERVICE_NAMES, migrate, openDatabase, type Database, type ServiceName } from './platform/index.js';
import { SERVICES } from './registry.js';
import { DEMO_D2R, DEMO_LIGHTNING, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.js';
import { seedUms } from './ums/seed.js';
import { seedWms } from './wms/seed.js';
import { seedOms, seedScaleOrders } from './oms/seed.js';
import { numberUninvoicedOrders } from './oms/orders/invoices.js';
import { seedNms } from './nms/seed.js';
import { seedD2r } from './d2r/seed.js';
import { seedHms } from './hms/seed.js';
import { seedInvoices } from './invoices/seed.js';
import { seedLightning } from './hub/lightning/seed.js';

interface Seed {
  /** True when the service holds none of its own data yet. */
  isEmpty(db: Kysely<any>): Promise<boolean>;
  /** Inserts whatever demo rows are missing; answers how many it added. `urls` when the services are listening. */
  add(db: Kysely<any>, urls?: ServiceUrls): Promise<number>;
}

const none = (table: string) => async (db: Kysely<any>) =>
  !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

/** Each service seeds only its own schema. */
const SEEDS: Partial<Record<ServiceName, Seed>> = {
  ums: { isEmpty: none('users'), add: seedUms },
  wms: { isEmpty: none('warehouses'), add: seedWms },
  oms: {
    isEmpty: none('orders'),
    // With UMS listening, the demo's orders arrive numbered; otherwise OMS's start numbers them.
    add: async (db, urls) => {
      const added = await seedOms(db);
      if (urls) await numberUninvoicedOrders(db, urls).catch(() => 0);
      return added;
    },
  },
  nms: { isEmpty: none('support_tickets'), add: seedNms },
  d2r: { isEmpty: none('store_addresses'), add: seedD2r },
  hms: { isEmpty: none('salesmen'), add: seedHms },
  invoices: { isEmpty: none('wallet_transactions'), add: seedInvoices },
  hub: { isEmpty: none('clusters'), add: seedLightning },
};

/**
 * The first start's demo data: only services with no data at all get it, so a database
 * that has been used (or cleared of the demo accounts on purpose) is left as it is.
 */
export async function seedIfEmpty(
  database: Database,
  names: readonly ServiceName[] = SERVICE_NAMES,
  urls?: ServiceUrls,
): Promise<boolean> {
  let added = 0;
  for (const name of names) {
    const seed = SEEDS[name];
    const db = database.forSchema(name);
    if (seed && (await seed.isEmpty(db))) added += await seed.add(db, urls);
  }
  return added > 0;
}

/** `npm run seed`: adds whatever demo data is missing, keeping changes made since. */
export async function seedDemo(database: Database, names: readonly ServiceName[] = SERVICE_NAMES): Promise<number> {
  let added = 0;
  for (const name of names) added += (await SEEDS[name]?.add(database.forSchema(name))) ?? 0;
  return added;
}

export function demoAccountsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.login.length));
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.login.padEnd(width)}  ${a.who}`),
    `Lightning drivers sign in at /driver with their phone and a texted code (printed above as [sms]),`,
    `  e.g. ${DEMO_LIGHTNING.drivers[0].phone} (${DEMO_LIGHTNING.drivers[0].name}).`,
    `Chai Point's salesmen and promoters sign in the same way at /field,`,
    `  e.g. ${DEMO_D2R.salesmen[0].phone} (salesman ${DEMO_D2R.salesmen[0].firstName} ${DEMO_D2R.salesmen[0].lastName}), ${DEMO_D2R.promoters[0].phone} (promoter ${DEMO_D2R.promoters[0].firstName} ${DEMO_D2R.promoters[0].lastName}).`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = await openDatabase();
  for (const name of SERVICE_NAMES) await migrate(database, name, SERVICES[name].migrations);
  const added = await seedDemo(database);
  console.log(added ? `Demo data added (${added} rows).` : 'Demo data was already there.');
  const scale = process.argv.indexOf('--orders');
  if (scale > 0) {
    const target = Number(process.argv[scale + 1]);
    console.log(`Scale orders for ${DEMO_ACCOUNTS[0].login}, up to ${target.toLocaleString('en-IN')}:`);
    await seedScaleOrders(database.forSchema('oms'), target, console.log);
  }
  await database.close();
  console.log(demoAccountsText());
}
