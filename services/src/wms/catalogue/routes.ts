import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { MSG, fieldRequired, MapWsinInput, ProductInput, WsinInput } from '@parcelo/common';
import {
  byIdsRoute,
  badRequest,
  conflict,
  countsChanged,
  forbidden,
  likePattern,
  listBody,
  notFound,
  ok,
  pageOf,
  parse,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { productRecords, wsinRecord } from './records.js';
import { searchHsn } from './hsn.js';
import { sellersWithin, servesSeller } from '../reach.js';
import { productValues, takeProductNumbers } from './product.js';
import { createWsin, replaceWsinMap } from './wsins.js';

const ListBody = listBody(
  {
    companyId: z.string().uuid(),
    searchOptionType: z.enum(['sku', 'title']),
    searchValue: z.string().trim().max(200),
    active: z.union([z.literal(0), z.literal(1)]),
  },
  ['createdAt', 'productId'] as const,
);

const WsinListBody = listBody(
  {
    companyId: z.string().uuid(),
    searchOptionType: z.enum(['wsin', 'code', 'title']),
    searchValue: z.string().trim().max(200),
  },
  ['createdAt'] as const,
);

export function catalogueRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>) {
  const { db } = ctx;

  /** The company a write is for: the seller's own, or the one an admin names. */
  async function writeScope(request: FastifyRequest, requested: string | undefined) {
    const { principal, companyId, warehouseIds } = await ctx.auth.reach(request, requested);
    if (!companyId) throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
    // An operator keeps the catalogue of the sellers it stocks, never of others (or its own company).
    if (warehouseIds && (companyId === principal.companyId || !(await servesSeller(db, warehouseIds, companyId))))
      throw forbidden();
    return { principal, companyId };
  }

  async function ownProduct(request: FastifyRequest, id: string) {
    const within = await ctx.auth.reach(request, undefined);
    const q = sellersWithin(
      db,
      db.selectFrom('catalogue_products').selectAll().where('id', '=', parse(z.string().uuid(), id)),
      within,
    );
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const reply = async (id: string, message: string) => {
    const row = await db.selectFrom('catalogue_products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [catalogue] = await productRecords(db, [row]);
    return ok({ catalogue }, message);
  };

  app.post('/catalogue/find', { config: { access: 'member' }, schema: { body: ListBody } }, async (request) => {
    const body = request.body;
    const within = await ctx.auth.reach(request, body.where.companyId);
    const { limit, offset, order } = pageOf(body);
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
    return ok({ catalogues: await productRecords(db, rows), totalCount: Number(total.n) });
  });

  byIdsRoute(app, '/catalogue/byIds', 'catalogues', async (ids, request) => {
    const within = await ctx.auth.reach(request, undefined);
    const q = sellersWithin(db, db.selectFrom('catalogue_products').selectAll().where('id', 'in', ids), within);
    return productRecords(db, await q.execute());
  });

  app.post(
    '/catalogue',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: ProductInput },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await writeScope(request, body.companyId);
      const taken = await db
        .selectFrom('catalogue_products')
        .select('id')
        .where('company_id', '=', companyId)
        .where(sql`upper(sku)`, '=', body.sku.toUpperCase())
        .executeTakeFirst();
      if (taken) throw conflict(MSG.skuTaken, 'sku');
      const id = randomUUID();
      await db.transaction().execute(async (tx) => {
        const [number] = await takeProductNumbers(tx, companyId, 1);
        await tx
          .insertInto('catalogue_products')
          .values({ id, company_id: companyId, product_id: number!, ...productValues(body) })
          .execute();
      });
      return reply(id, MSG.productCreated);
    },
  );

  app.put(
    '/catalogue/:id',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue' },
      schema: { body: ProductInput, params: z.object({ id: z.string().max(200) }) },
    },
    async (request) => {
      const body = request.body;
      const product = await ownProduct(request, request.params.id);
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
      return reply(product.id, MSG.productUpdated);
    },
  );

  /** Which of the SKUs an order names the company's catalogue lacks, whatever their case (OMS asks). */
  app.post(
    '/catalogue/skus/unlisted',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ companyId: z.string().uuid(), skus: z.array(z.string().max(200)).max(10_000) }),
      },
    },
    async (request) => {
      const { companyId, skus } = request.body;
      const wanted = [...new Set(skus.map((s) => s.trim().toUpperCase()).filter(Boolean))];
      if (!wanted.length) return ok({ unlisted: [] });
      const listed = await db
        .selectFrom('catalogue_products')
        .select('sku')
        .where('company_id', '=', companyId)
        .where(sql`upper(sku)`, 'in', wanted)
        .execute();
      const found = new Set(listed.map((p) => p.sku.toUpperCase()));
      return ok({ unlisted: wanted.filter((s) => !found.has(s)) });
    },
  );

  /** What a tax invoice needs of the products an order names: HSN code and GST rate by SKU, any case (OMS asks). */
  app.post(
    '/catalogue/skus/tax',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ companyId: z.string().uuid(), skus: z.array(z.string().max(200)).max(10_000) }),
      },
    },
    async (request) => {
      const { companyId, skus } = request.body;
      const wanted = [...new Set(skus.map((s) => s.trim().toUpperCase()).filter(Boolean))];
      if (!wanted.length) return ok({ products: [] });
      const rows = await db
        .selectFrom('catalogue_products')
        .select(['sku', 'hsn_code', 'gst_rate'])
        .where('company_id', '=', companyId)
        .where(sql`upper(sku)`, 'in', wanted)
        .execute();
      return ok({ products: rows.map((r) => ({ sku: r.sku, hsnCode: r.hsn_code, gstRate: r.gst_rate })) });
    },
  );

  /** How many products each sales channel type holds, per company. */
  app.post(
    '/catalogue/shop-types/company/',
    {
      config: { access: 'member' },
      schema: { body: z.object({ companyIds: z.array(z.string().uuid()).max(100).default([]) }) },
    },
    async (request) => {
      const { companyIds } = request.body;
      const within = await ctx.auth.reach(request, companyIds.length === 1 ? companyIds[0] : undefined);
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
      return ok({ catalogueShopTypes: rows.map((r) => ({ shopType: r.shop_type, count: Number(r.n) })) });
    },
  );

  /** Replaces a product's WSIN map. Admins only (the admin view has the controls). */
  app.post(
    '/catalogue/map-wsin',
    { config: { access: 'admin', adminPermission: 'brandCatalogue' }, schema: { body: MapWsinInput } },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const product = await ownProduct(request, body.catalogueId);
      if (body.companyId && body.companyId !== product.company_id) throw notFound();
      await db.transaction().execute((tx) => replaceWsinMap(tx, product, body.data));
      return reply(product.id, MSG.wsinMapped);
    },
  );

  app.delete(
    '/catalogue/remove-wsin-map',
    {
      config: { access: 'admin', adminPermission: 'brandCatalogue' },
      schema: { body: z.object({ catalogueId: z.string().uuid(), companyId: z.string().uuid().optional() }) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const product = await ownProduct(request, body.catalogueId);
      if (body.companyId && body.companyId !== product.company_id) throw notFound();
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('catalogue_wsins').where('catalogue_id', '=', product.id).execute();
        await tx
          .updateTable('catalogue_products')
          .set({ updated_at: new Date() })
          .where('id', '=', product.id)
          .execute();
      });
      return reply(product.id, MSG.wsinMapDeleted);
    },
  );

  app.get(
    '/catalogue/hsn',
    { config: { access: 'member' }, schema: { querystring: z.object({ search: z.string().max(200).optional() }) } },
    async (request) => {
      await ctx.auth.member(request);
      return ok({ hsnCodes: await searchHsn(db, request.query.search ?? '') });
    },
  );

  app.post('/wsin/find', { config: { access: 'member' }, schema: { body: WsinListBody } }, async (request) => {
    const body = request.body;
    const within = await ctx.auth.reach(request, body.where.companyId);
    const { limit, offset, order } = pageOf(body);
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
    return ok({ wsins: rows.map(wsinRecord), totalCount: Number(total.n) });
  });

  byIdsRoute(app, '/wsin/byIds', 'wsins', async (ids, request) => {
    const within = await ctx.auth.reach(request, undefined);
    const q = sellersWithin(db, db.selectFrom('wsins').selectAll().where('id', 'in', ids), within);
    return (await q.execute()).map(wsinRecord);
  });

  /** A new WSIN, with an empty stock row at each of the company's warehouses. Admins only. */
  app.post(
    '/wsin',
    { config: { access: 'admin', adminPermission: 'brandCatalogue', idempotent: true }, schema: { body: WsinInput } },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const id = await db.transaction().execute((tx) => createWsin(tx, body));
      countsChanged(db, body.companyId);
      const row = await db.selectFrom('wsins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return ok({ wsin: wsinRecord(row) }, MSG.wsinCreated);
    },
  );
}

/**
 * An inventory row for each WSIN at each warehouse of the company, where one is missing.
 * The caller tells the list's counts (countsChanged) once its transaction has committed.
 */
export async function ensureStockRows(db: Kysely<WmsDB>, companyId: string, wsinIds: string[]): Promise<void> {
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
