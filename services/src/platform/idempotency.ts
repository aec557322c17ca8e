import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { IdempotencyKey, MSG } from '@parcelo/common';
import type { ServiceApp } from './app.js';
import type { Guard } from './auth.js';
import { isInternal } from './auth.js';
import { badRequest, ServiceError } from './envelope.js';

/**
 * Writes that create something (an order, a stock entry, a task) take an `Idempotency-Key`
 * header: the first request with a key does the work and its answer is kept for a day; a
 * repeat from the same caller gets that answer back, marked `idempotent-replayed`, and nothing
 * is done twice. A timed-out browser or a retrying tool can therefore always try again.
 *
 * Only successful answers are kept: a refusal changed nothing, so trying again may do the work.
 * A repeat that arrives while the first is still running waits for it, up to `WAIT_MS`.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEEP_HOURS = 24;
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A first request this old that never answered died with its process: a repeat takes over. */
const ABANDONED_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates something and honours an Idempotency-Key. */
    idempotent?: boolean;
  }
}

/** The table every service with idempotent routes keeps, for its migrations; made only where missing. */
export async function createIdempotencyTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotent_requests')
    .ifNotExists()
    .addColumn('caller', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('reply', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['caller', 'route', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotent_requests_created_idx')
    .ifNotExists()
    .on('idempotent_requests')
    .column('created_at')
    .execute();
}

interface Claim {
  caller: string;
  route: string;
  key: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(request.url)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}

/** Registers the hooks; `db` is the service's own schema, which must have the table. */
export function idempotentRequests(app: ServiceApp, db: Kysely<any>, auth: Guard): void {
  let sinceSweep = 0;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const parsed = IdempotencyKey.safeParse(header);
    if (!parsed.success) throw badRequest(MSG.idempotencyKeyInvalid, 'idempotencyKey');
    const principal = await auth.optional(request);
    // Keys are the caller's own: strangers on public routes could otherwise replay each other's answers.
    if (!principal && !isInternal(request)) return;
    const claim: Claim = {
      caller: principal?.userId ?? 'internal',
      route: `${request.method} ${request.routeOptions.url}`,
      key: parsed.data,
    };
    const fingerprint = fingerprintOf(request);

    if (++sinceSweep >= 500) {
      sinceSweep = 0;
      await db
        .deleteFrom('idempotent_requests')
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_HOURS})`)
        .execute();
    }

    const started = Date.now();
    for (;;) {
      const claimed = await db
        .insertInto('idempotent_requests')
        .values({ ...claim, fingerprint })
        .onConflict((oc) => oc.columns(['caller', 'route', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) {
        claims.set(request, claim);
        return;
      }
      const first = await db
        .selectFrom('idempotent_requests')
        .select(['fingerprint', 'status_code', 'reply', 'created_at'])
        .where('caller', '=', claim.caller)
        .where('route', '=', claim.route)
        .where('key', '=', claim.key)
        .executeTakeFirst();
      if (!first) continue; // the first request failed and let its key go: this one does the work
      if (first.fingerprint !== fingerprint)
        throw new ServiceError(422, MSG.idempotencyKeyReused, 'TAKEN', 'idempotencyKey');
      if (first.status_code !== null) {
        reply.code(first.status_code).header(REPLAYED_HEADER, 'true').type('application/json').send(first.reply);
        return reply;
      }
      if (Date.now() - new Date(first.created_at).getTime() > ABANDONED_MS) {
        // Taken over only by the one repeat whose update matches the row it read.
        const taken = await db
          .updateTable('idempotent_requests')
          .set({ created_at: sql`now()` })
          .where('caller', '=', claim.caller)
          .where('route', '=', claim.route)
          .where('key', '=', claim.key)
          .where('status_code', 'is', null)
          .where('created_at', '=', first.created_at)
          .returning('key')
          .executeTakeFirst();
        if (taken) {
          claims.set(request, claim);
          return;
        }
      }
      if (Date.now() - started > WAIT_MS) throw new ServiceError(409, MSG.requestInProgress, 'TAKEN', 'idempotencyKey');
      await pause(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const settle: () => Promise<unknown> =
      reply.statusCode < 300 && typeof payload === 'string'
        ? () =>
            db
              .updateTable('idempotent_requests')
              .set({ status_code: reply.statusCode, reply: payload })
              .where('caller', '=', claim.caller)
              .where('route', '=', claim.route)
              .where('key', '=', claim.key)
              .execute()
        : () =>
            db
              .deleteFrom('idempotent_requests')
              .where('caller', '=', claim.caller)
              .where('route', '=', claim.route)
              .where('key', '=', claim.key)
              .execute();
    try {
      await settle();
    } catch (err) {
      // The database went away (a restart, a lost network) after the work: the answer still
      // goes, and the key is settled once the database is back, so a repeat gets this answer
      // (or does the work that failed) rather than waiting ABANDONED_MS and then doing it twice.
      request.log.warn({ err, key: claim.key }, 'idempotency key not settled; settling it once the database is back');
      settleLater(settle, request.log);
    }
    return payload;
  });
}

/** The first pause before settling a key again, doubled each try up to SETTLE_MAX_PAUSE_MS. */
const SETTLE_FIRST_PAUSE_MS = 250;
const SETTLE_MAX_PAUSE_MS = 5_000;

/** Tries `settle` again until it works, for as long as a repeat would still wait for the first request. */
function settleLater(settle: () => Promise<unknown>, log: FastifyRequest['log']): void {
  const giveUpAt = Date.now() + ABANDONED_MS;
  const attempt = (pauseMs: number) => {
    const timer = setTimeout(() => {
      settle().then(
        () => log.info('idempotency key settled after the database came back'),
        (err: unknown) => {
          if (Date.now() + pauseMs > giveUpAt)
            log.error({ err }, 'idempotency key left unsettled: the database stayed away');
          else attempt(Math.min(SETTLE_MAX_PAUSE_MS, pauseMs * 2));
        },
      );
    }, pauseMs);
    // A process closing does not wait for the database to come back.
    timer.unref();
  };
  attempt(SETTLE_FIRST_PAUSE_MS);
}
