import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    // Reached from Preferences and Integrations, not from the sidebar.
    whatsapp: {
      lazy: lazyPage(
        () => import('./WhatsAppPage'),
        (page) => ({ loader: page.whatsAppLoader, Component: page.WhatsAppPage }),
      ),
    },
  },
  brands: {
    whatsapp: {
      lazy: lazyPage(
        () => import('./BrandsWhatsAppPage'),
        (page) => ({ loader: page.brandsWhatsAppLoader, Component: page.BrandsWhatsAppPage }),
      ),
    },
  },
};
