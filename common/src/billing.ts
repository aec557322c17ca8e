import { z } from 'zod';
import type { RateCard } from './deliveryPartners.js';
import { MAX_TRANSACTION_PAISE, formatPaise } from './money.js';
import { plural } from './plural.js';
import { storageChargeOf } from './pricing.js';

/*
 * Money between a brand and Parcelo. Every amount is a whole number of paise, on the wire and
 * in the database; screens turn it into rupees with 2 decimals only when showing it.
 */

/** What each wallet transaction is for; the wallet keeps no entry without one. */
export const WALLET_CODES = {
  '001': 'Miscellaneous',
  '100': 'Manual recharge',
  '101': 'Recharge through COD amount adjustment',
  '102': 'Recharge via an online payment provider',
  '200': 'Debit against monthly billing',
  '201': 'Lightning shipping charges',
  '202': 'Platform charges',
  '203': 'SMS charges',
  '204': 'WhatsApp message charges',
  '205': 'Storage charges',
  '206': 'Courier freight charges',
} as const;
export type WalletCode = keyof typeof WALLET_CODES;
export const WALLET_CODE_LIST = Object.keys(WALLET_CODES) as [WalletCode, ...WalletCode[]];

/**
 * The freight card a courier booking is priced on when the seller has none for the partner
 * (or one that prices the parcel at nothing): Parcelo's own contract rates, so no shipment
 * goes out free.
 */
export const PLATFORM_RATE_CARD: RateCard = {
  slabGrams: 500,
  zones: {
    WITHIN_CITY: { basePaise: 3_500, additionalPaise: 3_000, days: 2 },
    WITHIN_STATE: { basePaise: 4_200, additionalPaise: 3_500, days: 3 },
    METRO_TO_METRO: { basePaise: 5_000, additionalPaise: 4_200, days: 4 },
    REST_OF_INDIA: { basePaise: 5_800, additionalPaise: 5_000, days: 5 },
    SPECIAL: { basePaise: 8_000, additionalPaise: 6_500, days: 7 },
  },
  codFixedPaise: 3_500,
  codBasisPoints: 175,
};

/** Stored and sent as numbers: CREDIT 1, DEBIT 0. */
export const WALLET_TRANSACTION_TYPES = { DEBIT: 0, CREDIT: 1 } as const;
export type WalletTransactionType = keyof typeof WALLET_TRANSACTION_TYPES;
export const WALLET_TYPE_LIST = ['CREDIT', 'DEBIT'] as const;

/** A whole, positive amount of paise no larger than one transaction may move. */
export const paiseAmount = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_TRANSACTION_PAISE, message);

/** One transaction as services answer it. */
export const WalletTransactionRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  type: z.enum(WALLET_TYPE_LIST),
  amountPaise: z.number().int(),
  /** The wallet's balance just after this transaction. */
  balancePaise: z.number().int(),
  code: z.enum(WALLET_CODE_LIST),
  description: z.string(),
  /** What it is about, shown beside it: an AWB, an order, a payment. */
  reference: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTransactionRecord = z.infer<typeof WalletTransactionRecordSchema>;

/** A company's wallet: its balance and the floor debits may not cross (both 0 before it is opened). */
export const WalletBalanceSchema = z.object({
  companyId: z.string(),
  balancePaise: z.number().int(),
  floorPaise: z.number().int(),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/** One entry as the ledger took it; `duplicate` when its key had been posted before and nothing moved. */
export const WalletPostingSchema = z.object({
  transaction: WalletTransactionRecordSchema,
  duplicate: z.boolean(),
});

/** The storage charge types of a rate card. */
export const STORAGE_CHARGE_TYPES = [
  'perUnitCharges',
  'perBoxCharges',
  'perPalletStorageCharges',
  'perSqFtStorageCharges',
  'fixedStorageCharges',
] as const;
export type StorageChargeType = (typeof STORAGE_CHARGE_TYPES)[number];

/**
 * What a storage type charges by, for the types that charge by a quantity. Parcelo's warehouses
 * count stock in units only: a box, pallet or square-foot card cannot be multiplied out, so its
 * month costs the card's minimum, and the screens say so.
 */
export const STORAGE_MEASURES = {
  perUnitCharges: { one: 'unit', many: 'units', counted: true },
  perBoxCharges: { one: 'box', many: 'boxes', counted: false },
  perPalletStorageCharges: { one: 'pallet', many: 'pallets', counted: false },
  perSqFtStorageCharges: { one: 'sq ft', many: 'sq ft', counted: false },
} as const satisfies Record<Exclude<StorageChargeType, 'fixedStorageCharges'>, object>;

export const storageMeasureOf = (type: StorageChargeType) =>
  type === 'fixedStorageCharges' ? null : STORAGE_MEASURES[type];

/** A month of a rate card: the platform fee and the storage of the stock kept. */
export interface MonthlyCharges {
  platformPaise: number;
  storagePaise: number;
  /** The units the storage rate was multiplied by; null when it was not (a fixed amount, or a measure not counted). */
  storedUnits: number | null;
  /** The card's bound that set the storage charge instead of its rate. */
  storageBound: 'minimum' | 'maximum' | null;
}

type MonthlyCard = Pick<
  PricingPreferencesRecord,
  'platformCharges' | 'storageChargeType' | 'storageCharges' | 'minimumStorageCharges' | 'maximumStorageCharges'
>;

/**
 * What a month costs a brand on its rate card, with `units` its stock on Parcelo's shelves (as
 * WMS counts it): the one reckoning the monthly billing run debits and the pricing screen shows.
 */
export function monthlyChargesOf(card: MonthlyCard, { units }: { units: number }): MonthlyCharges {
  const counted = card.storageChargeType === 'perUnitCharges';
  const storedUnits = counted ? (Number.isFinite(units) && units > 0 ? Math.floor(units) : 0) : null;
  const storagePaise = storageChargeOf(card, storedUnits ?? 0);
  const byRate =
    card.storageChargeType === 'fixedStorageCharges'
      ? card.storageCharges
      : Math.round(card.storageCharges * (storedUnits ?? 0));
  const storageBound = storagePaise === byRate ? null : storagePaise > byRate ? 'minimum' : 'maximum';
  return { platformPaise: card.platformCharges, storagePaise, storedUnits, storageBound };
}

/** How a month's storage charge was reached, in words: '1,234 units at ₹2.00 a unit', '…, raised to the monthly minimum'. */
export function storageChargeBasis(card: MonthlyCard, charges: MonthlyCharges): string {
  const measure = storageMeasureOf(card.storageChargeType);
  if (measure && !measure.counted) return `the monthly minimum (${measure.many} are not counted yet)`;
  const base =
    charges.storedUnits === null
      ? 'the fixed monthly amount'
      : `${plural(charges.storedUnits, ['unit', 'units'])} at ${formatPaise(card.storageCharges)} a unit`;
  if (charges.storageBound === 'minimum') return `${base}, raised to the monthly minimum`;
  if (charges.storageBound === 'maximum') return `${base}, capped at the monthly maximum`;
  return base;
}

/**
 * A company's rate card as services keep and answer it (every charge in paise). The lightning
 * charge fields carry the lightning* names; the wl* spellings are accepted on input as well.
 */
export interface PricingPreferencesRecord {
  companyId: string;
  smsCharges: number;
  RTOProcessingCharges: number;
  platformCharges: number;
  whatsAppMessageCharges: number;
  /** Per COD order: the larger of this fixed fee and `wlCODHandlingCharges` basis points of the COD amount. */
  codHandlingCharges: number;
  lightningBaseCharges: number;
  lightningPriceUpto2Kgs: number;
  /** Per started kilogram above 2 kg. */
  lightningPriceAfter2Kgs: number;
  /** Basis points of the COD amount (150 = 1.5 %). */
  wlCODHandlingCharges: number;
  storageCharges: number;
  minimumStorageCharges: number;
  maximumStorageCharges: number;
  storageChargeType: StorageChargeType;
  /** Days from delivery until a COD amount is due to the brand. */
  codRemittanceDays: number;
  updatedAt: string | null;
}

/**
 * What OMS tells billing about an order whose status changed to one that earns or settles
 * money (delivered, returned to origin). Sent through OMS's durable outbox, so it may arrive
 * more than once: receivers act on `eventId` once.
 */
export interface OrderBillingEvent {
  eventId: string;
  companyId: string;
  orderId: string;
  shopOrderId: string;
  awb: string | null;
  status: string;
  paymentMode: string;
  /** What the buyer pays (the COD amount for COD orders). */
  orderValuePaise: number;
  weightKg: number;
  dimensions: { length: number; breadth: number; height: number } | null;
  occurredAt: string;
}
