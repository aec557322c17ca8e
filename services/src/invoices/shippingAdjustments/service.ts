import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  WALLET_TRANSACTION_TYPES,
  BULK_SHIPPING_ADJUSTMENTS,
  MSG,
  bulkRowErrors,
  chargeableGrams,
  fill,
  listRange,
  normaliseAwb,
  repeatedAwbs,
  shippingChargeOf,
  WEIGHED_STATUSES,
  type AdjustableOrderRecord,
  type BulkSheet,
  type DiscrepancyStatus,
  type PricingPreferencesRecord,
  type WeightDiscrepancyRecord,
} from '@parcelo/common';
import {
  ServiceError,
  notFound,
  serviceApis,
  type BulkJob,
  type BulkRunner,
  type PendingRow,
  type ServiceContext,
  type SheetRow,
  type Page,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries, type WalletEntry } from '../wallet/ledger.js';

type Row = Selectable<InvoicesDB['weight_discrepancies']>;
type Values = Record<string, string>;

/**
 * Shipping is priced on the chargeable weight in half-kilogram slabs, as couriers quote it and
 * as the delivered order's own shipping charge is worked out.
 */
const SLAB_GRAMS = 500;

const kg = (grams: number) => `${Number((grams / 1000).toFixed(3))}`;

export const discrepancyRecord = (r: Row): WeightDiscrepancyRecord => ({
  id: r.id,
  companyId: r.company_id,
  awb: r.awb,
  orderId: r.order_id,
  shopOrderId: r.shop_order_id,
  sequence: r.sequence,
  declaredGrams: r.declared_grams,
  measuredGrams: r.measured_grams,
  previousChargePaise: Number(r.previous_charge_paise),
  measuredChargePaise: Number(r.measured_charge_paise),
  differencePaise: Number(r.difference_paise),
  status: r.status as DiscrepancyStatus,
  remark: r.remark,
  disputeRemark: r.dispute_remark,
  disputeImageUrl: r.dispute_image_url,
  resolutionRemark: r.resolution_remark,
  uploadedBy: r.uploaded_by,
  resolvedBy: r.resolved_by,
  createdAt: r.created_at.toISOString(),
  respondedAt: r.responded_at?.toISOString() ?? null,
  resolvedAt: r.resolved_at?.toISOString() ?? null,
});

/** One sheet row as the upload job keeps it: the shipment as OMS knows it, and the courier's weight. */
interface AdjustmentPayload {
  companyId: string;
  orderId: string;
  shopOrderId: string;
  awb: string;
  declaredKg: number;
  dimensions: AdjustableOrderRecord['dimensions'];
  measuredGrams: number;
  remark: string | null;
  /** A courier-booked order's freight at the measured weight (its debit is what it is billed at). */
  freightAtMeasuredPaise?: number | null;
}

/** What the shipping adjustments service needs besides its database: where OMS and UMS answer. */
export interface ShippingAdjustmentsDeps {
  urls: ServiceContext['urls'];
}

/** Which weight discrepancies a list shows, beyond the company: an AWB, else a date range. */
export type DiscrepancyFilter = Parameters<typeof listRange>[0] & {
  statuses?: DiscrepancyStatus[] | undefined;
  awb?: string | undefined;
};

/** A sheet row's failure as the result lists it: 'Row 5: …; …'. */
const rowFailure = (rowNumber: number, problems: readonly string[]) =>
  `Row ${rowNumber}: ${[...new Set(problems)].join('; ')}`;

/**
 * The shipments OMS knows by these AWBs (the platform's, or the courier's of a courier-booked
 * one), keyed by each AWB as normalised; courier-booked ones priced at the measured weights.
 */
async function ordersByAwb(deps: ShippingAdjustmentsDeps, awbs: string[], measuredGrams: Record<string, number>) {
  if (!awbs.length) return new Map<string, AdjustableOrderRecord>();
  const { orders } = await serviceApis(deps.urls).oms.postInternalOrdersByAwb<{ orders: AdjustableOrderRecord[] }>({
    internal: true,
    body: { awbs, measuredGrams },
  });
  return new Map(
    orders.flatMap((o) => [[normaliseAwb(o.awb), o] as const, ...(o.courierAwb ? [[o.courierAwb, o] as const] : [])]),
  );
}

/** The seller's rate card, as UMS holds it. */
const rateCardOf = (deps: ShippingAdjustmentsDeps, companyId: string) =>
  serviceApis(deps.urls)
    .ums.getUmsTsPricingPreferences<{ pricingPreferences: PricingPreferencesRecord }>({
      internal: true,
      query: { companyId },
    })
    .then((r) => r.pricingPreferences);

/**
 * What the shipment is billed at now: its last adjustment, else its shipping debit, else its
 * declared weight on the rate card.
 */
async function billedCharge(
  tx: Transaction<InvoicesDB>,
  p: AdjustmentPayload,
  card: PricingPreferencesRecord,
  last: Row | undefined,
) {
  if (last) return Number(last.measured_charge_paise);
  if (p.freightAtMeasuredPaise != null) {
    // Booked with a courier: billed at the freight debited as its AWB was assigned (the latest, if rebooked).
    const freight = await tx
      .selectFrom('wallet_transactions')
      .select('amount_paise')
      .where('company_id', '=', p.companyId)
      .where('type', '=', WALLET_TRANSACTION_TYPES.DEBIT)
      .where('idempotency_key', 'like', `freight:${p.orderId}:%`)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (freight) return Number(freight.amount_paise);
  }
  const shipped = await tx
    .selectFrom('wallet_transactions')
    .select('amount_paise')
    .where('company_id', '=', p.companyId)
    .where('idempotency_key', '=', `ship:${p.orderId}`)
    .executeTakeFirst();
  return shipped
    ? Number(shipped.amount_paise)
    : shippingChargeOf(card, { chargeableGrams: chargeableGrams(p.declaredKg, p.dimensions, SLAB_GRAMS) });
}

/**
 * One row's adjustment, measured against what the shipment is billed at now. The wallet entry
 * is only queued in `entries`: the batch posts them all at once. A weight already applied to
 * the shipment is that row's failure.
 */
async function adjust(
  tx: Transaction<InvoicesDB>,
  job: BulkJob,
  p: AdjustmentPayload,
  card: PricingPreferencesRecord,
  entries: WalletEntry[],
): Promise<string | null> {
  const earlier = await tx
    .selectFrom('weight_discrepancies')
    .selectAll()
    .where('awb', '=', p.awb)
    .orderBy('sequence', 'desc')
    .execute();
  if (earlier.some((e) => e.measured_grams === p.measuredGrams))
    return fill(MSG.adjustmentDone, { kg: kg(p.measuredGrams) });
  const last = earlier[0];
  const declaredGrams = Math.round(p.declaredKg * 1000);
  const previous = await billedCharge(tx, p, card, last);
  const measured =
    p.freightAtMeasuredPaise ??
    shippingChargeOf(card, {
      chargeableGrams: chargeableGrams(p.measuredGrams / 1000, p.dimensions, SLAB_GRAMS),
    });
  const difference = measured - previous;
  const sequence = (last?.sequence ?? 0) + 1;
  await tx
    .insertInto('weight_discrepancies')
    .values({
      id: randomUUID(),
      company_id: p.companyId,
      awb: p.awb,
      order_id: p.orderId,
      shop_order_id: p.shopOrderId,
      sequence,
      declared_grams: declaredGrams,
      measured_grams: p.measuredGrams,
      previous_charge_paise: previous,
      measured_charge_paise: measured,
      difference_paise: difference,
      // Only a debit is the brand's to accept or dispute.
      status: difference > 0 ? 'OPEN' : 'ACCEPTED',
      remark: p.remark,
      uploaded_by: job.user_name,
      job_id: job.id,
    })
    .execute();
  if (difference !== 0)
    entries.push({
      companyId: p.companyId,
      type: difference > 0 ? 'DEBIT' : 'CREDIT',
      amountPaise: Math.abs(difference),
      // A courier's freight is adjusted under its own code, the platform's shipping under its.
      code: p.freightAtMeasuredPaise != null ? '206' : '201',
      description: `Shipping adjustment for AWB ${p.awb}: declared ${kg(declaredGrams)} kg, measured ${kg(p.measuredGrams)} kg`,
      key: `adj:${p.awb}:${sequence}`,
      reference: p.awb,
      createdBy: job.user_name,
      // The courier billed it: owed whatever the balance.
      enforceFloor: false,
    });
  return null;
}

/** The admin's sheet of courier-measured weights: judging its rows, and applying them in batches. */
function adjustmentSheetService(db: Kysely<InvoicesDB>, deps: ShippingAdjustmentsDeps) {
  /** Every problem of each row, by column, as the save will judge it. */
  async function judge(rows: SheetRow[]) {
    const twice = repeatedAwbs(rows);
    const wanted = rows.flatMap((r) => {
      const awb = normaliseAwb(r.values.awb ?? '');
      const grams = Math.round(Number(r.values.measuredWeight?.trim()) * 1000);
      return /^[A-Z0-9-]{4,40}$/.test(awb) ? [{ awb, grams }] : [];
    });
    const orders = await ordersByAwb(
      deps,
      [...new Set(wanted.map((w) => w.awb))],
      Object.fromEntries(
        wanted
          .filter((w) => Number.isInteger(w.grams) && w.grams > 0 && w.grams <= 1_000_000_000)
          .map((w) => [w.awb, w.grams]),
      ),
    );
    return rows.map((r) => {
      const errors = bulkRowErrors(BULK_SHIPPING_ADJUSTMENTS as BulkSheet, r.values as Values) as Values;
      const awb = normaliseAwb(r.values.awb ?? '');
      const order = orders.get(awb);
      if (!errors.awb && awb) {
        if (twice.has(awb)) errors.awb = fill(MSG.adjustmentAwbRepeated, { awb });
        else if (!order) errors.awb = fill(MSG.adjustmentAwbUnknown, { awb });
        else if (!WEIGHED_STATUSES.has(order.status)) errors.awb = fill(MSG.adjustmentNotShipped, { awb });
      }
      return { row: r, awb, errors, order: Object.keys(errors).length ? null : order! };
    });
  }

  return {
    judge,

    /** The upload job's rows: a shipment to adjust for each good row, the reasons for each other. */
    async uploadRows(rows: SheetRow[]) {
      return (await judge(rows)).map(({ row, awb, errors, order }) => {
        const key = awb || `Row ${row.rowNumber}`;
        const problems = BULK_SHIPPING_ADJUSTMENTS.columns.flatMap((c) => (errors[c.key] ? [errors[c.key]!] : []));
        if (problems.length || !order) return { key, failure: rowFailure(row.rowNumber, problems) };
        const payload: AdjustmentPayload = {
          companyId: order.companyId,
          orderId: order.orderId,
          shopOrderId: order.shopOrderId,
          // A courier-booked shipment is known by the courier's AWB, as on its freight debit.
          awb: order.courierAwb ?? normaliseAwb(order.awb),
          freightAtMeasuredPaise: order.freightAtMeasuredPaise,
          declaredKg: order.weightKg,
          dimensions: order.dimensions,
          measuredGrams: Math.round(Number(row.values.measuredWeight!.trim()) * 1000),
          remark: row.values.remark?.trim() || null,
        };
        return { key, payload };
      });
    },

    /**
     * A batch of the upload job: every row's discrepancy and the wallet entries they move, with
     * the rows' outcomes, in one transaction.
     */
    async applyBatch(job: BulkJob, rows: PendingRow[], mark: Parameters<BulkRunner>[2]) {
      const payloads = rows.map((r) => r.payload as AdjustmentPayload);
      // Rate cards are asked before the transaction: no service is called inside one.
      const cards = new Map<string, PricingPreferencesRecord>();
      for (const companyId of new Set(payloads.map((p) => p.companyId)))
        cards.set(companyId, await rateCardOf(deps, companyId));
      await db.transaction().execute(async (tx) => {
        const outcomes: (string | null)[] = [];
        const entries: WalletEntry[] = [];
        for (const p of payloads) outcomes.push(await adjust(tx, job, p, cards.get(p.companyId)!, entries));
        await postWalletEntries(tx, entries);
        await mark(tx, outcomes);
      });
    },
  };
}

/** Reading weight discrepancies. */
function discrepancyListService(db: Kysely<InvoicesDB>) {
  return {
    /** A page of discrepancies: one company's, or every company's for an admin. */
    async find(companyId: string | undefined, where: DiscrepancyFilter, { limit, offset, order }: Page) {
      let q = db.selectFrom('weight_discrepancies');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (where.statuses?.length) q = q.where('status', 'in', where.statuses);
      if (where.awb) q = q.where('awb', '=', normaliseAwb(where.awb));
      else {
        const range = listRange(where);
        if (range.from) q = q.where('created_at', '>=', range.from);
        if (range.to) q = q.where('created_at', '<', range.to);
      }
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { weightDiscrepancies: rows.map(discrepancyRecord), totalCount: Number(total.n) };
    },

    /** Those of `ids` the company owns (any company's when it is undefined: an admin). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      let q = db.selectFrom('weight_discrepancies').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(discrepancyRecord);
    },

    /** The discrepancy if the company may see it (any, for an admin); another company's is answered as missing. */
    async visible(id: string, companyId: string | undefined) {
      const row = await db.selectFrom('weight_discrepancies').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || (companyId && row.company_id !== companyId)) throw notFound();
      return discrepancyRecord(row);
    },
  };
}

/** The seller's answer to a debit, and an admin's decision on a disputed one. */
function weightDisputeService(db: Kysely<InvoicesDB>) {
  /** An OPEN discrepancy answered by its brand; of two answers at once only the first counts. */
  async function respond(
    id: string,
    by: string,
    changes: Partial<Pick<Row, 'status' | 'dispute_remark' | 'dispute_image_url'>>,
  ) {
    const updated = await db
      .updateTable('weight_discrepancies')
      .set({ ...changes, responded_by: by, responded_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'OPEN')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ServiceError(409, MSG.discrepancyNotOpen, 'NOT_ALLOWED');
    return discrepancyRecord(updated);
  }

  return {
    /** The brand accepts the debit as it stands. */
    accept: (id: string, by: string) => respond(id, by, { status: 'ACCEPTED' }),

    /** The brand disputes the debit, with its reasons and perhaps a photo of the parcel on its scale. */
    dispute: (id: string, by: string, remark: string, imageUrl: string | null) =>
      respond(id, by, { status: 'DISPUTED', dispute_remark: remark, dispute_image_url: imageUrl }),

    /**
     * An admin settles a dispute: upheld, the debit is credited back to the brand once (its key is
     * the discrepancy's); rejected, the debit stands. Only a DISPUTED discrepancy can be settled.
     */
    async resolve(id: string, outcome: 'REFUNDED' | 'REJECTED', remark: string, by: string) {
      const updated = await db.transaction().execute(async (tx) => {
        const done = await tx
          .updateTable('weight_discrepancies')
          .set({
            status: outcome === 'REFUNDED' ? 'RESOLVED_REFUNDED' : 'RESOLVED_REJECTED',
            resolution_remark: remark,
            resolved_by: by,
            resolved_at: new Date(),
          })
          .where('id', '=', id)
          .where('status', '=', 'DISPUTED')
          .returningAll()
          .executeTakeFirst();
        if (!done) {
          const exists = await tx
            .selectFrom('weight_discrepancies')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
          if (!exists) throw notFound();
          throw new ServiceError(409, MSG.disputeNotOpen, 'NOT_ALLOWED');
        }
        const difference = Number(done.difference_paise);
        // Refunded under the code the adjustment was debited under (a courier's freight, or the platform's shipping).
        const debited = await tx
          .selectFrom('wallet_transactions')
          .select('code')
          .where('company_id', '=', done.company_id)
          .where('idempotency_key', '=', `adj:${done.awb}:${done.sequence}`)
          .executeTakeFirst();
        if (outcome === 'REFUNDED' && difference > 0)
          await postWalletEntries(tx, [
            {
              companyId: done.company_id,
              type: 'CREDIT',
              amountPaise: difference,
              code: debited?.code === '206' ? '206' : '201',
              description: `Weight dispute upheld for AWB ${done.awb}: shipping adjustment refunded`,
              key: `adjrefund:${done.id}`,
              reference: done.awb,
              createdBy: by,
            },
          ]);
        return done;
      });
      return discrepancyRecord(updated);
    },
  };
}

/**
 * Shipping adjustments and weight discrepancies: the admin's sheet of courier-measured weights
 * by AWB, each row debiting (or crediting) the brand's wallet the difference in shipping charge;
 * the brand accepts or disputes each debit; admins resolve disputes.
 */
export function shippingAdjustmentsService(db: Kysely<InvoicesDB>, deps: ShippingAdjustmentsDeps) {
  return {
    ...adjustmentSheetService(db, deps),
    ...discrepancyListService(db),
    ...weightDisputeService(db),
  };
}

export type ShippingAdjustmentsService = ReturnType<typeof shippingAdjustmentsService>;
