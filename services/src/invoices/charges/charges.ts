import {
  chargeableGrams,
  codHandlingOf,
  shippingChargeOf,
  type OrderBillingEvent,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import type { WalletEntry } from '../wallet/ledger.js';

/** Shipping is priced on the chargeable weight in half-kilogram slabs, as couriers quote it. */
export const SLAB_GRAMS = 500;

/** The kilograms a description shows: '0.5 kg', '1.5 kg', '12 kg'. */
const kg = (grams: number) => `${Number((grams / 1000).toFixed(3))} kg`;

/** How a charge names its shipment: its AWB, or its order number before one was given. */
const shipmentOf = (event: OrderBillingEvent) => (event.awb ? `AWB ${event.awb}` : `order ${event.shopOrderId}`);

/**
 * What a finished delivery earns, as wallet debits keyed by the order so each is taken once
 * however often the event comes: delivered, its shipping and (COD) handling; back at origin,
 * its return processing and the forward shipping (the same key, so a shipment already charged
 * on an earlier delivery event is not charged again). Charges of 0 are not posted.
 */
export function orderCharges(prefs: PricingPreferencesRecord, event: OrderBillingEvent): WalletEntry[] {
  const grams = chargeableGrams(event.weightKg, event.dimensions, SLAB_GRAMS);
  const reference = event.awb ?? event.shopOrderId;
  const debit = (amountPaise: number, key: string, description: string): WalletEntry => ({
    companyId: event.companyId,
    type: 'DEBIT',
    amountPaise,
    code: '201',
    description,
    key,
    reference,
    // Earned already: owed whatever the balance.
    enforceFloor: false,
  });
  const shipping = debit(
    shippingChargeOf(prefs, { chargeableGrams: grams }),
    `ship:${event.orderId}`,
    `Shipping charges for ${shipmentOf(event)} (${kg(grams)})`,
  );
  const entries: WalletEntry[] = [];
  if (event.status === 'DELIVERED') {
    entries.push(shipping);
    if (event.paymentMode.toUpperCase() === 'COD')
      entries.push(
        debit(
          codHandlingOf(prefs, event.orderValuePaise),
          `codfee:${event.orderId}`,
          `COD handling charges for ${shipmentOf(event)}`,
        ),
      );
  } else if (event.status === 'RTO_DELIVERED') {
    entries.push(
      shipping,
      debit(prefs.RTOProcessingCharges, `rto:${event.orderId}`, `RTO processing charges for ${shipmentOf(event)}`),
    );
  }
  return entries.filter((e) => e.amountPaise > 0);
}

export const NOTIFICATION_CHARGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type ChargedChannel = (typeof NOTIFICATION_CHARGE_CHANNELS)[number];

/** A message sent for a company: its price from the rate card, keyed by the message so it is charged once. */
export function notificationCharge(
  prefs: PricingPreferencesRecord,
  message: { notificationId: string; companyId: string; channel: ChargedChannel; reference?: string | null },
): WalletEntry | null {
  const sms = message.channel === 'sms';
  const amountPaise = sms ? prefs.smsCharges : prefs.whatsAppMessageCharges;
  if (amountPaise <= 0) return null;
  return {
    companyId: message.companyId,
    type: 'DEBIT',
    amountPaise,
    code: sms ? '203' : '204',
    description: sms ? 'SMS charges' : 'WhatsApp message charges',
    key: `${sms ? 'sms' : 'wa'}:${message.notificationId}`,
    reference: message.reference ?? null,
    enforceFloor: false,
  };
}
