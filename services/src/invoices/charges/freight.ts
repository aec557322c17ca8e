import type { Kysely, Transaction } from 'kysely';
import { MSG, WALLET_TRANSACTION_TYPES, fill, formatPaise } from '@parcelo/common';
import { ServiceError } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import {
  lockWallet,
  postWalletEntries,
  transactionRecord,
  walletOf,
  type WalletEntry,
  type WalletPosting,
  type WalletTransactionRow,
} from '../wallet/ledger.js';

/*
 * Freight for a shipment booked with a courier: debited at the price the seller was quoted
 * when the courier assigns the AWB, and credited back if the order is cancelled before pickup
 * (or its booking does not go through). One freight at a time per order: a retried booking
 * finds the debit it made, and a refund is keyed by the debit it refunds.
 */

/** The wallet code freight moves under, debit and refund alike. */
export const FREIGHT_CODE = '206';

/** A courier's booking as OMS reports it: the AWB it assigned and the freight its quote showed. */
export interface FreightBooking {
  companyId: string;
  orderId: string;
  shopOrderId: string;
  awb: string;
  courierName: string;
  partnerName: string;
  chargeableGrams: number;
  amountPaise: number;
  createdBy?: string | null | undefined;
}

/** Why freight goes back: the order was cancelled before pickup, or its booking was let go. */
export type FreightRefundReason = 'CANCELLED' | 'NOT_BOOKED';

type Executor = Kysely<InvoicesDB> | Transaction<InvoicesDB>;

/** The order's first freight for an AWB is keyed by the two; one booked again after a refund is the n-th. */
const debitKey = (orderId: string, awb: string, n: number) =>
  n === 1 ? `freight:${orderId}:${awb}` : `freight:${orderId}:${awb}:${n}`;
const refundKey = (debit: string) => `freightback:${debit}`;

const kg = (grams: number) => `${Number((grams / 1000).toFixed(3))} kg`;

/** 'Freight with Delhivery (Delhivery Surface) for AWB DL0123456789: order CHAI-1001, 1.5 kg'. */
export const freightDescription = (
  b: Pick<FreightBooking, 'courierName' | 'partnerName' | 'awb' | 'shopOrderId' | 'chargeableGrams'>,
) => {
  const carrier = b.partnerName === b.courierName ? b.courierName : `${b.courierName} (${b.partnerName})`;
  return `Freight with ${carrier} for AWB ${b.awb}: order ${b.shopOrderId}, ${kg(b.chargeableGrams)}`;
};

const refundDescription = (awb: string, shopOrderId: string, reason: FreightRefundReason) =>
  reason === 'CANCELLED'
    ? `Freight refunded for AWB ${awb}: order ${shopOrderId} cancelled before pickup`
    : `Freight refunded for AWB ${awb}: the booking of order ${shopOrderId} did not go through`;

/** The order's freight debits, oldest first, each with whether it was refunded. */
async function freightOf(db: Executor, companyId: string, orderId: string) {
  const debits = await db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('type', '=', WALLET_TRANSACTION_TYPES.DEBIT)
    // An order id is a UUID: nothing in it is a LIKE wildcard.
    .where('idempotency_key', 'like', `freight:${orderId}:%`)
    .orderBy('seq')
    .execute();
  if (!debits.length) return [];
  const refunds = await db
    .selectFrom('wallet_transactions')
    .select('idempotency_key')
    .where('company_id', '=', companyId)
    .where(
      'idempotency_key',
      'in',
      debits.map((d) => refundKey(d.idempotency_key)),
    )
    .execute();
  const refunded = new Set(refunds.map((r) => r.idempotency_key));
  return debits.map((debit) => ({ debit, refunded: refunded.has(refundKey(debit.idempotency_key)) }));
}

/** The freight debit the order carries now (not refunded), if any. */
export async function openFreight(db: Executor, companyId: string, orderId: string) {
  return (await freightOf(db, companyId, orderId)).find((f) => !f.refunded)?.debit ?? null;
}

/** Refusal at the floor, saying what the freight is and what the wallet can spend. */
const rechargeNeeded = (amountPaise: number, wallet: { balancePaise: number; floorPaise: number }) =>
  new ServiceError(
    409,
    fill(MSG.freightNeedsRecharge, {
      amount: formatPaise(amountPaise),
      available: formatPaise(Math.max(0, wallet.balancePaise - wallet.floorPaise)),
    }),
    'INSUFFICIENT_BALANCE',
  );

/**
 * Whether the wallet can take this freight now, asked before the courier is called. The debit
 * itself checks again under the wallet's lock: of bookings that pass here at once, those the
 * balance cannot cover are refused then.
 */
export async function checkFreight(db: Kysely<InvoicesDB>, companyId: string, amountPaise: number) {
  const wallet = await walletOf(db, companyId);
  if (wallet.balancePaise - amountPaise < wallet.floorPaise) throw rechargeNeeded(amountPaise, wallet);
  return wallet;
}

/**
 * Debits the freight for an AWB the courier assigned, held to the wallet's floor. The same
 * booking reported again answers its first debit; a second AWB while the order's freight
 * stands is refused, so one order is never charged two shipments.
 */
export async function chargeFreight(db: Kysely<InvoicesDB>, b: FreightBooking): Promise<WalletPosting> {
  return db.transaction().execute(async (tx) => {
    const locked = await lockWallet(tx, b.companyId);
    const earlier = await freightOf(tx, b.companyId, b.orderId);
    const open = earlier.find((f) => !f.refunded)?.debit;
    if (open?.reference === b.awb) return { transaction: transactionRecord(open), duplicate: true };
    if (open)
      throw new ServiceError(
        409,
        fill(MSG.orderAlreadyShipped, { partner: b.partnerName, awb: open.reference ?? '' }),
        'NOT_ALLOWED',
      );
    const n = earlier.filter((f) => f.debit.reference === b.awb).length + 1;
    const entry: WalletEntry = {
      companyId: b.companyId,
      type: 'DEBIT',
      amountPaise: b.amountPaise,
      code: FREIGHT_CODE,
      description: freightDescription(b),
      key: debitKey(b.orderId, b.awb, n),
      reference: b.awb,
      createdBy: b.createdBy ?? null,
      enforceFloor: true,
    };
    const balance = { balancePaise: Number(locked.balance_paise), floorPaise: Number(locked.floor_paise) };
    if (balance.balancePaise - b.amountPaise < balance.floorPaise) throw rechargeNeeded(b.amountPaise, balance);
    const [posting] = await postWalletEntries(tx, [entry]);
    return posting!;
  });
}

/** Credits back every freight debit of the order not refunded yet, each once, under its AWB. */
export async function refundFreight(
  db: Kysely<InvoicesDB>,
  refund: { companyId: string; orderId: string; shopOrderId: string; reason: FreightRefundReason },
): Promise<WalletPosting[]> {
  // Most cancelled orders were never booked with a courier: they open no wallet.
  if (!(await openFreight(db, refund.companyId, refund.orderId))) return [];
  return db.transaction().execute(async (tx) => {
    await lockWallet(tx, refund.companyId);
    const open = (await freightOf(tx, refund.companyId, refund.orderId)).filter((f) => !f.refunded);
    const entries = open.map(({ debit }: { debit: WalletTransactionRow }): WalletEntry => {
      const awb = debit.reference ?? refund.shopOrderId;
      return {
        companyId: refund.companyId,
        type: 'CREDIT',
        amountPaise: Number(debit.amount_paise),
        code: FREIGHT_CODE,
        description: refundDescription(awb, refund.shopOrderId, refund.reason),
        key: refundKey(debit.idempotency_key),
        reference: awb,
      };
    });
    return entries.length ? postWalletEntries(tx, entries) : [];
  });
}
