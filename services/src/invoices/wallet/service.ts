import type { Kysely } from 'kysely';
import { WALLET_TRANSACTION_TYPES, defaultRange, type WalletCode } from '@parcelo/common';
import type { Page } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { transactionRecord } from './ledger.js';

/** Which transactions the ledger's list shows, beyond the company; without dates, the last 30 days. */
export interface TransactionFilter {
  type?: keyof typeof WALLET_TRANSACTION_TYPES | undefined;
  code?: WalletCode | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A page of the ledger (a company's, or every company's), and how many entries match. */
export async function findTransactions(
  db: Kysely<InvoicesDB>,
  companyId: string | undefined,
  where: TransactionFilter,
  { limit, offset, order }: Page,
) {
  const range = where.from || where.to ? { from: where.from, to: where.to } : defaultRange();
  let q = db.selectFrom('wallet_transactions');
  if (companyId) q = q.where('company_id', '=', companyId);
  if (where.type) q = q.where('type', '=', WALLET_TRANSACTION_TYPES[where.type]);
  if (where.code) q = q.where('code', '=', where.code);
  if (range.from) q = q.where('created_at', '>=', range.from);
  if (range.to) q = q.where('created_at', '<', range.to);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('created_at', order).orderBy('seq', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { transactions: rows.map(transactionRecord), totalCount: Number(total.n) };
}
