import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'catalogs',
      lazy: lazyPage(
        () => import('./CataloguePage'),
        (page) => ({ loader: page.catalogueLoader, Component: page.CataloguePage }),
      ),
    },
    {
      path: 'catalogs/bulk',
      lazy: lazyPage(
        () => import('./BulkCataloguesPage'),
        (page) => ({ loader: page.bulkCataloguesLoader, Component: page.BulkCataloguesPage }),
      ),
    },
  ],
  admin: [
    {
      path: 'brands',
      lazy: lazyPage(
        () => import('./AdminBrandsPage'),
        (page) => ({ loader: page.adminBrandsLoader, Component: page.AdminBrandsPage }),
      ),
    },
    {
      path: 'catalogue-pricing',
      lazy: lazyPage(
        () => import('./CataloguePricingPage'),
        (page) => ({ loader: page.cataloguePricingLoader, Component: page.CataloguePricingPage }),
      ),
    },
  ],
};
