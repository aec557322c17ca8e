import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'catalogs',
      lazy: async () => {
        const page = await import('./CataloguePage');
        return { loader: page.catalogueLoader, Component: page.CataloguePage };
      },
    },
    {
      path: 'catalogs/bulk',
      lazy: async () => {
        const page = await import('./BulkCataloguesPage');
        return { loader: page.bulkCataloguesLoader, Component: page.BulkCataloguesPage };
      },
    },
  ],
  admin: [
    {
      path: 'brands',
      lazy: async () => {
        const page = await import('./AdminBrandsPage');
        return { loader: page.adminBrandsLoader, Component: page.AdminBrandsPage };
      },
    },
    {
      path: 'catalogue-pricing',
      lazy: async () => {
        const page = await import('./CataloguePricingPage');
        return { loader: page.cataloguePricingLoader, Component: page.CataloguePricingPage };
      },
    },
  ],
};
