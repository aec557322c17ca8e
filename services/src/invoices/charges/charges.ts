import type { Transaction } from 'kysely';
import {
  MSG,
  chargeableGrams,
  codHandlingOf,
  shippingChargeOf,
  type OrderBillingEvent,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import { ServiceError } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries, type WalletEntry } from '../wallet/ledger.js';

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
 * on an earlier delivery event is not charged again). Charges of 0 are not posted. A shipment
 * whose courier freight was debited when its AWB was assigned (`freightPaid`) is not charged
 * shipping again: only the platform's own fleet is charged it on delivery.
 */
export function orderCharges(
  prefs: PricingPreferencesRecord,
  event: OrderBillingEvent,
  { freightPaid = false }: { freightPaid?: boolean } = {},
): WalletEntry[] {
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
    if (!freightPaid) entries.push(shipping);
    if (event.paymentMode.toUpperCase() === 'COD')
      entries.push(
        debit(
          codHandlingOf(prefs, event.orderValuePaise),
          `codfee:${event.orderId}`,
          `COD handling charges for ${shipmentOf(event)}`,
        ),
      );
  } else if (event.status === 'RTO_DELIVERED') {
    if (!freightPaid) entries.push(shipping);
    entries.push(
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
    key: notificationChargeKey(message.channel, message.notificationId),
    reference: message.reference ?? null,
    // Sent already: owed whatever the balance. A message a seller starts is charged before it
    // is sent (`sellerMessageCharge`), under the same key, so this finds it taken.
    enforceFloor: false,
  };
}

export const notificationChargeKey = (channel: ChargedChannel, notificationId: string) =>
  `${channel === 'sms' ? 'sms' : 'wa'}:${notificationId}`;

/**
 * A message a seller chooses to send (a payment request's SMS): its charge is taken before the
 * message is queued and held to the wallet's floor, so a wallet at its floor sends nothing,
 * however many requests arrive at once (the wallet's row lock orders them). Its key is the one
 * the sent message's charge event uses, so the message is charged once.
 */
export function sellerMessageCharge(
  prefs: PricingPreferencesRecord,
  message: { notificationId: string; companyId: string; channel: ChargedChannel; reference?: string | null },
): WalletEntry | null {
  const entry = notificationCharge(prefs, message);
  return entry && { ...entry, enforceFloor: true };
}

/**
 * Posts a charge a seller started, in the caller's transaction. Refused at the floor, it is the
 * wallet's "insufficient balance" about the whole request, not about an amount the seller typed.
 */
export async function postSellerCharge(tx: Transaction<InvoicesDB>, entry: WalletEntry) {
  try {
    return await postWalletEntries(tx, [{ ...entry, enforceFloor: true }]);
  } catch (err) {
    if (err instanceof ServiceError && err.code === 'INSUFFICIENT_BALANCE')
      throw new ServiceError(409, MSG.walletBelowFloor, 'INSUFFICIENT_BALANCE');
    throw err;
  }
}
