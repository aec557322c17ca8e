import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import {
  BankDetailsInput,
  MSG,
  OfflinePaymentInput,
  PAYMENT_MSG,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LIST,
  PaymentDecisionInput,
  PaymentRequestInput,
  WalletRechargeInput,
  formatPaise,
  maskAccountNumber,
  paymentStatusOf,
  type BankDetailsRecord,
  type PaymentCheckout,
  type PaymentGateway,
  type PaymentKind,
  type PaymentLinkRecord,
  type PaymentLogRecord,
} from '@parcelo/common';
import {
  byIdsRoute,
  badRequest,
  callService,
  conflict,
  forbidden,
  isAdminType,
  listBody,
  notFound,
  ok,
  pageOf,
  storedObjectKey,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries } from '../wallet/ledger.js';
import { rateCardOf } from '../charges/routes.js';
import { postSellerCharge, sellerMessageCharge } from '../charges/charges.js';
import { paymentProviders, type PaymentEvent, type PaymentProvider } from './providers.js';

type PaymentRow = Selectable<InvoicesDB['payments']>;

export const paymentRecord = (r: PaymentRow): PaymentLogRecord => ({
  id: r.id,
  companyId: r.company_id,
  kind: r.kind as PaymentKind,
  amountPaise: Number(r.amount_paise),
  status: paymentStatusOf(r.status),
  message: r.message,
  merchantTransactionId: r.merchant_transaction_id,
  gateway: r.gateway as PaymentGateway,
  orderId: r.order_id,
  providerPaymentId: r.provider_payment_id,
  reference: r.reference,
  remarks: r.remarks,
  proofUrl: r.proof_url,
  payerPhone: r.payer_phone,
  payerEmail: r.payer_email,
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
  decidedBy: r.decided_by,
  decidedAt: r.decided_at?.toISOString() ?? null,
});

/** Our id for a payment, given to the provider as its receipt: PCL, the time and 8 random characters. */
export const merchantTransactionId = () =>
  `PCL${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
/** A pay link's id is checked by hand, so any other text answers "not valid" rather than a 400. */
const LinkParams = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Where proofs of offline payments are uploaded (OMS's presigned path). */
const PROOF_KINDS = { payment: 'payment_proof', d2r: 'd2r_payment_collection_proof' } as const;

/**
 * The payment log: wallet recharges through a payment provider, payment requests a seller
 * sends someone, and offline payments an admin approves; and each company's bank details.
 * Money reaches the wallet only through `settle`, once per payment (key pay:<id>).
 */
export function paymentRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>) {
  const { db } = ctx;
  const { providers, preferred } = paymentProviders();

  /** A seller's own company; an admin the one it names (required). Another company's id is not found. */
  async function companyOf(request: Parameters<typeof ctx.auth.member>[0], requested: string | undefined) {
    const caller = await ctx.auth.member(request);
    if (!isAdminType(caller.userType) && requested && requested !== caller.companyId) throw notFound();
    const { companyId, principal } = await ctx.auth.scope(request, requested);
    if (!companyId) throw badRequest(MSG.selectBrand, 'companyId', 'REQUIRED');
    return { companyId, principal };
  }

  /**
   * Moves a payment out of PENDING: SUCCESS credits the wallet in the same transaction, so a
   * payment is never marked paid without its credit, nor credited twice (the ledger's key is
   * the payment's). A payment already decided is answered as it stands.
   */
  async function settle(
    paymentId: string,
    outcome: 'SUCCESS' | 'FAILURE',
    change: { message: string; providerPaymentId?: string | null; remarks?: string | null; decidedBy?: string | null },
    credit: { code: '100' | '102'; description: string },
    allowFrom: readonly number[] = [PAYMENT_STATUSES.PENDING],
    tx?: Transaction<InvoicesDB>,
  ) {
    const work = async (t: Transaction<InvoicesDB>) => {
      const row = await t.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
      if (!row) throw notFound();
      if (!allowFrom.includes(row.status)) return { row, changed: false };
      // A payment request's message is the seller's own words to the payer: how it was paid
      // goes beside it, in the remarks, rather than over it.
      const keepsMessage = row.kind === 'REQUEST';
      const remarks = keepsMessage ? change.message : change.remarks;
      const updated = await t
        .updateTable('payments')
        .set({
          status: PAYMENT_STATUSES[outcome],
          ...(keepsMessage ? {} : { message: change.message }),
          ...(change.providerPaymentId ? { provider_payment_id: change.providerPaymentId } : {}),
          ...(remarks !== undefined ? { remarks } : {}),
          ...(change.decidedBy !== undefined ? { decided_by: change.decidedBy, decided_at: new Date() } : {}),
        })
        .where('id', '=', paymentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (outcome === 'SUCCESS')
        await postWalletEntries(t, [
          {
            companyId: row.company_id,
            type: 'CREDIT',
            amountPaise: Number(row.amount_paise),
            code: credit.code,
            description: credit.description,
            key: `pay:${row.id}`,
            reference: row.merchant_transaction_id,
            createdBy: change.decidedBy ?? row.created_by,
          },
        ]);
      return { row: updated, changed: true };
    };
    return tx ? work(tx) : db.transaction().execute(work);
  }

  const onlineCredit = (gateway: string) => ({
    code: '102' as const,
    description: `Wallet recharge through ${gateway === 'razorpay' ? 'Razorpay' : 'the console provider'}`,
  });

  function providerFor(gateway: PaymentGateway | undefined): PaymentProvider {
    const provider = gateway ? providers.get(gateway as PaymentProvider['gateway']) : preferred;
    if (!provider) throw badRequest(PAYMENT_MSG.paymentGatewayUnavailable, 'gateway');
    return provider;
  }

  app.post(
    '/payments/list',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(
          {
            ...CompanyField,
            status: z.enum(PAYMENT_STATUS_LIST).optional(),
            kind: z.enum(['RECHARGE', 'REQUEST', 'OFFLINE']).optional(),
            from: z.coerce.date().optional(),
            to: z.coerce.date().optional(),
          },
          ['createdAt'] as const,
        ),
      },
    },
    async (request) => {
      const { where } = request.body;
      const caller = await ctx.auth.member(request);
      if (!isAdminType(caller.userType) && where.companyId && where.companyId !== caller.companyId)
        return ok({ payments: [], totalCount: 0 });
      const { companyId } = await ctx.auth.scope(request, where.companyId);
      const { limit, offset, order } = pageOf(request.body);
      let q = db.selectFrom('payments');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (where.status) q = q.where('status', '=', PAYMENT_STATUSES[where.status]);
      if (where.kind) q = q.where('kind', '=', where.kind);
      if (where.from) q = q.where('created_at', '>=', where.from);
      if (where.to) q = q.where('created_at', '<=', where.to);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ payments: rows.map(paymentRecord), totalCount: Number(total.n) });
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(app, '/payments/byIds', 'payments', async (ids, request) => {
    const { companyId } = await ctx.auth.scope(request, undefined);
    let q = db.selectFrom('payments').selectAll().where('id', 'in', ids);
    if (companyId) q = q.where('company_id', '=', companyId);
    return (await q.execute()).map(paymentRecord);
  });

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
      },
    },
    async (request) => {
      const body = request.body;
      const { companyId, principal } = await companyOf(request, body.companyId);
      const provider = providerFor(body.gateway);
      const id = randomUUID();
      const mtid = merchantTransactionId();
      await db
        .insertInto('payments')
        .values({
          id,
          company_id: companyId,
          kind: 'RECHARGE',
          amount_paise: body.amountPaise,
          message: 'Payment started',
          merchant_transaction_id: mtid,
          gateway: provider.gateway,
          created_by: principal.name,
        })
        .execute();
      // Outside any transaction: the provider is slow, and on embedded PGlite a call made
      // while a transaction is open would wait for it.
      let order;
      try {
        order = await provider.createOrder({
          amountPaise: body.amountPaise,
          receipt: mtid,
          notes: { companyId, paymentId: id },
        });
      } catch (err) {
        await db
          .updateTable('payments')
          .set({ status: PAYMENT_STATUSES.FAILURE, message: PAYMENT_MSG.paymentProviderFailed })
          .where('id', '=', id)
          .execute();
        throw err;
      }
      await db
        .updateTable('payments')
        .set({ order_id: order.orderId, message: 'Awaiting payment' })
        .where('id', '=', id)
        .execute();
      let row = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (order.completed)
        row = (await settle(id, 'SUCCESS', { message: 'Paid (console provider)' }, onlineCredit(provider.gateway))).row;
      const checkout: PaymentCheckout = {
        gateway: provider.gateway,
        orderId: order.orderId,
        amountPaise: body.amountPaise,
        currency: 'INR',
        keyId: order.keyId,
        completed: order.completed,
      };
      return ok(
        { payment: paymentRecord(row), checkout },
        order.completed ? PAYMENT_MSG.paymentRecharged : PAYMENT_MSG.paymentStarted,
      );
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
      schema: { body: PaymentRequestInput.and(z.object(CompanyField)) },
    },
    async (request) => {
      const body = request.body;
      const { companyId, principal } = await companyOf(request, body.companyId);
      const provider = providerFor(undefined);
      const id = randomUUID();
      // The SMS is the seller's to pay for: charged before anything is sent, and refused (no
      // payment, no text) if it would take the wallet below its floor. E-mails cost nothing.
      const notificationId = randomUUID();
      const charge =
        body.channel === 'SMS'
          ? sellerMessageCharge(await rateCardOf(ctx.urls, companyId), {
              notificationId,
              companyId,
              channel: 'sms',
              reference: 'PAYMENT_REQUEST',
            })
          : null;
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('payments')
          .values({
            id,
            company_id: companyId,
            kind: 'REQUEST',
            amount_paise: body.amountPaise,
            message: body.message,
            merchant_transaction_id: merchantTransactionId(),
            gateway: provider.gateway,
            payer_phone: body.phone || null,
            payer_email: body.email || null,
            created_by: principal.name,
          })
          .execute();
        if (charge) await postSellerCharge(tx, charge);
      });
      try {
        const link = await provider.createLink({
          amountPaise: body.amountPaise,
          referenceId: id,
          description: body.message,
          phone: body.phone || null,
          email: body.email || null,
        });
        await db.updateTable('payments').set({ order_id: link.id, link_url: link.url }).where('id', '=', id).execute();
        await callService(ctx.urls.nms, '/notifications/send', {
          internal: true,
          body: {
            id: notificationId,
            channel: body.channel === 'SMS' ? 'sms' : 'email',
            to: body.channel === 'SMS' ? body.phone : body.email,
            template: 'PAYMENT_REQUEST',
            params: { amount: formatPaise(body.amountPaise), message: body.message, link: link.url },
            companyId,
          },
        });
      } catch (err) {
        // Nothing was sent: the request failed and its charge is given back, once.
        await db.transaction().execute(async (tx) => {
          await tx.updateTable('payments').set({ status: PAYMENT_STATUSES.FAILURE }).where('id', '=', id).execute();
          if (charge)
            await postWalletEntries(tx, [
              {
                ...charge,
                type: 'CREDIT',
                code: '001',
                description: 'SMS charges returned: the payment request was not sent',
                key: `${charge.key}:returned`,
              },
            ]);
        });
        throw err;
      }
      const row = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return ok({ payment: paymentRecord(row) }, PAYMENT_MSG.paymentRequested);
    },
  );

  /** A payment made outside the product (a bank transfer), with its proof: credited once an admin approves. */
  app.post(
    '/payments/offline',
    {
      config: { access: 'member', adminPermission: 'payments', idempotent: true },
      schema: { body: OfflinePaymentInput.extend(CompanyField) },
    },
    async (request) => {
      const body = request.body;
      const { companyId, principal } = await companyOf(request, body.companyId);
      // Only a file this company (or, for an admin, the staff) uploaded may be its proof.
      const kind = body.d2rCollection ? PROOF_KINDS.d2r : PROOF_KINDS.payment;
      const folder = `${kind}/${isAdminType(principal.userType) ? (principal.companyId ?? 'admin') : companyId}`;
      if (!storedObjectKey(body.proofUrl, folder)) throw badRequest(PAYMENT_MSG.paymentProofRequired, 'proofUrl');
      const row = await db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          company_id: companyId,
          kind: 'OFFLINE',
          amount_paise: body.amountPaise,
          message: 'Awaiting approval',
          merchant_transaction_id: merchantTransactionId(),
          gateway: 'offline',
          reference: body.reference,
          remarks: body.remarks || null,
          proof_url: body.proofUrl,
          created_by: principal.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ payment: paymentRecord(row) }, PAYMENT_MSG.offlinePaymentRecorded);
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
      schema: { params: IdParams, body: PaymentDecisionInput },
    },
    async (request) => {
      const admin = await ctx.auth.admin(request);
      const { decision, remarks } = request.body;
      const result = await db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('payments')
          .selectAll()
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound();
        if (row.kind !== 'OFFLINE') throw conflict(PAYMENT_MSG.paymentNotOffline);
        const wanted = decision === 'APPROVE' ? PAYMENT_STATUSES.SUCCESS : PAYMENT_STATUSES.FAILURE;
        if (row.status === wanted) return { row };
        if (row.status !== PAYMENT_STATUSES.PENDING) throw conflict(PAYMENT_MSG.paymentAlreadyDecided);
        return settle(
          row.id,
          decision === 'APPROVE' ? 'SUCCESS' : 'FAILURE',
          {
            message: decision === 'APPROVE' ? 'Approved' : 'Rejected',
            remarks: remarks || row.remarks,
            decidedBy: admin.name,
          },
          { code: '100', description: `Offline payment ${row.reference ?? ''} approved`.replace(/\s+/g, ' ').trim() },
          [PAYMENT_STATUSES.PENDING],
          tx,
        );
      });
      return ok(
        { payment: paymentRecord(result.row) },
        decision === 'APPROVE' ? PAYMENT_MSG.paymentApproved : PAYMENT_MSG.paymentRejected,
      );
    },
  );

  /** A payment request as its pay link shows it; any other id, or a payment of another kind, is not found. */
  async function linkRow(id: string) {
    if (!UUID.test(id)) throw notFound(PAYMENT_MSG.paymentLinkInvalid);
    const row = await db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', 'REQUEST')
      .executeTakeFirst();
    if (!row) throw notFound(PAYMENT_MSG.paymentLinkInvalid);
    return row;
  }

  const linkRecord = (r: PaymentRow): PaymentLinkRecord => ({
    id: r.id,
    companyId: r.company_id,
    amountPaise: Number(r.amount_paise),
    message: r.message,
    state:
      r.status === PAYMENT_STATUSES.SUCCESS ? 'PAID' : r.status === PAYMENT_STATUSES.FAILURE ? 'FAILED' : 'PENDING',
  });

  /** The public pay page: whoever holds the link (its id is a random UUID) reads the amount and the message. */
  app.get('/payments/links/:id', { config: { access: 'public' }, schema: { params: LinkParams } }, async (request) =>
    ok({ link: linkRecord(await linkRow(request.params.id)) }),
  );

  /**
   * Pays a request from its link. The console provider has the money at once: the request
   * succeeds and the wallet is credited (code 102, key pay:<id>) once however often it is
   * paid. Through Razorpay the payer is sent to the provider's own link, whose webhook settles it.
   */
  app.post(
    '/payments/links/:id/pay',
    { config: { access: 'public' }, schema: { params: LinkParams } },
    async (request) => {
      const row = await linkRow(request.params.id);
      if (row.status === PAYMENT_STATUSES.SUCCESS)
        return ok({ link: linkRecord(row), redirectUrl: null }, PAYMENT_MSG.paymentLinkAlreadyPaid);
      if (row.status === PAYMENT_STATUSES.FAILURE) throw conflict(PAYMENT_MSG.paymentLinkClosed);
      const provider = providers.get(row.gateway as PaymentProvider['gateway']);
      if (!provider) throw badRequest(PAYMENT_MSG.paymentGatewayUnavailable);
      if (provider.gateway !== 'console') {
        if (!row.link_url) throw badRequest(PAYMENT_MSG.paymentGatewayUnavailable);
        return ok({ link: linkRecord(row), redirectUrl: row.link_url });
      }
      const { row: settled, changed } = await settle(
        row.id,
        'SUCCESS',
        { message: 'Paid from the pay link (console provider)' },
        { code: '102', description: 'Payment request paid through the console provider' },
      );
      return ok(
        { link: linkRecord(settled), redirectUrl: null },
        changed ? PAYMENT_MSG.paymentLinkPaid : PAYMENT_MSG.paymentLinkAlreadyPaid,
      );
    },
  );

  // Razorpay's webhooks, relayed unchanged by the BFF (the public server): the signature is
  // over the raw body, so it is read as bytes.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/payments/webhooks/razorpay', { config: { access: 'public' } }, async (request) => {
      const provider = providers.get('razorpay');
      if (!provider) throw notFound();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = provider.parseWebhook(body, request.headers);
      return ok({ outcome: await apply(event) });
    });
  });

  /** What a verified event does; anything not ours is acknowledged, so the provider stops sending it. */
  async function apply(event: PaymentEvent): Promise<string> {
    if (event.outcome === 'IGNORED' || !event.orderIds.length) return 'ignored';
    const row = await db
      .selectFrom('payments')
      .select(['id', 'amount_paise', 'gateway'])
      .where('gateway', '=', 'razorpay')
      .where('order_id', 'in', event.orderIds)
      .executeTakeFirst();
    if (!row) return 'unknown order';
    if (event.outcome === 'SUCCESS') {
      if (event.amountPaise !== null && event.amountPaise !== Number(row.amount_paise)) return 'amount differs';
      // A failed attempt may be followed by a paid one on the same order.
      const { changed } = await settle(
        row.id,
        'SUCCESS',
        { message: event.message, providerPaymentId: event.providerPaymentId },
        onlineCredit('razorpay'),
        [PAYMENT_STATUSES.PENDING, PAYMENT_STATUSES.FAILURE],
      );
      return changed ? 'credited' : 'already settled';
    }
    const { changed } = await settle(
      row.id,
      'FAILURE',
      { message: event.message, providerPaymentId: event.providerPaymentId },
      onlineCredit('razorpay'),
    );
    return changed ? 'failed' : 'already settled';
  }

  const bankRecord = (r: Selectable<InvoicesDB['bank_details']>): BankDetailsRecord => ({
    companyId: r.company_id,
    bankName: r.bank_name,
    accountNumberMasked: maskAccountNumber(r.account_number),
    ifscCode: r.ifsc_code,
    updatedBy: r.updated_by,
    updatedAt: r.updated_at.toISOString(),
  });

  /** A company's bank account, the number masked: the seller its own, an admin any. */
  app.get(
    '/payments/bank-details',
    { config: { access: 'member' }, schema: { querystring: z.object(CompanyField) } },
    async (request) => {
      const { companyId } = await companyOf(request, request.query.companyId);
      const row = await db
        .selectFrom('bank_details')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return ok({ bankDetails: row ? bankRecord(row) : null });
    },
  );

  /** The seller sets its own company's bank account; admins read it only. */
  app.put(
    '/payments/bank-details',
    { config: { access: 'member', adminPermission: 'payments' }, schema: { body: BankDetailsInput } },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (isAdminType(principal.userType) || !principal.companyId) throw forbidden();
      const b = request.body;
      const values = {
        bank_name: b.bankName,
        account_number: b.accountNumber,
        ifsc_code: b.ifscCode,
        updated_by: principal.name,
        updated_at: new Date(),
      };
      const row = await db
        .insertInto('bank_details')
        .values({ company_id: principal.companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ bankDetails: bankRecord(row) }, PAYMENT_MSG.bankDetailsSaved);
    },
  );
}
