import {
  WalletBalanceSchema,
  WalletPostingSchema,
  paiseAmount,
  MSG,
  type OrderBillingEvent,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import { answers, ok, serviceApis, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries } from '../wallet/ledger.js';
import { NOTIFICATION_CHARGE_CHANNELS, notificationCharge, orderCharges } from './charges.js';
import { chargeFreight, checkFreight, openFreight, refundFreight, type FreightBooking } from './freight.js';

const OrderEvent = z.object({
  eventId: z.string().min(1).max(200),
  companyId: z.string().uuid(),
  orderId: z.string().uuid(),
  shopOrderId: z.string().min(1).max(200),
  awb: z.string().max(200).nullable(),
  status: z.string().min(1).max(50),
  paymentMode: z.string().min(1).max(50),
  orderValuePaise: z.number().int().min(0).max(1_000_000_000),
  weightKg: z.number().min(0).max(10_000),
  dimensions: z
    .object({
      length: z.number().min(0).max(10_000),
      breadth: z.number().min(0).max(10_000),
      height: z.number().min(0).max(10_000),
    })
    .nullable(),
  occurredAt: z.string().max(50),
}) satisfies z.ZodType<OrderBillingEvent>;

const NotificationEvent = z.object({
  notificationId: z.string().uuid(),
  companyId: z.string().uuid(),
  channel: z.enum(NOTIFICATION_CHARGE_CHANNELS),
  reference: z.string().max(200).nullish(),
});

const Postings = answers(z.object({ postings: z.array(WalletPostingSchema) }));

const FreightAmount = { companyId: z.string().uuid(), amountPaise: paiseAmount(MSG.walletAmountInvalid) };

const FreightBookingBody = z.object({
  ...FreightAmount,
  orderId: z.string().uuid(),
  shopOrderId: z.string().min(1).max(200),
  awb: z.string().min(1).max(100),
  courierName: z.string().min(1).max(100),
  partnerName: z.string().min(1).max(100),
  chargeableGrams: z.number().int().min(0).max(10_000_000),
  createdBy: z.string().max(200).nullish(),
}) satisfies z.ZodType<FreightBooking>;

const FreightRefundBody = z.object({
  companyId: z.string().uuid(),
  orderId: z.string().uuid(),
  shopOrderId: z.string().min(1).max(200),
});

/** A brand's rate card as UMS has it now: what its charges are priced from. */
export async function rateCardOf(urls: ServiceContext['urls'], companyId: string) {
  const { pricingPreferences } = await serviceApis(urls).ums.getUmsTsPricingPreferences<{
    pricingPreferences: PricingPreferencesRecord;
  }>({ internal: true, query: { companyId } });
  return pricingPreferences;
}

/**
 * Charges earned by what other services did for a brand (a delivered order, a text sent),
 * priced from the brand's rate card at that moment and taken from its wallet once each.
 */
export function chargeRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>) {
  const { db, urls } = ctx;

  const rateCard = (companyId: string) => rateCardOf(urls, companyId);

  const post = async (entries: Parameters<typeof postWalletEntries>[1]) =>
    entries.length ? db.transaction().execute((tx) => postWalletEntries(tx, entries)) : [];

  /** OMS's outbox: an order delivered or back at origin. Sent again, it finds its charges taken. */
  app.post(
    '/charges/orders/events',
    { config: { access: 'internal' }, schema: { body: OrderEvent, response: Postings } },
    async (request) => {
      const event = request.body;
      // Cancelled (before pickup: the status machine allows no later cancel), its freight goes back.
      if (event.status === 'CANCELLED')
        return ok({ postings: await refundFreight(db, { ...event, reason: 'CANCELLED' }) });
      const freightPaid = !!(await openFreight(db, event.companyId, event.orderId));
      const postings = await post(orderCharges(await rateCard(event.companyId), event, { freightPaid }));
      return ok({ postings });
    },
  );

  /**
   * OMS, before it calls a courier: whether the wallet can take the freight it quoted. Refused
   * with the recharge prompt, so nothing is booked that the wallet cannot pay for.
   */
  app.post(
    '/charges/freight/check',
    {
      config: { access: 'internal' },
      schema: { body: z.object(FreightAmount), response: answers(z.object({ wallet: WalletBalanceSchema })) },
    },
    async (request) => ok({ wallet: await checkFreight(db, request.body.companyId, request.body.amountPaise) }),
  );

  /** OMS: a courier assigned an AWB; its quoted freight is debited, once per order and AWB. */
  app.post(
    '/charges/freight',
    {
      config: { access: 'internal' },
      schema: { body: FreightBookingBody, response: answers(z.object({ posting: WalletPostingSchema })) },
    },
    async (request) => ok({ posting: await chargeFreight(db, request.body) }),
  );

  /** OMS: a booking it debited did not go through; the freight goes back, once. */
  app.post(
    '/charges/freight/refund',
    { config: { access: 'internal' }, schema: { body: FreightRefundBody, response: Postings } },
    async (request) => ok({ postings: await refundFreight(db, { ...request.body, reason: 'NOT_BOOKED' }) }),
  );

  /** NMS: a message sent for a company. */
  app.post(
    '/charges/notifications/events',
    { config: { access: 'internal' }, schema: { body: NotificationEvent, response: Postings } },
    async (request) => {
      const entry = notificationCharge(await rateCard(request.body.companyId), request.body);
      const postings = await post(entry ? [entry] : []);
      return ok({ postings });
    },
  );
}
