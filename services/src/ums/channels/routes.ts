import {
  MSG,
  SALES_CHANNELS_MAX,
  SHOP_TYPES,
  type ShopType,
  type WarehouseRecord,
  CHANNEL_EXTRAS,
  IntegrateChannelInput,
  UpdateChannelInput,
  channelExtrasProblems,
  cleanChannelExtras,
  fill,
} from '@parcelo/common';
import {
  badRequest,
  notFound,
  ok,
  serviceApis,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import { sql } from 'kysely';
import type { UmsDB } from '../db.js';
import { invoicingComplete } from '../records.js';
import { channelConfig, channelRecord, saveSalesChannel, sealedKey, sealedSecret } from './store.js';
import { checkShopifyCredentials } from './verify.js';

/** The extras a seller does not edit: any beyond the channel settings sellers give. */
const productExtras = (extras: Record<string, string>) =>
  Object.fromEntries(Object.entries(extras).filter(([name]) => !(CHANNEL_EXTRAS as readonly string[]).includes(name)));

const ChannelId = z.object({ id: z.string().uuid('Not found.') });

type Ctx = ServiceContext<UmsDB>;
type Request = Parameters<Ctx['auth']['member']>[0];

const companyOf = async (ctx: Ctx, request: Request) => {
  const principal = await ctx.auth.member(request);
  if (!principal.companyId) throw notFound();
  return principal.companyId;
};

/** Why the company cannot connect a store yet, or null: the invoicing rule, then a warehouse. */
const integrateBlocker = async (ctx: Ctx, request: Request, companyId: string) => {
  const company = await ctx.db
    .selectFrom('companies')
    .select('invoicing')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (!invoicingComplete(company.invoicing)) return MSG.invoicingGate;
  const { warehouses } = await serviceApis(ctx.urls).wms.getCompanyWarehouses<{ warehouses: WarehouseRecord[] }>({
    caller: request,
  });
  // A company whose warehouses are all switched off for new orders is told so, not sent to the warehouse team.
  if (warehouses.some((w) => w.active)) return null;
  return warehouses.length ? MSG.noActiveWarehouse : MSG.warehouseGate;
};

/** Sales channels (Sales channel, /ums/ts/stores): which stores a company pulls orders from. */
export function channelRoutes(app: ServiceApp, ctx: Ctx) {
  sellerChannelRoutes(app, ctx);
  storeChangeRoutes(app, ctx);
  internalChannelRoutes(app, ctx);
}

/** The seller's list of stores, and connecting a new one. */
function sellerChannelRoutes(app: ServiceApp, ctx: Ctx) {
  app.get('/ums/ts/integrate-store', { config: { access: 'member' } }, async (request) =>
    ok({ blocker: await integrateBlocker(ctx, request, await companyOf(ctx, request)) }),
  );

  app.get('/ums/ts/stores', { config: { access: 'member' } }, async (request) => {
    const principal = await ctx.auth.member(request);
    if (!principal.companyId) return ok({ salesChannels: [] });
    const rows = await ctx.db
      .selectFrom('sales_channels')
      .selectAll()
      .where('company_id', '=', principal.companyId)
      .where('disconnected_at', 'is', null)
      .orderBy('type')
      .orderBy(({ fn }) => fn('lower', ['shop']))
      .limit(SALES_CHANNELS_MAX)
      .execute();
    return ok({ salesChannels: rows.map(channelRecord) });
  });

  /** A store can be integrated only with an active warehouse and valid invoicing details. */
  app.post(
    '/ums/ts/integrate-store',
    { config: { access: 'member', idempotent: true }, schema: { body: IntegrateChannelInput } },
    async (request) => {
      const companyId = await companyOf(ctx, request);
      const body = request.body;
      const blocker = await integrateBlocker(ctx, request, companyId);
      if (blocker) throw badRequest(blocker, null, 'NOT_ALLOWED');
      const { count } = await ctx.db
        .selectFrom('sales_channels')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .where('company_id', '=', companyId)
        .where('disconnected_at', 'is', null)
        .where(({ fn }) => fn('lower', ['shop']), '!=', body.shop.toLowerCase())
        .executeTakeFirstOrThrow();
      if (Number(count) >= SALES_CHANNELS_MAX)
        throw badRequest(fill(MSG.channelLimit, { n: SALES_CHANNELS_MAX }), null, 'NOT_ALLOWED');
      // A Shopify store is the company's only if the store takes the access token given for it.
      const verified = body.type === 'shopify';
      if (verified) await checkShopifyCredentials(body.shop, body.secret);
      const salesChannel = await saveSalesChannel(ctx.db, {
        companyId,
        type: body.type as ShopType,
        shop: body.shop,
        key: body.key,
        secret: body.secret,
        extras: cleanChannelExtras(body.type, body.extras),
        verified,
      });
      return ok({ salesChannel }, 'Store integrated');
    },
  );
}

/** Changing and disconnecting the seller's own stores. */
function storeChangeRoutes(app: ServiceApp, ctx: Ctx) {
  /** New credentials or extras for a store; a blank key or secret keeps the stored one. */
  app.patch(
    '/ums/ts/stores/:id',
    { config: { access: 'member' }, schema: { params: ChannelId, body: UpdateChannelInput } },
    async (request) => {
      const companyId = await companyOf(ctx, request);
      const row = await ctx.db
        .selectFrom('sales_channels')
        .select(['id', 'type', 'shop', 'extras'])
        .where('id', '=', request.params.id)
        .where('company_id', '=', companyId)
        .where('disconnected_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw notFound();
      const body = request.body;
      const [problem] = channelExtrasProblems(row.type, body.extras);
      if (problem) throw badRequest(problem.message, problem.field, problem.code);
      // A new access token must open this very store, as when it was connected, or another
      // store's token would sit under this one's address.
      if (row.type === 'shopify' && body.secret) await checkShopifyCredentials(row.shop, body.secret);
      const updated = await ctx.db
        .updateTable('sales_channels')
        .set({
          ...(body.key ? sealedKey(body.key) : {}),
          ...(body.secret ? sealedSecret(body.secret) : {}),
          // What the product itself keeps in extras (the scopes a Shopify app was granted) stays.
          extras: JSON.stringify({ ...productExtras(row.extras), ...cleanChannelExtras(row.type, body.extras) }),
        })
        .where('id', '=', row.id)
        .where('company_id', '=', companyId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ salesChannel: channelRecord(updated) }, 'Store updated');
    },
  );

  /** Disconnects a store: its orders stay, and no more are pulled from it. */
  app.delete('/ums/ts/stores/:id', { config: { access: 'member' }, schema: { params: ChannelId } }, async (request) => {
    const companyId = await companyOf(ctx, request);
    const gone = await ctx.db
      .deleteFrom('sales_channels')
      .where('id', '=', request.params.id)
      .where('company_id', '=', companyId)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw notFound();
    return ok({ id: gone.id }, 'Store disconnected');
  });
}

/** OMS's reads of stores with their credentials, and its record of each sync (service-to-service only). */
function internalChannelRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /** A company's stores of one type with their credentials, for OMS's sync (service-to-service only). */
  app.get(
    '/ums/ts/stores/:companyId/:type',
    {
      config: { access: 'internal' },
      schema: {
        params: z.object({ companyId: z.string().uuid(), type: z.enum(SHOP_TYPES as [ShopType, ...ShopType[]]) }),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const rows = await db
        .selectFrom('sales_channels')
        .selectAll()
        .where('company_id', '=', request.params.companyId)
        .where('type', '=', request.params.type)
        .where('disconnected_at', 'is', null)
        .orderBy('connected_at')
        .execute();
      const salesChannels = rows.map(channelConfig);
      return ok({ salesChannels, salesChannel: salesChannels[0] ?? null });
    },
  );

  /** One store with its credentials, only if it is the company's (service-to-service only). */
  app.get(
    '/ums/ts/channels/:companyId/:id',
    {
      config: { access: 'internal' },
      schema: { params: z.object({ companyId: z.string().uuid(), id: z.string().uuid() }) },
    },
    async (request) => {
      ctx.auth.internal(request);
      const row = await db
        .selectFrom('sales_channels')
        .selectAll()
        .where('company_id', '=', request.params.companyId)
        .where('id', '=', request.params.id)
        .where('disconnected_at', 'is', null)
        .executeTakeFirst();
      return ok({ salesChannel: row ? channelConfig(row) : null });
    },
  );

  /** OMS records a store's last sync here, for the list to show; the store comes back without its credentials. */
  app.post(
    '/ums/ts/channels/:companyId/:id/synced',
    {
      config: { access: 'internal' },
      schema: { params: z.object({ companyId: z.string().uuid(), id: z.string().uuid() }) },
    },
    async (request) => {
      ctx.auth.internal(request);
      const row = await db
        .updateTable('sales_channels')
        // The store gave its orders for these credentials: it vouches for the company.
        .set({ last_synced_at: new Date(), verified_at: sql`coalesce(verified_at, now())` })
        .where('company_id', '=', request.params.companyId)
        .where('id', '=', request.params.id)
        .where('disconnected_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return ok({ salesChannel: row ? channelRecord(row) : null });
    },
  );
}
