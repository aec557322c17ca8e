import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { isAdmin } from '../../context.js';

export const supportResolvers: Resolvers = {
  SupportTicket: {
    id: (t) => toGlobalId('SupportTicket', t.id),
  },
  Company: {
    // Nullable, so an NMS outage blanks only the list.
    supportTickets: async (c, { first, after }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { tickets, totalCount } = await ctx.apis.nms
        .supportTickets(listRequest(window, { companyId: c.id }))
        .catch(rethrow);
      for (const t of tickets) ctx.loaders.supportTicket.prime(t.id, t);
      return connectionFrom(tickets, totalCount, window);
    },
  },
  Query: {
    supportEmail: async (_, __, ctx) => {
      await ctx.requireViewer();
      return (await ctx.apis.nms.supportContact().catch(rethrow)).email;
    },
  },
  Mutation: {
    supportTicketCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { ticket } = await ctx.apis.nms.supportTicketCreate(
            {
              subject: input.subject,
              category: input.category,
              description: input.description,
              orderReference: input.orderReference,
              ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
            },
            input.idempotencyKey,
          );
          return { ticketEdge: { cursor: toGlobalId('SupportTicket', ticket.id), node: ticket } };
        },
        { ticketEdge: null },
      ),
    supportTicketStatusUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          return ctx.apis.nms.supportTicketStatusUpdate(localId(input.ticket, 'SupportTicket'), input.status);
        },
        { ticket: null },
      ),
  },
};
