import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  BULK_RETAIL_DISCOUNTS,
  basisPointsToPercentText,
  bulkRowErrors,
  formatDay,
  retailDiscountOfRow,
  retailDiscountSkuUnknown,
  winningDiscount,
  type RetailDiscountRecord,
  type RetailDiscountValues,
} from '@parcelo/common';
import {
  badRequest,
  exportRows,
  likePattern,
  notFound,
  serviceApis,
  type BulkJob,
  type BulkRunner,
  type CsvFile,
  type Page,
  type PendingRow,
  type ServiceUrls,
  type SheetRow,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';

type Row = Selectable<D2rDB['retail_discounts']>;
type Mark = Parameters<BulkRunner>[2];

/** The list's sorts, each by its own column. */
export type RetailDiscountSort = 'createdAt' | 'sku' | 'basisPoints' | 'startsOn';

// Days are read as text: PGlite and PostgreSQL read a date column differently.
const COLUMNS = [
  'id',
  'company_id',
  'sku',
  'product_title',
  'applies_to',
  'retailer_class',
  'retail_cluster',
  'basis_points',
  sql<string>`starts_on::text`.as('starts_on'),
  sql<string>`ends_on::text`.as('ends_on'),
  'created_at',
  'updated_at',
] as const;

type Read = Omit<Row, 'starts_on' | 'ends_on'> & { starts_on: string; ends_on: string };

const record = (r: Read): RetailDiscountRecord => ({
  id: r.id,
  companyId: r.company_id,
  sku: r.sku,
  productTitle: r.product_title,
  appliesTo: r.applies_to as RetailDiscountRecord['appliesTo'],
  retailerClass: r.retailer_class as RetailDiscountRecord['retailerClass'],
  retailCluster: r.retail_cluster as RetailDiscountRecord['retailCluster'],
  basisPoints: r.basis_points,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const SORT_COLUMN = {
  createdAt: 'created_at',
  sku: 'sku',
  basisPoints: 'basis_points',
  startsOn: 'starts_on',
} as const;

/** The brand's active catalogue products among `skus`, by upper-case SKU, as WMS keeps them. */
export async function catalogueOf(urls: ServiceUrls, companyId: string, skus: string[]) {
  const wanted = [...new Set(skus.map((s) => s.trim()).filter(Boolean))];
  if (!wanted.length) return new Map<string, { sku: string; title: string }>();
  const found = new Map<string, { sku: string; title: string }>();
  // WMS answers at most 500 SKUs a call.
  for (let i = 0; i < wanted.length; i += 500) {
    const { products } = await serviceApis(urls).wms.postInternalCatalogueProducts({
      internal: true,
      read: true,
      body: { companyId, skus: wanted.slice(i, i + 500) },
    });
    for (const p of products) found.set(p.sku.toUpperCase(), p);
  }
  return found;
}

/** The values a discount's row is saved with. */
const columns = (v: RetailDiscountValues, product: { sku: string; title: string }) => ({
  sku: product.sku,
  product_title: product.title,
  applies_to: v.appliesTo,
  retailer_class: v.retailerClass,
  retail_cluster: v.retailCluster,
  basis_points: v.basisPoints,
  starts_on: v.startsOn,
  ends_on: v.endsOn,
});

/** The CSV's columns, as the list shows them. */
const CSV_HEADER = ['SKU', 'Product', 'Applies to', 'Discount (%)', 'Effective from', 'Effective to', 'Added'];

/** Whom a discount is for, as the list and CSV say it. */
export const appliesToText = (d: Pick<RetailDiscountRecord, 'appliesTo' | 'retailerClass' | 'retailCluster'>) =>
  d.appliesTo === 'CLASS'
    ? `Class ${d.retailerClass}`
    : d.appliesTo === 'CLUSTER'
      ? `Cluster ${d.retailCluster}`
      : 'All retailers';

/**
 * The D2R discount upload: each row judged as the form's discount is (and its SKU against the
 * brand's catalogue), for the preview and the task; the task's batches added here.
 */
function sheetService(db: Kysely<D2rDB>, urls: ServiceUrls) {
  /** The sheet's rows' problems, as the save will judge them: each cell's rule, and SKUs the catalogue lacks. */
  const previewChecks = async (companyId: string, rows: SheetRow[]) => {
    const products = await catalogueOf(
      urls,
      companyId,
      rows.map((r) => r.values.sku ?? ''),
    );
    return (r: SheetRow) => {
      const errors = bulkRowErrors(BULK_RETAIL_DISCOUNTS, r.values as never) as Record<string, string>;
      const sku = r.values.sku?.trim();
      if (sku && !errors.sku && !products.has(sku.toUpperCase())) errors.sku = retailDiscountSkuUnknown(sku);
      return errors;
    };
  };
  return {
    previewChecks,
    /** The upload task's rows: a discount to add for each good row, every problem of each other. */
    async taskRows(companyId: string, rows: SheetRow[]) {
      const errorsOf = await previewChecks(companyId, rows);
      const products = await catalogueOf(
        urls,
        companyId,
        rows.map((r) => r.values.sku ?? ''),
      );
      return rows.map(({ rowNumber, values }) => {
        const key = values.sku?.trim() || `Row ${rowNumber}`;
        const errors = errorsOf({ rowNumber, values });
        const problems = BULK_RETAIL_DISCOUNTS.columns.flatMap((c) => (errors[c.key] ? [errors[c.key]!] : []));
        const parsed = problems.length ? null : retailDiscountOfRow(values as never);
        if (parsed && !parsed.success) problems.push(...parsed.error.issues.map((i) => i.message));
        if (!parsed?.success) return { key, failure: `Row ${rowNumber}: ${[...new Set(problems)].join('; ')}` };
        const product = products.get(parsed.data.sku.toUpperCase())!;
        return { key, payload: { ...parsed.data, sku: product.sku, productTitle: product.title } };
      });
    },

    /** A batch of the upload task: its discounts and the rows' outcomes, in one transaction. */
    async applyBatch(job: BulkJob, rows: PendingRow[], mark: Mark) {
      await db.transaction().execute(async (tx: Transaction<D2rDB>) => {
        for (const { payload } of rows) {
          const v = payload as RetailDiscountValues & { productTitle: string };
          await tx
            .insertInto('retail_discounts')
            .values({
              id: randomUUID(),
              company_id: job.company_id,
              ...columns(v, { sku: v.sku, title: v.productTitle }),
            })
            .execute();
        }
        await mark(
          tx,
          rows.map(() => null),
        );
      });
    },
  };
}

/** A brand's discounts to its retailers: every read and write is held to the brand it is given. */
export function retailDiscountsService(db: Kysely<D2rDB>, urls: ServiceUrls) {
  const filtered = (companyId: string, search?: string) => {
    let q = db.selectFrom('retail_discounts').where('company_id', '=', companyId);
    const value = search?.trim();
    if (value) q = q.where('sku', 'ilike', likePattern(value, 'contains'));
    return q;
  };
  const rowsOf = (companyId: string, search: string | undefined, page: Page, by: RetailDiscountSort) =>
    filtered(companyId, search)
      .select(COLUMNS)
      .orderBy(SORT_COLUMN[by], page.order)
      .orderBy('id', page.order)
      .limit(page.limit)
      .offset(page.offset)
      .execute() as Promise<Read[]>;

  /** The product a discount is of: one of the brand's active catalogue products. */
  const productOf = async (companyId: string, sku: string) => {
    const product = (await catalogueOf(urls, companyId, [sku])).get(sku.trim().toUpperCase());
    if (!product) throw badRequest(retailDiscountSkuUnknown(sku.trim()), 'sku');
    return product;
  };

  return {
    ...sheetService(db, urls),

    async list(filter: { companyId: string; search?: string | undefined }, page: Page, by: RetailDiscountSort) {
      const [rows, total] = await Promise.all([
        rowsOf(filter.companyId, filter.search, page, by),
        filtered(filter.companyId, filter.search)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { retailDiscounts: rows.map(record), totalCount: Number(total.n) };
    },

    /** Those of `ids` the brand owns (any brand's when it is undefined: an admin). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      if (!ids.length) return [];
      let q = db.selectFrom('retail_discounts').select(COLUMNS).where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return ((await q.execute()) as Read[]).map(record);
    },

    async create(companyId: string, input: RetailDiscountValues) {
      const product = await productOf(companyId, input.sku);
      const row = await db
        .insertInto('retail_discounts')
        .values({ id: randomUUID(), company_id: companyId, ...columns(input, product) })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return record(row as Read);
    },

    /** Saves every field of a discount; one of another brand (when `companyId` is given) is NOT_FOUND. */
    async update(id: string, input: RetailDiscountValues, companyId: string | undefined) {
      const existing = await this.byIds([id], companyId);
      if (!existing[0]) throw notFound();
      const product = await productOf(existing[0].companyId, input.sku);
      const row = await db
        .updateTable('retail_discounts')
        .set({ ...columns(input, product), updated_at: new Date() })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return record(row as Read);
    },

    async remove(id: string, companyId: string | undefined) {
      let q = db.deleteFrom('retail_discounts').where('id', '=', id);
      if (companyId) q = q.where('company_id', '=', companyId);
      const gone = await q.returning('id').executeTakeFirst();
      if (!gone) throw notFound();
    },

    /**
     * Each SKU's discount for a retailer of the brand on an India day: the one `winningDiscount`
     * picks of those effective that day. A retailer of another brand gets none.
     */
    async quote(q: { companyId: string; retailerId: string; skus: string[]; day: string }) {
      const retailer = await db
        .selectFrom('store_addresses')
        .select(['retailer_class', 'retail_cluster'])
        .where('id', '=', q.retailerId)
        .where('company_id', '=', q.companyId)
        .executeTakeFirst();
      const wanted = [...new Set(q.skus.map((s) => s.trim().toUpperCase()))];
      if (!retailer || !wanted.length) return [];
      const rows = (await db
        .selectFrom('retail_discounts')
        .select(COLUMNS)
        .where('company_id', '=', q.companyId)
        .where(sql`upper(sku)`, 'in', wanted)
        .where(sql<string>`starts_on`, '<=', q.day)
        .where(sql<string>`ends_on`, '>=', q.day)
        .execute()) as Read[];
      const candidates = rows.map(record);
      const who = { retailerClass: retailer.retailer_class, retailCluster: retailer.retail_cluster };
      return wanted.flatMap((sku) => {
        const best = winningDiscount(
          candidates.filter((d) => d.sku.toUpperCase() === sku),
          who,
          q.day,
        );
        return best ? [{ sku: best.sku, basisPoints: best.basisPoints, discountId: best.id }] : [];
      });
    },

    /** A brand's discounts as a CSV file, in the list's order, read a page at a time. */
    csv(companyId: string, search: string | undefined, by: RetailDiscountSort, order: Page['order']): CsvFile {
      const rows = exportRows(
        (window) => rowsOf(companyId, search, window, by),
        (page) =>
          page
            .map(record)
            .map((d) => [
              d.sku,
              d.productTitle,
              appliesToText(d),
              basisPointsToPercentText(d.basisPoints),
              formatDay(d.startsOn),
              formatDay(d.endsOn),
              formatDay(d.createdAt.slice(0, 10)),
            ]),
        order,
      );
      return { name: 'retail-discounts', header: CSV_HEADER, rows };
    },
  };
}

export type RetailDiscountsService = ReturnType<typeof retailDiscountsService>;
