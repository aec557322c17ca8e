import {
  SHOP_TYPES,
  SalesChannelConfigSchema,
  SalesChannelRecordSchema,
  type ShopType,
  IntegrateChannelInput,
  UpdateChannelInput,
} from '@parcelo/common';
import { answers, notFound, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { channelService, integrateBlocker, type ChannelService } from './service.js';

const ChannelId = z.object({ id: z.string().uuid('Not found.') });
const OneChannel = answers(z.object({ salesChannel: SalesChannelRecordSchema }));

type Ctx = ServiceContext<UmsDB>;
type Request = Parameters<Ctx['auth']['member']>[0];

const companyOf = async (ctx: Ctx, request: Request) => {
  const principal = await ctx.auth.member(request);
  if (!principal.companyId) throw notFound();
  return principal.companyId;
};

/** Sales channels (Sales channel, /ums/ts/stores): which stores a company pulls orders from. */
export function channelRoutes(app: ServiceApp, ctx: Ctx) {
  const service = channelService(ctx.db, ctx.urls);
  sellerChannelRoutes(app, ctx, service);
  storeChangeRoutes(app, ctx, service);
  internalChannelRoutes(app, ctx, service);
}

/** The seller's list of stores, and connecting a new one. */
function sellerChannelRoutes(app: ServiceApp, ctx: Ctx, service: ChannelService) {
  app.get(
    '/ums/ts/integrate-store',
    { config: { access: 'member' }, schema: { response: answers(z.object({ blocker: z.string().nullable() })) } },
    async (request) =>
      ok({ blocker: await integrateBlocker(ctx.db, ctx.urls, request, await companyOf(ctx, request)) }),
  );

  app.get(
    '/ums/ts/stores',
    {
      config: { access: 'member' },
      schema: { response: answers(z.object({ salesChannels: z.array(SalesChannelRecordSchema) })) },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (!principal.companyId) return ok({ salesChannels: [] });
      return ok({ salesChannels: await service.list(principal.companyId) });
    },
  );

  /** A store can be integrated only with an active warehouse and valid invoicing details. */
  app.post(
    '/ums/ts/integrate-store',
    { config: { access: 'member', idempotent: true }, schema: { body: IntegrateChannelInput, response: OneChannel } },
    async (request) => {
      const companyId = await companyOf(ctx, request);
      const salesChannel = await service.integrate(request, companyId, request.body);
      return ok({ salesChannel }, 'Store integrated');
    },
  );
}

/** Changing and disconnecting the seller's own stores. */
function storeChangeRoutes(app: ServiceApp, ctx: Ctx, service: ChannelService) {
  /** New credentials or extras for a store; a blank key or secret keeps the stored one. */
  app.patch(
    '/ums/ts/stores/:id',
    { config: { access: 'member' }, schema: { params: ChannelId, body: UpdateChannelInput, response: OneChannel } },
    async (request) => {
      const companyId = await companyOf(ctx, request);
      const salesChannel = await service.update(companyId, request.params.id, request.body);
      return ok({ salesChannel }, 'Store updated');
    },
  );

  /** Disconnects a store: its orders stay, and no more are pulled from it. */
  app.delete(
    '/ums/ts/stores/:id',
    { config: { access: 'member' }, schema: { params: ChannelId, response: answers(z.object({ id: z.string() })) } },
    async (request) => {
      const companyId = await companyOf(ctx, request);
      return ok({ id: await service.disconnect(companyId, request.params.id) }, 'Store disconnected');
    },
  );
}

/** OMS's reads of stores with their credentials, and its record of each sync (service-to-service only). */
function internalChannelRoutes(app: ServiceApp, ctx: Ctx, service: ChannelService) {
  /** A company's stores of one type with their credentials, for OMS's sync (service-to-service only). */
  app.get(
    '/ums/ts/stores/:companyId/:type',
    {
      config: { access: 'internal' },
      schema: {
        params: z.object({ companyId: z.string().uuid(), type: z.enum(SHOP_TYPES as [ShopType, ...ShopType[]]) }),
        response: answers(
          z.object({
            salesChannels: z.array(SalesChannelConfigSchema),
            salesChannel: SalesChannelConfigSchema.nullable(),
          }),
        ),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const salesChannels = await service.configsOfType(request.params.companyId, request.params.type);
      return ok({ salesChannels, salesChannel: salesChannels[0] ?? null });
    },
  );

  /** One store with its credentials, only if it is the company's (service-to-service only). */
  app.get(
    '/ums/ts/channels/:companyId/:id',
    {
      config: { access: 'internal' },
      schema: {
        params: z.object({ companyId: z.string().uuid(), id: z.string().uuid() }),
        response: answers(z.object({ salesChannel: SalesChannelConfigSchema.nullable() })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      return ok({ salesChannel: await service.configOf(request.params.companyId, request.params.id) });
    },
  );

  /** OMS records a store's last sync here, for the list to show; the store comes back without its credentials. */
  app.post(
    '/ums/ts/channels/:companyId/:id/synced',
    {
      config: { access: 'internal' },
      schema: {
        params: z.object({ companyId: z.string().uuid(), id: z.string().uuid() }),
        response: answers(z.object({ salesChannel: SalesChannelRecordSchema.nullable() })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      return ok({ salesChannel: await service.markSynced(request.params.companyId, request.params.id) });
    },
  );
}
