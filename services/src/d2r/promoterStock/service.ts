import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import {
  FIELD_USER_TYPES,
  MSG,
  PROMOTER_STOCK_TYPES,
  daysIn,
  fill,
  formatDateTime,
  istToday,
  type PromoterStockInput,
  type PromoterStockRecord,
} from '@parcelo/common';
import {
  badRequest,
  exportRows,
  fieldCaller,
  fieldPeopleByIds,
  fieldPersonOf,
  companyNames,
  serviceApis,
  type CsvFile,
  type Page,
  type Principal,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB, StoreAddressRow } from '../db.js';
import { storeAddressRecord } from '../records.js';
import { phoneDigits, retailerSearchPatterns } from '../retailers/service.js';
import { SELL_THROUGH_MAX_DAYS, sellThrough } from './sellThrough.js';

/** How a retailer's name reads for the search and the order, as the retailers list reads it. */
const RETAILER_NAME = sql<string>`lower(first_name || coalesce(' ' || last_name, ''))`;

type Db = Kysely<D2rDB>;
type Urls = ServiceContext<D2rDB>['urls'];

/** A promoter as HMS keeps them: their id (their UMS account's) and the brand they count for. */
export interface PromoterOf {
  promoterId: string;
  companyId: string;
}

/** The admin list's filters (India days, both included) as the route parsed them. */
export interface PromoterStockFilter {
  companyId?: string | undefined;
  start: string;
  end: string;
  promoterId?: string | undefined;
  retailerId?: string | undefined;
  stockType?: 0 | 1 | undefined;
  /** A promoter's or retailer's name or phone: the counts of the promoters it finds or of the shops it finds. */
  search?: { promoterIds: readonly string[]; retailer: ReturnType<typeof retailerSearchPatterns> } | undefined;
}

/** How many promoters one name or phone search narrows the list to. */
const SEARCHED_PROMOTERS_MAX = 1500;
const HMS_PAGE = 300;

/**
 * The ids of the promoters a name or phone search finds (digits read as a phone, from its
 * start; anything else as a name, anywhere in it), asked of HMS's own list as the admin
 * calling, as the promoters page searches.
 */
export async function promotersSearched(
  urls: Urls,
  request: FastifyRequest,
  companyId: string | undefined,
  value: string,
): Promise<string[]> {
  const phone = phoneDigits(value);
  const by = /^\d+$/.test(phone) ? 'phone' : 'name';
  const ids: string[] = [];
  for (let pageNumber = 1; ids.length < SEARCHED_PROMOTERS_MAX; pageNumber++) {
    const { people, totalCount } = await serviceApis(urls).hms.postAdminSalesmanList({
      caller: request,
      read: true,
      body: {
        where: {
          usertype: FIELD_USER_TYPES.promoter,
          ...(companyId ? { companyId } : {}),
          searchOptionType: by,
          searchValue: by === 'phone' ? phone : value,
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

/** The export's columns, in the order each line gives them. */
const COUNT_COLUMNS = [
  'Created at',
  'Count date',
  'Stock type',
  'Promoter',
  'Promoter phone',
  'Company',
  'Retailer',
  'Retailer phone',
  'Catalogues',
] as const;
const SELL_THROUGH_COLUMNS = [
  'Retailer',
  'Retailer phone',
  'SKU',
  'Product',
  'Units sold',
  'Restocks',
  'Counts',
  'First count',
  'Last count',
  'Days covered',
] as const;

/** How the product names a kind of count. */
export const stockTypeLabel = (stockType: number) =>
  stockType === PROMOTER_STOCK_TYPES.closing ? 'Closing count' : 'Opening count';

const retailerName = (r: { firstName: string; lastName: string | null }) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ');

/** How many shops a promoter's retailer search answers at once. */
const RETAILERS_MAX = 50;

/**
 * The promoter calling, when the caller is one: the brand they count for is HMS's to say, as
 * their account belongs to no company. One HMS no longer knows (or has switched off) is refused.
 */
export async function promoterCaller(urls: Urls, principal: Principal): Promise<PromoterOf | null> {
  const person = await fieldCaller(urls, principal, 'promoter');
  return person && { promoterId: person.id, companyId: person.companyId };
}

/** A promoter an admin names: one HMS keeps as a promoter, of any brand. */
export async function namedPromoter(urls: Urls, promoterId: string | undefined): Promise<PromoterOf> {
  if (!promoterId) throw badRequest(MSG.selectPromoter, 'promoterId');
  const person = await fieldPersonOf(urls, promoterId, 'promoter');
  if (!person) throw badRequest(MSG.selectPromoter, 'promoterId');
  return { promoterId: person.id, companyId: person.companyId };
}

/** The brand's active catalogue products (of these SKUs, when named), as WMS keeps them. */
export async function catalogueProducts(urls: Urls, companyId: string, skus?: string[]) {
  const { products } = await serviceApis(urls).wms.postInternalCatalogueProducts({
    internal: true,
    read: true,
    body: { companyId, ...(skus ? { skus } : {}) },
  });
  return products;
}

/** A count's columns as the API answers them; the day is read as text, as PGlite and PostgreSQL read a date differently. */
const countColumns = [
  'c.id',
  'c.company_id',
  'c.promoter_id',
  'c.retailer_id',
  sql<string>`c.count_date::text`.as('count_date'),
  'c.stock_type',
  'c.lines',
  'c.created_at',
  'c.updated_at',
] as const;

/** The India day a count is of, compared as the date it is. */
const COUNT_DAY = sql<string>`c.count_date`;

type Line = { sku: string; title: string | null; quantity: number };

/** Counts as the API answers them: each with its shop as it reads now and its brand's name. */
async function withRetailers(
  db: Db,
  urls: Urls,
  rows: {
    id: string;
    company_id: string;
    promoter_id: string;
    retailer_id: string;
    count_date: string;
    stock_type: number;
    lines: unknown;
    created_at: Date;
    updated_at: Date;
  }[],
): Promise<PromoterStockRecord[]> {
  if (!rows.length) return [];
  const [retailers, names] = await Promise.all([
    db
      .selectFrom('store_addresses')
      .selectAll()
      .where('id', 'in', [...new Set(rows.map((r) => r.retailer_id))])
      .execute(),
    companyNames(
      urls,
      rows.map((r) => r.company_id),
    ),
  ]);
  const byId = new Map(retailers.map((r) => [r.id, r]));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    promoterId: r.promoter_id,
    retailerId: r.retailer_id,
    countDate: r.count_date.slice(0, 10),
    stockType: r.stock_type,
    lines: (typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines) as Line[],
    retailer: storeAddressRecord(byId.get(r.retailer_id)!),
    companyName: names.get(r.company_id) ?? '',
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** One count as a line of the export, in COUNT_COLUMNS' order: the time in India, each product as `SKU x units`. */
const countLine = (c: PromoterStockRecord, promoter: { name: string; phone: string } | undefined) => [
  formatDateTime(c.createdAt),
  c.countDate,
  stockTypeLabel(c.stockType),
  promoter?.name ?? '',
  promoter?.phone ?? '',
  c.companyName,
  retailerName(c.retailer),
  c.retailer.phone,
  c.lines.map((l) => `${l.sku} x ${l.quantity}`).join('; '),
];

/** The counts the filters find, unordered. */
function filtered(db: Db, filter: PromoterStockFilter) {
  let q = db
    .selectFrom('promoter_stock_counts as c')
    .where(COUNT_DAY, '>=', filter.start <= filter.end ? filter.start : filter.end)
    .where(COUNT_DAY, '<=', filter.start <= filter.end ? filter.end : filter.start);
  if (filter.companyId) q = q.where('c.company_id', '=', filter.companyId);
  if (filter.promoterId) q = q.where('c.promoter_id', '=', filter.promoterId);
  if (filter.retailerId) q = q.where('c.retailer_id', '=', filter.retailerId);
  if (filter.stockType !== undefined) q = q.where('c.stock_type', '=', filter.stockType);
  const search = filter.search;
  if (search) {
    const like = search.retailer;
    q = q.where((eb) =>
      eb.or([
        ...(search.promoterIds.length ? [eb('c.promoter_id', 'in', [...search.promoterIds])] : []),
        eb(
          'c.retailer_id',
          'in',
          eb
            .selectFrom('store_addresses')
            .select('id')
            .where((s) =>
              s.or([s(RETAILER_NAME, 'like', like.name), ...(like.phone ? [s('phone', 'like', like.phone)] : [])]),
            ),
        ),
      ]),
    );
  }
  return q;
}

/** A page of the counts a query finds, newest day (and save) first. */
const rowsOf = (q: ReturnType<typeof filtered>, page: Page) =>
  q
    .select(countColumns)
    .orderBy('c.count_date', page.order)
    .orderBy('c.updated_at', page.order)
    .orderBy('c.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** Promoters' stock counts in shops: one per promoter, shop, India day and kind. */
export function promoterStockService(db: Db, urls: Urls) {
  /** The shop a count is of: an active store address of the promoter's brand. */
  const retailerOf = async (companyId: string, retailerId: string): Promise<StoreAddressRow> => {
    const row = await db
      .selectFrom('store_addresses')
      .selectAll()
      .where('id', '=', retailerId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!row) throw badRequest(MSG.selectRetailer, 'retailerId');
    if (!row.is_active) throw badRequest(MSG.retailerInactive, 'retailerId');
    return row;
  };

  return {
    /**
     * Saves a count: the first of the day for this promoter, shop and kind, or in place of it.
     * Each SKU must be one of the brand's active products; the first that is not is named.
     */
    async save(promoter: PromoterOf, input: PromoterStockInput) {
      await retailerOf(promoter.companyId, input.retailerId);
      const products = await catalogueProducts(
        urls,
        promoter.companyId,
        input.lines.map((l) => l.sku),
      );
      const bySku = new Map(products.map((p) => [p.sku.toUpperCase(), p]));
      const lines: Line[] = input.lines.map((l, i) => {
        const product = bySku.get(l.sku.toUpperCase());
        if (!product) throw badRequest(fill(MSG.d2rSkuUnpriced, { sku: l.sku }), `lines.${i}.sku`);
        return { sku: product.sku, title: product.title, quantity: l.quantity };
      });
      const countDate = input.countDate ?? istToday();
      const now = new Date();
      // One statement, so two saves at once leave one count: the later one's lines.
      const row = await db
        .insertInto('promoter_stock_counts')
        .values({
          id: randomUUID(),
          company_id: promoter.companyId,
          promoter_id: promoter.promoterId,
          retailer_id: input.retailerId,
          count_date: countDate,
          stock_type: input.stockType,
          lines: JSON.stringify(lines),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['promoter_id', 'retailer_id', 'count_date', 'stock_type'])
            .doUpdateSet({ lines: (eb) => eb.ref('excluded.lines'), updated_at: now }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const [saved] = await this.byIds([row.id]);
      return saved!;
    },

    /** A page of counts, newest day first, and how many the filters find. */
    async list(filter: PromoterStockFilter, page: Page) {
      const q = filtered(db, filter);
      const [rows, total] = await Promise.all([
        rowsOf(q, page),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { counts: await withRetailers(db, urls, rows), totalCount: Number(total.n) };
    },

    /** The filtered counts as a CSV file, newest day first, a page at a time with each page's promoters asked of HMS once. */
    csv(filter: PromoterStockFilter): CsvFile {
      const rows = exportRows(
        (window) => rowsOf(filtered(db, filter), window),
        async (page) => {
          const [counts, people] = await Promise.all([
            withRetailers(db, urls, [...page]),
            fieldPeopleByIds(
              urls,
              page.map((r) => r.promoter_id),
            ),
          ]);
          const byId = new Map(people.map((p) => [p.id, p]));
          return counts.map((c) => countLine(c, byId.get(c.promoterId)));
        },
      );
      return { name: 'promoter-stock', header: COUNT_COLUMNS, rows };
    },

    /** Counts by id; `companyId` and `promoterId`, when set, narrow them to what the caller may see. */
    async byIds(
      ids: readonly string[],
      scope: { companyId?: string | undefined; promoterId?: string | undefined } = {},
    ) {
      if (!ids.length) return [];
      let q = db
        .selectFrom('promoter_stock_counts as c')
        .select(countColumns)
        .where('c.id', 'in', [...ids]);
      if (scope.companyId) q = q.where('c.company_id', '=', scope.companyId);
      if (scope.promoterId) q = q.where('c.promoter_id', '=', scope.promoterId);
      return withRetailers(db, urls, await q.execute());
    },

    /** The brand's active shops a promoter picks from, by name (or phone) as typed, by name. */
    async retailers(companyId: string, search: string | undefined) {
      let q = db
        .selectFrom('store_addresses')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('is_active', '=', true);
      const value = search?.trim();
      if (value) {
        // Searched as the admin retailers list is: the name, phone or GSTIN, anywhere in it.
        const like = retailerSearchPatterns(value);
        q = q.where((eb) =>
          eb.or([
            eb(RETAILER_NAME, 'like', like.name),
            ...(like.phone ? [eb('phone', 'like', like.phone)] : []),
            eb('gstin', 'like', like.gstin),
          ]),
        );
      }
      const rows = await q.orderBy(RETAILER_NAME).orderBy('id').limit(RETAILERS_MAX).execute();
      return rows.map(storeAddressRecord);
    },
  };
}

/** What brands' shops sold between their promoters' counts. */
export function promoterSellThroughService(db: Db) {
  return {
    /**
     * Units sold per shop and product over a brand's period (at most SELL_THROUGH_MAX_DAYS India
     * days), from consecutive counts as `sellThrough` reads them; by shop name, then SKU.
     */
    async rows(companyId: string, start: string, end: string) {
      const [from, to] = start <= end ? [start, end] : [end, start];
      if (daysIn({ from, to }) > SELL_THROUGH_MAX_DAYS)
        throw badRequest(fill(MSG.promoterSellThroughTooLong, { n: SELL_THROUGH_MAX_DAYS }), 'start');
      const counts = await db
        .selectFrom('promoter_stock_counts as c')
        .select(countColumns)
        .where('c.company_id', '=', companyId)
        .where(COUNT_DAY, '>=', from)
        .where(COUNT_DAY, '<=', to)
        .execute();
      const rows = sellThrough(
        counts.map((c) => ({
          retailerId: c.retailer_id,
          countDate: c.count_date.slice(0, 10),
          stockType: c.stock_type,
          updatedAt: c.updated_at,
          lines: (typeof c.lines === 'string' ? JSON.parse(c.lines) : c.lines) as Line[],
        })),
      );
      if (!rows.length) return [];
      const shops = await db
        .selectFrom('store_addresses')
        .selectAll()
        .where('id', 'in', [...new Set(rows.map((r) => r.retailerId))])
        .execute();
      const byId = new Map(shops.map((r) => [r.id, storeAddressRecord(r)]));
      return rows
        .map((r) => ({ ...r, retailer: byId.get(r.retailerId)! }))
        .sort(
          (a, b) =>
            retailerName(a.retailer).localeCompare(retailerName(b.retailer)) ||
            a.retailerId.localeCompare(b.retailerId) ||
            a.sku.localeCompare(b.sku),
        );
    },

    /** The sell-through as a CSV file, in the order the page shows it. */
    async csv(companyId: string, start: string, end: string): Promise<CsvFile> {
      const rows = (await this.rows(companyId, start, end)).map((r) => [
        retailerName(r.retailer),
        r.retailer.phone,
        r.sku,
        r.title ?? '',
        r.unitsSold,
        r.restocks,
        r.counts,
        r.firstDay,
        r.lastDay,
        r.daysCovered,
      ]);
      return { name: 'promoter-sell-through', header: SELL_THROUGH_COLUMNS, rows };
    },
  };
}

export type PromoterStockService = ReturnType<typeof promoterStockService>;
