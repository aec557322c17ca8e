import { PACK_ITEM_LABELS, PACK_ORDER_LABELS } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { browserDocumentUrl } from '../../files.js';
import type { Fulfilment } from '../../upstream/models.js';

const payload = async (run: Promise<{ fulfilment: Fulfilment }>) => ({ fulfilment: (await run).fulfilment });

export const fulfilmentResolvers: Resolvers = {
  Fulfilment: {
    // One per order, so its global id is the order's id under its own type.
    id: (f) => toGlobalId('Fulfilment', f.orderId),
    order: (f, _, ctx) => ctx.loaders.order.load(f.orderId).catch(rethrow),
    statusLabel: (f) => PACK_ORDER_LABELS[f.status],
    shippingLabelUrl: (f) => browserDocumentUrl(f.shippingLabelUrl),
    invoiceUrl: (f) => browserDocumentUrl(f.invoiceUrl),
  },
  PackItem: {
    scannedQuantity: (i) => i.scanned,
    statusLabel: (i) => PACK_ITEM_LABELS[i.status],
  },
  Query: {
    fulfilments: async (_, { first, after, company, warehouse, status, search }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const { fulfilments, totalCount } = await ctx.apis.oms
        .fulfilmentFind({
          where: {
            ...(company ? { companyId: localId(company, 'Company') } : {}),
            ...(warehouse ? { warehouseId: localId(warehouse, 'Warehouse') } : {}),
            ...(status ? { status } : {}),
            ...(search?.trim() ? { searchValue: search.trim() } : {}),
          },
          pagination: { records: window.limit, offset: window.offset },
        })
        .catch(rethrow);
      for (const f of fulfilments) ctx.loaders.fulfilment.prime(f.orderId, f);
      return connectionFrom(fulfilments, totalCount, window);
    },
  },
  Mutation: {
    fulfilmentAwbScan: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return payload(ctx.apis.oms.fulfilmentScanAwb(input.awb));
        },
        { fulfilment: null },
      ),
    fulfilmentItemScan: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return payload(ctx.apis.oms.fulfilmentScanItem(localId(input.id, 'Fulfilment'), input.code));
        },
        { fulfilment: null },
        { fields: { orderId: 'id' } },
      ),
    fulfilmentDetailsUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { id, ...body } = input;
          return payload(ctx.apis.oms.fulfilmentDetails(localId(id, 'Fulfilment'), body));
        },
        { fulfilment: null },
      ),
  },
};
