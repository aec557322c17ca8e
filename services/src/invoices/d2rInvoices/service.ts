import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import {
  D2R_COLLECTION_METHODS,
  defaultDays,
  FIELD_USER_TYPES,
  MSG,
  fill,
  formatPaise,
  istDayOf,
  istDaysToInstants,
  istToday,
  type AgeingRow,
  type D2rCollectionInput,
  type D2rCollectionRecord,
  type D2rInvoiceEvent,
  type D2rInvoiceRecord,
  type D2rInvoiceSearchOption,
} from '@parcelo/common';
import {
  badRequest,
  conflict,
  exportRows,
  fieldCaller,
  fieldPeopleByIds,
  fieldPersonOf,
  notFound,
  serviceApis,
  type CsvFile,
  type Page,
  type Principal,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rCollectionRow, InvoicesDB } from '../db.js';
import {
  D2R_INVOICE_COLUMNS,
  ageingRows,
  dueDateOf,
  invoiceLine,
  invoiceSearch,
  isSettled,
  outstandingOf,
  salesmanMatches,
  type AgeingEntry,
  type InvoiceSearch,
} from './d2r.js';

type Db = Kysely<InvoicesDB>;
type Urls = ServiceContext<InvoicesDB>['urls'];
type InvoiceQuery = SelectQueryBuilder<InvoicesDB, 'invoices', object>;

export const D2R_INVOICE_SORTS = ['createdAt', 'dueDate', 'finalPrice', 'outstanding'] as const;
export type D2rInvoiceSort = (typeof D2R_INVOICE_SORTS)[number];
export const D2R_INVOICE_STATUS_FILTERS = ['PENDING', 'PAID', 'CLOSED', 'OPEN'] as const;

/** The invoices list's filters, as the route parsed them. */
export interface D2rInvoiceFilter {
  /** Days in India, both included; the last 30 days when neither is given. */
  start?: string | undefined;
  end?: string | undefined;
  searchOptionType?: D2rInvoiceSearchOption | undefined;
  searchValue?: string | undefined;
  invoiceStatus?: (typeof D2R_INVOICE_STATUS_FILTERS)[number] | undefined;
  /** Only the invoices this salesman holds (handed over to them, or raised on their order). */
  salesman?: string | undefined;
  /** Only those handed over on this India day. */
  handedOverOn?: string | undefined;
}

/** A salesman calling for themselves: their id (their UMS account's) and the brand HMS says they work for. */
export interface FieldCaller {
  salesmanId: string;
  companyId: string;
}

/** Paise still owed, as SQL reads it (the columns' checks keep it from going below nothing). */
const OUTSTANDING = sql<number>`final_price_paise - amount_paid_paise - credited_paise`;
/** The day an invoice falls due; invoices kept before D2R orders raised them fall due on their own day. */
const DUE_DAY = sql<string>`coalesce(due_date, (created_at at time zone 'Asia/Kolkata')::date)`;
const SORT_EXPRESSIONS = {
  createdAt: sql`created_at`,
  dueDate: DUE_DAY,
  finalPrice: sql`final_price_paise`,
  outstanding: OUTSTANDING,
} as const;

/** An invoice's columns, its due day read as text: PostgreSQL's driver and PGlite read a date differently. */
const selectInvoice = <Q extends InvoiceQuery>(q: Q) =>
  q.select([
    'id',
    'company_id',
    'invoice_id',
    'invoice_url',
    'final_price_paise',
    'amount_paid_paise',
    'credited_paise',
    'payment_mode',
    'status',
    'is_closed',
    'salesman_id',
    'order_id',
    'shop_order_id',
    'retailer_id',
    'retailer_name',
    'retailer_phone',
    'bill_location',
    'handed_over_at',
    'closed_at',
    'created_at',
    'updated_at',
    sql<string | null>`due_date::text`.as('due_day'),
  ]);
type InvoiceListRow = Awaited<ReturnType<ReturnType<typeof selectInvoice<InvoiceQuery>>['executeTakeFirstOrThrow']>>;

/**
 * An invoice as the routes answer it. Invoices kept before D2R orders raised them have no
 * order or retailer: those read as empty, and they fall due on their own day.
 */
export function d2rInvoiceRecord(r: InvoiceListRow): D2rInvoiceRecord {
  const money = {
    finalPrice: Number(r.final_price_paise),
    amountPaid: Number(r.amount_paid_paise),
    credited: Number(r.credited_paise),
  };
  return {
    id: r.id,
    companyId: r.company_id,
    invoiceId: r.invoice_id,
    invoiceUrl: r.invoice_url,
    ...money,
    outstanding: outstandingOf(money),
    paymentMode: r.payment_mode,
    status: r.status,
    isClosed: r.is_closed,
    salesmanId: r.salesman_id,
    orderId: r.order_id ?? '',
    shopOrderId: r.shop_order_id ?? '',
    retailerId: r.retailer_id ?? '',
    retailerName: r.retailer_name ?? '',
    retailerPhone: r.retailer_phone ?? '',
    billLocation: r.bill_location,
    dueDate: r.due_day ?? istDayOf(r.created_at),
    handedOverAt: r.handed_over_at?.toISOString() ?? null,
    closedAt: r.closed_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export const d2rCollectionRecord = (r: D2rCollectionRow): D2rCollectionRecord => ({
  id: r.id,
  invoiceRowId: r.invoice_row_id,
  amount: Number(r.amount_paise),
  method: r.method as (typeof D2R_COLLECTION_METHODS)[number],
  reference: r.reference,
  proofUrl: r.proof_url,
  salesmanId: r.salesman_id,
  recordedBy: r.recorded_by,
  createdAt: r.created_at.toISOString(),
});

/** How many salesmen one name or phone search narrows the list to. */
const SEARCHED_SALESMEN_MAX = 1500;
const HMS_PAGE = 300;

/**
 * The ids of the salesmen a name or phone search finds. Admins ask HMS's own list as
 * themselves, as the salesmen page does; HMS lets only admins search it, so for a seller the
 * salesmen on its own invoices are read and matched here the same way.
 */
export async function salesmenSearched(
  urls: Urls,
  request: FastifyRequest,
  search: { by: 'name' | 'phone'; value: string },
  scope: { admin: boolean; companyId: string | undefined; onInvoices: () => Promise<string[]> },
): Promise<string[]> {
  if (!scope.admin) {
    const people = await fieldPeopleByIds(urls, await scope.onInvoices());
    return people.filter((p) => salesmanMatches(p, search.by, search.value)).map((p) => p.id);
  }
  const ids: string[] = [];
  for (let pageNumber = 1; ids.length < SEARCHED_SALESMEN_MAX; pageNumber++) {
    const { people, totalCount } = await serviceApis(urls).hms.postAdminSalesmanList({
      caller: request,
      read: true,
      body: {
        where: {
          usertype: FIELD_USER_TYPES.salesman,
          ...(scope.companyId ? { companyId: scope.companyId } : {}),
          searchOptionType: search.by,
          searchValue: search.value,
        },
        pagination: { records: HMS_PAGE, pageNumber },
        sortBy: { by: 'createdAt', order: 'DESC' },
      },
    });
    ids.push(...people.map((p) => p.id));
    if (people.length < HMS_PAGE || ids.length >= totalCount) break;
  }
  return ids;
}

/**
 * The salesman an invoice is handed to, or who collected on it: one of its brand's salesmen,
 * asked of HMS; `active` also requires one still working. Anyone else is refused in the same words.
 */
export async function assertSalesmanOf(urls: Urls, companyId: string, salesmanId: string, active: boolean) {
  const person = await fieldPersonOf(urls, salesmanId, 'salesman');
  if (!person || person.companyId !== companyId || (active && !person.isActive))
    throw badRequest(MSG.salesmanOfOtherCompany, 'salesmanId');
}

/**
 * The salesman calling, when the caller is one: the brand they work for is HMS's to say, as
 * their account belongs to no company. A salesman HMS does not know (or no longer as one) is refused.
 */
export async function fieldCallerOf(urls: Urls, principal: Principal): Promise<FieldCaller | null> {
  const person = await fieldCaller(urls, principal, 'salesman');
  return person && { salesmanId: person.id, companyId: person.companyId };
}

/** A payment collected against an invoice, as the route took it. */
export interface CollectionEntry extends D2rCollectionInput {
  /** What makes this collection itself: a second with the same key is the first one again. */
  key: string;
  recordedBy: string;
}

/** The list's filters applied to a query of invoices; a salesman search names the `salesmanIds` HMS found. */
const filteredInvoices = (
  db: Db,
  companyId: string | undefined,
  filter: D2rInvoiceFilter,
  search: InvoiceSearch,
  salesmanIds: readonly string[] | undefined,
) => {
  let q: InvoiceQuery = db.selectFrom('invoices');
  if (companyId) q = q.where('company_id', '=', companyId);
  if (filter.salesman) q = q.where('salesman_id', '=', filter.salesman);
  if (filter.handedOverOn) {
    const day = istDaysToInstants({ from: filter.handedOverOn, to: filter.handedOverOn });
    q = q.where('handed_over_at', '>=', day.from!).where('handed_over_at', '<', day.to!);
  }
  // Without days, the last 30 (in India), as the list's date filter opens; one salesman's
  // invoices are their whole book to collect, whatever their age.
  const days =
    filter.start || filter.end
      ? { from: filter.start, to: filter.end }
      : filter.salesman || filter.handedOverOn
        ? {}
        : defaultDays();
  const { from, to } = istDaysToInstants(days);
  if (from) q = q.where('created_at', '>=', from);
  if (to) q = q.where('created_at', '<', to);
  switch (filter.invoiceStatus) {
    case 'PENDING':
    case 'PAID':
      q = q.where('status', '=', filter.invoiceStatus);
      break;
    case 'CLOSED':
      q = q.where('is_closed', '=', true);
      break;
    case 'OPEN':
      q = q.where('is_closed', '=', false);
      break;
  }
  switch (search.kind) {
    case 'all':
      break;
    case 'none':
      q = q.where(sql<boolean>`false`);
      break;
    case 'like':
      q = q.where(search.column, 'ilike', search.pattern);
      break;
    case 'retailer': {
      const { name, phone } = search;
      q = q.where((eb) =>
        eb.or([eb('retailer_name', 'ilike', name), ...(phone ? [eb('retailer_phone', 'like', phone)] : [])]),
      );
      break;
    }
    case 'headQuarters':
      q = q.where('bill_location', 'is', null);
      break;
    case 'closed':
      q = q.where('is_closed', '=', search.closed);
      break;
    case 'paymentModes':
      q = q.where('payment_mode', 'in', search.modes);
      break;
    case 'salesman':
      q = salesmanIds?.length ? q.where('salesman_id', 'in', [...salesmanIds]) : q.where(sql<boolean>`false`);
      break;
  }
  return q;
};

const rowsOf = (q: InvoiceQuery, page: Page, by: D2rInvoiceSort) =>
  selectInvoice(q)
    .orderBy(SORT_EXPRESSIONS[by], page.order)
    .orderBy('id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** The invoice of this id, locked for the rest of `tx`: what is paid on it moves only under this lock. */
const locked = async (tx: Transaction<InvoicesDB>, id: string) => {
  const row = await selectInvoice(tx.selectFrom('invoices')).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

const one = async (db: Db, id: string, companyId?: string) => {
  let q = selectInvoice(db.selectFrom('invoices')).where('id', '=', id);
  if (companyId) q = q.where('company_id', '=', companyId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

/** Reading invoices: the list, its CSV and the batch read. */
function invoiceReads(db: Db) {
  return {
    /** A page of invoices and how many the filters find; a salesman search names the `salesmanIds` HMS found. */
    async list(
      companyId: string | undefined,
      filter: D2rInvoiceFilter,
      salesmanIds: readonly string[] | undefined,
      page: Page,
      by: D2rInvoiceSort,
    ) {
      const q = filteredInvoices(
        db,
        companyId,
        filter,
        invoiceSearch(filter.searchOptionType, filter.searchValue),
        salesmanIds,
      );
      const [rows, total] = await Promise.all([
        rowsOf(q, page, by),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { invoices: rows.map(d2rInvoiceRecord), totalCount: Number(total.n) };
    },

    /** The list's rows as a CSV file, in the list's order, read a page at a time. */
    csv(
      companyId: string | undefined,
      filter: D2rInvoiceFilter,
      salesmanIds: readonly string[] | undefined,
      sort: { by: D2rInvoiceSort; order: Page['order'] },
    ): CsvFile {
      const q = filteredInvoices(
        db,
        companyId,
        filter,
        invoiceSearch(filter.searchOptionType, filter.searchValue),
        salesmanIds,
      );
      const rows = exportRows(
        (window) => rowsOf(q, window, sort.by),
        (page) => page.map((r) => invoiceLine(d2rInvoiceRecord(r))),
        sort.order,
      );
      return { name: 'd2r-invoices', header: D2R_INVOICE_COLUMNS, rows };
    },

    /** The salesmen who hold a brand's invoices (or any brand's), for a seller's salesman search. */
    async salesmenOnInvoices(companyId: string | undefined): Promise<string[]> {
      let q = db.selectFrom('invoices').select('salesman_id').distinct().where('salesman_id', 'is not', null);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map((r) => r.salesman_id!);
    },

    /** The invoices of these ids the caller may see (`companyId` when it is held to one). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      let q = selectInvoice(db.selectFrom('invoices')).where('id', 'in', [...ids]);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(d2rInvoiceRecord);
    },

    /**
     * What one salesman collected between two India days (both included), newest first, with
     * how many there are; `companyId` holds the list to one brand's invoices when set.
     */
    async salesmanCollections(
      salesmanId: string,
      companyId: string | undefined,
      days: { from: string; to: string },
      page: Pick<Page, 'limit' | 'offset'>,
    ) {
      const { from, to } = istDaysToInstants(days);
      let q = db.selectFrom('d2r_collections').where('salesman_id', '=', salesmanId);
      if (companyId) q = q.where('company_id', '=', companyId);
      if (from) q = q.where('created_at', '>=', from);
      if (to) q = q.where('created_at', '<', to);
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { collections: rows.map(d2rCollectionRecord), totalCount: Number(total.n) };
    },

    /** One invoice, within `companyId` when the caller is held to one; anything else is not found. */
    async get(id: string, companyId?: string) {
      return d2rInvoiceRecord(await one(db, id, companyId));
    },
  };
}

/** What moves an invoice and its money: raising it, handing it over, collecting against it. */
function invoiceMoney(db: Db) {
  return {
    /**
     * The invoice of a shipped order, raised once: a repeated event (OMS's outbox may send one
     * twice) answers the invoice already raised. It is dated the day the order shipped, falls
     * due after the retailer's payment terms, and is held by the order's salesman.
     */
    async raise(event: D2rInvoiceEvent): Promise<D2rInvoiceRecord> {
      const settled = isSettled(event.finalPrice);
      const shippedAt = new Date(event.shippedAt);
      await db
        .insertInto('invoices')
        .values({
          id: randomUUID(),
          company_id: event.companyId,
          invoice_id: event.invoiceId,
          invoice_url: event.invoiceUrl,
          final_price_paise: event.finalPrice,
          payment_mode: event.paymentMode,
          // Nothing to collect on an invoice for less than ₹1: it is paid as raised.
          status: settled ? 'PAID' : 'PENDING',
          is_closed: settled,
          closed_at: settled ? shippedAt : null,
          salesman_id: event.salesmanId,
          order_id: event.orderId,
          shop_order_id: event.shopOrderId,
          retailer_id: event.retailerId,
          retailer_name: event.retailerName,
          retailer_phone: event.retailerPhone,
          bill_location: event.billLocation,
          due_date: dueDateOf(shippedAt, event.paymentTermsDays),
          created_at: shippedAt,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await selectInvoice(db.selectFrom('invoices'))
        .where('order_id', '=', event.orderId)
        .executeTakeFirst();
      // The invoice number was taken by another order's invoice: the event is wrong, not repeated.
      if (!row) throw conflict(MSG.genericFailure, 'invoiceId');
      return d2rInvoiceRecord(row);
    },

    /**
     * Hands an open invoice to a salesman to collect (the route has checked the salesman is
     * the invoice's brand's). Handing it to the one who holds it already changes nothing.
     */
    async handOver(id: string, salesmanId: string): Promise<D2rInvoiceRecord> {
      return db.transaction().execute(async (tx) => {
        const row = await locked(tx, id);
        if (row.is_closed) throw badRequest(MSG.d2rInvoiceClosed, 'id');
        if (row.salesman_id === salesmanId && row.handed_over_at) return d2rInvoiceRecord(row);
        await tx
          .updateTable('invoices')
          .set({ salesman_id: salesmanId, handed_over_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
        return d2rInvoiceRecord(await locked(tx, id));
      });
    },

    /**
     * Records a payment collected against an invoice, under the invoice's lock: no more than is
     * outstanding, never on a closed invoice, and the invoice closes as paid once less than ₹1
     * is owed. A collection whose key was recorded already is answered as it was, moving nothing.
     */
    async collect(id: string, entry: CollectionEntry) {
      return db.transaction().execute(async (tx) => {
        const row = await locked(tx, id);
        const seen = await tx
          .selectFrom('d2r_collections')
          .selectAll()
          .where('invoice_row_id', '=', id)
          .where('idempotency_key', '=', entry.key)
          .executeTakeFirst();
        if (seen) return { invoice: d2rInvoiceRecord(row), collection: d2rCollectionRecord(seen), duplicate: true };
        if (row.is_closed) throw badRequest(MSG.d2rInvoiceClosed, 'id');
        const outstanding = d2rInvoiceRecord(row).outstanding;
        if (entry.amount > outstanding)
          throw badRequest(fill(MSG.d2rCollectionTooMuch, { outstanding: formatPaise(outstanding) }), 'amount');
        const collection = await tx
          .insertInto('d2r_collections')
          .values({
            id: randomUUID(),
            invoice_row_id: id,
            company_id: row.company_id,
            amount_paise: entry.amount,
            method: entry.method,
            reference: entry.reference || null,
            proof_url: entry.proofUrl,
            salesman_id: entry.salesmanId ?? null,
            recorded_by: entry.recordedBy,
            idempotency_key: entry.key,
            // The clock under the invoice's lock, not when the transaction began: its
            // collections' dates then follow the order they were recorded in.
            created_at: sql<Date>`clock_timestamp()`,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const settled = isSettled(outstanding - entry.amount);
        await tx
          .updateTable('invoices')
          .set({
            amount_paid_paise: Number(row.amount_paid_paise) + entry.amount,
            updated_at: sql`now()`,
            ...(settled ? { is_closed: true, closed_at: sql`now()`, status: 'PAID' } : {}),
          })
          .where('id', '=', id)
          .execute();
        return {
          invoice: d2rInvoiceRecord(await locked(tx, id)),
          collection: d2rCollectionRecord(collection),
          duplicate: false,
        };
      });
    },

    /** These invoices' collections, oldest first: a page of invoices in one read. */
    async collectionsOf(ids: readonly string[]): Promise<D2rCollectionRecord[]> {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('d2r_collections')
        .selectAll()
        .where('invoice_row_id', 'in', ids)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map(d2rCollectionRecord);
    },
  };
}

/** What other services and the ageing view ask of open invoices. */
function invoiceReports(db: Db) {
  return {
    /** What each retailer owes on its open invoices, in paise (0 for one that owes nothing). */
    async outstanding(retailerIds: readonly string[], companyId?: string): Promise<Record<string, number>> {
      const owed: Record<string, number> = Object.fromEntries(retailerIds.map((id) => [id, 0]));
      if (!retailerIds.length) return owed;
      let q = db
        .selectFrom('invoices')
        .select(['retailer_id', sql<number>`sum(${OUTSTANDING})`.as('owed')])
        .where('retailer_id', 'in', [...retailerIds])
        .where('is_closed', '=', false);
      // A brand's user learns only what its own invoices say.
      if (companyId) q = q.where('company_id', '=', companyId);
      const rows = await q.groupBy('retailer_id').execute();
      for (const r of rows) if (r.retailer_id) owed[r.retailer_id] = Number(r.owed);
      return owed;
    },

    /**
     * What is owed on open invoices per retailer or salesman and per day they were raised (in
     * India), with each retailer's name as its invoices carry it.
     */
    async ageingEntries(companyId: string | undefined, by: 'retailer' | 'salesman', salesmanId?: string) {
      const key = by === 'retailer' ? 'retailer_id' : 'salesman_id';
      const day = sql<string>`to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      let q = db
        .selectFrom('invoices')
        .select([
          sql<string | null>`${sql.ref(key)}::text`.as('key'),
          day.as('day'),
          sql<number>`count(*)`.as('invoices'),
          sql<number>`sum(${OUTSTANDING})`.as('outstanding'),
          sql<string | null>`max(retailer_name)`.as('name'),
        ])
        .where('is_closed', '=', false);
      if (companyId) q = q.where('company_id', '=', companyId);
      if (salesmanId) q = q.where('salesman_id', '=', salesmanId);
      const rows = await q.groupBy([key, day]).execute();
      const entries: AgeingEntry[] = rows.map((r) => ({
        key: r.key,
        day: r.day,
        invoices: Number(r.invoices),
        outstanding: Number(r.outstanding),
      }));
      const names = new Map(rows.map((r) => [r.key, r.name ?? '']));
      return { entries, retailerNames: names };
    },
  };
}

/** D2R invoices: raised when an order ships, listed, handed to a salesman and collected against until paid. */
export function d2rInvoiceService(db: Db) {
  return { ...invoiceReads(db), ...invoiceMoney(db), ...invoiceReports(db) };
}

export type D2rInvoiceService = ReturnType<typeof d2rInvoiceService>;

/** The ageing view as of today in India: per retailer (named by its invoices) or per salesman (named by HMS). */
export async function ageing(
  service: D2rInvoiceService,
  urls: Urls,
  companyId: string | undefined,
  by: 'retailer' | 'salesman',
  salesmanId?: string,
): Promise<{ rows: AgeingRow[]; totals: AgeingRow }> {
  const { entries, retailerNames } = await service.ageingEntries(companyId, by, salesmanId);
  if (by === 'retailer')
    return ageingRows(entries, istToday(), (key) =>
      key ? retailerNames.get(key) || 'Unknown retailer' : 'No retailer',
    );
  const keys = entries.map((e) => e.key).filter((k): k is string => k !== null);
  const people = new Map((await fieldPeopleByIds(urls, keys)).map((p) => [p.id, p.name]));
  return ageingRows(entries, istToday(), (key) => (key ? (people.get(key) ?? 'Unknown salesman') : 'Not handed over'));
}
