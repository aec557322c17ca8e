import type { StoreAddressRecord } from '@parcelo/common';
import type { Context } from '../../context.js';
import type { Resolvers, RetailerEngineRunStatus } from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, localId, pageWindow } from '../../relay.js';
import type { RetailerEngineRun } from './models.js';

const STATUS: Record<RetailerEngineRun['status'], RetailerEngineRunStatus> = {
  running: 'RUNNING',
  completed: 'COMPLETED',
  failed: 'FAILED',
};

/** The d2r service's body fields named as the mutations' input fields. */
const FIELDS = { companyId: 'company', retailerIds: 'retailers' };

/** The retailers read are the loaders' too, so a page reading their fields asks nothing more. */
const primed = (ctx: Context, retailers: StoreAddressRecord[]) => {
  for (const r of retailers) ctx.loaders.storeAddress.prime(r.id, r);
  return retailers;
};

export const retailerEngineResolvers: Resolvers = {
  StoreAddress: {
    // Null to anyone the engine's scores are not for (a seller), and when the d2r service does not answer.
    engineScore: (a, _, ctx) => ctx.loaders.retailerScore.load(a.id).catch(() => null),
  },
  RetailerScore: {
    value: (s) => s.valuePaise,
    overdue: (s) => s.overduePaise,
    computedAt: (s) => s.computedAt ?? new Date(0).toISOString(),
  },
  RetailerEngineRun: {
    status: (r) => STATUS[r.status],
    task: (r, _, ctx) => (r.taskId ? ctx.loaders.task.load(r.taskId).catch(() => null) : null),
  },
  Query: {
    retailerEngine: async (_, { company }, ctx) => {
      await ctx.requireViewer();
      return ctx.apis.retailerEngine.state(localId(company, 'Company')).catch(rethrow);
    },
    retailerEngineRetailers: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const { rows, totalCount } = await ctx.apis.retailerEngine
        .list({
          companyId: localId(args.company, 'Company'),
          records: window.limit,
          page: Math.floor(window.offset / window.limit) + 1,
          ...(args.engineClass ? { engineClass: args.engineClass } : {}),
          ...(args.changed ? { changed: true } : {}),
        })
        .catch(rethrow);
      for (const { retailer, score } of rows) ctx.loaders.retailerScore.prime(retailer.id, score);
      return connectionFrom(
        primed(
          ctx,
          rows.map((r) => r.retailer),
        ),
        totalCount,
        window,
      );
    },
  },
  Mutation: {
    retailerEngineRecompute: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { run } = await ctx.apis.retailerEngine.recompute(localId(input.company, 'Company'));
          return { run };
        },
        { run: null },
        { fields: FIELDS },
      ),
    retailerEngineApply: async (_, { input }, ctx) => {
      let failed: { id: string; message: string }[] = [];
      const payload = await mutate(
        async () => {
          await ctx.requireViewer();
          const companyId = localId(input.company, 'Company');
          const answer = await ctx.apis.retailerEngine.apply({
            companyId,
            ...(input.retailers ? { retailerIds: input.retailers.map((id) => localId(id, 'StoreAddress')) } : {}),
          });
          failed = answer.failed;
          const retailerEngine = await ctx.apis.retailerEngine.state(companyId);
          return { retailers: primed(ctx, answer.applied), retailerEngine };
        },
        { retailers: null, retailerEngine: null },
        { fields: FIELDS },
      );
      // A retailer whose saved details no longer pass the form's rules keeps its class, and says why.
      const refused = failed.map((f) => ({ field: 'retailers', message: f.message, code: 'INVALID' as const }));
      return { ...payload, userErrors: [...payload.userErrors, ...refused] };
    },
  },
};
