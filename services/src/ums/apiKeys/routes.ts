import {
  API_KEYS_MAX,
  ApiKeyCreateInput,
  ApiKeyRecordSchema,
  IdempotencyKey,
  MSG,
  apiKeyExpiryInstant,
  fill,
} from '@parcelo/common';
import { sessionsChangedChannel, type SessionsChanged } from '@parcelo/common/principals';
import type { FastifyRequest } from 'fastify';
import {
  answers,
  byIdsRoute,
  IDEMPOTENCY_HEADER,
  badRequest,
  forbidden,
  listBody,
  notFound,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { apiKeyRecord, assertPerson, newApiKey } from './keys.js';

const ListBody = listBody({}, ['createdAt'] as const);
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const ApiKeyList = answersPage('apiKeys', ApiKeyRecordSchema);
/** The key made, with its secret this once (null when a repeat answers the key made before). */
const ApiKeyCreated = answers(z.object({ apiKey: ApiKeyRecordSchema, secret: z.string().nullable() }));

type Ctx = ServiceContext<UmsDB>;

/** A signed-in seller (never an API key, nor an admin or a warehouse operator) and its company. */
const keyHolderOf = (ctx: Ctx) => async (request: FastifyRequest) => {
  const principal = assertPerson(await ctx.auth.member(request));
  if (principal.userType !== 'seller' || !principal.companyId) throw forbidden(MSG.apiKeySellersOnly);
  return { principal, companyId: principal.companyId };
};

/** Settings > API: a seller's keys for its own scripts, which reach the GraphQL API as its company. */
export function apiKeyRoutes(app: ServiceApp, ctx: Ctx) {
  apiKeyReadRoutes(app, ctx);
  apiKeyWriteRoutes(app, ctx);
}

/** Listing the company's keys, and the loaders' batch read. */
function apiKeyReadRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;
  const keyHolder = keyHolderOf(ctx);

  app.post(
    '/ums/api-keys/list',
    { config: { access: 'member' }, schema: { body: ListBody, response: ApiKeyList } },
    async (request) => {
      const { companyId } = await keyHolder(request);
      const { limit, offset, order } = pageOf(request.body);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('api_keys')
          .selectAll()
          .where('company_id', '=', companyId)
          .orderBy('created_at', order)
          .orderBy('id', order)
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ apiKeys: rows.map(apiKeyRecord), totalCount: Number(count.n) });
    },
  );

  /** The caller's company's keys among `ids`; another company's are left out. */
  byIdsRoute(
    app,
    '/ums/api-keys/byIds',
    'apiKeys',
    async (ids, request) => {
      const { companyId } = await keyHolder(request);
      const rows = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute();
      return rows.map(apiKeyRecord);
    },
    { record: ApiKeyRecordSchema },
  );
}

/** Creating a key, and revoking one. */
function apiKeyWriteRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;
  const keyHolder = keyHolderOf(ctx);

  /**
   * The secret is in this answer only. A repeat with the same Idempotency-Key answers the key
   * it made, without the secret: keeping the answer to replay it would keep the secret.
   */
  app.post(
    '/ums/api-keys',
    { config: { access: 'member' }, schema: { body: ApiKeyCreateInput, response: ApiKeyCreated } },
    async (request) => {
      const { principal, companyId } = await keyHolder(request);
      const { name, expiresAt } = request.body;
      const header = request.headers[IDEMPOTENCY_HEADER];
      const parsedKey = header === undefined ? null : IdempotencyKey.safeParse(header);
      if (parsedKey && !parsedKey.success) throw badRequest(MSG.idempotencyKeyInvalid, null, 'INVALID');
      const idempotencyKey = parsedKey?.data ?? null;
      const expires = expiresAt ? apiKeyExpiryInstant(expiresAt) : null;
      return db.transaction().execute(async (tx) => {
        // One create at a time per company, so two at once cannot both pass the limit.
        await tx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirstOrThrow();
        if (idempotencyKey) {
          const earlier = await tx
            .selectFrom('api_keys')
            .selectAll()
            .where('company_id', '=', companyId)
            .where('idempotency_key', '=', idempotencyKey)
            .executeTakeFirst();
          if (earlier) {
            const same =
              earlier.name === name && (earlier.expires_at?.getTime() ?? null) === (expires?.getTime() ?? null);
            if (!same) throw badRequest(MSG.idempotencyKeyReused, null, 'INVALID');
            return ok({ apiKey: apiKeyRecord(earlier), secret: null }, MSG.apiKeyCreated);
          }
        }
        const now = new Date();
        const active = await tx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('company_id', '=', companyId)
          .where('revoked_at', 'is', null)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
          .executeTakeFirstOrThrow();
        if (Number(active.n) >= API_KEYS_MAX)
          throw badRequest(fill(MSG.apiKeysMax, { n: API_KEYS_MAX }), null, 'NOT_ALLOWED');
        const key = newApiKey();
        const row = await tx
          .insertInto('api_keys')
          .values({
            id: key.id,
            company_id: companyId,
            created_by: principal.userId,
            name,
            prefix: key.prefix,
            key_hash: key.hash,
            idempotency_key: idempotencyKey,
            expires_at: expires,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok({ apiKey: apiKeyRecord(row), secret: key.secret }, MSG.apiKeyCreated);
      });
    },
  );

  /** Revoking twice answers the key as revoked the first time; another company's key is not found. */
  app.post(
    '/ums/api-keys/:id/revoke',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: answers(z.object({ apiKey: ApiKeyRecordSchema })) },
    },
    async (request) => {
      const { companyId } = await keyHolder(request);
      const revoked = await db
        .updateTable('api_keys')
        .set({ revoked_at: new Date() })
        .where('id', '=', request.params.id)
        .where('company_id', '=', companyId)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      const row =
        revoked ??
        (await db
          .selectFrom('api_keys')
          .selectAll()
          .where('id', '=', request.params.id)
          .where('company_id', '=', companyId)
          .executeTakeFirst());
      if (!row) throw notFound();
      // A key acts as its creator: every process remembering it asks UMS again, and is refused.
      if (revoked) ctx.pubsub.publish(sessionsChangedChannel, { userId: row.created_by } satisfies SessionsChanged);
      return ok({ apiKey: apiKeyRecord(row) }, MSG.apiKeyRevoked);
    },
  );
}
