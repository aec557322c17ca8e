import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, dateRangeWhere, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { bulkUploadPreview, bulkUploadSave } from '../tasks/bulk.js';

/** The service names the dispute's fields flat; the input names the discrepancy itself `weightDiscrepancy`. */
const FIELDS = { id: 'weightDiscrepancy' };

export const shippingAdjustmentResolvers: Resolvers = {
  WeightDiscrepancy: {
    id: (d) => toGlobalId('WeightDiscrepancy', d.id),
    company: (d, _, ctx) => ctx.loaders.company.load(d.companyId).catch(rethrow),
    order: (d, _, ctx) => ctx.loaders.order.load(d.orderId).catch(() => null),
    orderNumber: (d) => d.shopOrderId,
    previousCharge: (d) => d.previousChargePaise,
    measuredCharge: (d) => d.measuredChargePaise,
    difference: (d) => d.differencePaise,
  },
  Query: {
    weightDiscrepancies: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const awb = args.awb?.trim().slice(0, 100);
      const { weightDiscrepancies, totalCount } = await ctx.apis.shippingAdjustments
        .find(
          listRequest(window, {
            ...(args.company ? { companyId: localId(args.company, 'Company') } : {}),
            ...(args.statuses?.length ? { statuses: args.statuses } : {}),
            ...(awb ? { awb } : {}),
            ...dateRangeWhere(args.createdAt),
          }),
        )
        .catch(rethrow);
      for (const d of weightDiscrepancies) ctx.loaders.weightDiscrepancy.prime(d.id, d);
      return connectionFrom(weightDiscrepancies, totalCount, window);
    },
  },
  Mutation: {
    weightDiscrepancyAccept: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.shippingAdjustments.accept(localId(input.weightDiscrepancy, 'WeightDiscrepancy'));
        },
        { weightDiscrepancy: null },
        { fields: FIELDS },
      ),
    weightDiscrepancyDispute: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.shippingAdjustments.dispute(localId(input.weightDiscrepancy, 'WeightDiscrepancy'), {
            remark: input.remark,
            ...(input.imageUrl ? { imageUrl: input.imageUrl } : {}),
          });
        },
        { weightDiscrepancy: null },
        { fields: FIELDS },
      ),
    weightDisputeResolve: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.shippingAdjustments.resolve(localId(input.weightDiscrepancy, 'WeightDiscrepancy'), {
            outcome: input.outcome,
            remark: input.remark,
          });
        },
        { weightDiscrepancy: null },
        { fields: FIELDS },
      ),
    shippingAdjustmentsBulkUploadPreview: (_, { input }, ctx) => bulkUploadPreview(ctx, 'shippingAdjustments', input),
    shippingAdjustmentsBulkUploadSave: (_, { input }, ctx) => bulkUploadSave(ctx, 'shippingAdjustments', input),
  },
};
