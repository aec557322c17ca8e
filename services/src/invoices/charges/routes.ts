import { WalletPostingSchema, type OrderBillingEvent, type PricingPreferencesRecord } from '@parcelo/common';
import { answers, ok, serviceApis, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries } from '../wallet/ledger.js';
import { NOTIFICATION_CHARGE_CHANNELS, notificationCharge, orderCharges } from './charges.js';

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
      const postings = await post(orderCharges(await rateCard(event.companyId), event));
      return ok({ postings });
    },
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
