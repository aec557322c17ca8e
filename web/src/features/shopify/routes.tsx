import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  // Where Shopify sends the seller back, outside the app's shell; the loader still asks for a
  // sign-in (the store is connected to the signed-in seller's company) and keeps the query.
  public: [
    {
      path: 'shopify-redirect',
      lazy: lazyPage(
        () => import('./ShopifyRedirectPage'),
        (page) => ({ loader: page.shopifyRedirectLoader, Component: page.ShopifyRedirectPage }),
      ),
    },
  ],
};
