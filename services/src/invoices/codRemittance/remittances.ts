import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { istDayOf, type CodPayoutRecord, type CodRemittanceRecord } from '@parcelo/common';
import type { CodRemittanceRow, InvoicesDB } from '../db.js';
import { postWalletEntries } from '../wallet/ledger.js';

export const remittanceRecord = (r: CodRemittanceRow): CodRemittanceRecord => ({
  id: r.id,
  companyId: r.company_id,
  orderId: r.order_id,
  awb: r.awb,
  shopOrderId: r.shop_order_id,
  codAmountPaise: Number(r.cod_amount_paise),
  status: r.status,
  deliveredAt: r.delivered_at.toISOString(),
  paymentDueAt: r.payment_due_at.toISOString(),
  paymentPaidAt: r.payment_paid_at?.toISOString() ?? null,
  utr: r.utr,
  payoutId: r.payout_id,
  toWallet: r.to_wallet,
  createdAt: r.created_at.toISOString(),
});

export const payoutRecord = (p: {
  id: string;
  company_id: string;
  amount_paise: number;
  utr: string | null;
  row_count: number;
  to_wallet: boolean;
  created_at: Date;
}): CodPayoutRecord => ({
  id: p.id,
  companyId: p.company_id,
  amountPaise: Number(p.amount_paise),
  utr: p.utr,
  rowCount: p.row_count,
  toWallet: p.to_wallet,
  createdAt: p.created_at.toISOString(),
});

/**
 * Rows whose due date has come move from processing to due (one company's, or every
 * company's). The due job does this for each row at its due date; lists do it too, so a
 * row never shows processing past its date while the job waits for a worker.
 */
export async function moveDue(db: Kysely<InvoicesDB>, companyId?: string, ids?: readonly string[]): Promise<number> {
  let q = db
    .updateTable('cod_remittances')
    .set({ status: 'due' })
    .where('status', '=', 'processing')
    .where('payment_due_at', '<=', sql<Date>`now()`);
  if (companyId) q = q.where('company_id', '=', companyId);
  if (ids) q = q.where('id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether the company takes its COD amounts into its wallet rather than its bank. */
export async function toWalletOf(db: Kysely<InvoicesDB>, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cod_remittance_settings')
    .select('to_wallet')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.to_wallet ?? false;
}

/** A reference like a bank's UTR for a payout Parcelo makes: PRCL, the day (IST) and 8 random digits. */
export function generatedUtr(at = new Date()): string {
  const day = istDayOf(at).slice(2).replace(/-/g, '');
  const digits = [...randomBytes(8)].map((b) => String(b % 10)).join('');
  return `PRCL${day}${digits}`;
}

export interface PaidRow {
  row: CodRemittanceRow;
  payoutId: string | null;
}

/**
 * Pays one company's rows in `tx`, which has already moved them to paid (so each is paid
 * by one caller only): into the wallet (code 101, once per row by its key) when the company
 * chose that, else as a bank payout under `utr`, added to that UTR's payout record.
 */
export async function settle(
  tx: Transaction<InvoicesDB>,
  companyId: string,
  rows: readonly CodRemittanceRow[],
  options: { utr: string | null; by: string; toWallet: boolean },
): Promise<CodPayoutRecord | null> {
  if (!rows.length) return null;
  const amount = rows.reduce((sum, r) => sum + Number(r.cod_amount_paise), 0);
  if (options.toWallet) {
    const credits = rows.filter((r) => Number(r.cod_amount_paise) > 0);
    if (credits.length)
      await postWalletEntries(
        tx,
        credits.map((r) => ({
          companyId,
          type: 'CREDIT' as const,
          amountPaise: Number(r.cod_amount_paise),
          code: '101' as const,
          description: `COD remittance for AWB ${r.awb}`,
          key: `remit:${r.id}`,
          reference: r.awb,
          createdBy: options.by,
        })),
      );
    await tx
      .updateTable('cod_remittances')
      .set({ to_wallet: true, utr: null })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return null;
  }
  const payout = await tx
    .insertInto('cod_payouts')
    .values({
      id: randomUUID(),
      company_id: companyId,
      amount_paise: amount,
      utr: options.utr,
      row_count: rows.length,
      created_by: options.by,
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'utr']).doUpdateSet((eb) => ({
        amount_paise: eb('cod_payouts.amount_paise', '+', eb.ref('excluded.amount_paise')),
        row_count: eb('cod_payouts.row_count', '+', eb.ref('excluded.row_count')),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('cod_remittances')
    .set({ payout_id: payout.id, utr: options.utr, to_wallet: false })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return payoutRecord(payout);
}

/**
 * A remittance run for one company: every due row paid together, as one payout under a
 * generated reference (or into the wallet). The rows move to paid in the statement that
 * picks them, so two runs at once split nothing: the second finds none due.
 */
export async function runCompany(db: Kysely<InvoicesDB>, companyId: string, by: string) {
  return db.transaction().execute(async (tx) => {
    const toWallet = await toWalletOf(tx, companyId);
    const rows = await tx
      .updateTable('cod_remittances')
      .set({ status: 'paid', payment_paid_at: new Date() })
      .where('company_id', '=', companyId)
      .where('status', '=', 'due')
      .returningAll()
      .execute();
    const payout = await settle(tx, companyId, rows, { utr: toWallet ? null : generatedUtr(), by, toWallet });
    return {
      companyId,
      rows: rows.length,
      amountPaise: rows.reduce((sum, r) => sum + Number(r.cod_amount_paise), 0),
      toWallet,
      payout,
    };
  });
}
