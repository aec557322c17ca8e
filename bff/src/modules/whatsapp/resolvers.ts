import type { Principal } from '@parcelo/common';
import type { MessageTemplatePurpose, Resolvers } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { isAdmin } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import type { WhatsAppService } from './models.js';

/** The company a write is for: the one an admin names, else the seller's own (the service checks either). */
const companyOf = (input: { company?: string | null }) =>
  input.company ? { companyId: localId(input.company, 'Company') } : {};

/** The company's WhatsApp service as the payload's company, read again so the screen shows the change. */
async function companyAfter(ctx: Context, viewer: Principal, companyId: string | undefined) {
  const id = companyId ?? viewer.companyId;
  if (!id) return null;
  ctx.loaders.company.clear(id);
  return ctx.loaders.company.load(id);
}

const accountOf = (ctx: Context, w: WhatsAppService) => ctx.loaders.whatsAppAccount.load(w.companyId).catch(rethrow);

const purposeIn = (p: MessageTemplatePurpose | null | undefined) => p ?? null;

export const whatsAppResolvers: Resolvers = {
  Company: {
    whatsApp: async (c, _, ctx) => {
      const viewer = await ctx.requireViewer();
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return null;
      return { companyId: c.id };
    },
  },
  WhatsAppService: {
    // Nullable, so an NMS outage blanks only this part, with an UPSTREAM_UNAVAILABLE error.
    credentials: async (w, _, ctx) => (await accountOf(ctx, w)).credentials,
    sendsNdrByWhatsApp: async (w, _, ctx) => (await accountOf(ctx, w)).ndrChannel === 'whatsapp',
    templates: async (w, { first, after }, ctx) => {
      const window = pageWindow(first, after);
      const { templates, totalCount } = await ctx.apis.whatsApp
        .templates(listRequest(window, { companyId: w.companyId }))
        .catch(rethrow);
      for (const t of templates) ctx.loaders.messageTemplate.prime(t.id, t);
      return connectionFrom(templates, totalCount, window);
    },
  },
  MessageTemplate: {
    id: (t) => toGlobalId('MessageTemplate', t.id),
  },
  Mutation: {
    whatsAppCredentialsSave: (_, { input }, ctx) =>
      mutate(
        async () => {
          const viewer = await ctx.requireViewer();
          const company = companyOf(input);
          const { credentials } = await ctx.apis.whatsApp.credentialsSave({
            ...company,
            providerCompanyId: input.providerCompanyId,
            userId: input.userId,
            password: input.password ?? '',
            whatsAppNumber: input.whatsAppNumber,
          });
          return { credentials, company: await companyAfter(ctx, viewer, credentials.companyId) };
        },
        { credentials: null, company: null },
        { fields: { companyId: 'company' } },
      ),
    messageTemplateCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          const viewer = await ctx.requireViewer();
          const { template } = await ctx.apis.whatsApp.templateCreate(
            {
              ...companyOf(input),
              templateName: input.templateName,
              messageBody: input.messageBody,
              purpose: purposeIn(input.purpose),
            },
            input.idempotencyKey,
          );
          return {
            messageTemplateEdge: { cursor: toGlobalId('MessageTemplate', template.id), node: template },
            company: await companyAfter(ctx, viewer, template.companyId),
          };
        },
        { messageTemplateEdge: null, company: null },
        { fields: { companyId: 'company' } },
      ),
    messageTemplateUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          const viewer = await ctx.requireViewer();
          const { template } = await ctx.apis.whatsApp.templateUpdate(localId(input.template, 'MessageTemplate'), {
            templateName: input.templateName,
            messageBody: input.messageBody,
            purpose: purposeIn(input.purpose),
          });
          return { messageTemplate: template, company: await companyAfter(ctx, viewer, template.companyId) };
        },
        { messageTemplate: null, company: null },
      ),
    messageTemplateDelete: (_, { input }, ctx) =>
      mutate(
        async () => {
          const viewer = await ctx.requireViewer();
          const id = localId(input.template, 'MessageTemplate');
          // Read first (NOT_FOUND for another company's), for the company to answer with.
          const own = await ctx.loaders.messageTemplate.load(id);
          const { deletedId } = await ctx.apis.whatsApp.templateDelete(id);
          return {
            deletedMessageTemplateId: toGlobalId('MessageTemplate', deletedId),
            company: await companyAfter(ctx, viewer, own?.companyId),
          };
        },
        { deletedMessageTemplateId: null, company: null },
      ),
  },
};
