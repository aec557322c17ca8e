import { PrimedLoader, defineLoaders, defineModule, idsLoader } from '../../module.js';
import { UpstreamFailure } from '../../upstream/index.js';
import type { WalletRecord, WalletTransaction } from '../../upstream/wallet.js';
import { walletResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  walletTransaction: idsLoader<WalletTransaction>(
    async (ids) => (await apis.wallet.transactionsByIds(ids)).transactions,
  ),
  // Keyed by company: a company has one wallet. Only the viewer's own (or any, for admins) loads.
  wallet: new PrimedLoader<WalletRecord | null>((companyIds) =>
    Promise.all(
      companyIds.map((companyId) =>
        apis.wallet.wallet(companyId).then(
          (r) => r.wallet,
          // Another company's wallet is, to this viewer, no wallet at all.
          (err: unknown) => {
            if (err instanceof UpstreamFailure && err.httpStatus < 500) return null;
            throw err;
          },
        ),
      ),
    ),
  ),
}));

export default defineModule({
  resolvers: walletResolvers,
  loaders,
  nodes: { Wallet: 'wallet', WalletTransaction: 'walletTransaction' },
  mappers: {
    Wallet: '../../upstream/wallet.js#WalletRecord',
    WalletTransaction: '../../upstream/wallet.js#WalletTransaction',
  },
});
