import { WALLET_CODES } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { isAdmin } from '../../context.js';

const walletId = (companyId: string) => toGlobalId('Wallet', companyId);

export const walletResolvers: Resolvers = {
  Wallet: {
    id: (w) => walletId(w.companyId),
    balance: (w) => w.balancePaise,
    floor: (w) => w.floorPaise,
    company: (w, _, ctx) => ctx.loaders.company.load(w.companyId).catch(() => null),
  },
  WalletTransaction: {
    id: (t) => toGlobalId('WalletTransaction', t.id),
    amount: (t) => t.amountPaise,
    balance: (t) => t.balancePaise,
    codeLabel: (t) => WALLET_CODES[t.code] ?? t.code,
    company: (t, _, ctx) => ctx.loaders.company.load(t.companyId).catch(() => null),
  },
  Query: {
    wallet: async (_, { company }, ctx) => {
      const viewer = await ctx.requireViewer();
      const companyId = company ? localId(company, 'Company') : isAdmin(viewer) ? undefined : viewer.companyId;
      if (!companyId) return null;
      const { wallet } = await ctx.apis.wallet.wallet(companyId).catch(rethrow);
      if (wallet) ctx.loaders.wallet.prime(wallet.companyId, wallet);
      return wallet;
    },
    walletTransactions: async (_, { first, after, company, type, code, from, to }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const where = {
        ...(company ? { companyId: localId(company, 'Company') } : {}),
        ...(type ? { type } : {}),
        ...(code ? { code } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      };
      const { transactions, totalCount } = await ctx.apis.wallet
        .transactions(listRequest(window, where))
        .catch(rethrow);
      for (const t of transactions) ctx.loaders.walletTransaction.prime(t.id, t);
      return connectionFrom(transactions, totalCount, window);
    },
  },
  Mutation: {
    walletTransactionCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          const { transaction, wallet } = await ctx.apis.wallet.transactionCreate(
            {
              companyId: localId(input.company, 'Company'),
              description: input.description,
              amountPaise: input.amount,
              type: input.type,
              code: input.code,
            },
            input.idempotencyKey,
          );
          ctx.loaders.wallet.clear(wallet.companyId).prime(wallet.companyId, wallet);
          return {
            transactionEdge: { cursor: toGlobalId('WalletTransaction', transaction.id), node: transaction },
            wallet,
          };
        },
        { transactionEdge: null, wallet: null },
        { fields: { companyId: 'company', amountPaise: 'amount' } },
      ),
    walletFloorUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          const { wallet } = await ctx.apis.wallet.floorUpdate({
            companyId: localId(input.company, 'Company'),
            floorPaise: input.floor,
          });
          return { wallet };
        },
        { wallet: null },
        { fields: { companyId: 'company', floorPaise: 'floor' } },
      ),
  },
};
