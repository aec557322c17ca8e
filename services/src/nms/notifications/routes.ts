import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  OutboxNotificationRecordSchema,
  formatDateTime,
} from '@parcelo/common';
import {
  answers,
  badRequest,
  exportRows,
  isProduction,
  sendCsv,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { Channel, NmsDB } from '../db.js';
import { outboxPage } from './service.js';
import { render } from './templates.js';

const SendBody = z.object({
  /** The message's id when the sender chose it: a message charged before it is sent is charged under it. */
  id: z.string().uuid().optional(),
  channel: z.enum(['sms', 'whatsapp', 'email']),
  to: z.string().trim().min(1),
  template: z.string().min(1),
  params: z.record(z.string(), z.coerce.string()).default({}),
  companyId: z.string().uuid().optional(),
});

/**
 * Puts a message in the outbox, in the caller's transaction when it has one, so a message
 * is queued exactly when what it tells of is written. Delivery happens after commit.
 */
export async function queueNotification(
  db: Kysely<NmsDB>,
  message: {
    channel: Channel;
    to: string;
    template: string;
    params: Record<string, string>;
    /** The text in the company's own words (its WhatsApp template), instead of the product's. */
    body?: string;
    /** The company it is sent for; a WhatsApp message goes from that company's account. */
    companyId?: string;
    /** Chosen by the sender (see SendBody); otherwise a new one. */
    id?: string;
  },
): Promise<string> {
  const text = message.body ?? render(message.template, message.params);
  if (text === null) throw badRequest(`Unknown template ${message.template}`, 'template');
  const id = message.id ?? randomUUID();
  await db
    .insertInto('notifications')
    .values({
      id,
      channel: message.channel,
      recipient: message.to,
      template: message.template,
      params: JSON.stringify(message.params),
      body: text,
      status: 'queued',
      provider: null,
      provider_message_id: null,
      error: null,
      sent_at: null,
      company_id: message.companyId ?? null,
    })
    // A sender's retry with its chosen id is the same message.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}

/** The outbox as support and tests read it: the recipient unmasked, params and text only outside production. */
const OutboxEntry = z.object({
  id: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  to: z.string(),
  template: z.string(),
  /** The template's values, as queued (null in production). */
  params: z.record(z.string(), z.string()).nullable(),
  body: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export function notificationRoutes(app: ServiceApp, ctx: ServiceContext<NmsDB>, onQueued: () => void) {
  const { db } = ctx;

  /** Queues a message in the outbox; delivery happens after the reply. */
  app.post(
    '/notifications/send',
    { config: { access: 'internal' }, schema: { body: SendBody, response: answers(z.object({ id: z.string() })) } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      const id = await queueNotification(db, body);
      onQueued();
      return ok({ id }, 'Queued');
    },
  );

  /**
   * The outbox as support and tests see it, newest first. In production it shows what
   * went where but never the text, which may hold a one-time code.
   */
  app.get(
    '/notifications/outbox',
    {
      config: { access: 'internal' },
      schema: {
        querystring: z.object({
          to: z.string().max(200).optional(),
          template: z.string().max(200).optional(),
          limit: z.string().max(200).optional(),
        }),
        response: answers(z.object({ notifications: z.array(OutboxEntry) })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      let q = db
        .selectFrom('notifications')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(Math.min(Number(request.query.limit ?? 20), 200));
      if (request.query.to) q = q.where('recipient', '=', request.query.to);
      if (request.query.template) q = q.where('template', '=', request.query.template);
      const rows = await q.execute();
      const reveal = !isProduction();
      return ok({
        notifications: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.recipient,
          template: r.template,
          params: reveal ? r.params : null,
          body: reveal ? r.body : null,
          status: r.status,
          createdAt: r.created_at.toISOString(),
          sentAt: r.sent_at?.toISOString() ?? null,
        })),
      });
    },
  );

  /**
   * The outbox for admins (Home > Notifications), newest first: who was written to (masked),
   * on which channel, and how it went. The text only outside production, as above.
   */
  app.get(
    '/admin/notifications',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.object({
          records: z.coerce.number().int().min(1).max(300).default(10),
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
        }),
        response: answersPage('notifications', OutboxNotificationRecordSchema),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { records, offset } = request.query;
      return ok(await outboxPage(db, { limit: records, offset }));
    },
  );

  /** The outbox as CSV, newest first, as the admins' list shows it. */
  app.get('/csv/notifications', { config: { access: 'admin' } }, async (request, reply) => {
    await ctx.auth.admin(request);
    const rows = exportRows(
      async (window) => (await outboxPage(db, window)).notifications,
      (notifications) =>
        notifications.map((n) => [
          formatDateTime(n.createdAt),
          n.recipient,
          n.channel,
          n.template,
          n.text ?? '',
          n.status,
          n.error ?? '',
          n.sentAt ? formatDateTime(n.sentAt) : '',
        ]),
    );
    const header = ['Created', 'Recipient', 'Channel', 'Template', 'Text', 'Status', 'Error', 'Sent'];
    return sendCsv(reply, { name: 'notifications', header, rows });
  });
}
