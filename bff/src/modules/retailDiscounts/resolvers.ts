import { basisPointsToPercentText } from '@parcelo/common';
import type { BulkUploadPreviewInput, Resolvers, RetailDiscountInput } from '../../generated/resolvers-types.js';
import { isAdmin, type Context } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import type { RetailDiscount } from './models.js';
import { previewPayload } from '../tasks/bulk.js';

/** The mutation's discount as the service's body: the percentage as typed, the service reads it. */
const body = (d: RetailDiscountInput) => ({
  sku: d.sku,
  appliesTo: d.appliesTo ?? 'ALL',
  retailerClass: d.retailerClass ?? null,
  retailCluster: d.retailCluster ?? null,
  percent: d.percent,
  startsOn: d.startsOn,
  endsOn: d.endsOn,
});

/** The service's body fields named as the mutation's input fields. */
const FIELDS = { companyId: 'company' };

const primed = (ctx: Context, discounts: RetailDiscount[]) => {
  for (const d of discounts) ctx.loaders.retailDiscount.prime(d.id, d);
  return discounts;
};

const request = (input: BulkUploadPreviewInput) => ({
  file: input.file,
  ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
});

export const retailDiscountResolvers: Resolvers = {
  RetailDiscount: {
    id: (d) => toGlobalId('RetailDiscount', d.id),
    percent: (d) => basisPointsToPercentText(d.basisPoints),
  },
  Company: {
    // Nullable, so an outage of the service blanks only this list.
    retailDiscounts: async (c, args, ctx) => {
      // The brand's terms with its retailers are the D2R team's: a seller reading its company sees none.
      if (!isAdmin(await ctx.requireViewer())) return null;
      const window = pageWindow(args.first, args.after);
      const where = { companyId: c.id, ...(args.search?.trim() ? { search: args.search.trim() } : {}) };
      const { retailDiscounts, totalCount } = await ctx.apis.retailDiscounts
        .list(listRequest(window, where, args.sort))
        .catch(rethrow);
      return connectionFrom(primed(ctx, retailDiscounts), totalCount, window);
    },
  },
  Mutation: {
    retailDiscountCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { retailDiscount } = await ctx.apis.retailDiscounts.create(
            { ...body(input.discount), companyId: localId(input.company, 'Company') },
            input.idempotencyKey,
          );
          primed(ctx, [retailDiscount]);
          return {
            retailDiscountEdge: { cursor: toGlobalId('RetailDiscount', retailDiscount.id), node: retailDiscount },
          };
        },
        { retailDiscountEdge: null },
        { fields: FIELDS },
      ),
    retailDiscountUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { retailDiscount } = await ctx.apis.retailDiscounts.update(
            localId(input.id, 'RetailDiscount'),
            body(input.discount),
          );
          return { retailDiscount: primed(ctx, [retailDiscount])[0]! };
        },
        { retailDiscount: null },
      ),
    retailDiscountDelete: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          await ctx.apis.retailDiscounts.remove(localId(input.id, 'RetailDiscount'));
          return { deletedRetailDiscountId: input.id };
        },
        { deletedRetailDiscountId: null },
      ),
    retailDiscountBulkUploadPreview: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const preview = await ctx.apis.retailDiscounts.bulkPreview(request(input));
          return previewPayload(preview);
        },
        { columns: null, rows: null, warehouseCodes: null, maxRows: null, repeatOf: null },
      ),
    retailDiscountBulkUploadSave: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { task } = await ctx.apis.retailDiscounts.bulkSave(
            { ...request(input), edits: input.edits },
            input.idempotencyKey,
          );
          return { task };
        },
        { task: null },
      ),
  },
};
