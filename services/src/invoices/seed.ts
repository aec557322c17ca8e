import type { Kysely } from 'kysely';
import type { InvoicesDB } from './db.js';
import { seedWallet } from './wallet/seed.js';
import { seedPayments } from './payments/seed.js';

/** The demo sellers' billing: each part seeds its own rows; answers how many were added. */
export async function seedInvoices(db: Kysely<InvoicesDB>): Promise<number> {
  // Payments after the wallet: the log tells the story of the recharges the wallet was credited with.
  return (await seedWallet(db)) + (await seedPayments(db));
}
