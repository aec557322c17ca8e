import { GraphQLError } from 'graphql';
import { COURIERS, ZONES, courierOf, type RateCard, type Zone } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import type { DeliveryQuote } from './models.js';

const withoutNulls = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** The calculator's errors are about its input: shown beside the form, as a mutation's would be. */
async function rates(run: () => Promise<{ quotes: DeliveryQuote[] }>) {
  const result = await mutate(run, { quotes: null });
  return { quotes: result.quotes ?? [], userErrors: result.userErrors };
}

const ZONE_MISSING = 'Give each zone its prices once';

export const deliveryPartnerResolvers: Resolvers = {
  DeliveryPartner: {
    id: (p) => toGlobalId('DeliveryPartner', p.id),
    courier: (p) => courierOf(p.courier) ?? { code: p.courier, name: p.courierName, apiHost: '' },
  },
  RateCard: {
    zones: (card) => ZONES.map((zone) => ({ zone, ...card.zones[zone] })),
  },
  DeliveryQuote: {
    // Quotes are of partners the viewer's company has, read with them; never null for a listed one.
    deliveryPartner: async (q, _, ctx) => {
      const partner = await ctx.loaders.deliveryPartner.load(q.partnerId).catch(rethrow);
      if (!partner) throw new GraphQLError('Delivery partner not found', { extensions: { code: 'NOT_FOUND' } });
      return partner;
    },
  },
  CourierCount: {
    deliveryPartner: (c, _, ctx) => (c.partnerId ? ctx.loaders.deliveryPartner.load(c.partnerId).catch(rethrow) : null),
  },
  Company: {
    deliveryPartners: async (c, { first, after }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { deliveryPartners } = await ctx.apis.oms.deliveryPartners().catch(rethrow);
      for (const p of deliveryPartners) ctx.loaders.deliveryPartner.prime(p.id, p);
      return connectionFrom(
        deliveryPartners.slice(window.offset, window.offset + window.limit),
        deliveryPartners.length,
        window,
      );
    },
  },
  Order: {
    shippingPartner: (o, _, ctx) =>
      o.deliveryPartnerId ? ctx.loaders.deliveryPartner.load(o.deliveryPartnerId).catch(rethrow) : null,
    // As OMS decides it: booked through a partner, with the courier's AWB.
    statusFromCourier: (o) => o.deliveryPartnerId !== null && o.deliveryAwb !== null,
    deliveryRates: (o, _, ctx) =>
      rates(async () => {
        const answer = await ctx.apis.oms.orderDeliveryRates(o.id);
        for (const p of answer.partners) ctx.loaders.deliveryPartner.prime(p.id, p);
        return answer;
      }),
  },
  Query: {
    couriers: async (_, __, ctx) => {
      await ctx.requireViewer();
      return [...COURIERS];
    },
    deliveryRates: async (_, { input }, ctx) => {
      await ctx.requireViewer();
      return rates(() => ctx.apis.oms.deliveryRates(withoutNulls({ ...input })));
    },
  },
  Mutation: {
    deliveryPartnerConnect: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { idempotencyKey, ...body } = input;
          return ctx.apis.oms.deliveryPartnerConnect(withoutNulls(body), idempotencyKey);
        },
        { deliveryPartner: null },
      ),
    deliveryPartnerUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { id, ...body } = input;
          return ctx.apis.oms.deliveryPartnerUpdate(localId(id, 'DeliveryPartner'), withoutNulls(body));
        },
        { deliveryPartner: null },
      ),
    deliveryPartnerDisconnect: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { deliveryPartner } = await ctx.apis.oms.deliveryPartnerDisconnect(
            localId(input.id, 'DeliveryPartner'),
          );
          return { disconnectedId: toGlobalId('DeliveryPartner', deliveryPartner.id) };
        },
        { disconnectedId: null },
      ),
    deliveryPartnerRateCardUpdate: async (_, { input }, ctx) => {
      const id = localId(input.id, 'DeliveryPartner');
      const zones = new Map(input.zones.map((z) => [z.zone as Zone, z]));
      if (zones.size !== input.zones.length || ZONES.some((z) => !zones.has(z)))
        return { deliveryPartner: null, userErrors: [{ field: 'zones', message: ZONE_MISSING, code: 'INVALID' }] };
      const card: RateCard = {
        slabGrams: input.slabGrams,
        codFixedPaise: input.codFixedPaise,
        codBasisPoints: input.codBasisPoints,
        zones: Object.fromEntries(
          ZONES.map((z) => {
            const { basePaise, additionalPaise, days } = zones.get(z)!;
            return [z, { basePaise, additionalPaise, days }];
          }),
        ) as RateCard['zones'],
      };
      return mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.oms.deliveryPartnerRateCard(id, card);
        },
        { deliveryPartner: null },
      );
    },
    deliveryPartnerPincodesUpload: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.oms.deliveryPartnerPincodes(
            localId(input.id, 'DeliveryPartner'),
            withoutNulls({ csv: input.csv, allPincodes: input.allPincodes }),
          );
        },
        { deliveryPartner: null },
      ),
    orderShip: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.oms.orderShip(
            localId(input.id, 'Order'),
            localId(input.deliveryPartner, 'DeliveryPartner'),
            input.idempotencyKey,
          );
        },
        { order: null },
        { fields: { partnerId: 'deliveryPartner' } },
      ),
  },
};
