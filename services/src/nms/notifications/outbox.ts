import type { Kysely } from 'kysely';
import type { Logger } from '../../platform/index.js';
import type { Channel, NmsDB } from '../db.js';
import { providerFor } from './providers.js';

const MAX_ATTEMPTS = 5;
const BATCH = 50;

/**
 * Sends queued notifications. Rows are claimed with SKIP LOCKED so several NMS
 * processes can share one outbox; a failed send is retried up to MAX_ATTEMPTS.
 */
export function startDispatcher(db: Kysely<NmsDB>, log: Logger, intervalMs = 1000) {
  let running = false;
  let stopped = false;
  const providers = new Map<Channel, ReturnType<typeof providerFor>>();
  const provider = (c: Channel) => {
    let p = providers.get(c);
    if (!p) providers.set(c, (p = providerFor(c, log)));
    return p;
  };

  async function drain() {
    if (running || stopped) return;
    running = true;
    try {
      for (;;) {
        const batch = await db.transaction().execute(async (tx) => {
          const rows = await tx
            .selectFrom('notifications')
            .selectAll()
            .where('status', '=', 'queued')
            .orderBy('created_at')
            .limit(BATCH)
            .forUpdate()
            .skipLocked()
            .execute();
          for (const row of rows) {
            const p = provider(row.channel);
            try {
              const { providerMessageId } = await p.send({ id: row.id, channel: row.channel, to: row.recipient, template: row.template, body: row.body });
              await tx
                .updateTable('notifications')
                .set({ status: 'sent', provider: p.name, provider_message_id: providerMessageId, sent_at: new Date(), attempts: row.attempts + 1, error: null })
                .where('id', '=', row.id)
                .execute();
            } catch (err) {
              const attempts = row.attempts + 1;
              await tx
                .updateTable('notifications')
                .set({ status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', attempts, error: String(err), provider: p.name })
                .where('id', '=', row.id)
                .execute();
            }
          }
          return rows.length;
        });
        if (batch < BATCH) break;
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
