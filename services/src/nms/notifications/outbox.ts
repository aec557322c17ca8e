import type { Kysely } from 'kysely';
import type { JobQueue, Logger } from '../../platform/index.js';
import type { Channel, NmsDB, NotificationRow } from '../db.js';
import { whatsAppAccount } from '../whatsapp/records.js';
import { providerFor } from './providers.js';

const MAX_ATTEMPTS = 5;
const QUEUE = 'notifications';
/** Tried again after about 2 s, 4 s, 8 s and 16 s; a gateway answers within the expiry, so none is sent twice. */
const SENDING = { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 1, expireInSeconds: 60, batchSize: 50 };

/**
 * Sends queued notifications through the service's job queue. A message is written as
 * `queued` (in the caller's transaction when it has one); `kick`, after commit, gives each
 * written message without a job its job, in one transaction whose row locks let one process
 * only do so (a message a stopped process left without one gets it at the next kick or
 * start). Sends happen outside any transaction, so a slow gateway never holds the database,
 * and each result is recorded on its own.
 */
export async function notificationOutbox(
  db: Kysely<NmsDB>,
  log: Logger,
  queue: JobQueue,
  /** Told of each message's final outcome (sent, or failed for good), e.g. to update an order message. */
  onSettled: (notificationId: string, sent: boolean) => Promise<void> = async () => {},
) {
  const providers = new Map<Channel, ReturnType<typeof providerFor>>();
  const provider = (c: Channel) => {
    let p = providers.get(c);
    if (!p) providers.set(c, (p = providerFor(c, log)));
    return p;
  };

  async function deliver(row: NotificationRow) {
    const p = provider(row.channel);
    const attempts = row.attempts + 1;
    try {
      // Read at sending, so a password changed since the message was queued is the one used.
      const account = row.channel === 'whatsapp' && row.company_id ? await whatsAppAccount(db, row.company_id) : null;
      if (row.channel === 'whatsapp' && row.company_id && !account)
        throw new Error('The company has no WhatsApp account any more');
      const { providerMessageId } = await p.send({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        template: row.template,
        body: row.body,
        account,
      });
      await db
        .updateTable('notifications')
        .set({
          status: 'sent',
          provider: p.name,
          provider_message_id: providerMessageId,
          sent_at: new Date(),
          attempts,
          error: null,
        })
        .where('id', '=', row.id)
        .execute();
      await onSettled(row.id, true).catch((err: unknown) => log.warn({ err }, 'after-send hook failed'));
    } catch (err) {
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('notifications')
        .set({ status: failed ? 'failed' : 'queued', attempts, error: String(err), provider: p.name })
        .where('id', '=', row.id)
        .execute();
      if (failed) await onSettled(row.id, false).catch((e: unknown) => log.warn({ err: e }, 'after-send hook failed'));
      // Retried with backoff by the queue.
      else throw err;
    }
  }

  await queue.define<{ id: string }>(QUEUE, SENDING, async (job) => {
    const row = await db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', job.data.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (row) await deliver(row);
  });

  async function queueUnsent(): Promise<void> {
    const ids = await db.transaction().execute(async (tx) => {
      const rows = await tx
        .updateTable('notifications')
        .set({ job_queued: true })
        .where('status', '=', 'queued')
        .where('job_queued', '=', false)
        .returning('id')
        .execute();
      for (const { id } of rows) await queue.send(tx, QUEUE, { id });
      return rows;
    });
    if (ids.length) queue.wake(QUEUE);
  }

  return {
    kick: () =>
      void queueUnsent().catch((err: unknown) =>
        log.error({ err }, 'notifications not queued; queued at the next kick'),
      ),
    queueUnsent,
  };
}
