import { sql, type Kysely } from 'kysely';
import {
  MSG,
  fileNamePart,
  fill,
  formatPaise,
  paiseOfRupeeFigure,
  paiseToRupeesText,
  requiredRule,
  rupeesRule,
} from '@parcelo/common';
import {
  exportRows,
  likePattern,
  serviceApis,
  type CsvFile,
  type Page,
  type ServiceContext,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';

type Db = Kysely<WmsDB>;

const PRICING_COLUMNS = ['Product ID', 'Product Title', 'SKU', 'Category', 'Price', 'Discount', 'Final Price'];

type PricingUpdate = { catalogue_id: string; store_id: string; discount_paise: number };
type Failure = { key: string; message: string };

/** Whether the warehouse is one of the company's, and so a store it prices at. */
export async function isStoreOf(db: Db, companyId: string, storeId: string) {
  const store = await db
    .selectFrom('company_warehouses')
    .select('warehouse_id')
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', storeId)
    .executeTakeFirst();
  return Boolean(store);
}

/** The company's and the store's names as parts of the file name, so downloads for several stores tell apart. */
async function csvNameParts(db: Db, urls: ServiceContext['urls'], companyId: string, storeId: string) {
  const [{ companies }, store] = await Promise.all([
    serviceApis(urls).ums.postUmsCompaniesByIds({ internal: true, body: { ids: [companyId] } }),
    db.selectFrom('warehouses').select(['name']).where('id', '=', storeId).executeTakeFirst(),
  ]);
  return [companies[0]?.name ?? '', store?.name ?? ''].map(fileNamePart).filter(Boolean);
}

const priced = (db: Db, companyId: string, storeId: string) =>
  db
    .selectFrom('catalogue_products as p')
    .leftJoin('catalogue_pricing as cp', (j) => j.onRef('cp.catalogue_id', '=', 'p.id').on('cp.store_id', '=', storeId))
    .where('p.company_id', '=', companyId);

const rowOf = (r: {
  id: string;
  product_id: number;
  product_title: string;
  sku: string;
  category: string;
  price_paise: number;
  discount_paise: number | null;
}) => {
  const discount = Number(r.discount_paise ?? 0);
  return {
    discount,
    finalPrice: Number(r.price_paise) - discount,
    catalogue: {
      id: r.id,
      productId: Number(r.product_id),
      productTitle: r.product_title,
      sku: r.sku,
      category: r.category,
      price: Number(r.price_paise),
    },
  };
};

const columns = [
  'p.id',
  'p.product_id',
  'p.product_title',
  'p.sku',
  'p.category',
  'p.price_paise',
  'cp.discount_paise',
] as const;

/**
 * What a store sells each SKU at: the catalogue price less the store's discount (never below
 * zero), for a direct-to-retailer order's lines. SKUs the catalogue does not list are left out.
 */
export async function storePrices(db: Db, companyId: string, storeId: string, skus: readonly string[]) {
  if (!skus.length) return [];
  const rows = await priced(db, companyId, storeId)
    .where(sql`upper(p.sku)`, 'in', [...new Set(skus.map((s) => s.trim().toUpperCase()))])
    .where('p.active', '=', 1)
    .select(['p.sku', 'p.product_title', 'p.price_paise', 'cp.discount_paise'])
    .execute();
  return rows.map((r) => {
    const price = Number(r.price_paise);
    return { sku: r.sku, title: r.product_title, price, unitPrice: Math.max(0, price - Number(r.discount_paise ?? 0)) };
  });
}

/** The pricing list's filters, as the route parsed them. */
export interface PricingListQuery {
  where: { searchOptionType?: 'sku' | 'title' | undefined; searchValue?: string | undefined };
}

/** One page of the company's products with their discount at the store, and how many there are. */
export async function findPricing(db: Db, companyId: string, storeId: string, body: PricingListQuery, page: Page) {
  const { limit, offset, order } = page;
  let q = priced(db, companyId, storeId);
  const value = body.where.searchValue;
  if (value) {
    q =
      body.where.searchOptionType === 'title'
        ? q.where(sql`lower(p.product_title)`, 'like', likePattern(value.toLowerCase(), 'contains'))
        : q.where(sql`lower(p.sku)`, 'like', likePattern(value.toLowerCase(), 'prefix'));
  }
  const [rows, total] = await Promise.all([
    q.select(columns).orderBy('p.product_id', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { pricing: rows.map(rowOf), totalCount: Number(total.n) };
}

/** The store's pricing sheet as a CSV file (its rows read a page at a time), named after the company and the store. */
export async function pricingCsv(
  db: Db,
  urls: ServiceContext['urls'],
  companyId: string,
  storeId: string,
): Promise<CsvFile> {
  const names = await csvNameParts(db, urls, companyId, storeId);
  const rows = exportRows(
    ({ limit, offset }) =>
      priced(db, companyId, storeId).select(columns).orderBy('p.product_id').limit(limit).offset(offset).execute(),
    (page) =>
      page.map(rowOf).map((r) => [
        r.catalogue.productId,
        r.catalogue.productTitle,
        r.catalogue.sku,
        r.catalogue.category,
        // The sheet is edited and uploaded back in rupees.
        paiseToRupeesText(r.catalogue.price),
        paiseToRupeesText(r.discount),
        paiseToRupeesText(r.finalPrice),
      ]),
  );
  return { name: ['catalogue-pricing', ...names].join('-'), header: PRICING_COLUMNS, rows };
}

/** Each sheet row checked against the company's products: the discounts to set, or what is wrong. */
async function checkSheet(db: Db, companyId: string, storeId: string, records: Record<string, string>[]) {
  const products = new Map(
    (
      await db
        .selectFrom('catalogue_products')
        .select(['id', 'sku', 'price_paise'])
        .where('company_id', '=', companyId)
        .execute()
    ).map((p) => [p.sku.toUpperCase(), p]),
  );
  const failed: Failure[] = [];
  // Keyed by product, so a SKU listed twice counts once (its last row).
  const updates = new Map<string, PricingUpdate>();
  records.forEach((r, i) => {
    const sku = (r.sku ?? '').trim();
    const key = sku || `Row ${i + 2}`;
    const problem =
      requiredRule('SKU')(sku) ??
      requiredRule('Discount')(r.discount ?? '') ??
      rupeesRule('Discount')(r.discount ?? '');
    if (problem) return void failed.push({ key, message: `Row ${i + 2}: ${problem}` });
    const product = products.get(sku.toUpperCase());
    if (!product) return void failed.push({ key, message: `Row ${i + 2}: ${fill(MSG.skuUnknown, { sku })}` });
    const discount = paiseOfRupeeFigure(r.discount ?? '');
    if (discount > Number(product.price_paise))
      return void failed.push({
        key,
        message: `Row ${i + 2}: ${fill(MSG.discountTooHigh, { price: formatPaise(Number(product.price_paise)) })}`,
      });
    updates.set(product.id, { catalogue_id: product.id, store_id: storeId, discount_paise: discount });
  });
  return { failed, values: [...updates.values()] };
}

/**
 * Sets the store's discounts from an uploaded sheet's rows. Rows are checked first; if any is
 * wrong nothing changes, and `failed` says why.
 */
export async function applyPricingSheet(db: Db, companyId: string, storeId: string, records: Record<string, string>[]) {
  const { failed, values } = await checkSheet(db, companyId, storeId, records);
  if (failed.length) return { updated: 0, failed };
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < values.length; i += 1000) {
      await tx
        .insertInto('catalogue_pricing')
        .values(values.slice(i, i + 1000))
        .onConflict((oc) =>
          oc
            .columns(['catalogue_id', 'store_id'])
            .doUpdateSet((eb) => ({ discount_paise: eb.ref('excluded.discount_paise'), updated_at: new Date() })),
        )
        .execute();
    }
  });
  return { updated: values.length, failed };
}
