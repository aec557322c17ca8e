import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { SERVICE_NAMES, migrate, openDatabase, type Database, type ServiceName } from './platform/index.js';
import { SERVICES } from './registry.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.js';
import { seedUms } from './ums/seed.js';
import { seedWms } from './wms/seed.js';

/** Each service seeds only its own schema. */
const SEEDS: Partial<Record<ServiceName, (db: Kysely<any>) => Promise<number>>> = { ums: seedUms, wms: seedWms };

/** Adds whatever demo data is missing; answers whether anything was added. */
export async function seedIfEmpty(database: Database, names: readonly ServiceName[] = SERVICE_NAMES): Promise<boolean> {
  let added = 0;
  for (const name of names) {
    const seed = SEEDS[name];
    if (seed) added += await seed(database.forSchema(name));
  }
  return added > 0;
}

export function demoAccountsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.login.length));
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.login.padEnd(width)}  ${a.who}`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = await openDatabase();
  for (const name of SERVICE_NAMES) await migrate(database, name, SERVICES[name].migrations);
  const added = await seedIfEmpty(database);
  await database.close();
  console.log(added ? 'Demo data added.' : 'Demo data was already there.');
  console.log(demoAccountsText());
}
