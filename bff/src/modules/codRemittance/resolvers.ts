import { MSG, defaultDays, type CodRemittanceStatus } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate, rethrow, rethrowAs } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { bulkUploadPreview, bulkUploadSave } from '../tasks/bulk.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days asked for; the last 30 when neither end is given. A malformed day is left out rather than refused. */
function days(from: string | null | undefined, to: string | null | undefined) {
  const f = from && DAY.test(from) ? from : undefined;
  const t = to && DAY.test(to) ? to : undefined;
  if (!f && !t) return defaultDays();
  return { ...(f ? { from: f } : {}), ...(t ? { to: t } : {}) };
}

const companyOf = (company: string | null | undefined) => (company ? { companyId: localId(company, 'Company') } : {});

const statusOf = (s: string | null | undefined) => (s ? (s.toLowerCase() as CodRemittanceStatus) : undefined);

export const codRemittanceResolvers: Resolvers = {
  CodRemittance: {
    id: (r) => toGlobalId('CodRemittance', r.id),
    codAmount: (r) => r.codAmountPaise,
    status: (r) => r.status.toUpperCase() as 'PROCESSING' | 'DUE' | 'PAID',
    paymentDueTimeStamp: (r) => r.paymentDueAt,
    paymentPaidTimeStamp: (r) => r.paymentPaidAt,
    company: (r, _, ctx) => ctx.loaders.company.load(r.companyId).catch(() => null),
  },
  CodRemittanceTotal: {
    amount: (t) => t.amountPaise,
  },
  Query: {
    codRemittances: async (_, { first, after, company, status, from, to, awb }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const text = awb?.trim().slice(0, 100);
      const { remittances, totalCount } = await ctx.apis.codRemittance
        .list(
          listRequest(window, {
            ...companyOf(company),
            ...(status ? { status: statusOf(status) } : {}),
            ...days(from, to),
            ...(text ? { awb: text } : {}),
          }),
        )
        .catch(rethrowAs(MSG.deliveredOrdersFailed));
      for (const r of remittances) ctx.loaders.codRemittance.prime(r.id, r);
      return connectionFrom(remittances, totalCount, window);
    },
    codRemittanceTotals: async (_, { company, from, to }, ctx) => {
      await ctx.requireViewer();
      const { totals } = await ctx.apis.codRemittance
        .totals({ ...companyOf(company), ...days(from, to) })
        .catch(rethrowAs(MSG.deliveredOrdersFailed));
      return totals;
    },
    codRemittanceSettings: async (_, { company }, ctx) => {
      await ctx.requireViewer();
      const { settings } = await ctx.apis.codRemittance.settings(companyOf(company).companyId).catch(rethrow);
      return settings;
    },
  },
  Mutation: {
    codRemittanceSettingsUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { settings } = await ctx.apis.codRemittance.settingsUpdate({
            ...companyOf(input.company),
            toWallet: input.toWallet,
          });
          return { settings };
        },
        { settings: null },
        { fields: { companyId: 'company' } },
      ),
    codRemittanceRun: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const result = await ctx.apis.codRemittance.run(companyOf(input.company), input.idempotencyKey);
          return {
            paidCount: result.rows,
            paidAmount: result.amountPaise,
            companyCount: result.runs.length,
            message: runMessage(result.rows),
          };
        },
        { paidCount: null, paidAmount: null, companyCount: null, message: null },
        { fields: { companyId: 'company' } },
      ),
    codRemittanceBulkUploadPreview: (_, { input }, ctx) => bulkUploadPreview(ctx, 'codRemittances', input),
    codRemittanceBulkUploadSave: (_, { input }, ctx) => bulkUploadSave(ctx, 'codRemittances', input),
  },
};

const runMessage = (rows: number) => (rows ? null : MSG.codRemittanceRunNothing);
