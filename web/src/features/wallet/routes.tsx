import type { RouteObject } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

/** The seller's wallet page, the same at Billing > Wallet and Settings > Wallet. */
const sellerWallet: RouteObject = {
  lazy: lazyPage(
    () => import('./WalletPage'),
    (page) => ({
      loader: page.walletLoader,
      shouldRevalidate: page.walletShouldRevalidate,
      Component: page.WalletPage,
    }),
  ),
};

export const routes: FeatureRoutes = {
  billing: { wallet: sellerWallet },
  settings: { wallet: sellerWallet },
  adminBilling: {
    wallet: {
      lazy: lazyPage(
        () => import('./AdminWalletPage'),
        (page) => ({
          loader: page.adminWalletLoader,
          shouldRevalidate: page.adminWalletShouldRevalidate,
          Component: page.AdminWalletPage,
        }),
      ),
    },
  },
};
