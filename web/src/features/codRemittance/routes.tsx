import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  billing: {
    'cod-remittance': {
      lazy: lazyPage(
        () => import('./CodRemittancePage'),
        (page) => ({ loader: page.codRemittanceLoader, Component: page.CodRemittancePage }),
      ),
    },
  },
  adminBilling: {
    'cod-remittance': {
      lazy: lazyPage(
        () => import('./AdminCodRemittancePage'),
        (page) => ({ loader: page.adminCodRemittanceLoader, Component: page.AdminCodRemittancePage }),
      ),
    },
    'cod-remittance/upload': {
      lazy: lazyPage(
        () => import('./CodRemittanceUploadPage'),
        (page) => ({ loader: page.codRemittanceUploadLoader, Component: page.CodRemittanceUploadPage }),
      ),
    },
  },
};
