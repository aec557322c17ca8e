import { sql, type Kysely } from 'kysely';
import { jobKey, serviceApis, type JobQueue, type Logger, type ServiceUrls } from '../../platform/index.js';
import type { Channel, NmsDB, NotificationRow } from '../db.js';
import { whatsAppAccount } from '../whatsapp/records.js';
import { providerFor } from './providers.js';

const MAX_ATTEMPTS = 5;

/** Messages queued and not yet sent (retries included), for the metrics: how many, and the oldest's age in seconds. */
export const unsentMessages = (db: Kysely<NmsDB>) =>
  db
    .selectFrom('notifications')
    .where('status', '=', 'queued')
    .select([
      sql<number>`count(*)::int`.as('pending'),
      sql<number>`coalesce(extract(epoch from now() - min(created_at)), 0)::float8`.as('oldestSeconds'),
    ])
    .executeTakeFirstOrThrow();
const QUEUE = 'notifications';
/** Tried again after about 2 s, 4 s, 8 s and 16 s; a gateway answers within the expiry, so none is sent twice. */
const SENDING = { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 1, expireInSeconds: 60, batchSize: 50 };
const CHARGES = 'notification-charges';
/**
 * A sent message's charge waits for billing however long it is down: tried later and later
 * (about 4 s, 8 s, 16 s…, at most a day and a half apart) and never given up; billing takes it once.
 */
const CHARGING = { retryLimit: 1_000, retryDelay: 2, expireInSeconds: 60, batchSize: 20 };
type ChargedChannel = Extract<Channel, 'sms' | 'whatsapp'>;
/** The channels whose messages cost a brand money; e-mail is free. */
const CHARGED: ReadonlySet<Channel> = new Set<ChargedChannel>(['sms', 'whatsapp']);
const isCharged = (c: Channel): c is ChargedChannel => CHARGED.has(c);

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
  /** Where billing is, read when a charge goes (final only once the process has started). */
  urls: () => ServiceUrls,
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
      // A message a company sent is charged to it: the charge's job is written with the sent
      // status, so a billing outage only delays it, and its key lets it be queued once.
      const charged = row.company_id !== null && isCharged(row.channel);
      await db.transaction().execute(async (tx) => {
        await tx
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
        if (charged) await queue.send(tx, CHARGES, { id: row.id }, { key: jobKey(CHARGES, row.id) });
      });
      if (charged) queue.wake(CHARGES);
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

  await queue.define<{ id: string }>(CHARGES, CHARGING, async (job) => {
    const row = await db
      .selectFrom('notifications')
      .select(['id', 'company_id', 'channel', 'params', 'template'])
      .where('id', '=', job.data.id)
      .executeTakeFirst();
    if (!row?.company_id || !isCharged(row.channel)) return;
    try {
      // Billing keys the debit by the message, so a retry after a lost answer takes nothing more.
      await serviceApis(urls()).invoices.postChargesNotificationsEvents({
        internal: true,
        body: {
          notificationId: row.id,
          companyId: row.company_id,
          channel: row.channel,
          reference: row.params.awb || row.params.orderId || row.template,
        },
      });
    } catch (err) {
      log.warn({ err, notification: row.id }, 'message charge not posted; retried later');
      throw err;
    }
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
