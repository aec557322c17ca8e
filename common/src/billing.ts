import { z } from 'zod';
import { MAX_TRANSACTION_PAISE } from './money.js';

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
} as const;
export type WalletCode = keyof typeof WALLET_CODES;
export const WALLET_CODE_LIST = Object.keys(WALLET_CODES) as [WalletCode, ...WalletCode[]];

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
