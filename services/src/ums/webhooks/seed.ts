import type { Kysely } from 'kysely';
import { sealSecret } from '@parcelo/common/secrets';
import { DEMO_COMPANIES } from '../../demo.js';
import type { UmsDB } from '../db.js';
import { newWebhookSecret } from './signature.js';

const HOUR = 3_600_000;

/** Each demo seller's order-status webhook, which the sandbox receiver answers, with a few deliveries in its log. */
const DEMO_WEBHOOKS = [
  {
    id: '00000000-0000-4000-8000-0000000e0001',
    company: DEMO_COMPANIES.chai,
    url: 'https://hooks.chaipoint.in/parcelo/orders',
    prefix: 'CPN',
  },
  {
    id: '00000000-0000-4000-8000-0000000e0002',
    company: DEMO_COMPANIES.threads,
    url: 'https://api.bombaythreads.in/webhooks/parcelo',
    prefix: 'BT',
  },
] as const;

/** Earlier deliveries: what happened to the order, and how its tries went (status codes). */
const DEMO_LOG = [
  { n: 1, hoursAgo: 30, previous: 'PLACED', status: 'packed', tries: [200] },
  { n: 2, hoursAgo: 20, previous: 'packed', status: 'SHIPPED', tries: [500, 200] },
  { n: 3, hoursAgo: 3, previous: 'SHIPPED', status: 'DELIVERED', tries: [200] },
] as const;

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** Adds the demo webhooks and their log where missing (fixed ids, so seeding again adds nothing). */
export async function seedWebhooks(db: Kysely<UmsDB>): Promise<number> {
  const now = Date.now();
  const hooks = await db
    .insertInto('webhooks')
    .values(
      DEMO_WEBHOOKS.map((w) => ({
        id: w.id,
        company_id: w.company,
        url: w.url,
        event_type: 'omsStatus/update' as const,
        secret: sealSecret(newWebhookSecret()),
        created_at: new Date(now - 48 * HOUR),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  let added = Number(hooks.numInsertedOrUpdatedRows ?? 0n);
  for (const [h, w] of DEMO_WEBHOOKS.entries()) {
    for (const e of DEMO_LOG) {
      const id = `00000000-0000-4000-8000-0000000e${hex(h + 1, 2)}${hex(e.n, 2)}`;
      const orderId = `00000000-0000-4000-8000-0000000f${hex(h + 1, 2)}${hex(e.n, 2)}`;
      const occurredAt = new Date(now - e.hoursAgo * HOUR);
      const eventId = `00000000-0000-5000-8000-0000000d${hex(h + 1, 2)}${hex(e.n, 2)}`;
      const payload = JSON.stringify({
        event: 'omsStatus/update',
        eventId,
        occurredAt: occurredAt.toISOString(),
        data: {
          orderId,
          shopOrderId: `${w.prefix}-${100000 + e.n}`,
          // eslint-disable-next-line no-restricted-syntax -- an AWB's digits, not money
          awb: `DL${String(700000000 + h * 100 + e.n)}`,
          status: e.status,
          previousStatus: e.previous,
          companyId: w.company,
        },
      });
      const last = e.tries.length - 1;
      const inserted = await db
        .insertInto('webhook_deliveries')
        .values({
          id,
          webhook_id: w.id,
          event_id: eventId,
          event_type: 'omsStatus/update',
          payload,
          status: 'DELIVERED',
          attempts: e.tries.length,
          occurred_at: occurredAt,
          delivered_at: new Date(occurredAt.getTime() + last * 30_000 + 400),
          created_at: occurredAt,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (!Number(inserted.numInsertedOrUpdatedRows ?? 0n)) continue;
      added += 1;
      await db
        .insertInto('webhook_attempts')
        .values(
          e.tries.map((code, i) => ({
            delivery_id: id,
            attempt: i + 1,
            attempted_at: new Date(occurredAt.getTime() + i * 30_000 + 300),
            status_code: code,
            response_ms: 180 + 37 * i + 11 * e.n,
            error: code === 200 ? null : `The receiver answered ${code}`,
          })),
        )
        .execute();
    }
  }
  return added;
}
