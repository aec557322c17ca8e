import type { Kysely } from 'kysely';
import type { InvoicesDB } from './db.js';
import { seedWallet } from './wallet/seed.js';

/** The demo sellers' billing: each part seeds its own rows; answers how many were added. */
export async function seedInvoices(db: Kysely<InvoicesDB>): Promise<number> {
  return await seedWallet(db);
}
