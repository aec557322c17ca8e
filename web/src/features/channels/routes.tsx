import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    integrations: {
      lazy: lazyPage(
        () => import('./IntegrationsLayout'),
        (layout) => ({ Component: layout.IntegrationsLayout }),
      ),
      children: [
        {
          index: true,
          lazy: lazyPage(
            () => import('./IntegrationsLayout'),
            (layout) => ({ loader: layout.integrationsIndexLoader, Component: () => null }),
          ),
        },
        {
          path: 'delivery-partners',
          lazy: lazyPage(
            () => import('../deliveryPartners/DeliveryPartnersPage'),
            (page) => ({ loader: page.deliveryPartnersLoader, Component: page.DeliveryPartnersPage }),
          ),
        },
        {
          path: 'sales-channels',
          lazy: lazyPage(
            () => import('./SalesChannelsPage'),
            (page) => ({ loader: page.salesChannelsLoader, Component: page.SalesChannelsPage }),
          ),
        },
      ],
    },
  },
};
