import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  CatalogueProductRecordSchema,
  MSG,
  SHOP_TYPES,
  WsinRecordSchema,
  fieldRequired,
  MapWsinInput,
  ProductCreateInput,
  ProductInput,
  WsinInput,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  badRequest,
  forbidden,
  listBody,
  notFound,
  ok,
  pageOf,
  parse,
  z,
  type ServiceContext,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { searchHsn } from './hsn.js';
import { servesSeller } from '../reach.js';
import { replaceWsinMap } from './wsins.js';
import type { MapChanged } from './remap.js';
import {
  addWsin,
  createProduct,
  findProducts,
  findWsins,
  productRecordOf,
  productWithinReach,
  productsByIds,
  removeWsinMap,
  shopTypeCounts,
  skuTaxes,
  unlistedSkus,
  updateProduct,
  wantedSkus,
  wsinsByIds,
} from './service.js';

export { ensureStockRows } from './service.js';

type Ctx = ServiceContext<WmsDB>;

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

const SkusBody = z.object({ companyId: z.string().uuid(), skus: z.array(z.string().max(200)).max(10_000) });

/** A product as a write leaves it. */
const ProductReply = answers(z.object({ catalogue: CatalogueProductRecordSchema }));

/** The company a write is for: the seller's own, or the one an admin names. */
async function writeScope(ctx: Ctx, request: FastifyRequest, requested: string | undefined) {
  const { principal, companyId, warehouseIds } = await ctx.auth.reach(request, requested);
  if (!companyId) throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
  // An operator keeps the catalogue of the sellers it stocks, never of others (or its own company).
  if (warehouseIds && (companyId === principal.companyId || !(await servesSeller(ctx.db, warehouseIds, companyId))))
    throw forbidden();
  return { principal, companyId };
}

async function ownProduct(ctx: Ctx, request: FastifyRequest, id: string) {
  const within = await ctx.auth.reach(request, undefined);
  return productWithinReach(ctx.db, within, parse(z.string().uuid(), id));
}

const reply = async (ctx: Ctx, id: string, message: string) =>
  ok({ catalogue: await productRecordOf(ctx.db, id) }, message);

export function catalogueRoutes(app: ServiceApp, ctx: Ctx, mapChanged: MapChanged) {
  productRoutes(app, ctx, mapChanged);
  skuLookupRoutes(app, ctx);
  wsinMapRoutes(app, ctx, mapChanged);
  wsinRoutes(app, ctx);
}

/** The product list, its batch read, and creating or changing a product. */
function productRoutes(app: ServiceApp, ctx: Ctx, mapChanged: MapChanged) {
  const { db } = ctx;

  app.post(
    '/catalogue/find',
    {
      config: { access: 'member' },
      schema: {
        body: ListBody,
        response: answersPage('catalogues', CatalogueProductRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const within = await ctx.auth.reach(request, body.where.companyId);
      return ok(await findProducts(db, within, body, pageOf(body)));
    },
  );

  byIdsRoute(
    app,
    '/catalogue/byIds',
    'catalogues',
    async (ids, request) => {
      const within = await ctx.auth.reach(request, undefined);
      return productsByIds(db, within, ids);
    },
    { record: CatalogueProductRecordSchema },
  );

  app.post(
    '/catalogue',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: ProductCreateInput, response: ProductReply },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await writeScope(ctx, request, body.companyId);
      const id = await createProduct(db, companyId, body, mapChanged);
      return reply(ctx, id, MSG.productCreated);
    },
  );

  app.put(
    '/catalogue/:id',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue' },
      schema: { body: ProductInput, params: z.object({ id: z.string().max(200) }), response: ProductReply },
    },
    async (request) => {
      const body = request.body;
      const product = await ownProduct(ctx, request, request.params.id);
      await updateProduct(db, product, body);
      return reply(ctx, product.id, MSG.productUpdated);
    },
  );
}

/** What other services and screens ask of a company's SKUs: which are missing, their tax, counts by channel. */
function skuLookupRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /**
   * Which of the SKUs an order names the company's catalogue lacks, and which it lists with no
   * WSIN map, whatever their case, in capitals (OMS asks).
   */
  app.post(
    '/catalogue/skus/unlisted',
    {
      config: { access: 'internal' },
      schema: {
        body: SkusBody,
        response: answers(z.object({ unlisted: z.array(z.string()), unmapped: z.array(z.string()) })),
      },
    },
    async (request) => {
      const { companyId, skus } = request.body;
      const wanted = wantedSkus(skus);
      if (!wanted.length) return ok({ unlisted: [], unmapped: [] });
      return ok(await unlistedSkus(db, companyId, wanted));
    },
  );

  /** What a tax invoice needs of the products an order names: HSN code and GST rate by SKU, any case (OMS asks). */
  app.post(
    '/catalogue/skus/tax',
    {
      config: { access: 'internal' },
      schema: {
        body: SkusBody,
        response: answers(
          z.object({
            products: z.array(z.object({ sku: z.string(), hsnCode: z.string(), gstRate: z.number().int() })),
          }),
        ),
      },
    },
    async (request) => {
      const { companyId, skus } = request.body;
      const wanted = wantedSkus(skus);
      if (!wanted.length) return ok({ products: [] });
      return ok({ products: await skuTaxes(db, companyId, wanted) });
    },
  );

  /**
   * A brand's active products, SKU and title, by title (the d2r service asks: a promoter counts
   * these in shops and may name no other); `skus` narrows it to those, any case.
   */
  app.post(
    '/internal/catalogue/products',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({
          companyId: z.string().uuid(),
          skus: z.array(z.string().trim().min(1).max(100)).max(500).optional(),
        }),
        response: answers(z.object({ products: z.array(z.object({ sku: z.string(), title: z.string() })) })),
      },
    },
    async (request) => {
      const { companyId, skus } = request.body;
      let q = db
        .selectFrom('catalogue_products')
        .select(['sku', 'product_title as title'])
        .where('company_id', '=', companyId)
        .where('active', '=', 1);
      if (skus) {
        const wanted = wantedSkus(skus);
        if (!wanted.length) return ok({ products: [] });
        q = q.where(sql`upper(sku)`, 'in', wanted);
      }
      return ok({ products: await q.orderBy('product_title').orderBy('sku').limit(500).execute() });
    },
  );

  /** How many products each sales channel type holds, per company. */
  app.post(
    '/catalogue/shop-types/company/',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({ companyIds: z.array(z.string().uuid()).max(100).default([]) }),
        response: answers(
          z.object({
            catalogueShopTypes: z.array(z.object({ shopType: z.enum(SHOP_TYPES), count: z.number().int() })),
          }),
        ),
      },
    },
    async (request) => {
      const { companyIds } = request.body;
      const within = await ctx.auth.reach(request, companyIds.length === 1 ? companyIds[0] : undefined);
      return ok({ catalogueShopTypes: await shopTypeCounts(db, within, companyIds) });
    },
  );
}

/** A product's WSIN map, set and cleared by admins, and the HSN lookup of the product form. */
function wsinMapRoutes(app: ServiceApp, ctx: Ctx, mapChanged: MapChanged) {
  const { db } = ctx;

  /** Replaces a product's WSIN map. Admins only (the admin view has the controls). */
  app.post(
    '/catalogue/map-wsin',
    {
      config: { access: 'admin', adminPermission: 'brandCatalogue' },
      schema: { body: MapWsinInput, response: ProductReply },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const product = await ownProduct(ctx, request, body.catalogueId);
      if (body.companyId && body.companyId !== product.company_id) throw notFound();
      await db.transaction().execute(async (tx) => {
        await replaceWsinMap(tx, product, body.data);
        await mapChanged(tx, [product.id]);
      });
      return reply(ctx, product.id, MSG.wsinMapped);
    },
  );

  app.delete(
    '/catalogue/remove-wsin-map',
    {
      config: { access: 'admin', adminPermission: 'brandCatalogue' },
      schema: {
        body: z.object({ catalogueId: z.string().uuid(), companyId: z.string().uuid().optional() }),
        response: ProductReply,
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const body = request.body;
      const product = await ownProduct(ctx, request, body.catalogueId);
      if (body.companyId && body.companyId !== product.company_id) throw notFound();
      await db.transaction().execute(async (tx) => {
        await removeWsinMap(tx, product.id);
        await mapChanged(tx, [product.id]);
      });
      return reply(ctx, product.id, MSG.wsinMapDeleted);
    },
  );

  app.get(
    '/catalogue/hsn',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object({ search: z.string().max(200).optional() }),
        response: answers(z.object({ hsnCodes: z.array(z.object({ code: z.string(), description: z.string() })) })),
      },
    },
    async (request) => {
      await ctx.auth.member(request);
      return ok({ hsnCodes: await searchHsn(db, request.query.search ?? '') });
    },
  );
}

/** The WSIN list, its batch read, and an admin's new WSIN. */
function wsinRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  app.post(
    '/wsin/find',
    {
      config: { access: 'member' },
      schema: {
        body: WsinListBody,
        response: answersPage('wsins', WsinRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const within = await ctx.auth.reach(request, body.where.companyId);
      return ok(await findWsins(db, within, body, pageOf(body)));
    },
  );

  byIdsRoute(
    app,
    '/wsin/byIds',
    'wsins',
    async (ids, request) => {
      const within = await ctx.auth.reach(request, undefined);
      return wsinsByIds(db, within, ids);
    },
    { record: WsinRecordSchema },
  );

  /** A new WSIN, with an empty stock row at each of the company's warehouses. Admins only. */
  app.post(
    '/wsin',
    {
      config: { access: 'admin', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: WsinInput, response: answers(z.object({ wsin: WsinRecordSchema })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      return ok({ wsin: await addWsin(db, request.body) }, MSG.wsinCreated);
    },
  );
}
