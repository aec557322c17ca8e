import { PROMOTER_STOCK_TYPES } from '@parcelo/common';
import type { PromoterStockType, Resolvers } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, localId, pageWindow, toGlobalId } from '../../relay.js';
import type { PromoterStockCount } from './models.js';

const TYPE_CODE: Record<PromoterStockType, 0 | 1> = {
  OPENING: PROMOTER_STOCK_TYPES.opening,
  CLOSING: PROMOTER_STOCK_TYPES.closing,
};

/** The service's body fields named as the mutation's input fields. */
const FIELDS = { retailerId: 'retailer', promoterId: 'promoter', stockType: 'stockType', countDate: 'countDate' };

/** The shop a count names is in hand: it is the loader's, so a page reading it asks nothing more. */
const primed = (ctx: Context, counts: PromoterStockCount[]) => {
  for (const c of counts) {
    ctx.loaders.promoterStockCount.prime(c.id, c);
    ctx.loaders.storeAddress.prime(c.retailer.id, c.retailer);
  }
  return counts;
};

export const promoterStockResolvers: Resolvers = {
  PromoterStockCount: {
    id: (c) => toGlobalId('PromoterStockCount', c.id),
    stockType: (c) => (c.stockType === PROMOTER_STOCK_TYPES.closing ? 'CLOSING' : 'OPENING'),
    // Nullable: an outage of the service that keeps each blanks only that field.
    promoter: (c, _, ctx) => ctx.loaders.fieldPerson.load(c.promoterId).catch(() => null),
    company: (c, _, ctx) => ctx.loaders.company.load(c.companyId).catch(() => null),
  },
  Query: {
    promoterStockCounts: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const { counts, totalCount } = await ctx.apis.promoterStock
        .list({
          records: window.limit,
          page: Math.floor(window.offset / window.limit) + 1,
          ...(args.company ? { company: localId(args.company, 'Company') } : {}),
          ...(args.start ? { start: args.start } : {}),
          ...(args.end ? { end: args.end } : {}),
          ...(args.promoter ? { promoter: localId(args.promoter, 'FieldPerson') } : {}),
          ...(args.retailer ? { retailer: localId(args.retailer, 'StoreAddress') } : {}),
          ...(args.stockType ? { stockType: TYPE_CODE[args.stockType] } : {}),
          ...(args.search?.trim() ? { search: args.search.trim() } : {}),
        } as never)
        .catch(rethrow);
      return connectionFrom(primed(ctx, counts), totalCount, window);
    },
    promoterStockSellThrough: async (_, args, ctx) => {
      await ctx.requireViewer();
      const { rows } = await ctx.apis.promoterStock
        .sellThrough({
          company: localId(args.company, 'Company'),
          ...(args.start ? { start: args.start } : {}),
          ...(args.end ? { end: args.end } : {}),
        } as never)
        .catch(rethrow);
      for (const r of rows) ctx.loaders.storeAddress.prime(r.retailer.id, r.retailer);
      return rows;
    },
    promoterStockOptions: async (_, args, ctx) => {
      await ctx.requireViewer();
      const { retailers, products } = await ctx.apis.promoterStock
        .options({
          ...(args.company ? { company: localId(args.company, 'Company') } : {}),
          ...(args.search ? { search: args.search } : {}),
        } as never)
        .catch(rethrow);
      for (const r of retailers) ctx.loaders.storeAddress.prime(r.id, r);
      return { retailers, products };
    },
  },
  Mutation: {
    promoterStockCountSave: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { count } = await ctx.apis.promoterStock.save({
            retailerId: localId(input.retailer, 'StoreAddress'),
            stockType: TYPE_CODE[input.stockType ?? 'OPENING'],
            ...(input.countDate ? { countDate: input.countDate } : {}),
            ...(input.promoter ? { promoterId: localId(input.promoter, 'FieldPerson') } : {}),
            lines: input.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
          });
          primed(ctx, [count]);
          return { promoterStockCountEdge: { cursor: toGlobalId('PromoterStockCount', count.id), node: count } };
        },
        { promoterStockCountEdge: null },
        { fields: FIELDS },
      ),
  },
};
