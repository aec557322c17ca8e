import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { MSG, WSIN_MAX_LENGTH, fill, type WsinInput, type z } from '@parcelo/common';
import { badRequest, conflict } from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { ensureStockRows } from './service.js';

/** The company's WSIN with this code, in any case. */
const wsinWithCode = (db: Kysely<WmsDB>, companyId: string, code: string) =>
  db
    .selectFrom('wsins')
    .select(['id', 'wsin'])
    .where('company_id', '=', companyId)
    .where(sql`upper(wsin)`, '=', code.toUpperCase())
    .executeTakeFirst();

/**
 * A new WSIN of a company, with an empty stock row at each of its warehouses (Brands > WSIN,
 * and each row of the admins' WSIN upload). A WSIN the company has, in any case, is refused.
 * The caller tells the list's counts (countsChanged) once its transaction has committed.
 */
export async function createWsin(db: Kysely<WmsDB>, input: z.output<typeof WsinInput>): Promise<string> {
  if (await wsinWithCode(db, input.companyId, input.wsin)) throw conflict(MSG.wsinTaken, 'wsin');
  const id = randomUUID();
  await db
    .insertInto('wsins')
    .values({ id, company_id: input.companyId, wsin: input.wsin, name: input.name, active: input.active })
    .execute();
  await ensureStockRows(db, input.companyId, [id]);
  return id;
}

/**
 * Replaces a product's WSIN map (Brands > Products, and each product of the admins' WSIN
 * mapping upload): every WSIN must be the company's; a WSIN named twice adds up its units.
 */
export async function replaceWsinMap(
  db: Kysely<WmsDB>,
  product: { id: string; company_id: string },
  data: Record<string, number>,
): Promise<void> {
  const wanted = Object.entries(data);
  const wsins = await db
    .selectFrom('wsins')
    .select(['id', 'wsin'])
    .where('company_id', '=', product.company_id)
    .where(
      sql`upper(wsin)`,
      'in',
      wanted.map(([w]) => w.toUpperCase()),
    )
    .execute();
  const byCode = new Map(wsins.map((w) => [w.wsin.toUpperCase(), w.id]));
  const unknown = wanted.find(([w]) => !byCode.has(w.toUpperCase()));
  if (unknown) throw badRequest(fill(MSG.wsinUnknown, { wsin: unknown[0] }), 'data');
  const merged = new Map<string, number>();
  for (const [w, q] of wanted) {
    const id = byCode.get(w.toUpperCase())!;
    merged.set(id, (merged.get(id) ?? 0) + q);
  }
  await db.deleteFrom('catalogue_wsins').where('catalogue_id', '=', product.id).execute();
  await db
    .insertInto('catalogue_wsins')
    .values([...merged].map(([wsin_id, quantity]) => ({ catalogue_id: product.id, wsin_id, quantity })))
    .execute();
  await db.updateTable('catalogue_products').set({ updated_at: new Date() }).where('id', '=', product.id).execute();
}

/**
 * Maps a new product one to one to the company's WSIN whose code is its SKU, so a seller can
 * stock what it lists without an admin (who may remap it later): the WSIN the company has, in
 * any case, or a new one named after the product. Answers whether it made a WSIN; the caller
 * then tells the list's counts (countsChanged) once its transaction has committed.
 */
export async function mapToOwnWsin(
  db: Kysely<WmsDB>,
  product: { id: string; company_id: string; sku: string; product_title: string },
): Promise<boolean> {
  if (product.sku.length > WSIN_MAX_LENGTH) throw badRequest(fill(MSG.wsinSkuTooLong, { n: WSIN_MAX_LENGTH }), 'sku');
  const existing = await wsinWithCode(db, product.company_id, product.sku);
  if (!existing)
    await createWsin(db, {
      companyId: product.company_id,
      wsin: product.sku,
      name: product.product_title,
      active: true,
    });
  await replaceWsinMap(db, product, { [existing?.wsin ?? product.sku]: 1 });
  return !existing;
}
