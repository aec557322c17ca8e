import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { CatalogueProduct, Wsin } from '../../upstream/models.js';
import { catalogueResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  catalogueProduct: idsLoader<CatalogueProduct>(async (ids) => (await apis.wms.catalogueByIds(ids)).catalogues),
  wsin: idsLoader<Wsin>(async (ids) => (await apis.wms.wsinByIds(ids)).wsins),
}));

export default defineModule({
  resolvers: catalogueResolvers,
  loaders,
  nodes: { CatalogueProduct: 'catalogueProduct', Wsin: 'wsin' },
  mappers: {
    CatalogueProduct: '../../upstream/models.js#CatalogueProduct',
    Wsin: '../../upstream/models.js#Wsin',
    CataloguePricingRow: '../../upstream/models.js#CataloguePricingRow',
  },
});
