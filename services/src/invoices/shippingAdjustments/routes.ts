import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import {
  BULK_SHIPPING_ADJUSTMENTS,
  DATE_PRESETS,
  DISCREPANCY_STATUSES,
  MSG,
  WEIGHT_DISPUTE_UPLOAD,
  WeightDisputeInput,
  WeightDisputeResolveInput,
  bulkRowErrors,
  chargeableGrams,
  fill,
  listRange,
  normaliseAwb,
  plural,
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
  byIdsRoute,
  BulkPreviewBody,
  BulkSaveBody,
  ServiceError,
  badRequest,
  bulkWorker,
  callService,
  listBody,
  notFound,
  ok,
  pageOf,
  previewRecord,
  readStoredSheet,
  storedObjectKey,
  templateSheet,
  uploadFolder,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
  type SheetRow,
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

/**
 * An admin's sheet is about shipments of any brand, so its job and task belong to no brand: they
 * are filed under this id, which no company has (the task centre shows them to admins only).
 */
export const PLATFORM_COMPANY = '00000000-0000-0000-0000-000000000000';

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

interface AdjustmentPayload {
  companyId: string;
  orderId: string;
  shopOrderId: string;
  awb: string;
  declaredKg: number;
  dimensions: AdjustableOrderRecord['dimensions'];
  measuredGrams: number;
  remark: string | null;
}

const FindBody = listBody(
  {
    companyId: z.string().uuid(),
    statuses: z.array(z.enum(DISCREPANCY_STATUSES)).max(DISCREPANCY_STATUSES.length),
    /** Only adjustments that moved money (the history leaves out none; Actions wants debits). */
    awb: z.string().trim().max(100),
    datePreset: z.enum(DATE_PRESETS),
    start: z.coerce.date(),
    end: z.coerce.date(),
  },
  ['createdAt'] as const,
);

const IdParams = z.object({ id: z.string().uuid() });

/** A sheet row's failure as the result lists it: 'Row 5: …; …'. */
const rowFailure = (rowNumber: number, problems: readonly string[]) =>
  `Row ${rowNumber}: ${[...new Set(problems)].join('; ')}`;

/**
 * Shipping adjustments and weight discrepancies: the admin's sheet of courier-measured weights
 * by AWB, each row debiting (or crediting) the brand's wallet the difference in shipping charge;
 * the brand accepts or disputes each debit under Billing > Actions; admins resolve disputes.
 */
export function shippingAdjustmentRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>, queue: JobQueue) {
  const { db } = ctx;

  const ordersByAwb = async (awbs: string[]) => {
    if (!awbs.length) return new Map<string, AdjustableOrderRecord>();
    const { orders } = await callService<{ orders: AdjustableOrderRecord[] }>(ctx.urls.oms, '/internal/orders/by-awb', {
      method: 'POST',
      internal: true,
      body: { awbs },
    });
    return new Map(orders.map((o) => [normaliseAwb(o.awb), o]));
  };

  const rateCardOf = (companyId: string) =>
    callService<{ pricingPreferences: PricingPreferencesRecord }>(
      ctx.urls.ums,
      `/ums/ts/pricing-preferences?companyId=${encodeURIComponent(companyId)}`,
      { method: 'GET', internal: true },
    ).then((r) => r.pricingPreferences);

  /** Every problem of each row, by column, as the save will judge it. */
  async function judge(rows: SheetRow[]) {
    const twice = repeatedAwbs(rows);
    const orders = await ordersByAwb([
      ...new Set(rows.map((r) => normaliseAwb(r.values.awb ?? '')).filter((a) => /^[A-Z0-9-]{4,40}$/.test(a))),
    ]);
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

  const worker = bulkWorker({
    db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_SHIPPING_ADJUSTMENTS.type,
    failure: (err) => (err instanceof ServiceError && err.httpStatus < 500 ? err.message : MSG.genericFailure),
    async run(job, rows, mark) {
      const payloads = rows.map((r) => r.payload as AdjustmentPayload);
      // Rate cards are asked before the transaction: no service is called inside one.
      const cards = new Map<string, PricingPreferencesRecord>();
      for (const companyId of new Set(payloads.map((p) => p.companyId)))
        cards.set(companyId, await rateCardOf(companyId));
      await db.transaction().execute(async (tx) => {
        const outcomes: (string | null)[] = [];
        const entries: WalletEntry[] = [];
        for (const p of payloads) {
          const outcome = await adjust(tx, job.id, job.user_name, p, cards.get(p.companyId)!, entries);
          outcomes.push(outcome);
        }
        await postWalletEntries(tx, entries);
        await mark(tx, outcomes);
      });
    },
  });

  /**
   * One row's adjustment: measured against what the shipment is billed at now (its last
   * adjustment, else its shipping debit, else its declared weight on the rate card).
   */
  async function adjust(
    tx: Transaction<InvoicesDB>,
    jobId: string,
    userName: string,
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
    let previous = last ? Number(last.measured_charge_paise) : null;
    if (previous === null) {
      const shipped = await tx
        .selectFrom('wallet_transactions')
        .select('amount_paise')
        .where('company_id', '=', p.companyId)
        .where('idempotency_key', '=', `ship:${p.orderId}`)
        .executeTakeFirst();
      previous = shipped
        ? Number(shipped.amount_paise)
        : shippingChargeOf(card, { chargeableGrams: chargeableGrams(p.declaredKg, p.dimensions, SLAB_GRAMS) });
    }
    const measured = shippingChargeOf(card, {
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
        uploaded_by: userName,
        job_id: jobId,
      })
      .execute();
    if (difference !== 0)
      entries.push({
        companyId: p.companyId,
        type: difference > 0 ? 'DEBIT' : 'CREDIT',
        amountPaise: Math.abs(difference),
        code: '201',
        description: `Shipping adjustment for AWB ${p.awb}: declared ${kg(declaredGrams)} kg, measured ${kg(p.measuredGrams)} kg`,
        key: `adj:${p.awb}:${sequence}`,
        reference: p.awb,
        createdBy: userName,
        // The courier billed it: owed whatever the balance.
        enforceFloor: false,
      });
    return null;
  }

  app.post(
    '/bulk/shipping-adjustments/preview',
    { config: { access: 'admin', adminPermission: 'shippingAdjustments' }, schema: { body: BulkPreviewBody } },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const rows = await readStoredSheet(BULK_SHIPPING_ADJUSTMENTS, principal, request.body.file);
      const judged = new Map((await judge(rows)).map((j) => [j.row.rowNumber, j.errors]));
      return ok(previewRecord(BULK_SHIPPING_ADJUSTMENTS, rows, (r) => judged.get(r.rowNumber) ?? {}, []));
    },
  );

  app.post(
    '/bulk/shipping-adjustments/save',
    {
      config: { access: 'admin', adminPermission: 'shippingAdjustments', idempotent: true },
      schema: { body: BulkSaveBody },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const rows = await readStoredSheet(BULK_SHIPPING_ADJUSTMENTS, principal, request.body.file, request.body.edits);
      const judged = await judge(rows);
      const task = await worker.start({
        principal,
        companyId: PLATFORM_COMPANY,
        title: `Shipping adjustment upload: ${plural(rows.length, 'shipment')}`,
        rows: judged.map(({ row, awb, errors, order }) => {
          const key = awb || `Row ${row.rowNumber}`;
          const problems = BULK_SHIPPING_ADJUSTMENTS.columns.flatMap((c) => (errors[c.key] ? [errors[c.key]!] : []));
          if (problems.length || !order) return { key, failure: rowFailure(row.rowNumber, problems) };
          const payload: AdjustmentPayload = {
            companyId: order.companyId,
            orderId: order.orderId,
            shopOrderId: order.shopOrderId,
            awb: normaliseAwb(order.awb),
            declaredKg: order.weightKg,
            dimensions: order.dimensions,
            measuredGrams: Math.round(Number(row.values.measuredWeight!.trim()) * 1000),
            remark: row.values.remark?.trim() || null,
          };
          return { key, payload };
        }),
      });
      return ok({ task }, 'Upload started');
    },
  );

  app.get(
    '/bulk/shipping-adjustments/template',
    { config: { access: 'admin' } },
    async (request, reply: FastifyReply) => {
      await ctx.auth.admin(request);
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="shipping-adjustments-template.xlsx"');
      return templateSheet(BULK_SHIPPING_ADJUSTMENTS, 'Shipping adjustments', {
        awb: 'PC0012345678',
        measuredWeight: 1.25,
        remark: 'Re-weighed at Delhi hub',
      });
    },
  );

  /** The adjustments a seller may see (its own), or an admin (all, or one company's). */
  app.post(
    '/shippingAdjustments/find',
    { config: { access: 'member' }, schema: { body: FindBody } },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, body.where.companyId);
      const w = body.where;
      const { limit, offset, order } = pageOf(body);
      let q = db.selectFrom('weight_discrepancies');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (w.statuses?.length) q = q.where('status', 'in', w.statuses);
      if (w.awb) q = q.where('awb', '=', normaliseAwb(w.awb));
      else {
        const range = listRange(w);
        if (range.from) q = q.where('created_at', '>=', range.from);
        if (range.to) q = q.where('created_at', '<', range.to);
      }
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ weightDiscrepancies: rows.map(discrepancyRecord), totalCount: Number(total.n) });
    },
  );

  byIdsRoute(app, '/shippingAdjustments/byIds', 'weightDiscrepancies', async (ids, request) => {
    const { companyId } = await ctx.auth.scope(request, undefined);
    let q = db.selectFrom('weight_discrepancies').selectAll().where('id', 'in', ids);
    if (companyId) q = q.where('company_id', '=', companyId);
    return (await q.execute()).map(discrepancyRecord);
  });

  /** The discrepancy if the caller may see it; another company's is answered as missing. */
  async function visible(request: Parameters<typeof ctx.auth.scope>[0], id: string) {
    const { principal, companyId } = await ctx.auth.scope(request, undefined);
    const row = await db.selectFrom('weight_discrepancies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || (companyId && row.company_id !== companyId)) throw notFound();
    return { principal, row };
  }

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
    return updated;
  }

  app.post(
    '/shippingAdjustments/:id/accept',
    { config: { access: 'member', adminPermission: 'shippingAdjustments' }, schema: { params: IdParams } },
    async (request) => {
      const { principal, row } = await visible(request, request.params.id);
      const updated = await respond(row.id, principal.name, { status: 'ACCEPTED' });
      return ok({ weightDiscrepancy: discrepancyRecord(updated) }, MSG.discrepancyAccepted);
    },
  );

  app.post(
    '/shippingAdjustments/:id/dispute',
    {
      config: { access: 'member', adminPermission: 'shippingAdjustments' },
      schema: { params: IdParams, body: WeightDisputeInput },
    },
    async (request) => {
      const { principal, row } = await visible(request, request.params.id);
      const image = request.body.imageUrl?.trim() || null;
      // The photo must be one uploaded for this brand as a dispute image.
      if (image && !storedObjectKey(image, uploadFolder(WEIGHT_DISPUTE_UPLOAD, { companyId: row.company_id })))
        throw badRequest('The uploaded file could not be found. Upload it again.', 'imageUrl');
      const updated = await respond(row.id, principal.name, {
        status: 'DISPUTED',
        dispute_remark: request.body.remark,
        dispute_image_url: image,
      });
      return ok({ weightDiscrepancy: discrepancyRecord(updated) }, MSG.discrepancyDisputed);
    },
  );

  app.post(
    '/shippingAdjustments/:id/resolve',
    {
      config: { access: 'admin', adminPermission: 'shippingAdjustments' },
      schema: { params: IdParams, body: WeightDisputeResolveInput },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const { outcome, remark } = request.body;
      const updated = await db.transaction().execute(async (tx) => {
        const done = await tx
          .updateTable('weight_discrepancies')
          .set({
            status: outcome === 'REFUNDED' ? 'RESOLVED_REFUNDED' : 'RESOLVED_REJECTED',
            resolution_remark: remark,
            resolved_by: principal.name,
            resolved_at: new Date(),
          })
          .where('id', '=', request.params.id)
          .where('status', '=', 'DISPUTED')
          .returningAll()
          .executeTakeFirst();
        if (!done) {
          const exists = await tx
            .selectFrom('weight_discrepancies')
            .select('id')
            .where('id', '=', request.params.id)
            .executeTakeFirst();
          if (!exists) throw notFound();
          throw new ServiceError(409, MSG.disputeNotOpen, 'NOT_ALLOWED');
        }
        const difference = Number(done.difference_paise);
        if (outcome === 'REFUNDED' && difference > 0)
          await postWalletEntries(tx, [
            {
              companyId: done.company_id,
              type: 'CREDIT',
              amountPaise: difference,
              code: '201',
              description: `Weight dispute upheld for AWB ${done.awb}: shipping adjustment refunded`,
              key: `adjrefund:${done.id}`,
              reference: done.awb,
              createdBy: principal.name,
            },
          ]);
        return done;
      });
      return ok({ weightDiscrepancy: discrepancyRecord(updated) }, MSG.disputeResolved);
    },
  );
}
