import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { MSG, type ProductCreateInput, type ProductInput, type WsinInput } from '@parcelo/common';
import { conflict, countsChanged, likePattern, notFound, type Reach, type z, type Page } from '../../platform/index.js';
import type { CatalogueProductRow, WmsDB } from '../db.js';
import { sellersWithin } from '../reach.js';
import { productRecords, wsinRecord } from './records.js';
import { productValues, takeProductNumbers } from './product.js';
import { createWsin, mapToOwnWsin } from './wsins.js';
import type { MapChanged } from './remap.js';

type Db = Kysely<WmsDB>;
type Within = Pick<Reach, 'companyId' | 'warehouseIds'>;

/**
 * An inventory row for each WSIN at each warehouse of the company, where one is missing.
 * The caller tells the list's counts (countsChanged) once its transaction has committed.
 */
export async function ensureStockRows(db: Db, companyId: string, wsinIds: string[]): Promise<void> {
  if (!wsinIds.length) return;
  await db
    .insertInto('inventory')
    .columns(['id', 'company_id', 'warehouse_id', 'wsin_id'])
    .expression(
      db
        .selectFrom('company_warehouses as cw')
        .crossJoin('wsins as w')
        .select([sql<string>`gen_random_uuid()`.as('id'), 'cw.company_id', 'cw.warehouse_id', 'w.id as wsin_id'])
        .where('cw.company_id', '=', companyId)
        .where('w.id', 'in', wsinIds),
    )
    .onConflict((oc) => oc.columns(['warehouse_id', 'wsin_id']).doNothing())
    .execute();
}

/** A product the caller may touch; another seller's is simply not found. */
export async function productWithinReach(db: Db, within: Within, id: string) {
  const q = sellersWithin(db, db.selectFrom('catalogue_products').selectAll().where('id', '=', id), within);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function productRecordOf(db: Db, id: string) {
  const row = await db.selectFrom('catalogue_products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [catalogue] = await productRecords(db, [row]);
  return catalogue!;
}

/** The product list's filters and sort, as the route parsed them. */
export interface ProductListQuery {
  where: {
    searchOptionType?: 'sku' | 'title' | undefined;
    searchValue?: string | undefined;
    active?: 0 | 1 | undefined;
  };
  sortBy: { by: string };
}

/** One page of the products within reach, and how many there are. */
export async function findProducts(db: Db, within: Within, body: ProductListQuery, page: Page) {
  const { limit, offset, order } = page;
  let q = sellersWithin(db, db.selectFrom('catalogue_products'), within);
  if (body.where.active !== undefined) q = q.where('active', '=', body.where.active);
  const value = body.where.searchValue;
  if (value) {
    q =
      body.where.searchOptionType === 'sku'
        ? q.where(sql`lower(sku)`, 'like', likePattern(value.toLowerCase(), 'prefix'))
        : q.where(sql`lower(product_title)`, 'like', likePattern(value.toLowerCase(), 'contains'));
  }
  const sort = body.sortBy.by === 'productId' ? 'product_id' : 'created_at';
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy(sort, order).orderBy('id', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { catalogues: await productRecords(db, rows), totalCount: Number(total.n) };
}

export async function productsByIds(db: Db, within: Within, ids: readonly string[]) {
  const q = sellersWithin(db, db.selectFrom('catalogue_products').selectAll().where('id', 'in', ids), within);
  return productRecords(db, await q.execute());
}

/**
 * A new product of the company, numbered in turn; a SKU it has, in any case, is refused. With
 * createWsin it is mapped to its own WSIN in the same transaction, so it is never left half made.
 */
export async function createProduct(
  db: Db,
  companyId: string,
  body: z.output<typeof ProductCreateInput>,
  mapChanged: MapChanged,
) {
  const taken = await db
    .selectFrom('catalogue_products')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql`upper(sku)`, '=', body.sku.toUpperCase())
    .executeTakeFirst();
  if (taken) throw conflict(MSG.skuTaken, 'sku');
  const id = randomUUID();
  const wsinMade = await db.transaction().execute(async (tx) => {
    const [number] = await takeProductNumbers(tx, companyId, 1);
    const values = productValues(body);
    await tx
      .insertInto('catalogue_products')
      .values({ id, company_id: companyId, product_id: number!, ...values })
      .execute();
    if (!body.createWsin) return false;
    const made = await mapToOwnWsin(tx, { id, company_id: companyId, ...values });
    // Orders taken for the SKU while it was unlisted now hold stock by the map, as after an admin's.
    await mapChanged(tx, [id]);
    return made;
  });
  if (wsinMade) countsChanged(db, companyId);
  return id;
}

/** Changes a product; a SKU another of the company's products has, in any case, is refused. */
export async function updateProduct(db: Db, product: CatalogueProductRow, body: z.output<typeof ProductInput>) {
  const taken = await db
    .selectFrom('catalogue_products')
    .select('id')
    .where('company_id', '=', product.company_id)
    .where(sql`upper(sku)`, '=', body.sku.toUpperCase())
    .where('id', '!=', product.id)
    .executeTakeFirst();
  if (taken) throw conflict(MSG.skuTaken, 'sku');
  await db
    .updateTable('catalogue_products')
    .set({ ...productValues(body), updated_at: new Date() })
    .where('id', '=', product.id)
    .execute();
}

/** The SKUs, trimmed, upper-cased and once each, blanks left out. */
export const wantedSkus = (skus: readonly string[]) => [
  ...new Set(skus.map((s) => s.trim().toUpperCase()).filter(Boolean)),
];

/**
 * Which of the (wanted) SKUs the company's catalogue lacks, and which it lists without a
 * WSIN map: neither can have stock blocked for it, so orders take them only when the company
 * allows unlisted SKUs.
 */
export async function unlistedSkus(db: Db, companyId: string, wanted: string[]) {
  const listed = await db
    .selectFrom('catalogue_products as p')
    .select([
      'p.sku',
      (eb) => eb.exists(eb.selectFrom('catalogue_wsins as m').whereRef('m.catalogue_id', '=', 'p.id')).as('mapped'),
    ])
    .where('p.company_id', '=', companyId)
    .where(sql`upper(p.sku)`, 'in', wanted)
    .execute();
  const found = new Set(listed.map((p) => p.sku.toUpperCase()));
  return {
    unlisted: wanted.filter((s) => !found.has(s)),
    unmapped: listed.filter((p) => !p.mapped).map((p) => p.sku.toUpperCase()),
  };
}

/** HSN code and GST rate of the company's products with the (wanted) SKUs. */
export async function skuTaxes(db: Db, companyId: string, wanted: string[]) {
  const rows = await db
    .selectFrom('catalogue_products')
    .select(['sku', 'hsn_code', 'gst_rate'])
    .where('company_id', '=', companyId)
    .where(sql`upper(sku)`, 'in', wanted)
    .execute();
  return rows.map((r) => ({ sku: r.sku, hsnCode: r.hsn_code, gstRate: r.gst_rate }));
}

/** How many products each sales channel type holds, within reach (and the named companies). */
export async function shopTypeCounts(db: Db, within: Within, companyIds: readonly string[]) {
  const { companyId } = within;
  let q = sellersWithin(
    db,
    db
      .selectFrom('catalogue_products')
      .select(['shop_type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('shop_type'),
    within,
  );
  if (!companyId && companyIds.length) q = q.where('company_id', 'in', companyIds);
  const rows = await q.orderBy('shop_type').execute();
  return rows.map((r) => ({ shopType: r.shop_type, count: Number(r.n) }));
}

export async function removeWsinMap(tx: Db, productId: string) {
  await tx.deleteFrom('catalogue_wsins').where('catalogue_id', '=', productId).execute();
  await tx.updateTable('catalogue_products').set({ updated_at: new Date() }).where('id', '=', productId).execute();
}

/** The WSIN list's filters, as the route parsed them. */
export interface WsinListQuery {
  where: { searchOptionType?: 'wsin' | 'code' | 'title' | undefined; searchValue?: string | undefined };
}

/** One page of the WSINs within reach, newest first by default, and how many there are. */
export async function findWsins(db: Db, within: Within, body: WsinListQuery, page: Page) {
  const { limit, offset, order } = page;
  let q = sellersWithin(db, db.selectFrom('wsins'), within);
  const value = body.where.searchValue;
  if (value) {
    q =
      body.where.searchOptionType === 'title'
        ? q.where(sql`lower(name)`, 'like', likePattern(value.toLowerCase(), 'contains'))
        : body.where.searchOptionType === 'code'
          ? q.where(sql`upper(wsin)`, '=', value.toUpperCase())
          : q.where(sql`lower(wsin)`, 'like', likePattern(value.toLowerCase(), 'prefix'));
  }
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { wsins: rows.map(wsinRecord), totalCount: Number(total.n) };
}

export async function wsinsByIds(db: Db, within: Within, ids: readonly string[]) {
  const q = sellersWithin(db, db.selectFrom('wsins').selectAll().where('id', 'in', ids), within);
  return (await q.execute()).map(wsinRecord);
}

/** The list's counts are told only once the WSIN's transaction has committed. */
export async function addWsin(db: Db, body: z.output<typeof WsinInput>) {
  const id = await db.transaction().execute((tx) => createWsin(tx, body));
  countsChanged(db, body.companyId);
  const row = await db.selectFrom('wsins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return wsinRecord(row);
}
