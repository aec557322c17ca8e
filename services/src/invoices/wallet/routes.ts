import { MSG, WALLET_CODE_LIST, WALLET_TYPE_LIST, paiseAmount } from '@parcelo/common';
import { ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries, walletOf } from './ledger.js';

const Entry = z.object({
  companyId: z.string().uuid(),
  type: z.enum(WALLET_TYPE_LIST),
  amountPaise: paiseAmount(MSG.walletAmountInvalid),
  code: z.enum(WALLET_CODE_LIST),
  description: z.string().trim().min(1).max(500),
  key: z.string().min(1).max(200),
  reference: z.string().max(200).nullish(),
  createdBy: z.string().max(200).nullish(),
  createdAt: z.coerce.date().optional(),
  enforceFloor: z.boolean().optional(),
});

/** A brand's wallet: its balance and the ledger of what moved it. */
export function walletRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>) {
  const { db } = ctx;

  /**
   * Other services' charges and credits (a delivered order's shipping, a text's price, a
   * payment's credit), posted together or not at all, each once per key.
   */
  app.post(
    '/wallet/entries',
    { config: { access: 'internal' }, schema: { body: z.object({ entries: z.array(Entry).min(1).max(1000) }) } },
    async (request) => {
      const postings = await db.transaction().execute((tx) => postWalletEntries(tx, request.body.entries));
      return ok({ postings });
    },
  );

  /** The balance a seller sees for its own company, an admin for the one it names. */
  app.get(
    '/wallet',
    { config: { access: 'member' }, schema: { querystring: z.object({ companyId: z.string().uuid().optional() }) } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.query.companyId);
      if (!companyId) return ok({ wallet: null });
      return ok({ wallet: await walletOf(db, companyId) });
    },
  );
}
