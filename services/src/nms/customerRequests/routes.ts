import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  APPROVAL_ACTIONS,
  APPROVAL_STATUSES,
  CANCEL_ISSUE_TYPES,
  CUSTOMER_REQUEST_LINK_HOURS,
  DATE_PRESETS,
  MSG,
  UNDELIVERED_REASONS,
  UNDELIVERED_REASON_VALUES,
  customerRequestPath,
  fill,
  fillTemplate,
  listRange,
  type CompanyRecord,
  type OrderRecord,
  type UndeliveredReason,
  CustomerRequestInput,
  preferenceValue,
} from '@parcelo/common';
import { pincodeProblem } from '@parcelo/common/pincodes';
import {
  byIdsRoute,
  publicUrl,
  badRequest,
  callService,
  hashToken,
  notFound,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { CustomerRequestRow, NmsDB } from '../db.js';
import { queueNotification } from '../notifications/routes.js';
import { ndrRoute } from '../whatsapp/records.js';
import { customerRequestRecord, expired } from './records.js';

const NdrEvent = z.object({
  eventId: z.string().min(1),
  orderId: z.string().uuid(),
  companyId: z.string().uuid(),
  awb: z.string().nullish(),
  shopOrderId: z.string().min(1),
  customerName: z.string(),
  customerPhone: z.string(),
  shippingAddress: z.record(z.string(), z.unknown()),
  reason: z.enum(UNDELIVERED_REASON_VALUES as [UndeliveredReason, ...UndeliveredReason[]]),
});

const FindBody = z.object({
  where: z
    .object({
      companyId: z.string().uuid().optional(),
      orderId: z.string().uuid().optional(),
      searchOptionType: z.enum(['awb', 'orderId', 'phone']).optional(),
      searchValue: z.string().trim().max(100).optional(),
      formLinkStatus: z.enum(['SENT', 'VISITED', 'FILLED']).optional(),
      approvalStatus: z.enum(['PENDING', 'PROCESSED', 'APPROVED', 'DISAPPROVED']).optional(),
      requestType: z.enum(['UPDATE_DETAILS', 'CANCEL_ORDER']).optional(),
      datePreset: z.enum(DATE_PRESETS).optional(),
      start: z.coerce.date().optional(),
      end: z.coerce.date().optional(),
    })
    .default({}),
  pagination: z
    .object({
      records: z.coerce.number().int().min(1).max(300).default(10),
      offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    })
    .default({ records: 10, offset: 0 }),
  sortBy: z
    .object({
      by: z.enum(['createdAt', 'orderNumber']).default('createdAt'),
      order: z.enum(['ASC', 'DESC']).default('DESC'),
    })
    .default({ by: 'createdAt', order: 'DESC' }),
});

type LinkState = 'OPEN' | 'FILLED' | 'EXPIRED';
const stateOf = (r: CustomerRequestRow): LinkState =>
  r.form_link_status === 'FILLED' ? 'FILLED' : expired(r) ? 'EXPIRED' : 'OPEN';

/** What the buyer holding the link may see: their own order's details and their answer. */
const linkView = (r: CustomerRequestRow) => ({ state: stateOf(r), customerRequest: customerRequestRecord(r) });

/**
 * Customer requests (NDR): made from OMS's undelivered events, answered by the buyer
 * through a token link (no sign-in), listed for sellers and admins, and approved by admins,
 * whose approval OMS applies to the order.
 */
export function customerRequestRoutes(app: ServiceApp, ctx: ServiceContext<NmsDB>, onQueued: () => void) {
  const { db } = ctx;

  const byToken = (token: string) =>
    db
      .selectFrom('customer_requests')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .where('anonymised_at', 'is', null);

  /** From OMS's outbox: one request per undelivered event, with the link sent to the buyer. */
  app.post('/customerRequests/ndr', { config: { access: 'internal' }, schema: { body: NdrEvent } }, async (request) => {
    ctx.auth.internal(request);
    const e = request.body;
    const existing = await db
      .selectFrom('customer_requests')
      .select('id')
      .where('source_event', '=', e.eventId)
      .executeTakeFirst();
    if (existing) return ok({ id: existing.id }, 'Already recorded');
    // Asked before the transaction: on embedded PGlite an open transaction holds the one connection.
    const { companies } = await callService<{ companies: CompanyRecord[] }>(ctx.urls.ums, '/ums/companies/byIds', {
      internal: true,
      body: { ids: [e.companyId] },
    });
    // A seller who follows up failed deliveries itself keeps the request but texts nobody.
    const textBuyer = preferenceValue(companies[0]?.preferences, 'ndrBuyerTexts');
    const token = randomBytes(24).toString('base64url');
    const id = randomUUID();
    const now = new Date();
    // OMS numbers its events in order; a late retry of an older one must not replace the link
    // of a newer attempt the buyer already has. One order's events are taken one at a time.
    const seq = /^\d+$/.test(e.eventId) ? e.eventId : null;
    let newer = false;
    const route = await ndrRoute(db, e.companyId);
    await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${e.orderId}))`.execute(tx);
      newer =
        seq !== null &&
        !!(await tx
          .selectFrom('customer_requests')
          .select('id')
          .where('order_id', '=', e.orderId)
          .where(sql<boolean>`(case when source_event ~ '^[0-9]+$' then source_event::numeric end) > ${seq}::numeric`)
          .executeTakeFirst());
      if (!newer) {
        // The buyer answers the latest attempt: an earlier open link stops working.
        await tx
          .updateTable('customer_requests')
          .set({ expires_at: now, updated_at: now })
          .where('order_id', '=', e.orderId)
          .where('form_link_status', '!=', 'FILLED')
          .where('expires_at', '>', now)
          .execute();
      }
      await tx
        .insertInto('customer_requests')
        .values({
          id,
          token_hash: hashToken(token),
          source_event: e.eventId,
          order_id: e.orderId,
          company_id: e.companyId,
          awb: e.awb ?? null,
          shop_order_id: e.shopOrderId,
          customer_name: e.customerName,
          customer_phone: e.customerPhone,
          shipping_address: JSON.stringify(e.shippingAddress),
          undelivered_reason: e.reason,
          request_type: null,
          alternate_phone: null,
          alternate_address: null,
          deferred_delivery_date: null,
          issue_type: null,
          issue_description: null,
          expires_at: newer ? now : new Date(now.getTime() + CUSTOMER_REQUEST_LINK_HOURS * 3_600_000),
          visited_at: null,
          filled_at: null,
          approval_changed_at: null,
          approval_changed_by: null,
          anonymised_at: null,
          link_channel: newer || !textBuyer ? null : route.channel,
        })
        .execute();
      if (!newer && textBuyer) {
        const params = {
          customerName: e.customerName,
          orderId: e.shopOrderId,
          awb: e.awb ?? '',
          reason: UNDELIVERED_REASONS[e.reason],
          link: `${publicUrl()}${customerRequestPath(token)}`,
        };
        const { channel, templateBody } = route;
        await queueNotification(tx, {
          channel,
          to: e.customerPhone,
          template: 'NDR_MSG',
          params,
          companyId: e.companyId,
          ...(templateBody === null ? {} : { body: fillTemplate(templateBody, params) }),
        });
      }
    });
    onQueued();
    return ok({ id }, 'Customer request created');
  });

  /** GET customer request by token (public). The first open of a SENT link makes it VISITED. */
  app.get(
    '/customerRequest/:token',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string().max(200) }) } },
    async (request) => {
      let row = await byToken(request.params.token).executeTakeFirst();
      if (!row) throw notFound(MSG.requestLinkInvalid);
      if (row.form_link_status === 'SENT' && !expired(row)) {
        row =
          (await db
            .updateTable('customer_requests')
            .set({ form_link_status: 'VISITED', visited_at: new Date(), updated_at: new Date() })
            .where('id', '=', row.id)
            .where('form_link_status', '=', 'SENT')
            .returningAll()
            .executeTakeFirst()) ?? row;
      }
      return ok(linkView(row));
    },
  );

  /** POST /customerRequest (public, by token): the buyer's answer. */
  app.post(
    '/customerRequest',
    { config: { access: 'public' }, schema: { body: CustomerRequestInput } },
    async (request) => {
      const body = request.body;
      const moved = body.alternateAddress;
      const wrongPlace = moved ? pincodeProblem(moved.pincode, moved.state) : null;
      if (wrongPlace) throw badRequest(wrongPlace.message, `alternateAddress.${wrongPlace.field}`);
      const row = await byToken(body.token).executeTakeFirst();
      if (!row) throw notFound(MSG.requestLinkInvalid);
      const state = stateOf(row);
      if (state === 'FILLED') throw badRequest(MSG.requestAlreadyFilled, null, 'NOT_ALLOWED');
      if (state === 'EXPIRED') throw badRequest(MSG.requestLinkExpired, null, 'EXPIRED');
      const changes =
        body.requestType === 'UPDATE_DETAILS'
          ? {
              alternate_phone: body.alternatePhone || null,
              alternate_address: body.alternateAddress ? JSON.stringify(body.alternateAddress) : null,
              deferred_delivery_date: body.deferredDeliveryDate || null,
            }
          : { issue_type: body.issueType, issue_description: body.issueDescription };
      const now = new Date();
      const updated = await db
        .updateTable('customer_requests')
        .set({
          ...changes,
          request_type: body.requestType,
          form_link_status: 'FILLED',
          filled_at: now,
          visited_at: row.visited_at ?? now,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .where('form_link_status', '!=', 'FILLED')
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw badRequest(MSG.requestAlreadyFilled, null, 'NOT_ALLOWED');
      return ok(linkView(updated), MSG.requestSubmitted);
    },
  );

  app.post('/customerRequests/find', { config: { access: 'member' }, schema: { body: FindBody } }, async (request) => {
    const body = request.body;
    const { companyId } = await ctx.auth.scope(request, body.where.companyId);
    const w = body.where;
    let q = db.selectFrom('customer_requests').where('anonymised_at', 'is', null);
    if (companyId) q = q.where('company_id', '=', companyId);
    if (w.orderId) q = q.where('order_id', '=', w.orderId);
    else {
      const range = listRange(w);
      if (range.from) q = q.where('created_at', '>=', range.from);
      if (range.to) q = q.where('created_at', '<', range.to);
    }
    if (w.formLinkStatus) q = q.where('form_link_status', '=', w.formLinkStatus);
    if (w.approvalStatus) q = q.where('approval_status', '=', w.approvalStatus);
    if (w.requestType) q = q.where('request_type', '=', w.requestType);
    if (w.searchOptionType && w.searchValue) {
      const v = w.searchValue;
      if (w.searchOptionType === 'awb') q = q.where('awb', '=', v.toUpperCase());
      else if (w.searchOptionType === 'orderId') q = q.where('shop_order_id', '=', v);
      else q = q.where('customer_phone', '=', v.replace(/^(\+91|0)/, ''));
    }
    const order = body.sortBy.order === 'ASC' ? 'asc' : 'desc';
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy(body.sortBy.by === 'orderNumber' ? 'shop_order_id' : 'created_at', order)
        .orderBy('id', order)
        .limit(body.pagination.records)
        .offset(body.pagination.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ customerRequests: rows.map(customerRequestRecord), totalCount: Number(total.n) });
  });

  byIdsRoute(app, '/customerRequests/byIds', 'customerRequests', async (ids, request) => {
    const { companyId } = await ctx.auth.scope(request, undefined);
    let q = db.selectFrom('customer_requests').selectAll().where('id', 'in', ids);
    if (companyId) q = q.where('company_id', '=', companyId);
    return (await q.execute()).map(customerRequestRecord);
  });

  /**
   * Approval status. Approving applies the buyer's answer to the order first (OMS); a
   * request whose order cannot take it keeps its status and is reported, the rest change.
   */
  app.post(
    '/admin/customerRequest/approvalStatus',
    {
      config: { access: 'admin', adminPermission: 'ndr' },
      schema: {
        body: z.object({
          customerRequestIds: z.array(z.string().uuid()).min(1, 'Select at least one request').max(300),
          newApprovalStatus: z.enum(APPROVAL_ACTIONS, { error: `Accepts only ${APPROVAL_ACTIONS.join(', ')}` }),
        }),
      },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const body = request.body;
      const status = body.newApprovalStatus;
      const rows = await db
        .selectFrom('customer_requests')
        .selectAll()
        .where('id', 'in', body.customerRequestIds)
        .execute();
      if (!rows.length) throw notFound();
      const failures: { id: string; message: string }[] = [];
      const changed: string[] = [];
      for (const r of rows) {
        if (r.approval_status === status) {
          failures.push({ id: r.id, message: fill(MSG.requestAlreadyInState, { status: APPROVAL_STATUSES[status] }) });
          continue;
        }
        if (status === 'APPROVED' && (r.form_link_status !== 'FILLED' || !r.request_type)) {
          failures.push({ id: r.id, message: MSG.requestNotFilled });
          continue;
        }
        const now = new Date();
        // Claimed from the state it was read in, before anything else: another admin's change meanwhile wins, and is reported.
        const claimed = await db
          .updateTable('customer_requests')
          .set({
            approval_status: status,
            approval_changed_at: now,
            approval_changed_by: principal.name,
            updated_at: now,
          })
          .where('id', '=', r.id)
          .where('approval_status', '=', r.approval_status)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) {
          failures.push({ id: r.id, message: MSG.requestChangedMeanwhile });
          continue;
        }
        if (status === 'APPROVED') {
          // OMS applies each request once (keyed by its id), so asking again after a failure here is safe.
          try {
            await callService<{ order: OrderRecord }>(ctx.urls.oms, `/orders/${r.order_id}/customer-request`, {
              internal: true,
              body:
                r.request_type === 'UPDATE_DETAILS'
                  ? {
                      requestId: r.id,
                      requestType: r.request_type,
                      alternatePhone: r.alternate_phone,
                      alternateAddress: r.alternate_address,
                      deferredDeliveryDate: r.deferred_delivery_date,
                      actorName: principal.name,
                    }
                  : {
                      requestId: r.id,
                      requestType: r.request_type,
                      issue: r.issue_type ? CANCEL_ISSUE_TYPES[r.issue_type] : 'Other',
                      actorName: principal.name,
                    },
            });
          } catch (err) {
            // Not applied: the request goes back to where it was, unless changed again meanwhile.
            await db
              .updateTable('customer_requests')
              .set({
                approval_status: r.approval_status,
                approval_changed_at: r.approval_changed_at,
                approval_changed_by: r.approval_changed_by,
                updated_at: new Date(),
              })
              .where('id', '=', r.id)
              .where('approval_status', '=', 'APPROVED')
              .execute();
            failures.push({ id: r.id, message: err instanceof Error ? err.message : MSG.genericFailure });
            continue;
          }
          // Applied is approved, whatever another admin set while OMS was at it. An admin may set
          // any status again later; OMS applies a request once, so the first application's time stays.
          await db
            .updateTable('customer_requests')
            .set({
              applied_at: r.applied_at ?? new Date(),
              approval_status: 'APPROVED',
              approval_changed_by: principal.name,
            })
            .where('id', '=', r.id)
            .execute();
        }
        changed.push(r.id);
      }
      const now = await db
        .selectFrom('customer_requests')
        .selectAll()
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy(sql`created_at desc`)
        .execute();
      return ok(
        { customerRequests: now.map(customerRequestRecord), changed, failures },
        fill(MSG.approvalUpdated, { n: changed.length }),
      );
    },
  );
}
