import type { Kysely } from 'kysely';
import { MSG, canShip, chargeableGrams, fill, statusView } from '@parcelo/common';
import { openSecret } from '@parcelo/common/secrets';
import { badRequest, conflict, countsChanged, notFound, type Logger } from '../../platform/index.js';
import type { DeliveryPartnerRow, OmsDB, OrderRow } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { CourierFailure, courierAdapter } from './adapters.js';
import { activePartners, orderShipment, quotesFor } from './quotes.js';

/** Shipping moves a placed or processed order to Ready to ship, where it waits for the courier. */
const READY = 'READY_TO_SHIP';

export interface BookingDeps {
  db: Kysely<OmsDB>;
  log: Logger;
  outbox: OrderOutbox;
}

type Quote = Awaited<ReturnType<typeof quotesFor>>[number];
type Booked = { awb: string; label?: string | null };

/**
 * Ships an order with one of its seller's partners: the courier books it and gives the AWB.
 * The shipment row (keyed by order) is claimed before the courier is called, so parallel or
 * repeated asks book one parcel; a repeat after success answers with that shipment. Answers
 * the words the seller sees.
 */
export async function shipOrder(deps: BookingDeps, order: OrderRow, partnerId: string): Promise<string> {
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
  const quote = await shippableQuote(db, order, partner);
  if (!(await claimShipment(db, order, partner, quote))) {
    const again = await earlierBooking(db, order, partner);
    if (again) return again;
    throw conflict(MSG.orderBeingShipped);
  }
  const booked = await bookWithCourier(deps, order, partner, quote);
  const events = await recordBooking(deps, order, partner, booked);
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
async function claimShipment(db: Kysely<OmsDB>, order: OrderRow, partner: DeliveryPartnerRow, quote: Quote) {
  const claimed = await db
    .insertInto('shipments')
    .values({ order_id: order.id, company_id: order.company_id, partner_id: partner.id, price_paise: quote.totalPaise })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return !!claimed;
}

/** Lets go of a claim that has no AWB, so the seller can ship the order again. */
const releaseClaim = (db: Kysely<OmsDB>, orderId: string) =>
  db.deleteFrom('shipments').where('order_id', '=', orderId).where('awb', 'is', null).execute();

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
      { apiKey: openSecret(partner.credentials) },
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
  { db, log, outbox }: BookingDeps,
  order: OrderRow,
  partner: DeliveryPartnerRow,
  booked: Booked,
): Promise<number[]> {
  try {
    return await db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
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
      // The seller's webhooks hear of the move to Ready to ship, with the courier's AWB.
      return ready
        ? outbox.statusChanged(tx, { ...current, delivery_awb: booked.awb }, READY, `${partner.name} booking`)
        : [];
    });
  } catch (err) {
    await releaseClaim(db, order.id);
    await courierAdapter(partner.courier)
      .cancel?.(booked.awb, { apiKey: openSecret(partner.credentials) })
      .catch((e: unknown) => log.error({ err: e, awb: booked.awb }, 'courier booking not cancelled'));
    throw err;
  }
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
    .select(['shipments.awb', 'delivery_partners.courier', 'delivery_partners.credentials'])
    .where('shipments.order_id', '=', orderId)
    .where('shipments.awb', 'is not', null)
    .executeTakeFirst();
  if (!booking?.awb) return;
  try {
    await courierAdapter(booking.courier).cancel?.(booking.awb, { apiKey: openSecret(booking.credentials) });
  } catch (err) {
    log.warn({ err, orderId, awb: booking.awb }, 'courier booking not cancelled');
  }
}
