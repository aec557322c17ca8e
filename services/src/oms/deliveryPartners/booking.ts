import type { Kysely, Transaction } from 'kysely';
import { MSG, canShip, chargeableGrams, courierOf, fill, statusView } from '@parcelo/common';
import {
  ServiceError,
  badRequest,
  conflict,
  countsChanged,
  notFound,
  serviceApis,
  type Logger,
  type ServiceUrls,
} from '../../platform/index.js';
import type { DeliveryPartnerRow, OmsDB, OrderRow } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { CourierFailure, courierAdapter } from './adapters.js';
import { courierKey } from './contracts.js';
import type { CourierTracking } from '../tracking/courier.js';
import { activePartners, orderShipment, quotesFor } from './quotes.js';

/** Shipping moves a placed or processed order to Ready to ship, where it waits for the courier. */
const READY = 'READY_TO_SHIP';

export interface BookingDeps {
  db: Kysely<OmsDB>;
  log: Logger;
  outbox: OrderOutbox;
  urls: ServiceUrls;
  /** Follows the courier's tracking of each booking from then on. */
  tracking: CourierTracking;
}

type Quote = Awaited<ReturnType<typeof quotesFor>>[number];
type Booked = { awb: string; label?: string | null };

/**
 * Ships an order with one of its seller's partners: the courier books it and gives the AWB,
 * and the freight the seller was quoted is debited from the wallet under that AWB.
 * The shipment row (keyed by order) is claimed before anything else, so parallel or repeated
 * asks book one parcel, and the order's weight and quantities stop changing (their edits see
 * the claim). Then, in this order: the quote from the order as it now stands; the wallet asked
 * whether it can take the freight (refused, the courier is never called); the courier's
 * booking; the debit, under the wallet's lock (refused there, when parallel bookings spent the
 * balance, the courier's booking is cancelled); the booking written on the order (failing, the
 * courier is told and the freight refunded). A repeat after success answers with that shipment.
 * Answers the words the seller sees.
 */
export async function shipOrder(
  deps: BookingDeps,
  order: OrderRow,
  partnerId: string,
  actorName: string | null = null,
): Promise<string> {
  const { db } = deps;
  const partner = await db
    .selectFrom('delivery_partners')
    .selectAll()
    .where('id', '=', partnerId)
    .where('company_id', '=', order.company_id)
    .executeTakeFirst();
  if (!partner) throw notFound();

  const done = await earlierBooking(db, order, partner);
  if (done) return done;
  await shippableQuote(db, order, partner);
  if (!(await claimShipment(db, order, partner))) {
    const again = await earlierBooking(db, order, partner);
    if (again) return again;
    throw conflict(MSG.orderBeingShipped);
  }
  const { current, quote } = await quoteClaimed(deps, order, partner);
  const booked = await bookWithCourier(deps, current, partner, quote);
  await debitFreight(deps, current, partner, quote, booked, actorName);
  const events = await recordBooking(deps, current, partner, booked);
  countsChanged(db, order.company_id);
  await deps.outbox.deliver(events);
  return fill(MSG.orderShipped, { partner: partner.name, awb: booked.awb });
}

/**
 * A shipment asked for before: the same partner's answers as it did (a retry), one still being
 * booked is a conflict, and another partner's is refused with the AWB the order already has.
 */
async function earlierBooking(db: Kysely<OmsDB>, order: OrderRow, partner: DeliveryPartnerRow) {
  const s = await db.selectFrom('shipments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  if (!s) return null;
  if (!s.awb) throw conflict(MSG.orderBeingShipped);
  if (s.partner_id === partner.id) return fill(MSG.orderShipped, { partner: partner.name, awb: s.awb });
  const current = await db
    .selectFrom('orders')
    .select(['delivery_partner', 'delivery_awb'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  throw badRequest(
    fill(MSG.orderAlreadyShipped, { partner: current.delivery_partner ?? '', awb: current.delivery_awb ?? s.awb }),
    'partnerId',
    'NOT_ALLOWED',
  );
}

/** The partner's quote for the order, or the reason it cannot ship the order now. */
async function shippableQuote(db: Kysely<OmsDB>, order: OrderRow, partner: DeliveryPartnerRow): Promise<Quote> {
  if (!canShip(order.status) || order.anonymised_at)
    throw badRequest(fill(MSG.orderNotShippable, { status: statusView(order.status).label }), null, 'NOT_ALLOWED');
  if (order.delivery_awb && order.delivery_partner_id)
    throw badRequest(
      fill(MSG.orderAlreadyShipped, { partner: order.delivery_partner ?? '', awb: order.delivery_awb }),
      'partnerId',
      'NOT_ALLOWED',
    );
  const quotes = await quotesFor(db, await activePartners(db, order.company_id), orderShipment(order));
  if (!quotes.some((q) => q.serviceable))
    throw badRequest(fill(MSG.noPartnerServes, { pincode: order.delivery_pincode }), 'partnerId', 'NOT_ALLOWED');
  if (!partner.active) throw badRequest(fill(MSG.partnerInactive, { partner: partner.name }), 'partnerId');
  const quote = quotes.find((q) => q.partnerId === partner.id)!;
  if (!quote.serviceable)
    throw badRequest(
      fill(MSG.partnerNotServing, { partner: partner.name, reason: quote.reason ?? '' }),
      'partnerId',
      'NOT_ALLOWED',
    );
  return quote;
}

/** Takes the order's one shipment row; false when another ask holds it. */
async function claimShipment(db: Kysely<OmsDB>, order: OrderRow, partner: DeliveryPartnerRow) {
  const claimed = await db
    .insertInto('shipments')
    .values({ order_id: order.id, company_id: order.company_id, partner_id: partner.id })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return !!claimed;
}

/** The order as it stands, read under its row lock (held to the end of `executor`'s transaction, if it has one). */
const lockedOrder = (executor: Kysely<OmsDB> | Transaction<OmsDB>, id: string) =>
  executor.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();

/** Lets go of a claim that has no AWB, so the seller can ship the order again. */
const releaseClaim = (db: Kysely<OmsDB>, orderId: string) =>
  db.deleteFrom('shipments').where('order_id', '=', orderId).where('awb', 'is', null).execute();

/**
 * The claimed order's quote and its price on the claim, after the wallet said it can take it;
 * any refusal lets go of the claim. The order is read under its lock, so an edit that began
 * before the claim has finished: what is quoted is what is booked.
 */
async function quoteClaimed(deps: BookingDeps, order: OrderRow, partner: DeliveryPartnerRow) {
  const { db, urls } = deps;
  try {
    const current = await lockedOrder(db, order.id);
    const quote = await shippableQuote(db, current, partner);
    const amountPaise = quote.totalPaise!;
    await db.updateTable('shipments').set({ price_paise: amountPaise }).where('order_id', '=', order.id).execute();
    await serviceApis(urls).invoices.postChargesFreightCheck({
      internal: true,
      body: { companyId: order.company_id, amountPaise },
    });
    return { current, quote };
  } catch (err) {
    await releaseClaim(db, order.id);
    throw err;
  }
}

/** Tells the courier to forget a booking this ask made but will not keep; a courier that cannot be reached is logged. */
const cancelWithCourier = ({ log }: BookingDeps, partner: DeliveryPartnerRow, awb: string) =>
  courierAdapter(partner.courier)
    .cancel?.(awb, courierKey(partner))
    .catch((e: unknown) => log.error({ err: e, awb }, 'courier booking not cancelled'));

/** Gives back the freight debited for a booking this ask let go (keyed by the debit: once). */
const refundFreight = (urls: ServiceUrls, order: OrderRow) =>
  serviceApis(urls).invoices.postChargesFreightRefund({
    internal: true,
    body: { companyId: order.company_id, orderId: order.id, shopOrderId: order.shop_order_id },
  });

/**
 * Debits the quoted freight for the AWB the courier assigned, held to the wallet's floor and
 * keyed by the order and AWB (a retried booking, given the same AWB, finds its debit). Refused
 * or unanswered, the booking is let go and the courier told, so no parcel goes out unpaid.
 */
async function debitFreight(
  deps: BookingDeps,
  order: OrderRow,
  partner: DeliveryPartnerRow,
  quote: Quote,
  booked: Booked,
  actorName: string | null,
) {
  try {
    await serviceApis(deps.urls).invoices.postChargesFreight({
      internal: true,
      body: {
        companyId: order.company_id,
        orderId: order.id,
        shopOrderId: order.shop_order_id,
        awb: booked.awb,
        courierName: courierOf(partner.courier)?.name ?? partner.courier,
        partnerName: partner.name,
        chargeableGrams: quote.chargeableGrams ?? 0,
        amountPaise: quote.totalPaise!,
        createdBy: actorName,
      },
    });
  } catch (err) {
    await releaseClaim(deps.db, order.id);
    await cancelWithCourier(deps, partner, booked.awb);
    // Refused (the floor, another AWB), nothing was posted; unanswered, it may have been: the
    // refund is keyed by the debit, so it gives back what was taken and nothing else.
    if (!(err instanceof ServiceError) || err.httpStatus >= 500)
      await refundFreight(deps.urls, order).catch((e: unknown) =>
        deps.log.error({ err: e, orderId: order.id, awb: booked.awb }, 'freight of a booking let go not refunded'),
      );
    throw err;
  }
}

/** The courier's booking; a refusal or an unreachable courier lets go of the claim and says which. */
async function bookWithCourier(
  { db, log }: BookingDeps,
  order: OrderRow,
  partner: DeliveryPartnerRow,
  quote: Quote,
): Promise<Booked> {
  const shipment = orderShipment(order);
  try {
    return await courierAdapter(partner.courier).createShipment(
      {
        orderId: order.id,
        shopOrderId: order.shop_order_id,
        pickupPincode: shipment.pickupPincode,
        deliveryPincode: shipment.deliveryPincode,
        weightGrams: quote.chargeableGrams ?? chargeableGrams(shipment.weightKg, shipment.dimensions, 500),
        paymentMode: shipment.paymentMode,
        codAmountPaise: shipment.paymentMode === 'COD' ? shipment.orderValuePaise : 0,
        consignee: { name: order.customer_name, phone: order.customer_phone },
      },
      courierKey(partner),
    );
  } catch (err) {
    await releaseClaim(db, order.id);
    if (!(err instanceof CourierFailure)) throw err;
    log.warn({ err, orderId: order.id, partnerId: partner.id }, 'courier booking failed');
    throw badRequest(
      err.refused
        ? fill(MSG.courierRefused, { partner: partner.name, reason: err.message })
        : fill(MSG.courierUnavailable, { partner: partner.name }),
      'partnerId',
    );
  }
}

/**
 * Writes the booking on the order, its shipment and its trail in one transaction; when that
 * fails (the order was cancelled while the courier booked it, say) the booking is let go and
 * the courier told. Answers the webhook events to deliver.
 */
async function recordBooking(
  deps: BookingDeps,
  order: OrderRow,
  partner: DeliveryPartnerRow,
  booked: Booked,
): Promise<number[]> {
  const { db, log, outbox } = deps;
  try {
    return await db.transaction().execute(async (tx) => {
      const current = await lockedOrder(tx, order.id);
      if (!canShip(current.status))
        throw badRequest(
          fill(MSG.orderNotShippable, { status: statusView(current.status).label }),
          null,
          'NOT_ALLOWED',
        );
      const ready = current.status === 'PLACED' || current.status === 'PROCESSED';
      await tx
        .updateTable('orders')
        .set({
          delivery_partner_id: partner.id,
          delivery_partner: partner.name,
          shipper: partner.name,
          delivery_awb: booked.awb,
          ...(ready ? { status: READY, rts_at: new Date() } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', order.id)
        .execute();
      await tx
        .updateTable('shipments')
        .set({ awb: booked.awb, label_url: booked.label ?? null })
        .where('order_id', '=', order.id)
        .execute();
      await appendTrail(
        tx,
        order.id,
        ready ? READY : current.status,
        fill(MSG.orderShipped, { partner: partner.name, awb: booked.awb }),
      );
      await deps.tracking.watch(tx, order.id);
      // The seller's webhooks hear of the move to Ready to ship, with the courier's AWB.
      return ready
        ? outbox.statusChanged(tx, { ...current, delivery_awb: booked.awb }, READY, `${partner.name} booking`)
        : [];
    });
  } catch (err) {
    await releaseClaim(db, order.id);
    await cancelWithCourier(deps, partner, booked.awb);
    await refundFreight(deps.urls, order).catch((e: unknown) =>
      log.error({ err: e, orderId: order.id, awb: booked.awb }, 'freight of a booking let go not refunded'),
    );
    throw err;
  }
}

/**
 * Refuses a change to what a courier was booked and paid for: an order's weight and quantities
 * once its AWB is assigned, or while its booking is under way (the claim is taken first).
 */
export async function refuseIfBooked(executor: Kysely<OmsDB> | Transaction<OmsDB>, order: OrderRow) {
  if (order.delivery_awb)
    throw badRequest(
      fill(MSG.orderContentsBooked, { partner: order.delivery_partner ?? '', awb: order.delivery_awb }),
      null,
      'NOT_ALLOWED',
    );
  const claim = await executor
    .selectFrom('shipments')
    .select('awb')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (claim) throw conflict(MSG.orderBeingShipped);
}

/**
 * Tells the courier a booked order was cancelled, so it does not come to collect it. Best
 * effort after the cancellation is saved: a courier that cannot be reached is logged, and the
 * order stays cancelled either way.
 */
export async function cancelCourierBooking(
  db: Kysely<OmsDB>,
  orderId: string,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const booking = await db
    .selectFrom('shipments')
    .innerJoin('delivery_partners', 'delivery_partners.id', 'shipments.partner_id')
    .select([
      'shipments.awb',
      'delivery_partners.courier',
      'delivery_partners.contract',
      'delivery_partners.credentials',
    ])
    .where('shipments.order_id', '=', orderId)
    .where('shipments.awb', 'is not', null)
    .executeTakeFirst();
  if (!booking?.awb) return;
  try {
    await courierAdapter(booking.courier).cancel?.(booking.awb, courierKey(booking));
  } catch (err) {
    log.warn({ err, orderId, awb: booking.awb }, 'courier booking not cancelled');
  }
}
