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
      path: 'catalogue-pricing',
      lazy: lazyPage(
        () => import('./CataloguePricingPage'),
        (page) => ({ loader: page.cataloguePricingLoader, Component: page.CataloguePricingPage }),
      ),
    },
  ],
  brands: {
    products: {
      lazy: lazyPage(
        () => import('./BrandsProductsPage'),
        (page) => ({ loader: page.brandsProductsLoader, Component: page.BrandsProductsPage }),
      ),
    },
    wsin: {
      lazy: lazyPage(
        () => import('./BrandsWsinPage'),
        (page) => ({ loader: page.brandsWsinLoader, Component: page.BrandsWsinPage }),
      ),
    },
    'wsin/upload': {
      lazy: lazyPage(
        () => import('./BrandsWsinSheetPage'),
        (page) => ({ loader: page.wsinUploadLoader, Component: page.WsinUploadPage }),
      ),
    },
    'products/wsin-mapping': {
      lazy: lazyPage(
        () => import('./BrandsWsinSheetPage'),
        (page) => ({ loader: page.wsinMappingLoader, Component: page.WsinMappingUploadPage }),
      ),
    },
  },
};
