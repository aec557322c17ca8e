import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { FastifyRequest } from 'fastify';
import {
  MSG,
  formatDateTime,
  formatPaise,
  gstinStateProblem,
  type RetailCluster,
  type RetailerClass,
  type RetailerInput,
  type RetailerSearchOption,
  type StoreAddressRecord,
  type StoreType,
} from '@parcelo/common';
import {
  badRequest,
  fieldCaller,
  fieldPersonOf,
  companyNames,
  forbidden,
  exportRows,
  likePattern,
  notFound,
  serviceApis,
  type CsvFile,
  type CsvRow,
  type Page,
  type Principal,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { addressColumns, placeOf, storeAddressRecord } from '../records.js';

type Db = Kysely<D2rDB>;
type Urls = ServiceContext<D2rDB>['urls'];

/** The admin retailers list's filters, as the route parsed them. */
export interface RetailerFilter {
  companyId?: string | undefined;
  searchOptionType?: RetailerSearchOption | undefined;
  searchValue?: string | undefined;
  active?: boolean | undefined;
  retailCluster?: RetailCluster | undefined;
  retailerClass?: RetailerClass | undefined;
  storeType?: StoreType | undefined;
  salesmanId?: string | undefined;
}

export type RetailerSort = 'createdAt' | 'name';

/** How the list reads a retailer's name, for the search and the sort (the index on it says the same). */
const NAME = sql<string>`lower(first_name || coalesce(' ' || last_name, ''))`;

/** A phone as typed (+91 98100 45612, 098100-45612) as the digits stored: a 10-digit number. */
export const phoneDigits = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d)/, '');

/**
 * What a retailer-name search matches: the name, the phone or the GSTIN, anywhere in it and in
 * any case, as the admin types any of the three into one box.
 */
export function retailerSearchPatterns(value: string) {
  const phone = phoneDigits(value);
  return {
    name: likePattern(value.toLowerCase(), 'contains'),
    phone: /^\d+$/.test(phone) ? likePattern(phone, 'contains') : null,
    gstin: likePattern(value.toUpperCase(), 'contains'),
  };
}

/** One retailer as a line of the CSV export, in RETAILER_COLUMNS' order. */
export function retailerLine(r: StoreAddressRecord): CsvRow {
  return [
    [r.firstName, r.lastName].filter(Boolean).join(' '),
    r.phone,
    r.city,
    r.pincode,
    r.gstin ?? '',
    r.storeType ?? '',
    r.retailCluster ?? '',
    r.retailerClass ?? '',
    formatPaise(r.creditLimit),
    r.paymentTermsDays,
    r.isActive ? 'Yes' : 'No',
    formatDateTime(r.createdAt),
  ];
}

export const RETAILER_COLUMNS = [
  'Name',
  'Phone',
  'City',
  'Pincode',
  'GSTIN',
  'Store type',
  'Retail cluster',
  'Class',
  'Credit limit',
  'Payment terms (days)',
  'Active',
  'Created',
] as const;

/** The most brands one company-name search narrows the list to. */
const NAMED_COMPANIES_MAX = 3000;
const UMS_PAGE = 300;

/**
 * The ids of the brands whose name (or code) contains `value`, as the admin companies list finds
 * them. UMS lets only admins search companies, so this asks as the admin who searched.
 */
export async function companiesNamed(urls: Urls, request: FastifyRequest, value: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNumber = 1; ids.length < NAMED_COMPANIES_MAX; pageNumber++) {
    const { companies, totalCount } = await serviceApis(urls).ums.postUmsProfileCompanies({
      caller: request,
      read: true,
      body: {
        where: { searchValue: value },
        pagination: { records: UMS_PAGE, pageNumber },
        sortBy: { by: 'name', order: 'ASC' },
      },
    });
    ids.push(...companies.map((c) => c.id));
    if (companies.length < UMS_PAGE || ids.length >= totalCount) break;
  }
  return ids;
}

/**
 * The salesman who calls on a retailer: one of its brand's, asked of HMS, which keeps them.
 * An unknown id or another brand's salesman is refused in the same words.
 */
export async function assertSalesmanOf(
  urls: Urls,
  companyId: string,
  salesmanId: string | null | undefined,
): Promise<string | null> {
  if (!salesmanId) return null;
  const salesman = await fieldPersonOf(urls, salesmanId, 'salesman');
  if (!salesman || salesman.companyId !== companyId) throw badRequest(MSG.salesmanOfOtherCompany, 'salesmanId');
  return salesman.id;
}

/**
 * A salesman calling for themselves: the person HMS keeps (the brand they work for, as their
 * account belongs to no company). Anyone else who is not an admin is refused.
 */
export async function salesmanCaller(urls: Urls, principal: Principal) {
  const salesman = await fieldCaller(urls, principal, 'salesman');
  if (!salesman) throw forbidden();
  return salesman;
}

/** The columns a retailer's form sets: the address (its place from the pincode) and the retailer's own fields. */
async function retailerColumns(urls: Urls, companyId: string, input: RetailerInput) {
  const address = addressColumns(input);
  // The GSTIN's state is checked against the pincode's state, which is what is stored, not the state typed.
  const problem = gstinStateProblem(address.gstin, placeOf(input.pincode).state);
  if (problem) throw badRequest(problem, 'gstin');
  return {
    ...address,
    store_type: input.storeType,
    retail_cluster: input.retailCluster,
    retailer_class: input.retailerClass,
    salesman_id: await assertSalesmanOf(urls, companyId, input.salesmanId),
    credit_limit_paise: input.creditLimit,
    payment_terms_days: input.paymentTermsDays,
  };
}

/** Retailers as D2R admins work them: any brand's store addresses, with the shop's details and credit. */
export function retailerService(db: Db, urls: Urls) {
  /** The list's filters applied to a query of store addresses; `companyIds` narrows to the brands a name search found. */
  const filtered = (filter: RetailerFilter, companyIds: readonly string[] | undefined) => {
    let q: SelectQueryBuilder<D2rDB, 'store_addresses', object> = db.selectFrom('store_addresses');
    if (filter.companyId) q = q.where('company_id', '=', filter.companyId);
    if (companyIds) q = companyIds.length ? q.where('company_id', 'in', [...companyIds]) : q.where(sql<boolean>`false`);
    const value = filter.searchOptionType === 'companyName' ? undefined : filter.searchValue?.trim();
    if (value) {
      const like = retailerSearchPatterns(value);
      q = q.where((eb) =>
        eb.or([
          eb(NAME, 'like', like.name),
          ...(like.phone ? [eb('phone', 'like', like.phone)] : []),
          eb('gstin', 'like', like.gstin),
        ]),
      );
    }
    if (typeof filter.active === 'boolean') q = q.where('is_active', '=', filter.active);
    if (filter.retailCluster) q = q.where('retail_cluster', '=', filter.retailCluster);
    if (filter.retailerClass) q = q.where('retailer_class', '=', filter.retailerClass);
    if (filter.storeType) q = q.where('store_type', '=', filter.storeType);
    if (filter.salesmanId) q = q.where('salesman_id', '=', filter.salesmanId);
    return q;
  };

  const rowsOf = (q: ReturnType<typeof filtered>, page: Page, by: RetailerSort) =>
    q
      .selectAll()
      .orderBy(by === 'name' ? NAME : sql.ref('created_at'), page.order)
      .orderBy('id', page.order)
      .limit(page.limit)
      .offset(page.offset)
      .execute();

  const retailerRow = async (id: string, companyId?: string) => {
    let q = db.selectFrom('store_addresses').selectAll().where('id', '=', id);
    if (companyId) q = q.where('company_id', '=', companyId);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  return {
    /** A page of retailers and how many the filters find; a company-name search names `companyIds`. */
    async list(filter: RetailerFilter, companyIds: readonly string[] | undefined, page: Page, by: RetailerSort) {
      const q = filtered(filter, companyIds);
      const [rows, total] = await Promise.all([
        rowsOf(q, page, by),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { storeAddresses: rows.map(storeAddressRecord), totalCount: Number(total.n) };
    },

    /** A new retailer for a brand UMS knows. */
    async create(companyId: string, input: RetailerInput) {
      const known = await companyNames(urls, [companyId]);
      if (!known.has(companyId)) throw badRequest(MSG.selectCompany, 'companyId');
      const row = await db
        .insertInto('store_addresses')
        .values({ id: randomUUID(), company_id: companyId, ...(await retailerColumns(urls, companyId, input)) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return storeAddressRecord(row);
    },

    /** Saves a retailer's every field; when the admin names a brand, the retailer must be that brand's. */
    async update(id: string, input: RetailerInput, companyId: string | undefined) {
      const existing = await retailerRow(id, companyId);
      const row = await db
        .updateTable('store_addresses')
        .set({ ...(await retailerColumns(urls, existing.company_id, input)), updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return storeAddressRecord(row);
    },

    /** A brand's retailers as a CSV file, newest first, read a page at a time. */
    csv(companyId: string): CsvFile {
      const rows = exportRows(
        (window) => rowsOf(filtered({ companyId }, undefined), window, 'createdAt'),
        (page) => page.map((r) => retailerLine(storeAddressRecord(r))),
      );
      return { name: 'retailers', header: RETAILER_COLUMNS, rows };
    },
  };
}

export type RetailerService = ReturnType<typeof retailerService>;
