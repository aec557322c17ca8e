import { GraphQLError } from 'graphql';
import { APPROVAL_ACTIONS, APPROVAL_STATUSES, acceptsOnly } from '@parcelo/common';
import type { CustomerRequestSearchField, NotificationChannel, Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, dateRangeWhere, localId, pageWindow, toGlobalId, sortKey } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { UpstreamFailure } from '../../upstream/index.js';
import type { CustomerRequestLinkReply } from '../../upstream/nms.js';
import type { Order } from '../../upstream/models.js';
import { checkPublicLimit } from '../../publicLimit.js';

/** The statuses an admin may set (PENDING is only where a request starts). */
const isApprovalAction = (status: string): status is (typeof APPROVAL_ACTIONS)[number] =>
  (APPROVAL_ACTIONS as readonly string[]).includes(status);

const SEARCH: Record<CustomerRequestSearchField, 'awb' | 'orderId' | 'phone'> = {
  AWB: 'awb',
  ORDER_ID: 'orderId',
  PHONE: 'phone',
};

const linkOf = (reply: CustomerRequestLinkReply) => ({ state: reply.state, request: reply.customerRequest });

export const customerRequestResolvers: Resolvers = {
  CustomerRequest: {
    id: (r) => toGlobalId('CustomerRequest', r.id),
    order: (r, _, ctx) => ctx.loaders.order.load(r.orderId).catch(rethrow),
    company: (r, _, ctx) => ctx.loaders.company.load(r.companyId).catch(rethrow),
    linkChannel: (r) => (r.linkChannel ? (r.linkChannel.toUpperCase() as NotificationChannel) : null),
  },
  PublicCustomerRequest: {
    brand: (r, _, ctx) => ctx.loaders.trackingBrand.load(r.companyId).catch(rethrow),
  },
  Order: {
    customerRequests: async (o, { first, after }, ctx) => {
      const window = pageWindow(first, after);
      const { customerRequests, totalCount } = await ctx.apis.nms
        .customerRequestsFind({ orderId: o.id }, { records: window.limit, offset: window.offset })
        .catch(rethrow);
      return connectionFrom(customerRequests, totalCount, window);
    },
  },
  Query: {
    customerRequests: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const { customerRequests, totalCount } = await ctx.apis.nms
        .customerRequestsFind(
          {
            ...(args.company ? { companyId: localId(args.company, 'Company') } : {}),
            ...(args.search?.value.trim()
              ? { searchOptionType: SEARCH[args.search.by], searchValue: args.search.value.trim() }
              : {}),
            ...(args.formLinkStatus ? { formLinkStatus: args.formLinkStatus } : {}),
            ...(args.approvalStatus ? { approvalStatus: args.approvalStatus } : {}),
            ...(args.requestType ? { requestType: args.requestType } : {}),
            ...dateRangeWhere(args.createdAt),
          },
          { records: window.limit, offset: window.offset },
          args.sort ? { by: sortKey(args.sort.by), order: args.sort.order ?? 'ASC' } : undefined,
        )
        .catch(rethrow);
      return connectionFrom(customerRequests, totalCount, window);
    },
    customerRequestLink: async (_, { token }, ctx) => {
      await checkPublicLimit(ctx, 'customerRequest');
      try {
        return linkOf(await ctx.apis.nms.customerRequestLink(token));
      } catch (err) {
        // A wrong token is a state of the page, not an error.
        if (err instanceof UpstreamFailure && err.httpStatus === 404)
          return { state: 'INVALID' as const, request: null };
        return rethrow(err);
      }
    },
  },
  Mutation: {
    customerRequestSubmit: async (_, { input }, ctx) => {
      await checkPublicLimit(ctx, 'customerRequest');
      const result = await mutate(
        async () => ({ link: linkOf(await ctx.apis.nms.customerRequestSubmit({ ...input })) }),
        { link: null },
      );
      // Closed meanwhile (filled elsewhere, or expired): the page shows the link as it now is.
      if (result.userErrors.some((e) => e.code === 'EXPIRED' || e.code === 'NOT_ALLOWED')) {
        const now = await ctx.apis.nms.customerRequestLink(input.token).catch(() => null);
        if (now) return { ...result, link: linkOf(now) };
      }
      return result;
    },
    customerRequestsApprovalStatusUpdate: async (_, { input }, ctx) => {
      await ctx.requireAdmin();
      const status = input.approvalStatus;
      if (!isApprovalAction(status)) {
        return {
          customerRequests: [],
          userErrors: [
            {
              field: 'approvalStatus',
              message: acceptsOnly(APPROVAL_ACTIONS.map((a) => APPROVAL_STATUSES[a])),
              code: 'INVALID' as const,
            },
          ],
        };
      }
      if (!input.ids.length)
        throw new GraphQLError('Select at least one request', { extensions: { code: 'BAD_USER_INPUT' } });
      const ids = input.ids.map((id) => localId(id, 'CustomerRequest'));
      const result = await mutate(() => ctx.apis.nms.customerRequestsApprovalStatus(ids, status), {
        customerRequests: [],
        changed: [],
        failures: [],
      });
      const failures = result.failures ?? [];
      return {
        customerRequests: result.customerRequests ?? [],
        userErrors: [
          ...result.userErrors,
          ...failures.map((f) => ({
            field: `ids.${ids.indexOf(f.id)}`,
            message: f.message,
            code: 'NOT_ALLOWED' as const,
          })),
        ],
      };
    },
    orderStatusUpdate: (_, { input }, ctx) =>
      mutate(
        async (): Promise<{ order: Order }> => {
          await ctx.requireViewer();
          const { order } = await ctx.apis.oms.statusUpdate(localId(input.id, 'Order'), {
            status: input.status,
            undeliveredReason: input.undeliveredReason ?? null,
            description: input.description ?? null,
            city: input.city ?? null,
          });
          ctx.loaders.order.clear(order.id).prime(order.id, order);
          ctx.loaders.orderTrail.clear(order.id);
          return { order };
        },
        { order: null },
      ),
  },
};
