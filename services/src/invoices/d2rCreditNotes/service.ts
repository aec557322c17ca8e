import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import {
  BY_IDS_MAX,
  MSG,
  defaultDays,
  fill,
  financialYearOf,
  formatDate,
  formatPaise,
  istDaysToInstants,
  paiseToRupeesText,
  type D2rCreditLine,
  type D2rCreditNoteInput,
  type D2rCreditNoteRecord,
  type D2rCreditNoteSearchOption,
  type D2rCreditReason,
  type D2rInvoiceRecord,
  type GstDocument,
} from '@parcelo/common';
import {
  badRequest,
  exportRows,
  jobKey,
  likePattern,
  notFound,
  type CsvFile,
  type JobQueue,
  type Page,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { d2rInvoiceRecord } from '../d2rInvoices/service.js';
import { isSettled } from '../d2rInvoices/d2r.js';
import {
  creditLines,
  creditNoteDocument,
  creditNoteNumber,
  creditValue,
  creditedSoFar,
  invoicedLines,
} from './credit.js';

type Db = Kysely<InvoicesDB>;

/** The job telling OMS an order's invoice has a credit note (its "credit note available" flag). */
export const FLAG_JOB = 'd2r-credit-note-flag';

/** What the route worked out before the note's transaction: the invoice as its PDF says it, and who asks. */
export interface CreditContext {
  invoiceDocument: GstDocument;
  lineSkus: string[];
  key: string;
  createdBy: string;
}

export interface CreditNoteFilter {
  start?: string | undefined;
  end?: string | undefined;
  searchOptionType?: D2rCreditNoteSearchOption | undefined;
  searchValue?: string | undefined;
}

const noteColumns = [
  'n.id',
  'n.company_id',
  'n.invoice_row_id',
  'n.order_id',
  'n.credit_number',
  'n.reason',
  'n.note',
  'n.lines',
  'n.final_value_paise',
  'n.taxable_value_paise',
  'n.version',
  'n.created_by',
  'n.created_at',
  'n.regenerated_at',
  'i.invoice_id',
  'i.invoice_url',
  'i.shop_order_id',
  'i.retailer_id',
  'i.retailer_name',
  'i.salesman_id',
] as const;

const notes = (db: Db | Transaction<InvoicesDB>) =>
  db.selectFrom('d2r_credit_notes as n').innerJoin('invoices as i', 'i.id', 'n.invoice_row_id');
type NoteQuery = SelectQueryBuilder<
  InvoicesDB & { n: InvoicesDB['d2r_credit_notes']; i: InvoicesDB['invoices'] },
  'n' | 'i',
  object
>;
type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNote>['executeTakeFirstOrThrow']>>;
const selectNote = (q: NoteQuery) => q.select(noteColumns);

const iso = (d: Date | string) => new Date(d).toISOString();

export function d2rCreditNoteRecord(r: NoteRow): D2rCreditNoteRecord {
  return {
    id: r.id,
    companyId: r.company_id,
    invoiceRowId: r.invoice_row_id,
    invoiceId: r.invoice_id,
    invoiceUrl: r.invoice_url,
    orderId: r.order_id,
    shopOrderId: r.shop_order_id ?? '',
    retailerId: r.retailer_id ?? '',
    retailerName: r.retailer_name ?? '',
    salesmanId: r.salesman_id,
    creditNumber: r.credit_number,
    reason: r.reason as D2rCreditReason,
    note: r.note,
    lines: r.lines as unknown as D2rCreditLine[],
    finalValue: Number(r.final_value_paise),
    taxableValue: Number(r.taxable_value_paise),
    version: r.version,
    createdBy: r.created_by,
    createdAt: iso(r.created_at),
    regeneratedAt: r.regenerated_at ? iso(r.regenerated_at) : null,
  };
}

/** The list's filters: a brand's (or every brand's) notes of the days asked, the last 30 unless given. */
function filtered(db: Db, companyId: string | undefined, filter: CreditNoteFilter): NoteQuery {
  let q: NoteQuery = notes(db);
  if (companyId) q = q.where('n.company_id', '=', companyId);
  const { from, to } = istDaysToInstants(
    filter.start || filter.end ? { from: filter.start, to: filter.end } : defaultDays(),
  );
  if (from) q = q.where('n.created_at', '>=', from);
  if (to) q = q.where('n.created_at', '<', to);
  const value = filter.searchValue?.trim();
  if (filter.searchOptionType && value) {
    const pattern = likePattern(value, 'contains');
    const column = {
      creditNumber: 'n.credit_number',
      invoiceId: 'i.invoice_id',
      retailerName: 'i.retailer_name',
      orderId: 'i.shop_order_id',
    } as const;
    q = q.where(column[filter.searchOptionType], 'ilike', pattern);
  }
  return q;
}

/** The next credit-note serial of a brand's financial year; the counter stays locked until `tx` ends. */
async function nextSerial(tx: Transaction<InvoicesDB>, companyId: string, year: string): Promise<number> {
  const row = await tx
    .insertInto('d2r_credit_note_counters')
    .values({ company_id: companyId, financial_year: year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`d2r_credit_note_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

const lockedInvoice = async (tx: Transaction<InvoicesDB>, id: string) => {
  const row = await tx
    .selectFrom('invoices')
    .selectAll()
    // Read as text: PostgreSQL's driver and PGlite read a date differently.
    .select(sql<string | null>`due_date::text`.as('due_day'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

/** Writing credit notes: raised against an invoice under its lock, regenerated in place. */
function creditWrites(db: Db, queue: JobQueue) {
  return {
    /**
     * Raises a credit note against an invoice: its lines checked against what was invoiced and
     * credited before, its value no more than is outstanding, its number the brand's next for
     * the year. The invoice's credited paise move in the same transaction (it closes once less
     * than ₹1 is owed) and OMS is told to flag the order. A note whose key was raised already is
     * answered as it was.
     */
    async create(
      invoiceRowId: string,
      input: D2rCreditNoteInput,
      ctx: CreditContext,
    ): Promise<{ creditNote: D2rCreditNoteRecord; invoice: D2rInvoiceRecord }> {
      return db.transaction().execute(async (tx) => {
        const invoice = await lockedInvoice(tx, invoiceRowId);
        const seen = await tx
          .selectFrom('d2r_credit_notes')
          .select('id')
          .where('invoice_row_id', '=', invoiceRowId)
          .where('idempotency_key', '=', ctx.key)
          .executeTakeFirst();
        if (!seen) await raise(tx, invoice, input, ctx, queue);
        const creditNote = await selectNote(notes(tx))
          .where('n.invoice_row_id', '=', invoiceRowId)
          .where('n.idempotency_key', '=', ctx.key)
          .executeTakeFirstOrThrow();
        const after = await lockedInvoice(tx, invoiceRowId);
        return { creditNote: d2rCreditNoteRecord(creditNote), invoice: invoiceOf(after) };
      });
    },

    /**
     * Works a note's PDF content out again from the invoice as it reads now (the retailer's
     * GSTIN, the HSN codes), keeping its number, lines and value: what was credited stays so.
     */
    async regenerate(id: string, invoiceDocument: GstDocument): Promise<D2rCreditNoteRecord> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('d2r_credit_notes')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound();
        const { document, taxablePaise } = creditNoteDocument(invoiceDocument, {
          number: row.credit_number,
          date: iso(row.created_at),
          reason: row.reason as D2rCreditReason,
          note: row.note,
          lines: row.lines as unknown as D2rCreditLine[],
        });
        await tx
          .updateTable('d2r_credit_notes')
          .set({
            document: JSON.stringify(document),
            taxable_value_paise: taxablePaise,
            version: sql<number>`version + 1`,
            regenerated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .execute();
        return d2rCreditNoteRecord(await selectNote(notes(tx)).where('n.id', '=', id).executeTakeFirstOrThrow());
      });
    },
  };
}

const invoiceOf = (row: Awaited<ReturnType<typeof lockedInvoice>>) => d2rInvoiceRecord(row);

/** Inserts a new note on the locked `invoice` and moves the invoice's credited paise. */
async function raise(
  tx: Transaction<InvoicesDB>,
  invoice: Awaited<ReturnType<typeof lockedInvoice>>,
  input: D2rCreditNoteInput,
  ctx: CreditContext,
  queue: JobQueue,
) {
  if (!invoice.order_id) throw notFound();
  const before = await tx
    .selectFrom('d2r_credit_notes')
    .select(['reason', 'lines'])
    .where('invoice_row_id', '=', invoice.id)
    .execute();
  const lines = creditLines(
    input,
    invoicedLines(ctx.invoiceDocument, ctx.lineSkus),
    creditedSoFar(
      before.map((b) => ({ reason: b.reason as D2rCreditReason, lines: b.lines as unknown as D2rCreditLine[] })),
    ),
  );
  const value = creditValue(lines);
  const outstanding = invoiceOf(invoice).outstanding;
  if (value > outstanding)
    throw badRequest(
      fill(MSG.d2rCreditTooMuch, { value: formatPaise(value), outstanding: formatPaise(outstanding) }),
      'lines',
    );
  const now = new Date();
  const year = financialYearOf(now).label;
  const number = creditNoteNumber(invoice.invoice_id, year, await nextSerial(tx, invoice.company_id, year));
  const { document, taxablePaise } = creditNoteDocument(ctx.invoiceDocument, {
    number,
    date: now.toISOString(),
    reason: input.reason,
    note: input.note || null,
    lines,
  });
  const id = randomUUID();
  await tx
    .insertInto('d2r_credit_notes')
    .values({
      id,
      company_id: invoice.company_id,
      invoice_row_id: invoice.id,
      order_id: invoice.order_id,
      credit_number: number,
      reason: input.reason,
      note: input.note || null,
      lines: JSON.stringify(lines),
      document: JSON.stringify(document),
      final_value_paise: value,
      taxable_value_paise: taxablePaise,
      created_by: ctx.createdBy,
      idempotency_key: ctx.key,
      created_at: now,
    })
    .execute();
  const settled = isSettled(outstanding - value);
  await tx
    .updateTable('invoices')
    .set({
      credited_paise: Number(invoice.credited_paise) + value,
      updated_at: sql`now()`,
      ...(settled ? { is_closed: true, closed_at: sql`now()`, status: 'PAID' } : {}),
    })
    .where('id', '=', invoice.id)
    .execute();
  await queue.send(tx, FLAG_JOB, { orderId: invoice.order_id, creditNumber: number }, { key: jobKey(FLAG_JOB, id) });
}

/** Reading notes: the list, its CSV, batch reads for the BFF, and one note's PDF content. */
function creditReads(db: Db) {
  return {
    async list(companyId: string | undefined, filter: CreditNoteFilter, page: Page) {
      const q = filtered(db, companyId, filter);
      const [rows, total] = await Promise.all([
        selectNote(q)
          .orderBy('n.created_at', page.order)
          .orderBy('n.id', page.order)
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { creditNotes: rows.map(d2rCreditNoteRecord), totalCount: Number(total.n) };
    },

    csv(companyId: string | undefined, filter: CreditNoteFilter, order: Page['order']): CsvFile {
      const q = filtered(db, companyId, filter);
      return {
        name: 'd2r-credit-notes',
        header: CREDIT_NOTE_COLUMNS,
        rows: exportRows(
          (w) =>
            selectNote(q)
              .orderBy('n.created_at', w.order)
              .orderBy('n.id', w.order)
              .limit(w.limit)
              .offset(w.offset)
              .execute(),
          (rows) => rows.map((r) => creditNoteLine(d2rCreditNoteRecord(r))),
          order,
        ),
      };
    },

    /** Notes among `ids` the caller may see (a brand's only, when `companyId`). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      let q = selectNote(notes(db)).where('n.id', 'in', ids.slice(0, BY_IDS_MAX));
      if (companyId) q = q.where('n.company_id', '=', companyId);
      return (await q.execute()).map(d2rCreditNoteRecord);
    },

    /** The notes of these orders or invoices, oldest first (a brand's only, when `companyId`). */
    async of(
      column: 'order_id' | 'invoice_row_id',
      ids: readonly string[],
      companyId: string | undefined,
    ): Promise<D2rCreditNoteRecord[]> {
      if (!ids.length) return [];
      let q = selectNote(notes(db)).where(`n.${column}`, 'in', ids.slice(0, BY_IDS_MAX));
      if (companyId) q = q.where('n.company_id', '=', companyId);
      return (await q.orderBy('n.created_at', 'asc').orderBy('n.id', 'asc').execute()).map(d2rCreditNoteRecord);
    },

    /** One note with its PDF content. */
    async document(id: string, companyId: string | undefined) {
      let q = db
        .selectFrom('d2r_credit_notes')
        .select(['id', 'order_id', 'credit_number', 'document'])
        .where('id', '=', id);
      if (companyId) q = q.where('company_id', '=', companyId);
      const row = await q.executeTakeFirst();
      if (!row) throw notFound();
      return { ...row, document: row.document as unknown as GstDocument };
    },
  };
}

const CREDIT_NOTE_COLUMNS = [
  'Credit note',
  'Date',
  'Reason',
  'Invoice',
  'Order',
  'Retailer',
  'Value ₹',
  'Taxable value ₹',
  'Note',
];

const creditNoteLine = (n: D2rCreditNoteRecord) => [
  n.creditNumber,
  formatDate(n.createdAt),
  n.reason === 'RETURN' ? 'Return' : 'Price correction',
  n.invoiceId,
  n.shopOrderId,
  n.retailerName,
  paiseToRupeesText(n.finalValue),
  paiseToRupeesText(n.taxableValue),
  n.note ?? '',
];

export function d2rCreditNoteService(db: Db, queue: JobQueue) {
  return { ...creditReads(db), ...creditWrites(db, queue) };
}
export type D2rCreditNoteService = ReturnType<typeof d2rCreditNoteService>;
