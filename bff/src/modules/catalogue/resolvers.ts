import { catalogueActiveLabel, wsinMapLabel } from '@parcelo/common';
import type { CatalogueProductInput, Resolvers, ShopType, WsinSearchField } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import type { Context } from '../../context.js';
import type { CatalogueProductBody } from '../../upstream/wms.js';
import { bulkUploadPreview, bulkUploadSave } from '../tasks/bulk.js';

/** The product form's input as WMS's body. */
function productBody(
  input: Omit<CatalogueProductInput, 'company' | 'createWsin'> & { company?: string | null },
): CatalogueProductBody {
  const { company, mappedDimensions, shopType, active, imageUrls, d2rCategory, gstRate, ...rest } = input;
  return {
    ...rest,
    // Left out when not given: a new product takes WMS's default rate, an edited one keeps its own.
    ...(gstRate != null ? { gstRate } : {}),
    ...(company ? { companyId: localId(company, 'Company') } : {}),
    mappedDimensions: mappedDimensions ?? null,
    d2rCategory: d2rCategory ?? null,
    // Both as GraphQL gives them (any Int, the enum lower-cased): WMS refuses what it does not take in the form's words.
    shopType: (shopType ?? 'MANUAL').toLowerCase() as CatalogueProductBody['shopType'],
    active: (active ?? 1) as CatalogueProductBody['active'],
    imageUrls: imageUrls ?? [],
  };
}

/** The scope of a list: a company an admin names, or the viewer's own (the services enforce it too). */
async function companyOf(ctx: Context, company: string | null | undefined): Promise<string | undefined> {
  await ctx.requireViewer();
  return company ? localId(company, 'Company') : undefined;
}

const WSIN_SEARCH: Record<WsinSearchField, 'wsin' | 'code' | 'title'> = {
  WSIN: 'wsin',
  CODE: 'code',
  PRODUCT_TITLE: 'title',
};

export const catalogueResolvers: Resolvers = {
  CatalogueProduct: {
    id: (p) => toGlobalId('CatalogueProduct', p.id),
    skuId: (p) => p.sku,
    shopType: (p) => p.shopType.toUpperCase() as ShopType,
    dimensions: (p) =>
      p.mappedDimensions
        ? `${p.mappedDimensions.length} x ${p.mappedDimensions.breadth} x ${p.mappedDimensions.height} cm`
        : null,
    activeLabel: (p) => catalogueActiveLabel(p.active),
    wsinMapping: (p) => p.wsinMapping.map((m) => ({ wsin: m.wsin, quantity: m.quantity })),
    wsinMappingLabel: (p) => wsinMapLabel(p.wsinMapping),
    company: (p, _, ctx) => ctx.loaders.company.load(p.companyId).catch(() => null),
  },
  Wsin: {
    id: (w) => toGlobalId('Wsin', w.id),
  },
  // The root again, so a form's change refreshes the counts shown beside the list it changed.
  CatalogueProductCreatePayload: { query: () => ({}) },
  CatalogueProductPayload: { query: () => ({}) },
  CataloguePricingRow: {
    catalogueProduct: (r, _, ctx) => ctx.loaders.catalogueProduct.load(r.catalogue.id).catch(rethrow),
  },
  Query: {
    cataloguePricing: async (_, { company, store, first, after, search }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const where = search?.value.trim()
        ? { searchOptionType: search.by === 'SKU' ? ('sku' as const) : ('title' as const), searchValue: search.value }
        : {};
      const { pricing, totalCount } = await ctx.apis.wms
        .pricingFind(localId(company, 'Company'), localId(store, 'Warehouse'), {
          ...listRequest(window, where),
          sortBy: { by: 'productId', order: 'ASC' },
        })
        .catch(rethrow);
      return connectionFrom(pricing, totalCount, window);
    },
    catalogueProducts: async (_, { first, after, company, search, active }, ctx) => {
      const window = pageWindow(first, after);
      const companyId = await companyOf(ctx, company);
      const where = {
        ...(companyId ? { companyId } : {}),
        ...(search?.value.trim()
          ? { searchOptionType: search.by === 'SKU' ? ('sku' as const) : ('title' as const), searchValue: search.value }
          : {}),
        ...(active === 0 || active === 1 ? { active: active as 0 | 1 } : {}),
      };
      const { catalogues, totalCount } = await ctx.apis.wms.catalogueFind(listRequest(window, where)).catch(rethrow);
      for (const p of catalogues) ctx.loaders.catalogueProduct.prime(p.id, p);
      return connectionFrom(catalogues, totalCount, window);
    },
    catalogueShopTypes: async (_, { companies }, ctx) => {
      await ctx.requireViewer();
      const { catalogueShopTypes } = await ctx.apis.wms
        .catalogueShopTypes((companies ?? []).map((c) => localId(c, 'Company')))
        .catch(rethrow);
      return catalogueShopTypes.map((s) => ({ shopType: s.shopType.toUpperCase() as ShopType, count: s.count }));
    },
    hsnCodes: async (_, { search }, ctx) => {
      await ctx.requireViewer();
      return (await ctx.apis.wms.hsn(search).catch(rethrow)).hsnCodes;
    },
    wsins: async (_, { first, after, company, search }, ctx) => {
      const window = pageWindow(first, after);
      const companyId = await companyOf(ctx, company);
      const where = {
        ...(companyId ? { companyId } : {}),
        ...(search?.value.trim()
          ? {
              searchOptionType: WSIN_SEARCH[search.by],
              searchValue: search.value,
            }
          : {}),
      };
      const { wsins, totalCount } = await ctx.apis.wms.wsinFind(listRequest(window, where)).catch(rethrow);
      return connectionFrom(wsins, totalCount, window);
    },
  },
  Mutation: {
    cataloguePricingUpload: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.wms.pricingUpload(localId(input.company, 'Company'), localId(input.store, 'Warehouse'), {
            file: input.file,
          });
        },
        { updated: null, failed: null },
        { fields: { storeId: 'store' } },
      ),
    catalogueBulkUploadPreview: (_, { input }, ctx) => bulkUploadPreview(ctx, 'catalogues', input),
    catalogueBulkUploadSave: (_, { input }, ctx) => bulkUploadSave(ctx, 'catalogues', input),
    wsinBulkUploadPreview: (_, { input }, ctx) => bulkUploadPreview(ctx, 'wsins', input),
    wsinBulkUploadSave: (_, { input }, ctx) => bulkUploadSave(ctx, 'wsins', input),
    wsinMapBulkUploadPreview: (_, { input }, ctx) => bulkUploadPreview(ctx, 'wsinMaps', input),
    wsinMapBulkUploadSave: (_, { input }, ctx) => bulkUploadSave(ctx, 'wsinMaps', input),
    catalogueProductCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { idempotencyKey, createWsin, ...product } = input;
          const { catalogue } = await ctx.apis.wms.catalogueCreate(
            { ...productBody(product), createWsin: createWsin ?? false },
            idempotencyKey,
          );
          return { catalogueProductEdge: { cursor: toGlobalId('CatalogueProduct', catalogue.id), node: catalogue } };
        },
        { catalogueProductEdge: null },
        { fields: { companyId: 'company' } },
      ),
    catalogueProductUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { id, ...rest } = input;
          return {
            catalogueProduct: (await ctx.apis.wms.catalogueUpdate(localId(id, 'CatalogueProduct'), productBody(rest)))
              .catalogue,
          };
        },
        { catalogueProduct: null },
      ),
    catalogueProductWsinMap: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const data: Record<string, number> = {};
          for (const w of input.wsins) data[w.wsin.trim()] = (data[w.wsin.trim()] ?? 0) + w.quantity;
          return {
            catalogueProduct: (await ctx.apis.wms.mapWsin(localId(input.id, 'CatalogueProduct'), data)).catalogue,
          };
        },
        { catalogueProduct: null },
        { fields: { data: 'wsins', catalogueId: 'id' } },
      ),
    catalogueProductWsinMapDelete: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return {
            catalogueProduct: (await ctx.apis.wms.removeWsinMap(localId(input.id, 'CatalogueProduct'))).catalogue,
          };
        },
        { catalogueProduct: null },
        { fields: { catalogueId: 'id' } },
      ),
    wsinCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { wsin } = await ctx.apis.wms.wsinCreate(
            { companyId: localId(input.company, 'Company'), wsin: input.wsin, name: input.name },
            input.idempotencyKey,
          );
          return { wsinEdge: { cursor: toGlobalId('Wsin', wsin.id), node: wsin } };
        },
        { wsinEdge: null },
        { fields: { companyId: 'company' } },
      ),
  },
};
