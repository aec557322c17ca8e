import type { Kysely } from 'kysely';
import type { ServiceUrls } from '@parcelo/common/config';
import { serviceApis } from '../platform/index.js';
import type { InvoicesDB } from './db.js';
import { postWalletEntries, type WalletEntry } from './wallet/ledger.js';
import { seedWallet } from './wallet/seed.js';
import { seedCodRemittances } from './codRemittance/seed.js';
import { seedShippingAdjustments } from './shippingAdjustments/seed.js';
import { seedPayments } from './payments/seed.js';
import { seedD2rInvoices } from './d2rInvoices/seed.js';

/**
 * The demo sellers' billing: each part seeds its own rows; answers how many were added. Their
 * wallet entries are gathered and posted together in date order, as they would have been
 * earned, so each transaction's balance follows the one dated before it. With `urls` (the
 * services listening), last month's platform and storage charges are worked out from UMS's
 * rate cards and WMS's stock, as the billing run does.
 */
export async function seedInvoices(db: Kysely<InvoicesDB>, urls?: ServiceUrls): Promise<number> {
  const pending: WalletEntry[] = [];
  const gather = async (_tx: unknown, entries: WalletEntry[]) => void pending.push(...entries);
  let added =
    (await seedWallet(db, gather, urls && serviceApis(urls))) +
    (await seedCodRemittances(db)) +
    (await seedShippingAdjustments(db, gather));
  const at = (e: WalletEntry) => e.createdAt?.getTime() ?? 0;
  pending.sort((a, b) => at(a) - at(b));
  if (pending.length) await db.transaction().execute((tx) => postWalletEntries(tx, pending));
  // Payments after the wallet: the log tells the story of the recharges the wallet was credited with.
  added += await seedPayments(db);
  // Chai Point's D2R invoices, raised as its demo D2R orders shipped, and what shops paid on them.
  added += await seedD2rInvoices(db);
  return added;
}
