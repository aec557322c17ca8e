import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  PAYMENT_MSG,
  PAYMENT_STATUSES,
  formatPaise,
  maskAccountNumber,
  paymentStatusOf,
  type BankDetailsInput,
  type BankDetailsRecord,
  type OfflinePaymentInput,
  type PaymentCheckout,
  type PaymentDecision,
  type PaymentGateway,
  type PaymentKind,
  type PaymentLinkRecord,
  type PaymentLogRecord,
  type PaymentRequestInput,
  type PaymentStatus,
} from '@parcelo/common';
import {
  badRequest,
  conflict,
  notFound,
  serviceApis,
  type ServiceContext,
  type z,
  type Page,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries } from '../wallet/ledger.js';
import { rateCardOf } from '../charges/routes.js';
import { postSellerCharge, sellerMessageCharge } from '../charges/charges.js';
import type { PaymentEvent, PaymentProvider } from './providers.js';

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

const linkRecord = (r: PaymentRow): PaymentLinkRecord => ({
  id: r.id,
  companyId: r.company_id,
  amountPaise: Number(r.amount_paise),
  message: r.message,
  state: r.status === PAYMENT_STATUSES.SUCCESS ? 'PAID' : r.status === PAYMENT_STATUSES.FAILURE ? 'FAILED' : 'PENDING',
});

const bankRecord = (r: Selectable<InvoicesDB['bank_details']>): BankDetailsRecord => ({
  companyId: r.company_id,
  bankName: r.bank_name,
  accountNumberMasked: maskAccountNumber(r.account_number),
  ifscCode: r.ifsc_code,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at.toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How the wallet entry of a paid online payment reads. */
const onlineCredit = (gateway: string) => ({
  code: '102' as const,
  description: `Wallet recharge through ${gateway === 'razorpay' ? 'Razorpay' : 'the console provider'}`,
});

/** What the payments service needs besides its database: the providers, and where other services answer. */
export interface PaymentsDeps {
  /** Every provider this deployment offers, by gateway (see paymentProviders). */
  providers: ReadonlyMap<PaymentProvider['gateway'], PaymentProvider>;
  /** The provider new payments go to when none is named. */
  preferred: PaymentProvider | null;
  /** UMS for the seller's rate card, NMS to send a payment request. */
  urls: ServiceContext['urls'];
}

/** Which payments a list shows, beyond the company. */
export interface PaymentFilter {
  status?: PaymentStatus;
  kind?: PaymentKind;
  from?: Date;
  to?: Date;
}

type OfflineInput = z.output<typeof OfflinePaymentInput>;

/**
 * Moves a payment out of PENDING: SUCCESS credits the wallet in the same transaction, so a
 * payment is never marked paid without its credit, nor credited twice (the ledger's key is
 * the payment's). A payment already decided is answered as it stands.
 */
async function settle(
  db: Kysely<InvoicesDB>,
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

const paymentById = (db: Kysely<InvoicesDB>, id: string) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A payment request as its pay link shows it; any other id, or a payment of another kind, is not found. */
async function linkRow(db: Kysely<InvoicesDB>, id: string) {
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

/** Reading the payment log. */
function paymentLogService(db: Kysely<InvoicesDB>) {
  return {
    /** A page of the log, newest first by default: one company's, or every company's for an admin. */
    async list(companyId: string | undefined, where: PaymentFilter, { limit, offset, order }: Page) {
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
      return { payments: rows.map(paymentRecord), totalCount: Number(total.n) };
    },

    /** Those of `ids` the company owns (any company's when it is undefined: an admin). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      let q = db.selectFrom('payments').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(paymentRecord);
    },
  };
}

/** The provider a new payment goes to: the one named, or the deployment's preferred one. */
function providerFor(deps: PaymentsDeps, gateway: PaymentGateway | undefined): PaymentProvider {
  const provider = gateway ? deps.providers.get(gateway as PaymentProvider['gateway']) : deps.preferred;
  if (!provider) throw badRequest(PAYMENT_MSG.paymentGatewayUnavailable, 'gateway');
  return provider;
}

/** The seller's own recharges of its wallet through a payment provider. */
function rechargeService(db: Kysely<InvoicesDB>, deps: PaymentsDeps) {
  return {
    /**
     * Starts a recharge: a PENDING payment and the provider's order. The console provider has
     * the money at once, so the payment succeeds and the wallet is credited before the answer.
     */
    async recharge(companyId: string, createdBy: string, amountPaise: number, gateway: PaymentGateway | undefined) {
      const provider = providerFor(deps, gateway);
      const id = randomUUID();
      const mtid = merchantTransactionId();
      await db
        .insertInto('payments')
        .values({
          id,
          company_id: companyId,
          kind: 'RECHARGE',
          amount_paise: amountPaise,
          message: 'Payment started',
          merchant_transaction_id: mtid,
          gateway: provider.gateway,
          created_by: createdBy,
        })
        .execute();
      // Outside any transaction: the provider is slow, and on embedded PGlite a call made
      // while a transaction is open would wait for it.
      let order;
      try {
        order = await provider.createOrder({ amountPaise, receipt: mtid, notes: { companyId, paymentId: id } });
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
      let row = await paymentById(db, id);
      if (order.completed)
        row = (await settle(db, id, 'SUCCESS', { message: 'Paid (console provider)' }, onlineCredit(provider.gateway)))
          .row;
      const checkout: PaymentCheckout = {
        gateway: provider.gateway,
        orderId: order.orderId,
        amountPaise,
        currency: 'INR',
        keyId: order.keyId,
        completed: order.completed,
      };
      return { payment: paymentRecord(row), checkout };
    },
  };
}

/** Payment requests a seller sends someone to pay into its wallet. */
function paymentRequestService(db: Kysely<InvoicesDB>, deps: PaymentsDeps) {
  return {
    /**
     * A PENDING payment, the provider's link, and the link sent by SMS or e-mail through the
     * notification outbox.
     */
    async request(companyId: string, createdBy: string, input: PaymentRequestInput) {
      const provider = providerFor(deps, undefined);
      const id = randomUUID();
      // The SMS is the seller's to pay for: charged before anything is sent, and refused (no
      // payment, no text) if it would take the wallet below its floor. E-mails cost nothing.
      const notificationId = randomUUID();
      const charge =
        input.channel === 'SMS'
          ? sellerMessageCharge(await rateCardOf(deps.urls, companyId), {
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
            amount_paise: input.amountPaise,
            message: input.message,
            merchant_transaction_id: merchantTransactionId(),
            gateway: provider.gateway,
            payer_phone: input.phone || null,
            payer_email: input.email || null,
            created_by: createdBy,
          })
          .execute();
        if (charge) await postSellerCharge(tx, charge);
      });
      try {
        const link = await provider.createLink({
          amountPaise: input.amountPaise,
          referenceId: id,
          description: input.message,
          phone: input.phone || null,
          email: input.email || null,
        });
        await db.updateTable('payments').set({ order_id: link.id, link_url: link.url }).where('id', '=', id).execute();
        await serviceApis(deps.urls).nms.postNotificationsSend({
          internal: true,
          body: {
            id: notificationId,
            channel: input.channel === 'SMS' ? 'sms' : 'email',
            to: input.channel === 'SMS' ? input.phone : input.email,
            template: 'PAYMENT_REQUEST',
            params: { amount: formatPaise(input.amountPaise), message: input.message, link: link.url },
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
      return paymentRecord(await paymentById(db, id));
    },
  };
}

/** Payments made outside the product (a bank transfer), credited once an admin approves them. */
function offlinePaymentService(db: Kysely<InvoicesDB>) {
  return {
    /** Records an offline payment with its proof, awaiting an admin's approval. */
    async recordOffline(companyId: string, createdBy: string, input: OfflineInput) {
      const row = await db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          company_id: companyId,
          kind: 'OFFLINE',
          amount_paise: input.amountPaise,
          message: 'Awaiting approval',
          merchant_transaction_id: merchantTransactionId(),
          gateway: 'offline',
          reference: input.reference,
          remarks: input.remarks || null,
          proof_url: input.proofUrl,
          created_by: createdBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return paymentRecord(row);
    },

    /**
     * An admin approves an offline payment (the wallet is credited, code 100, once) or rejects
     * it with remarks. The same decision again is answered as it stands; the other is refused.
     */
    async decide(id: string, decision: PaymentDecision, remarks: string, decidedBy: string) {
      const result = await db.transaction().execute(async (tx) => {
        const row = await tx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw notFound();
        if (row.kind !== 'OFFLINE') throw conflict(PAYMENT_MSG.paymentNotOffline);
        const wanted = decision === 'APPROVE' ? PAYMENT_STATUSES.SUCCESS : PAYMENT_STATUSES.FAILURE;
        if (row.status === wanted) return { row };
        if (row.status !== PAYMENT_STATUSES.PENDING) throw conflict(PAYMENT_MSG.paymentAlreadyDecided);
        return settle(
          db,
          row.id,
          decision === 'APPROVE' ? 'SUCCESS' : 'FAILURE',
          { message: decision === 'APPROVE' ? 'Approved' : 'Rejected', remarks: remarks || row.remarks, decidedBy },
          { code: '100', description: `Offline payment ${row.reference ?? ''} approved`.replace(/\s+/g, ' ').trim() },
          [PAYMENT_STATUSES.PENDING],
          tx,
        );
      });
      return paymentRecord(result.row);
    },
  };
}

/** The public pay page of a payment request, and what its provider's webhooks say about payments. */
function payLinkService(db: Kysely<InvoicesDB>, deps: PaymentsDeps) {
  /** What a verified event does; anything not ours is acknowledged, so the provider stops sending it. */
  async function applyEvent(event: PaymentEvent): Promise<string> {
    if (event.outcome === 'IGNORED' || !event.orderIds.length) return 'ignored';
    const row = await db
      .selectFrom('payments')
      .select(['id', 'amount_paise', 'gateway'])
      .where('gateway', '=', 'razorpay')
      .where('order_id', 'in', event.orderIds)
      .executeTakeFirst();
    if (!row) return 'unknown order';
    const change = { message: event.message, providerPaymentId: event.providerPaymentId };
    if (event.outcome === 'SUCCESS') {
      if (event.amountPaise !== null && event.amountPaise !== Number(row.amount_paise)) return 'amount differs';
      // A failed attempt may be followed by a paid one on the same order.
      const { changed } = await settle(db, row.id, 'SUCCESS', change, onlineCredit('razorpay'), [
        PAYMENT_STATUSES.PENDING,
        PAYMENT_STATUSES.FAILURE,
      ]);
      return changed ? 'credited' : 'already settled';
    }
    const { changed } = await settle(db, row.id, 'FAILURE', change, onlineCredit('razorpay'));
    return changed ? 'failed' : 'already settled';
  }

  return {
    /** Whoever holds the link (its id is a random UUID) reads the amount and the message. */
    link: async (id: string) => linkRecord(await linkRow(db, id)),

    /**
     * Pays a request from its link. The console provider has the money at once: the request
     * succeeds and the wallet is credited (code 102, key pay:<id>) once however often it is
     * paid. Through Razorpay the payer is sent to the provider's own link, whose webhook settles it.
     */
    async payLink(id: string) {
      const row = await linkRow(db, id);
      if (row.status === PAYMENT_STATUSES.SUCCESS)
        return { link: linkRecord(row), redirectUrl: null, outcome: 'already paid' as const };
      if (row.status === PAYMENT_STATUSES.FAILURE) throw conflict(PAYMENT_MSG.paymentLinkClosed);
      const provider = deps.providers.get(row.gateway as PaymentProvider['gateway']);
      if (!provider) throw badRequest(PAYMENT_MSG.paymentGatewayUnavailable);
      if (provider.gateway !== 'console') {
        if (!row.link_url) throw badRequest(PAYMENT_MSG.paymentGatewayUnavailable);
        return { link: linkRecord(row), redirectUrl: row.link_url, outcome: 'redirected' as const };
      }
      const { row: settled, changed } = await settle(
        db,
        row.id,
        'SUCCESS',
        { message: 'Paid from the pay link (console provider)' },
        { code: '102', description: 'Payment request paid through the console provider' },
      );
      return {
        link: linkRecord(settled),
        redirectUrl: null,
        outcome: changed ? ('paid' as const) : ('already paid' as const),
      };
    },

    applyEvent,

    /** A provider's webhook: its signature checked over the raw body (401 when wrong), then applied. */
    async receiveWebhook(
      gateway: PaymentProvider['gateway'],
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ) {
      const provider = deps.providers.get(gateway);
      if (!provider) throw notFound();
      return applyEvent(provider.parseWebhook(rawBody, headers));
    },
  };
}

/** The bank account a company's COD remittances are paid into. */
function bankDetailsService(db: Kysely<InvoicesDB>) {
  return {
    /** The company's bank account, its number masked; null when it has none. */
    async bankDetails(companyId: string) {
      const row = await db
        .selectFrom('bank_details')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return row ? bankRecord(row) : null;
    },

    /** Sets the company's bank account, or replaces the one it had. */
    async saveBankDetails(companyId: string, updatedBy: string, input: BankDetailsInput) {
      const values = {
        bank_name: input.bankName,
        account_number: input.accountNumber,
        ifsc_code: input.ifscCode,
        updated_by: updatedBy,
        updated_at: new Date(),
      };
      const row = await db
        .insertInto('bank_details')
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return bankRecord(row);
    },
  };
}

/**
 * The payment log: wallet recharges through a payment provider, payment requests a seller
 * sends someone, and offline payments an admin approves; and each company's bank details.
 * Money reaches the wallet only through `settle`, once per payment (key pay:<id>).
 */
export function paymentsService(db: Kysely<InvoicesDB>, deps: PaymentsDeps) {
  return {
    ...paymentLogService(db),
    ...rechargeService(db, deps),
    ...paymentRequestService(db, deps),
    ...offlinePaymentService(db),
    ...payLinkService(db, deps),
    ...bankDetailsService(db),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
