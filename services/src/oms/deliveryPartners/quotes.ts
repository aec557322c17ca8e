import type { Kysely } from 'kysely';
import {
  MSG,
  PLATFORM_RATE_CARD,
  courierOf,
  notServiceable,
  priceOf,
  zoneOf,
  type DeliveryQuoteRecord,
  type RateCard,
  type Zone,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { badRequest } from '../../platform/index.js';
import type { DeliveryPartnerRow, OmsDB, OrderRow } from '../db.js';

/** Which ways a partner carries to or from a pincode. */
export interface Flags {
  forward: boolean;
  reverse: boolean;
  cod: boolean;
}

export interface RatesQuery {
  pickupPincode: string;
  deliveryPincode: string;
  weightKg: number;
  dimensions: { length: number; breadth: number; height: number } | null;
  paymentMode: 'COD' | 'PREPAID';
  orderValuePaise: number;
}

/** A company's partners that take shipments, in the order the seller ranked them. */
export const activePartners = (db: Kysely<OmsDB>, companyId: string) =>
  db
    .selectFrom('delivery_partners')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .orderBy('priority')
    .orderBy('name')
    .execute();

/**
 * What one partner charges for a shipment: the seller's card for it, or the platform's when the
 * seller has none (or one that prices the parcel at nothing). The quote shown and the freight
 * debited when the courier assigns the AWB are both this price.
 */
export function freightPrice(card: RateCard | null, zone: Zone, q: RatesQuery) {
  const shipment = {
    weightKg: q.weightKg,
    dimensions: q.dimensions,
    cod: q.paymentMode === 'COD',
    orderValuePaise: q.orderValuePaise,
  };
  const own = card ? priceOf(card, zone, shipment) : null;
  return own && own.totalPaise > 0 ? own : priceOf(PLATFORM_RATE_CARD, zone, shipment);
}

/**
 * Every partner's quote for one shipment, cheapest first (then faster, then by priority);
 * those that cannot carry it come last, each saying why.
 */
export async function quotesFor(
  db: Kysely<OmsDB>,
  partners: DeliveryPartnerRow[],
  q: RatesQuery,
): Promise<DeliveryQuoteRecord[]> {
  const pickup = lookupPincode(q.pickupPincode);
  if (!pickup) throw badRequest(MSG.invalidPincode, 'pickupPincode');
  const delivery = lookupPincode(q.deliveryPincode);
  if (!delivery) throw badRequest(MSG.invalidPincode, 'deliveryPincode');
  const listed = partners.filter((p) => !p.all_pincodes).map((p) => p.id);
  const rows = listed.length
    ? await db
        .selectFrom('delivery_partner_pincodes')
        .selectAll()
        .where('partner_id', 'in', listed)
        .where('pincode', 'in', [pickup.pincode, delivery.pincode])
        .execute()
    : [];
  const flags = (p: DeliveryPartnerRow, pincode: string): Flags | null => {
    if (p.all_pincodes) return { forward: p.all_forward, reverse: p.all_reverse, cod: p.all_cod };
    return rows.find((r) => r.partner_id === p.id && r.pincode === pincode) ?? null;
  };
  const zone = zoneOf(pickup, delivery);
  const cod = q.paymentMode === 'COD';
  const quotes = partners.map((p): DeliveryQuoteRecord & { priority: number } => {
    const at = flags(p, delivery.pincode);
    const base = {
      partnerId: p.id,
      partnerName: p.name,
      courier: p.courier,
      courierName: courierOf(p.courier)?.name ?? p.courier,
      codAvailable: !!at?.forward && at.cod,
      priority: p.priority,
    };
    const refused = (reason: string) => ({
      ...base,
      serviceable: false,
      reason,
      zone: null,
      chargeableGrams: null,
      freightPaise: null,
      codPaise: null,
      totalPaise: null,
      rtoPaise: null,
      days: null,
    });
    if (!flags(p, pickup.pincode)?.forward) return refused(notServiceable.pickup(pickup.pincode, p.name));
    if (!at?.forward) return refused(notServiceable.delivery(delivery.pincode, p.name));
    if (cod && !at.cod) return refused(notServiceable.cod(delivery.pincode, p.name));
    return { ...base, serviceable: true, reason: null, ...freightPrice(p.rate_card, zone, q) };
  });
  quotes.sort((a, b) =>
    a.serviceable !== b.serviceable
      ? a.serviceable
        ? -1
        : 1
      : (a.totalPaise ?? 0) - (b.totalPaise ?? 0) ||
        (a.days ?? 0) - (b.days ?? 0) ||
        a.priority - b.priority ||
        a.partnerName.localeCompare(b.partnerName),
  );
  return quotes.map(({ priority: _, ...quote }) => quote);
}

/** An order's shipment as the calculator takes it. */
export const orderShipment = (o: OrderRow): RatesQuery => ({
  pickupPincode: o.pickup_pincode,
  deliveryPincode: o.delivery_pincode,
  weightKg: Number(o.weight_kg),
  dimensions:
    o.length_cm !== null && o.breadth_cm !== null && o.height_cm !== null
      ? { length: o.length_cm, breadth: o.breadth_cm, height: o.height_cm }
      : null,
  paymentMode: o.payment_mode === 'COD' ? 'COD' : 'PREPAID',
  orderValuePaise: Number(o.total_amount_paise),
});

/**
 * What the courier-booked orders' freight comes to at another weight (the courier's measured
 * one), priced as their booking was: the booked partner's card, else the platform's. Orders no
 * courier booked are left out.
 */
export async function bookedFreightAt(
  db: Kysely<OmsDB>,
  orders: readonly OrderRow[],
  gramsOf: (o: OrderRow) => number | undefined,
): Promise<Map<string, number>> {
  const booked = orders.filter((o) => o.delivery_awb && gramsOf(o) !== undefined);
  if (!booked.length) return new Map();
  const partners = await db
    .selectFrom('shipments')
    .innerJoin('delivery_partners', 'delivery_partners.id', 'shipments.partner_id')
    .select(['shipments.order_id', 'delivery_partners.rate_card'])
    .where(
      'shipments.order_id',
      'in',
      booked.map((o) => o.id),
    )
    .where('shipments.awb', 'is not', null)
    .execute();
  const cardOf = new Map(partners.map((p) => [p.order_id, p.rate_card]));
  const prices = new Map<string, number>();
  for (const o of booked) {
    if (!cardOf.has(o.id)) continue;
    const pickup = lookupPincode(o.pickup_pincode);
    const delivery = lookupPincode(o.delivery_pincode);
    if (!pickup || !delivery) continue;
    const price = freightPrice(cardOf.get(o.id) ?? null, zoneOf(pickup, delivery), {
      ...orderShipment(o),
      weightKg: gramsOf(o)! / 1000,
    });
    prices.set(o.id, price.totalPaise);
  }
  return prices;
}
