import type { Kysely } from 'kysely';
import { maskEmail, maskPhone, type OutboxNotificationRecord } from '@parcelo/common';
import { isProduction, type Page } from '../../platform/index.js';
import type { NmsDB } from '../db.js';

/**
 * A page of the outbox, newest first, and how many messages it holds: recipients masked, and
 * the text only outside production.
 */
export async function outboxPage(db: Kysely<NmsDB>, { limit, offset }: Pick<Page, 'limit' | 'offset'>) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'channel', 'recipient', 'template', 'body', 'status', 'error', 'created_at', 'sent_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const reveal = !isProduction();
  const notifications: OutboxNotificationRecord[] = rows.map((r) => {
    const recipient = r.channel === 'email' ? maskEmail(r.recipient) : maskPhone(r.recipient);
    return {
      id: r.id,
      channel: r.channel,
      recipient,
      template: r.template,
      text: reveal ? r.body : null,
      status: r.status,
      // A provider's error may quote the number it was given.
      error: r.error?.replaceAll(r.recipient, recipient) ?? null,
      createdAt: r.created_at.toISOString(),
      sentAt: r.sent_at?.toISOString() ?? null,
    };
  });
  return { notifications, totalCount: Number(total.n) };
}
