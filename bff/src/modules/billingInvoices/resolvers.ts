import { formatMonth } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';
import { isAdmin } from '../../context.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { billingInvoiceFileUrl } from '../../files.js';

export const billingInvoiceResolvers: Resolvers = {
  BillingInvoice: {
    id: (i) => toGlobalId('BillingInvoice', i.id),
    company: (i, _, ctx) => ctx.loaders.company.load(i.companyId).catch(() => null),
    monthLabel: (i) => formatMonth(i.month),
    taxable: (i) => i.taxablePaise,
    cgst: (i) => i.cgstPaise,
    sgst: (i) => i.sgstPaise,
    igst: (i) => i.igstPaise,
    total: (i) => i.totalPaise,
    pdfUrl: (i) => billingInvoiceFileUrl(i.id, 'pdf'),
    statementUrl: (i) => billingInvoiceFileUrl(i.id, 'statement'),
  },
  Query: {
    billingInvoices: async (_, { first, after, company }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      const companyId = company ? localId(company, 'Company') : undefined;
      // A seller's list is its own brand's whatever it names.
      if (companyId && !isAdmin(viewer) && companyId !== viewer.companyId) return connectionFrom([], 0, window);
      const { billingInvoices, totalCount } = await ctx.apis.billingInvoices
        .list(listRequest(window, companyId ? { companyId } : {}))
        .catch(rethrow);
      for (const i of billingInvoices) ctx.loaders.billingInvoice.prime(i.id, i);
      return connectionFrom(billingInvoices, totalCount, window);
    },
  },
  Mutation: {
    billingMonthRun: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.billingInvoices.runMonth(input.month);
        },
        { companies: null, invoiced: null, issued: null, alreadyInvoiced: null },
      ),
  },
};
