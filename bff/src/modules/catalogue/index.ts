import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { CatalogueProduct, Wsin } from '../../upstream/models.js';
import { catalogueResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  catalogueProduct: new DataLoader<string, CatalogueProduct | null>(async (ids) =>
    byId((await apis.wms.catalogueByIds(ids)).catalogues, ids),
  ),
  wsin: new DataLoader<string, Wsin | null>(async (ids) => byId((await apis.wms.wsinByIds(ids)).wsins, ids)),
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
