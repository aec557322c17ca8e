import {
  BankDetailsInput,
  BankDetailsRecordSchema,
  MSG,
  OfflinePaymentInput,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_MSG,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_LIST,
  PaymentCheckoutSchema,
  PaymentDecisionInput,
  PaymentLinkRecordSchema,
  PaymentLogRecordSchema,
  PaymentRequestInput,
  WalletRechargeInput,
  formatDateTime,
  paiseToRupeesText,
  paymentLogTone,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  badRequest,
  companyNames,
  exportRows,
  forbidden,
  isAdminType,
  listBody,
  notFound,
  ok,
  pageOf,
  sendCsv,
  storedObjectKey,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { paymentProviders } from './providers.js';
import { paymentsService, type PaymentsService } from './service.js';

export { merchantTransactionId, paymentRecord } from './service.js';

const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };
const PaymentWhere = {
  ...CompanyField,
  status: z.enum(PAYMENT_STATUS_LIST).optional(),
  kind: z.enum(['RECHARGE', 'REQUEST', 'OFFLINE']).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
};
const PAYMENT_COLUMNS = [
  'Date',
  'Company',
  'Payment',
  'Amount (₹)',
  'Status',
  'Gateway',
  'Merchant transaction id',
  'Order id',
  'Reference',
  'Message',
  'Remarks',
  'Colour',
  'Decided by',
];
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
/** A pay link's id is checked by hand, so any other text answers "not valid" rather than a 400. */
const LinkParams = z.object({ id: z.string().max(100) });
/** Where proofs of offline payments are uploaded (OMS's presigned path). */
const PROOF_KINDS = { payment: 'payment_proof', d2r: 'd2r_payment_collection_proof' } as const;
/** What the pay page is told after a payment from its link. */
const PAY_LINK_MESSAGES = {
  paid: PAYMENT_MSG.paymentLinkPaid,
  'already paid': PAYMENT_MSG.paymentLinkAlreadyPaid,
  redirected: undefined,
} as const;

const PaymentAnswer = answers(z.object({ payment: PaymentLogRecordSchema }));
const BankDetailsAnswer = answers(z.object({ bankDetails: BankDetailsRecordSchema.nullable() }));

type Ctx = ServiceContext<InvoicesDB>;

/** A seller's own company; an admin the one it names (required). Another company's id is not found. */
async function companyOf(ctx: Ctx, request: Parameters<Ctx['auth']['member']>[0], requested: string | undefined) {
  const caller = await ctx.auth.member(request);
  if (!isAdminType(caller.userType) && requested && requested !== caller.companyId) throw notFound();
  const { companyId, principal } = await ctx.auth.scope(request, requested);
  if (!companyId) throw badRequest(MSG.selectBrand, 'companyId', 'REQUIRED');
  return { companyId, principal };
}

/**
 * The payment log: wallet recharges through a payment provider, payment requests a seller
 * sends someone, and offline payments an admin approves; and each company's bank details.
 * The routes check who asks; the service moves the money.
 */
export function paymentRoutes(app: ServiceApp, ctx: Ctx) {
  const service = paymentsService(ctx.db, { ...paymentProviders(), urls: ctx.urls });
  paymentLogRoutes(app, ctx, service);
  paymentExportRoutes(app, ctx, service);
  offlinePaymentRoutes(app, ctx, service);
  paymentLinkRoutes(app, service);
  gatewayWebhookRoutes(app, service);
  bankDetailsRoutes(app, ctx, service);
}

/** The log itself, and the payments a seller starts online: its own recharges and requests to others. */
function paymentLogRoutes(app: ServiceApp, ctx: Ctx, service: PaymentsService) {
  app.post(
    '/payments/list',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(PaymentWhere, ['createdAt'] as const),
        response: answersPage('payments', PaymentLogRecordSchema),
      },
    },
    async (request) => {
      const { where } = request.body;
      const caller = await ctx.auth.member(request);
      if (!isAdminType(caller.userType) && where.companyId && where.companyId !== caller.companyId)
        return ok({ payments: [], totalCount: 0 });
      const { companyId } = await ctx.auth.scope(request, where.companyId);
      return ok(await service.list(companyId, where, pageOf(request.body)));
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/payments/byIds',
    'payments',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return service.byIds(ids, companyId);
    },
    { record: PaymentLogRecordSchema },
  );

  /**
   * Starts a recharge: a PENDING payment and the provider's order. The console provider has
   * the money at once, so the payment succeeds and the wallet is credited before the answer.
   */
  app.post(
    '/payments/recharge',
    {
      config: { access: 'member', adminPermission: 'payments', idempotent: true },
      schema: {
        body: WalletRechargeInput.extend({ ...CompanyField, gateway: z.enum(['razorpay', 'console']).optional() }),
        response: answers(z.object({ payment: PaymentLogRecordSchema, checkout: PaymentCheckoutSchema })),
      },
    },
    async (request) => {
      const body = request.body;
      const { companyId, principal } = await companyOf(ctx, request, body.companyId);
      const { payment, checkout } = await service.recharge(companyId, principal.name, body.amountPaise, body.gateway);
      return ok({ payment, checkout }, checkout.completed ? PAYMENT_MSG.paymentRecharged : PAYMENT_MSG.paymentStarted);
    },
  );

  /**
   * A seller asks someone to pay into its wallet: a PENDING payment, the provider's link,
   * and the link sent by SMS or e-mail through the notification outbox.
   */
  app.post(
    '/payments/requests',
    {
      config: { access: 'member', adminPermission: 'payments', idempotent: true },
      schema: { body: PaymentRequestInput.and(z.object(CompanyField)), response: PaymentAnswer },
    },
    async (request) => {
      const body = request.body;
      const { companyId, principal } = await companyOf(ctx, request, body.companyId);
      const payment = await service.request(companyId, principal.name, body);
      return ok({ payment }, PAYMENT_MSG.paymentRequested);
    },
  );
}

/** The payment log as CSV with the page's filters: a seller its own, an admin one company's or every one's. */
function paymentExportRoutes(app: ServiceApp, ctx: Ctx, service: PaymentsService) {
  app.get(
    '/csv/payment-logs',
    { config: { access: 'member' }, schema: { querystring: z.object(PaymentWhere) } },
    async (request, reply) => {
      const where = request.query;
      const caller = await ctx.auth.member(request);
      // Another company's log is empty for a seller, as the list has it.
      const other = !isAdminType(caller.userType) && where.companyId && where.companyId !== caller.companyId;
      const { companyId } = other ? { companyId: undefined } : await ctx.auth.scope(request, where.companyId);
      const rows = exportRows(
        async (window) => (other ? [] : (await service.list(companyId, where, window)).payments),
        async (payments) => {
          const names = await companyNames(
            ctx.urls,
            payments.map((p) => p.companyId),
          );
          return payments.map((p) => [
            formatDateTime(p.createdAt),
            names.get(p.companyId) ?? '',
            PAYMENT_KIND_LABELS[p.kind],
            paiseToRupeesText(p.amountPaise),
            PAYMENT_STATUS_LABELS[p.status],
            PAYMENT_GATEWAY_LABELS[p.gateway],
            p.merchantTransactionId,
            p.orderId ?? '',
            p.reference ?? '',
            p.message ?? '',
            p.remarks ?? '',
            paymentLogTone(p.remarks),
            p.decidedBy ?? '',
          ]);
        },
      );
      return sendCsv(reply, { name: 'payment-logs', header: PAYMENT_COLUMNS, rows });
    },
  );
}

/** Payments made outside the product, and an admin's decision on them. */
function offlinePaymentRoutes(app: ServiceApp, ctx: Ctx, service: PaymentsService) {
  /** A payment made outside the product (a bank transfer), with its proof: credited once an admin approves. */
  app.post(
    '/payments/offline',
    {
      config: { access: 'member', adminPermission: 'payments', idempotent: true },
      schema: { body: OfflinePaymentInput.extend(CompanyField), response: PaymentAnswer },
    },
    async (request) => {
      const body = request.body;
      const { companyId, principal } = await companyOf(ctx, request, body.companyId);
      // Only a file this company (or, for an admin, the staff) uploaded may be its proof.
      const kind = body.d2rCollection ? PROOF_KINDS.d2r : PROOF_KINDS.payment;
      const folder = `${kind}/${isAdminType(principal.userType) ? (principal.companyId ?? 'admin') : companyId}`;
      if (!storedObjectKey(body.proofUrl, folder)) throw badRequest(PAYMENT_MSG.paymentProofRequired, 'proofUrl');
      const payment = await service.recordOffline(companyId, principal.name, body);
      return ok({ payment }, PAYMENT_MSG.offlinePaymentRecorded);
    },
  );

  /**
   * An admin approves an offline payment (the wallet is credited, code 100, once) or rejects
   * it with remarks. The same decision again is answered as it stands; the other is refused.
   */
  app.post(
    '/payments/:id/decision',
    {
      config: { access: 'admin', adminPermission: 'payments' },
      schema: { params: IdParams, body: PaymentDecisionInput, response: PaymentAnswer },
    },
    async (request) => {
      const admin = await ctx.auth.admin(request);
      const { decision, remarks } = request.body;
      const payment = await service.decide(request.params.id, decision, remarks, admin.name);
      return ok({ payment }, decision === 'APPROVE' ? PAYMENT_MSG.paymentApproved : PAYMENT_MSG.paymentRejected);
    },
  );
}

/** The public pay page of a payment request. */
function paymentLinkRoutes(app: ServiceApp, service: PaymentsService) {
  /** The public pay page: whoever holds the link (its id is a random UUID) reads the amount and the message. */
  app.get(
    '/payments/links/:id',
    {
      config: { access: 'public' },
      schema: { params: LinkParams, response: answers(z.object({ link: PaymentLinkRecordSchema })) },
    },
    async (request) => ok({ link: await service.link(request.params.id) }),
  );

  /**
   * Pays a request from its link. The console provider has the money at once: the request
   * succeeds and the wallet is credited (code 102, key pay:<id>) once however often it is
   * paid. Through Razorpay the payer is sent to the provider's own link, whose webhook settles it.
   */
  app.post(
    '/payments/links/:id/pay',
    {
      config: { access: 'public' },
      schema: {
        params: LinkParams,
        // redirectUrl: the provider's own pay page, when the payer finishes there.
        response: answers(z.object({ link: PaymentLinkRecordSchema, redirectUrl: z.string().nullable() })),
      },
    },
    async (request) => {
      const { link, redirectUrl, outcome } = await service.payLink(request.params.id);
      return ok({ link, redirectUrl }, PAY_LINK_MESSAGES[outcome]);
    },
  );
}

/**
 * Razorpay's webhooks, relayed unchanged by the BFF (the public server): the signature is
 * over the raw body, so it is read as bytes.
 */
function gatewayWebhookRoutes(app: ServiceApp, service: PaymentsService) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payments/webhooks/razorpay',
      { config: { access: 'public' }, schema: { response: answers(z.object({ outcome: z.string() })) } },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok({ outcome: await service.receiveWebhook('razorpay', body, request.headers) });
      },
    );
  });
}

/** A company's bank account, where its COD remittances are paid. */
function bankDetailsRoutes(app: ServiceApp, ctx: Ctx, service: PaymentsService) {
  /** A company's bank account, the number masked: the seller its own, an admin any. */
  app.get(
    '/payments/bank-details',
    { config: { access: 'member' }, schema: { querystring: z.object(CompanyField), response: BankDetailsAnswer } },
    async (request) => {
      const { companyId } = await companyOf(ctx, request, request.query.companyId);
      return ok({ bankDetails: await service.bankDetails(companyId) });
    },
  );

  /** The seller sets its own company's bank account; admins read it only. */
  app.put(
    '/payments/bank-details',
    {
      config: { access: 'member', adminPermission: 'payments' },
      schema: { body: BankDetailsInput, response: BankDetailsAnswer },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (isAdminType(principal.userType) || !principal.companyId) throw forbidden();
      const bankDetails = await service.saveBankDetails(principal.companyId, principal.name, request.body);
      return ok({ bankDetails }, PAYMENT_MSG.bankDetailsSaved);
    },
  );
}
