import { GraphQLError } from 'graphql';
import { MSG, normaliseStatus, statusView } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, pageWindow } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { checkPublicLimit } from '../../publicLimit.js';

/** A public search page holds at most this many shipments. */
const MAX_SEARCH_PAGE = 20;

const SEARCH_BY = { AWB: 'awb', MOBILE: 'mobile', EMAIL: 'email' } as const;

export const trackingResolvers: Resolvers = {
  Company: {
    trackingPage: (c) => (c.limited ? null : c.trackingPage),
  },
  TrackedShipment: {
    status: (s) => statusView(normaliseStatus(s.status)),
    trail: (s) => s.trail.map((t) => ({ ...t, status: statusView(normaliseStatus(t.status)) })),
    paymentMode: (s) => (s.paymentMode === 'COD' ? 'COD' : 'PREPAID'),
    // Nullable: without UMS the page still tracks, under the plain header.
    brand: (s, _, ctx) => ctx.loaders.trackingBrand.load(s.companyId).catch(rethrow),
  },
  Query: {
    trackedShipment: async (_, { awb, trackingId }, ctx) => {
      await checkPublicLimit(ctx, 'tracking');
      if (!awb?.trim() && !trackingId?.trim())
        throw new GraphQLError(MSG.awbRequired, { extensions: { code: 'BAD_USER_INPUT' } });
      const { shipment } = await ctx.apis.oms
        .trackedShipment(trackingId?.trim() ? { trackingId: trackingId.trim() } : { awb: awb!.trim() })
        .catch(rethrow);
      return shipment;
    },
    trackedShipments: async (_, { by, value, first, after }, ctx) => {
      await checkPublicLimit(ctx, 'tracking');
      if (by !== 'AWB') await checkPublicLimit(ctx, 'lookupValue', value);
      if ((first ?? 10) > MAX_SEARCH_PAGE)
        throw new GraphQLError(`first must be between 1 and ${MAX_SEARCH_PAGE}`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      const window = pageWindow(first, after);
      const { shipments, totalCount } = await ctx.apis.oms
        .trackedShipments({ by: SEARCH_BY[by], value, offset: window.offset, limit: window.limit })
        .catch(rethrow);
      return connectionFrom(shipments, totalCount, window);
    },
  },
  Mutation: {
    companyTrackingPageUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company } = await ctx.apis.ums.trackingPageUpdate({
            ...input,
            headerLogoUrl: input.headerLogoUrl ?? null,
          });
          ctx.loaders.company.clear(company.id).prime(company.id, company);
          return { company };
        },
        { company: null },
      ),
  },
};
