import type { Kysely } from 'kysely';
import type { InvoicesDB } from './db.js';
import { seedWallet } from './wallet/seed.js';
import { seedCodRemittances } from './codRemittance/seed.js';
import { seedPayments } from './payments/seed.js';

/** The demo sellers' billing: each part seeds its own rows; answers how many were added. */
export async function seedInvoices(db: Kysely<InvoicesDB>): Promise<number> {
  let added = 0;
  // Payments after the wallet: the log tells the story of the recharges the wallet was credited with.
  for (const seed of [seedWallet, seedCodRemittances, seedPayments]) added += await seed(db);
  return added;
}
