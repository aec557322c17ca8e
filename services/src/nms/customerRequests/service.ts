import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  APPROVAL_STATUSES,
  CANCEL_ISSUE_TYPES,
  CUSTOMER_REQUEST_LINK_HOURS,
  MSG,
  UNDELIVERED_REASONS,
  customerRequestPath,
  fill,
  fillTemplate,
  listRange,
  preferenceValue,
  type ApprovalStatus,
  type CustomerRequestInput,
  type CustomerRequestType,
  type DatePreset,
  type FormLinkStatus,
  type OrderRecord,
  type UndeliveredReason,
} from '@parcelo/common';
import {
  badRequest,
  serviceApis,
  hashToken,
  notFound,
  publicUrl,
  type ServiceContext,
  type z,
} from '../../platform/index.js';
import type { CustomerRequestRow, NmsDB } from '../db.js';
import { queueNotification } from '../notifications/routes.js';
import { ndrRoute } from '../whatsapp/records.js';
import { customerRequestRecord, expired } from './records.js';

/** What the customer requests need besides their database. */
export interface CustomerRequestsDeps {
  /** UMS for the seller's preferences, OMS to apply an approved answer to the order. */
  urls: ServiceContext['urls'];
  /** Wakes the notification outbox once a text to the buyer is queued. */
  onQueued: () => void;
}

/** OMS's event for a failed delivery: the order, its buyer and why the courier could not deliver. */
export interface UndeliveredEvent {
  eventId: string;
  orderId: string;
  companyId: string;
  awb?: string | null | undefined;
  shopOrderId: string;
  customerName: string;
  customerPhone: string;
  shippingAddress: Record<string, unknown>;
  reason: UndeliveredReason;
}

/** Which requests the seller's or admin's list shows, beyond the company. */
export interface CustomerRequestFilter {
  orderId?: string | undefined;
  searchOptionType?: 'awb' | 'orderId' | 'phone' | undefined;
  searchValue?: string | undefined;
  formLinkStatus?: FormLinkStatus | undefined;
  approvalStatus?: ApprovalStatus | undefined;
  requestType?: CustomerRequestType | undefined;
  datePreset?: DatePreset | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
}

/** A page of the list, and how it is sorted. */
export interface CustomerRequestPage {
  records: number;
  offset: number;
  by: 'createdAt' | 'orderNumber';
  order: 'ASC' | 'DESC';
}

type BuyerAnswer = z.output<typeof CustomerRequestInput>;
type NdrRoute = Awaited<ReturnType<typeof ndrRoute>>;

type LinkState = 'OPEN' | 'FILLED' | 'EXPIRED';
const stateOf = (r: CustomerRequestRow): LinkState =>
  r.form_link_status === 'FILLED' ? 'FILLED' : expired(r) ? 'EXPIRED' : 'OPEN';

/** What the buyer holding the link may see: their own order's details and their answer. */
const linkView = (r: CustomerRequestRow) => ({ state: stateOf(r), customerRequest: customerRequestRecord(r) });

const byToken = (db: Kysely<NmsDB>, token: string) =>
  db
    .selectFrom('customer_requests')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('anonymised_at', 'is', null);

/** A new request for a failed delivery, its link already closed when a newer attempt's exists. */
function newRequestRow(
  e: UndeliveredEvent,
  link: { id: string; token: string; expiresAt: Date },
  channel: NdrRoute['channel'] | null,
) {
  return {
    id: link.id,
    token_hash: hashToken(link.token),
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
    expires_at: link.expiresAt,
    visited_at: null,
    filled_at: null,
    approval_changed_at: null,
    approval_changed_by: null,
    anonymised_at: null,
    link_channel: channel,
  };
}

/** Queues the text that sends the buyer their link, on the seller's WhatsApp when it has one, else SMS. */
async function textBuyerTheLink(tx: Transaction<NmsDB>, e: UndeliveredEvent, token: string, route: NdrRoute) {
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

/** Failed deliveries reported by OMS, each becoming a request with a link for the buyer. */
function undeliveredIntakeService(db: Kysely<NmsDB>, deps: CustomerRequestsDeps) {
  return {
    /** One request per undelivered event: a repeat of an event already recorded is answered with its request. */
    async recordUndelivered(e: UndeliveredEvent): Promise<{ id: string; created: boolean }> {
      const existing = await db
        .selectFrom('customer_requests')
        .select('id')
        .where('source_event', '=', e.eventId)
        .executeTakeFirst();
      if (existing) return { id: existing.id, created: false };
      // Asked before the transaction: on embedded PGlite an open transaction holds the one connection.
      const { companies } = await serviceApis(deps.urls).ums.postUmsCompaniesByIds({
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
        const expiresAt = newer ? now : new Date(now.getTime() + CUSTOMER_REQUEST_LINK_HOURS * 3_600_000);
        const channel = newer || !textBuyer ? null : route.channel;
        await tx
          .insertInto('customer_requests')
          .values(newRequestRow(e, { id, token, expiresAt }, channel))
          .execute();
        if (!newer && textBuyer) await textBuyerTheLink(tx, e, token, route);
      });
      deps.onQueued();
      return { id, created: true };
    },
  };
}

/** The buyer's side: the link page (no sign-in, the token is the key) and their answer. */
function buyerLinkService(db: Kysely<NmsDB>) {
  return {
    /** The request behind a link. The first open of a SENT link makes it VISITED. */
    async openLink(token: string) {
      let row = await byToken(db, token).executeTakeFirst();
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
      return linkView(row);
    },

    /** The buyer's answer, taken once and only while the link is open. */
    async answer(body: BuyerAnswer) {
      const row = await byToken(db, body.token).executeTakeFirst();
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
      return linkView(updated);
    },
  };
}

/** The requests as sellers (their own) and admins (any company's) read them. */
function customerRequestListService(db: Kysely<NmsDB>) {
  return {
    /** A page of the list, newest first by default; an order's requests whenever they were made. */
    async find(companyId: string | undefined, w: CustomerRequestFilter, page: CustomerRequestPage) {
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
      const order = page.order === 'ASC' ? 'asc' : 'desc';
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy(page.by === 'orderNumber' ? 'shop_order_id' : 'created_at', order)
          .orderBy('id', order)
          .limit(page.records)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { customerRequests: rows.map(customerRequestRecord), totalCount: Number(total.n) };
    },

    /** Those of `ids` the company owns (any company's when it is undefined: an admin). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      let q = db.selectFrom('customer_requests').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(customerRequestRecord);
    },
  };
}

/** What OMS is asked to do to the order: the buyer's new details, or cancelling it with their reason. */
const orderChange = (r: CustomerRequestRow, requestType: CustomerRequestType, actorName: string) =>
  requestType === 'UPDATE_DETAILS'
    ? {
        requestId: r.id,
        requestType,
        alternatePhone: r.alternate_phone,
        alternateAddress: r.alternate_address,
        deferredDeliveryDate: r.deferred_delivery_date,
        actorName,
      }
    : {
        requestId: r.id,
        requestType,
        issue: r.issue_type ? CANCEL_ISSUE_TYPES[r.issue_type] : 'Other',
        actorName,
      };

/** An admin's approval decisions, an approved answer applied to the order by OMS. */
function approvalService(db: Kysely<NmsDB>, deps: CustomerRequestsDeps) {
  /**
   * Applies the buyer's answer to the order. Not applied, the request goes back to where it was
   * (unless changed again meanwhile) and OMS's reason is returned.
   */
  async function applyToOrder(
    r: CustomerRequestRow,
    requestType: CustomerRequestType,
    actorName: string,
  ): Promise<string | null> {
    // OMS applies each request once (keyed by its id), so asking again after a failure here is safe.
    try {
      await serviceApis(deps.urls).oms.postOrdersByIdCustomerRequest<{ order: OrderRecord }>({
        params: { id: r.order_id },
        internal: true,
        body: orderChange(r, requestType, actorName),
      });
    } catch (err) {
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
      return err instanceof Error ? err.message : MSG.genericFailure;
    }
    // Applied is approved, whatever another admin set while OMS was at it. An admin may set
    // any status again later; OMS applies a request once, so the first application's time stays.
    await db
      .updateTable('customer_requests')
      .set({
        applied_at: r.applied_at ?? new Date(),
        approval_status: 'APPROVED',
        approval_changed_by: actorName,
      })
      .where('id', '=', r.id)
      .execute();
    return null;
  }

  /** Moves one request to `status`; why it did not, or null when it did. */
  async function changeOne(r: CustomerRequestRow, status: ApprovalStatus, actorName: string): Promise<string | null> {
    if (r.approval_status === status) return fill(MSG.requestAlreadyInState, { status: APPROVAL_STATUSES[status] });
    const requestType = r.request_type;
    if (status === 'APPROVED' && (r.form_link_status !== 'FILLED' || !requestType)) return MSG.requestNotFilled;
    const now = new Date();
    // Claimed from the state it was read in, before anything else: another admin's change meanwhile wins, and is reported.
    const claimed = await db
      .updateTable('customer_requests')
      .set({ approval_status: status, approval_changed_at: now, approval_changed_by: actorName, updated_at: now })
      .where('id', '=', r.id)
      .where('approval_status', '=', r.approval_status)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return MSG.requestChangedMeanwhile;
    // Approving was refused above unless the request is filled, so it has its type here.
    return status === 'APPROVED' && requestType ? applyToOrder(r, requestType, actorName) : null;
  }

  return {
    /**
     * Sets the approval status of each request in turn. Approving applies the buyer's answer to
     * the order first; a request whose order cannot take it keeps its status and is reported,
     * the rest change. Every request asked about is returned as it now stands, newest first.
     */
    async setApprovalStatus(ids: readonly string[], status: ApprovalStatus, actorName: string) {
      const rows = await db.selectFrom('customer_requests').selectAll().where('id', 'in', ids).execute();
      if (!rows.length) throw notFound();
      const failures: { id: string; message: string }[] = [];
      const changed: string[] = [];
      for (const r of rows) {
        const failure = await changeOne(r, status, actorName);
        if (failure === null) changed.push(r.id);
        else failures.push({ id: r.id, message: failure });
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
      return { customerRequests: now.map(customerRequestRecord), changed, failures };
    },
  };
}

/**
 * Customer requests for failed deliveries: made from OMS's undelivered events, answered by the
 * buyer through a token link, listed for sellers and admins, and approved by admins, whose
 * approval OMS applies to the order.
 */
export function customerRequestsService(db: Kysely<NmsDB>, deps: CustomerRequestsDeps) {
  return {
    ...undeliveredIntakeService(db, deps),
    ...buyerLinkService(db),
    ...customerRequestListService(db),
    ...approvalService(db, deps),
  };
}

export type CustomerRequestsService = ReturnType<typeof customerRequestsService>;
