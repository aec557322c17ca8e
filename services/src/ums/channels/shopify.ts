import type { FastifyRequest } from 'fastify';
import {
  MSG,
  ShopifyInstallStartInput,
  ShopifyInstallationInput,
  SalesChannelRecordSchema,
  ShopifyPermissionInput,
  storeAddressRule,
} from '@parcelo/common';
import { verifyShopifyQuery } from '@parcelo/common/shopify';
import { answers, config, notFound, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { timestampFresh } from './shopifyState.js';
import {
  authorizationUrl,
  connectStore,
  disconnectStore,
  failed,
  requireIntegrable,
  startInstall,
  storeOwner,
} from './shopifyService.js';

export { SHOPIFY_SCOPES } from './shopifyService.js';

type Ctx = ServiceContext<UmsDB>;

const ShopParams = z.object({ shop: z.string().max(253) });

async function companyOf(ctx: Ctx, request: FastifyRequest) {
  const principal = await ctx.auth.member(request);
  if (!principal.companyId) throw notFound();
  return { companyId: principal.companyId, userId: principal.userId };
}

/** The checks both redirects share: Shopify's signature, a recent timestamp, one of Shopify's hosts. */
function checkSigned(params: Record<string, string>) {
  if (!verifyShopifyQuery(params, config().shopifyApp.apiSecret))
    throw failed('The request did not carry a valid Shopify signature.');
  if (!timestampFresh(params.timestamp ?? '', new Date()))
    throw failed('The request from Shopify is too old. Start again from Settings > Integrations.');
  if (storeAddressRule('shopify')(params.shop ?? '') !== null) throw failed(MSG.shopifyStoreAddress);
}

/**
 * Connect with Shopify, as a Shopify app: the seller names the store, Shopify's install page
 * sends them back signed (installation), the app asks for its scopes, and Shopify sends them
 * back with a code (permission) that becomes the store's access token. Every redirect must
 * carry Shopify's signature and a state this company started for this store.
 */
export function shopifyRoutes(app: ServiceApp, ctx: Ctx) {
  shopifyConnectRoutes(app, ctx);
  shopifyStoreRoutes(app, ctx);
}

/** The seller's three steps: start, installation and permission. */
function shopifyConnectRoutes(app: ServiceApp, ctx: Ctx) {
  app.post(
    '/ums/shopify-integration/start',
    {
      config: { access: 'member' },
      schema: { body: ShopifyInstallStartInput, response: answers(z.object({ installUrl: z.string() })) },
    },
    async (request) => {
      const { companyId, userId } = await companyOf(ctx, request);
      await requireIntegrable(ctx.db, ctx.urls, request, companyId);
      return ok({ installUrl: await startInstall(ctx.db, companyId, userId, request.body.shop) });
    },
  );

  app.post(
    '/ums/shopify-integration/installation',
    {
      config: { access: 'member' },
      schema: { body: ShopifyInstallationInput, response: answers(z.object({ authorizationUrl: z.string() })) },
    },
    async (request) => {
      const { companyId } = await companyOf(ctx, request);
      const params = request.body;
      checkSigned(params);
      const url = await authorizationUrl(ctx.db, companyId, params.shop, params.state);
      return ok({ authorizationUrl: url }, MSG.shopifyAppInstalled);
    },
  );

  app.post(
    '/ums/shopify-integration/permission',
    {
      config: { access: 'member' },
      schema: { body: ShopifyPermissionInput, response: answers(z.object({ salesChannel: SalesChannelRecordSchema })) },
    },
    async (request) => {
      const { companyId } = await companyOf(ctx, request);
      const { authorizationCode, ...rest } = request.body;
      // Shopify signs the code with the rest, under its own name.
      checkSigned({ ...rest, code: authorizationCode });
      await requireIntegrable(ctx.db, ctx.urls, request, companyId);
      const salesChannel = await connectStore(ctx.db, app.log, companyId, rest, authorizationCode);
      return ok({ salesChannel }, MSG.shopifyIntegrated);
    },
  );
}

/** The store's side, service-to-service for its webhooks. */
function shopifyStoreRoutes(app: ServiceApp, ctx: Ctx) {
  /** Which company a Shopify store belongs to, for its webhooks (service-to-service only). */
  app.get(
    '/ums/shopify-integration/shops/:shop',
    {
      config: { access: 'internal' },
      schema: { params: ShopParams, response: answers(z.object({ companyId: z.string().nullable() })) },
    },
    async (request) => {
      ctx.auth.internal(request);
      return ok({ companyId: await storeOwner(ctx.db, request.params.shop) });
    },
  );

  /**
   * The store owner removed the app: Shopify has already revoked its token, so the store is
   * disconnected (its orders stay). Service-to-service only, for the uninstall webhook.
   */
  app.delete(
    '/ums/shopify-integration/shops/:shop',
    {
      config: { access: 'internal' },
      schema: { params: ShopParams, response: answers(z.object({ disconnected: z.number().int() })) },
    },
    async (request) => {
      ctx.auth.internal(request);
      const disconnected = await disconnectStore(ctx.db, request.params.shop);
      return ok({ disconnected }, 'Store disconnected');
    },
  );
}
