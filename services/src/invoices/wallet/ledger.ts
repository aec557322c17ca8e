import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  MSG,
  WALLET_TRANSACTION_TYPES,
  type WalletCode,
  type WalletTransactionRecord,
  type WalletTransactionType,
} from '@parcelo/common';
import { ServiceError } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';

export type WalletTransactionRow = Selectable<InvoicesDB['wallet_transactions']>;

export interface WalletEntry {
  companyId: string;
  type: WalletTransactionType;
  /** Whole paise, more than 0. */
  amountPaise: number;
  code: WalletCode;
  description: string;
  /**
   * What makes this entry itself (`ship:<order id>`, `pay:<payment id>`): a second entry with
   * the same key for the company is the first one again, however it arrives.
   */
  key: string;
  reference?: string | null;
  createdBy?: string | null;
  /** When it was earned, if not now (the demo's month of history). */
  createdAt?: Date;
  /**
   * Whether a debit may not take the balance below the company's floor. Charges already
   * earned (a delivered order's shipping) go through regardless: the money is owed either way.
   */
  enforceFloor?: boolean;
}

export interface WalletPosting {
  transaction: WalletTransactionRecord;
  /** The key had been posted before: nothing moved this time. */
  duplicate: boolean;
}

export const transactionRecord = (r: WalletTransactionRow): WalletTransactionRecord => ({
  id: r.id,
  companyId: r.company_id,
  type: r.type === WALLET_TRANSACTION_TYPES.CREDIT ? 'CREDIT' : 'DEBIT',
  amountPaise: Number(r.amount_paise),
  balancePaise: Number(r.balance_paise),
  code: r.code as WalletCode,
  description: r.description,
  reference: r.reference,
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
});

/**
 * The company's wallet row, created at a zero balance the first time money moves, and locked
 * for the rest of `tx`: what the caller reads of the ledger after this stays as read until it posts.
 */
export async function lockWallet(tx: Transaction<InvoicesDB>, companyId: string) {
  await tx
    .insertInto('wallets')
    .values({ company_id: companyId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return tx
    .selectFrom('wallets')
    .select(['balance_paise', 'floor_paise'])
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * The only way money moves: appends each entry to its company's ledger and carries the
 * balance, in the caller's transaction. The wallet row's lock makes concurrent postings to
 * one company queue, so no entry is lost and each transaction's balance is the sum of all
 * before it. An entry whose key was posted already is answered with the first posting.
 */
export async function postWalletEntries(
  tx: Transaction<InvoicesDB>,
  entries: readonly WalletEntry[],
): Promise<WalletPosting[]> {
  const postings: WalletPosting[] = [];
  // Companies locked in one order, so two transactions posting to the same pair never deadlock.
  const order = [...entries.keys()].sort((a, b) => entries[a]!.companyId.localeCompare(entries[b]!.companyId));
  const byIndex = new Map<number, WalletPosting>();
  const balances = new Map<string, { balance: number; floor: number }>();
  for (const i of order) {
    const entry = entries[i]!;
    if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0)
      throw new ServiceError(400, MSG.walletAmountInvalid, 'INVALID', 'amount');
    let wallet = balances.get(entry.companyId);
    if (!wallet) {
      const row = await lockWallet(tx, entry.companyId);
      wallet = { balance: Number(row.balance_paise), floor: Number(row.floor_paise) };
      balances.set(entry.companyId, wallet);
    }
    const seen = await tx
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('company_id', '=', entry.companyId)
      .where('idempotency_key', '=', entry.key)
      .executeTakeFirst();
    if (seen) {
      byIndex.set(i, { transaction: transactionRecord(seen), duplicate: true });
      continue;
    }
    const signed = entry.type === 'CREDIT' ? entry.amountPaise : -entry.amountPaise;
    const after = wallet.balance + signed;
    if (signed < 0 && entry.enforceFloor !== false && after < wallet.floor)
      throw new ServiceError(409, MSG.walletBelowFloor, 'INSUFFICIENT_BALANCE', 'amount');
    const row = await tx
      .insertInto('wallet_transactions')
      .values({
        id: randomUUID(),
        company_id: entry.companyId,
        type: WALLET_TRANSACTION_TYPES[entry.type],
        amount_paise: entry.amountPaise,
        balance_paise: after,
        code: entry.code,
        description: entry.description,
        idempotency_key: entry.key,
        reference: entry.reference ?? null,
        created_by: entry.createdBy ?? null,
        // The clock when the entry is appended, under the wallet's lock (not when its
        // transaction began, as now() is): the ledger's dates then follow its order.
        created_at: entry.createdAt ?? sql<Date>`clock_timestamp()`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    wallet.balance = after;
    byIndex.set(i, { transaction: transactionRecord(row), duplicate: false });
  }
  for (const [companyId, wallet] of balances)
    await tx
      .updateTable('wallets')
      .set({ balance_paise: wallet.balance, updated_at: new Date() })
      .where('company_id', '=', companyId)
      .execute();
  for (let i = 0; i < entries.length; i++) postings.push(byIndex.get(i)!);
  return postings;
}

/** One entry in a transaction of its own. */
export async function postWalletEntry(db: Kysely<InvoicesDB>, entry: WalletEntry): Promise<WalletPosting> {
  const [posting] = await db.transaction().execute((tx) => postWalletEntries(tx, [entry]));
  return posting!;
}

/** A company's balance and floor (zero and zero before its first transaction). */
export async function walletOf(db: Kysely<InvoicesDB>, companyId: string) {
  const row = await db
    .selectFrom('wallets')
    .select(['balance_paise', 'floor_paise', 'updated_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    companyId,
    balancePaise: Number(row?.balance_paise ?? 0),
    floorPaise: Number(row?.floor_paise ?? 0),
  };
}
