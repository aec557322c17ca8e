import { paymentLogTone } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { isAdmin } from '../../context.js';
import { checkPublicLimit } from '../../publicLimit.js';
import { UpstreamFailure } from '../../upstream/index.js';
import type { PublicPaymentRequest } from '../../upstream/payments.js';

const linkOf = (request: PublicPaymentRequest) => ({ state: request.state, request });
const INVALID_LINK = { state: 'INVALID' as const, request: null };
/** A pay link's id is a UUID; anything else is not valid without asking the service. */
const LINK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const gatewayIn = (g: 'RAZORPAY' | 'CONSOLE' | 'OFFLINE' | null | undefined) =>
  g === 'RAZORPAY' ? 'razorpay' : g === 'CONSOLE' ? 'console' : undefined;
const gatewayOut = (g: string) => (g === 'razorpay' ? 'RAZORPAY' : g === 'console' ? 'CONSOLE' : 'OFFLINE') as never;
const companyOf = (company: string | null | undefined) => (company ? { companyId: localId(company, 'Company') } : {});
// The services name the amount in paise; the mutations' inputs call it amount.
const FIELDS = { amountPaise: 'amount' };
const edge = <T extends { id: string }>(node: T) => ({ cursor: toGlobalId('PaymentLog', node.id), node });

export const paymentsResolvers: Resolvers = {
  PaymentLog: {
    id: (p) => toGlobalId('PaymentLog', p.id),
    company: (p, _, ctx) => ctx.loaders.company.load(p.companyId).catch(() => null),
    amount: (p) => p.amountPaise,
    gateway: (p) => gatewayOut(p.gateway),
    tone: (p) => (paymentLogTone(p.remarks) === 'red' ? 'RED' : 'BLUE'),
  },
  PublicPaymentRequest: {
    amount: (r) => r.amountPaise,
    brand: (r, _, ctx) => ctx.loaders.trackingBrand.load(r.companyId).catch(() => null),
  },
  PaymentCheckout: {
    gateway: (c) => gatewayOut(c.gateway),
    amount: (c) => c.amountPaise,
  },
  Query: {
    paymentLink: async (_, { id }, ctx) => {
      await checkPublicLimit(ctx, 'paymentLink');
      if (!LINK_ID.test(id)) return INVALID_LINK;
      try {
        return linkOf((await ctx.apis.payments.link(id)).link);
      } catch (err) {
        // A wrong id is a state of the page, not an error.
        if (err instanceof UpstreamFailure && err.httpStatus === 404) return INVALID_LINK;
        return rethrow(err);
      }
    },
    // Nullable, so an outage of the invoices service blanks only the list.
    paymentLogs: async (_, args, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const where = {
        ...companyOf(args.company),
        ...(args.status ? { status: args.status } : {}),
        ...(args.kind ? { kind: args.kind } : {}),
        ...(args.from ? { from: String(args.from) } : {}),
        ...(args.to ? { to: String(args.to) } : {}),
      };
      if (!isAdmin(viewer) && where.companyId && where.companyId !== viewer.companyId)
        return connectionFrom([], 0, window);
      const { payments, totalCount } = await ctx.apis.payments.list(listRequest(window, where)).catch(rethrow);
      for (const p of payments) ctx.loaders.paymentLog.prime(p.id, p);
      return connectionFrom(payments, totalCount, window);
    },
    bankDetails: async (_, { company }, ctx) => {
      const viewer = await ctx.requireViewer();
      const { companyId } = companyOf(company);
      if (isAdmin(viewer) && !companyId) return null;
      if (!isAdmin(viewer) && companyId && companyId !== viewer.companyId) return null;
      return (await ctx.apis.payments.bankDetails(companyId).catch(rethrow)).bankDetails;
    },
  },
  Mutation: {
    paymentLinkPay: async (_, { input }, ctx) => {
      await checkPublicLimit(ctx, 'paymentLinkPay');
      if (!LINK_ID.test(input.id)) return { link: INVALID_LINK, redirectUrl: null, userErrors: [] };
      const result = await mutate(
        async () => {
          try {
            const { link, redirectUrl } = await ctx.apis.payments.linkPay(input.id);
            return { link: linkOf(link), redirectUrl };
          } catch (err) {
            if (err instanceof UpstreamFailure && err.httpStatus === 404)
              return { link: INVALID_LINK, redirectUrl: null };
            throw err;
          }
        },
        { link: null, redirectUrl: null },
      );
      if (!result.userErrors.length) return result;
      // Refused (not valid, closed meanwhile): the page shows the link as it now is.
      const now = await ctx.apis.payments.link(input.id).catch(() => null);
      return { ...result, link: now ? linkOf(now.link) : INVALID_LINK };
    },
    walletRechargeCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const gateway = gatewayIn(input.gateway);
          const { payment, checkout } = await ctx.apis.payments.recharge(
            {
              amountPaise: input.amount as number,
              ...(gateway ? { gateway } : {}),
              ...companyOf(input.company),
            },
            input.idempotencyKey,
          );
          return { paymentLog: payment, checkout };
        },
        { paymentLog: null, checkout: null },
        { fields: FIELDS },
      ),
    paymentRequestCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { payment } = await ctx.apis.payments.request(
            {
              channel: input.channel,
              phone: input.phone,
              email: input.email,
              amountPaise: input.amount as number,
              message: input.message as string,
              ...companyOf(input.company),
            },
            input.idempotencyKey,
          );
          return { paymentLogEdge: edge(payment) };
        },
        { paymentLogEdge: null },
        { fields: FIELDS },
      ),
    offlinePaymentCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { payment } = await ctx.apis.payments.offline(
            {
              amountPaise: input.amount as number,
              reference: input.reference as string,
              proofUrl: input.proofUrl as string,
              remarks: input.remarks,
              d2rCollection: input.d2rCollection ?? false,
              ...companyOf(input.company),
            },
            input.idempotencyKey,
          );
          return { paymentLogEdge: edge(payment) };
        },
        { paymentLogEdge: null },
        { fields: FIELDS },
      ),
    paymentLogDecide: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          const { payment } = await ctx.apis.payments.decide(localId(input.paymentLog, 'PaymentLog'), {
            decision: input.decision,
            remarks: input.remarks,
          });
          return { paymentLog: payment };
        },
        { paymentLog: null },
      ),
    bankDetailsUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.payments.bankDetailsUpdate({
            bankName: input.bankName as string,
            accountNumber: input.accountNumber as string,
            ifscCode: input.ifscCode as string,
          });
        },
        { bankDetails: null },
      ),
  },
};
