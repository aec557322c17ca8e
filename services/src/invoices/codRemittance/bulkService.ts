import { sql, type Kysely, type Transaction } from 'kysely';
import {
  BULK_COD_REMITTANCES,
  MSG,
  bulkRowErrors,
  fill,
  istTimeOn,
  statusView,
  type BulkCodRemittanceField,
} from '@parcelo/common';
import {
  serviceApis,
  type BulkJob,
  type BulkRunner,
  type PendingRow,
  type ServiceContext,
  type SheetRow,
} from '../../platform/index.js';
import type { CodRemittanceRow, InvoicesDB } from '../db.js';
import { settle, toWalletOf } from './remittances.js';

type Values = Record<BulkCodRemittanceField, string>;
type Row = SheetRow<BulkCodRemittanceField>;
type Mark = Parameters<BulkRunner>[2];

interface RowPayload {
  remittanceId: string;
  utr: string;
  /** YYYY-MM-DD, or null for the day the sheet is saved. */
  paidDate: string | null;
}

interface OmsOrder {
  id: string;
  companyId: string;
  awb: string;
  paymentMode: string;
  status: string;
}

const rowFailure = (rowNumber: number, problems: readonly string[]) =>
  `Row ${rowNumber}: ${[...new Set(problems)].join('; ')}`;

/**
 * Why each valid row's AWB cannot be paid, or its remittance: the brand's own rows first,
 * then OMS for AWBs with none (to say not COD or not delivered rather than unknown).
 */
async function judge(db: Kysely<InvoicesDB>, urls: ServiceContext['urls'], companyId: string, rows: Row[]) {
  const awbs = [...new Set(rows.map((r) => r.values.awb?.trim().toUpperCase()).filter(Boolean))] as string[];
  const found = awbs.length
    ? await db
        .selectFrom('cod_remittances')
        .selectAll()
        .where('company_id', '=', companyId)
        .where(sql<string>`upper(awb)`, 'in', awbs)
        .execute()
    : [];
  const byAwb = new Map(found.map((r) => [r.awb.toUpperCase(), r]));
  const missing = awbs.filter((a) => !byAwb.has(a));
  const orders = missing.length
    ? (
        await serviceApis(urls).oms.postCodRemittanceOrdersByAwb<{ orders: OmsOrder[] }>({
          internal: true,
          read: true,
          body: { awbs: missing },
        })
      ).orders.filter((o) => o.companyId === companyId)
    : [];
  const orderOf = new Map(orders.map((o) => [o.awb.toUpperCase(), o]));
  return (awb: string): { row: CodRemittanceRow } | { problem: string } => {
    const key = awb.trim().toUpperCase();
    const row = byAwb.get(key);
    if (row)
      return row.status === 'paid' ? { problem: fill(MSG.codRemittanceAlreadyPaid, { awb: awb.trim() }) } : { row };
    const order = orderOf.get(key);
    if (!order) return { problem: fill(MSG.codRemittanceUnknownAwb, { awb: awb.trim() }) };
    if (order.paymentMode.toUpperCase() !== 'COD')
      return { problem: fill(MSG.codRemittanceNotCod, { awb: awb.trim() }) };
    return {
      problem: fill(MSG.codRemittanceNotDelivered, { awb: awb.trim(), status: statusView(order.status).label }),
    };
  };
}

/**
 * The admin's COD remittance sheet: each row's AWB marked paid with the transfer's UTR. A row
 * is refused when its AWB is not the brand's, not COD, already paid, or not delivered.
 */
export function codRemittanceBulkService(db: Kysely<InvoicesDB>, urls: ServiceContext['urls']) {
  return {
    /** Each row's problems for the preview, as the save will judge them. */
    async previewErrors(companyId: string, rows: Row[]) {
      const verdict = await judge(db, urls, companyId, rows);
      return (r: Row) => {
        const errors = bulkRowErrors(BULK_COD_REMITTANCES, r.values);
        if (!errors.awb) {
          const v = verdict(r.values.awb);
          if ('problem' in v) errors.awb = v.problem;
        }
        return errors;
      };
    },

    /** The upload task's rows: the remittance to pay for each good row, the reasons for each other. */
    async taskRows(companyId: string, rows: Row[]) {
      const verdict = await judge(db, urls, companyId, rows);
      return rows.map(({ rowNumber, values }) => {
        const v = values as Values;
        const key = v.awb?.trim() || `Row ${rowNumber}`;
        const errors = bulkRowErrors(BULK_COD_REMITTANCES, v);
        const problems = BULK_COD_REMITTANCES.columns.flatMap((c) => (errors[c.key] ? [errors[c.key]!] : []));
        if (problems.length) return { key, failure: rowFailure(rowNumber, problems) };
        const judged = verdict(v.awb);
        if ('problem' in judged) return { key, failure: rowFailure(rowNumber, [judged.problem]) };
        const payload: RowPayload = {
          remittanceId: judged.row.id,
          utr: v.utr.trim().toUpperCase(),
          paidDate: v.paidDate?.trim() || null,
        };
        return { key, payload };
      });
    },

    /** A batch of the upload task: its rows paid, settled per UTR, and their outcomes, in one transaction. */
    async applyBatch(job: BulkJob, rows: PendingRow[], mark: Mark) {
      await db.transaction().execute(async (tx: Transaction<InvoicesDB>) => {
        const toWallet = await toWalletOf(tx, job.company_id);
        const outcomes: (string | null)[] = [];
        const paidByUtr = new Map<string, CodRemittanceRow[]>();
        for (const r of rows) {
          const p = r.payload as RowPayload;
          // Paid by one row only: a second row (or sheet) naming the AWB finds it paid.
          const paid = await tx
            .updateTable('cod_remittances')
            .set({
              status: 'paid',
              // Noon on the paid day in India: the day stays that day in any zone within 12 hours of it.
              payment_paid_at: p.paidDate ? istTimeOn(p.paidDate, 12) : new Date(),
            })
            .where('id', '=', p.remittanceId)
            .where('company_id', '=', job.company_id)
            .where('status', '<>', 'paid')
            .returningAll()
            .executeTakeFirst();
          if (!paid) {
            const row = await tx
              .selectFrom('cod_remittances')
              .select('awb')
              .where('id', '=', p.remittanceId)
              .executeTakeFirst();
            outcomes.push(fill(MSG.codRemittanceAlreadyPaid, { awb: row?.awb ?? '' }));
            continue;
          }
          outcomes.push(null);
          paidByUtr.set(p.utr, [...(paidByUtr.get(p.utr) ?? []), paid]);
        }
        for (const [utr, paid] of paidByUtr)
          await settle(tx, job.company_id, paid, { utr, by: job.user_name, toWallet });
        await mark(tx, outcomes);
      });
    },
  };
}

export type CodRemittanceBulkService = ReturnType<typeof codRemittanceBulkService>;
