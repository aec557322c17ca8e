import type { Kysely } from 'kysely';
import type { Logger } from '../../platform/index.js';
import type { Channel, NmsDB, NotificationRow } from '../db.js';
import { providerFor } from './providers.js';

const MAX_ATTEMPTS = 5;
const BATCH = 50;
/** A claim older than this belongs to a dispatcher that died mid-send; the row is retried. */
const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Sends queued notifications. A short transaction claims a batch (SKIP LOCKED, so
 * several NMS processes can share one outbox); the sends happen outside any transaction,
 * so a slow gateway never holds the database, and each result is recorded on its own.
 */
export function startDispatcher(
  db: Kysely<NmsDB>,
  log: Logger,
  /** Told of each message's final outcome (sent, or failed for good), e.g. to update an order message. */
  onSettled: (notificationId: string, sent: boolean) => Promise<void> = async () => {},
  intervalMs = 1000,
) {
  let running = false;
  let stopped = false;
  // A kick during a drain asks for one more pass, so a new message never waits for the timer.
  let again = false;
  const providers = new Map<Channel, ReturnType<typeof providerFor>>();
  const provider = (c: Channel) => {
    let p = providers.get(c);
    if (!p) providers.set(c, (p = providerFor(c, log)));
    return p;
  };

  const claim = () =>
    db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('notifications')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('status', '=', 'queued'),
            eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', new Date(Date.now() - STALE_CLAIM_MS))]),
          ]),
        )
        .orderBy('created_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length) {
        await tx
          .updateTable('notifications')
          .set({ status: 'sending', claimed_at: new Date() })
          .where('id', 'in', rows.map((r) => r.id))
          .execute();
      }
      return rows;
    });

  async function deliver(row: NotificationRow) {
    const p = provider(row.channel);
    const attempts = row.attempts + 1;
    try {
      const { providerMessageId } = await p.send({ id: row.id, channel: row.channel, to: row.recipient, template: row.template, body: row.body });
      await db
        .updateTable('notifications')
        .set({ status: 'sent', provider: p.name, provider_message_id: providerMessageId, sent_at: new Date(), attempts, error: null })
        .where('id', '=', row.id)
        .execute();
      await onSettled(row.id, true).catch((err: unknown) => log.warn({ err }, 'after-send hook failed'));
    } catch (err) {
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('notifications')
        .set({ status: failed ? 'failed' : 'queued', attempts, error: String(err), provider: p.name, claimed_at: null })
        .where('id', '=', row.id)
        .execute();
      if (failed) await onSettled(row.id, false).catch((e: unknown) => log.warn({ err: e }, 'after-send hook failed'));
    }
  }

  async function drain() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      for (;;) {
        again = false;
        const rows = await claim();
        await Promise.all(rows.map(deliver));
        if ((rows.length < BATCH && !again) || stopped) break;
      }
    } catch (err) {
      log.error({ err }, 'outbox dispatch failed');
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void drain(), intervalMs);
  timer.unref();
  return {
    kick: () => void drain(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 10));
    },
  };
}
