import {
  MSG,
  type SalesChannelConfig,
  type SalesChannelRecord,
  type ShopType,
  type WarehouseRecord,
  IntegrateChannelInput,
} from '@parcelo/common';
import {
  badRequest,
  callService,
  notFound,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { invoicingComplete } from '../records.js';
import { saveSalesChannel } from './store.js';

/** Sales channels (Sales channel, /ums/ts/stores): which stores a company pulls orders from. */
export function channelRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;

  app.get('/ums/ts/stores', { config: { access: 'member' } }, async (request) => {
    const principal = await ctx.auth.member(request);
    const rows = await db
      .selectFrom('sales_channels')
      .select(['type', 'shop', 'connected_at'])
      .where('company_id', '=', principal.companyId ?? '')
      .orderBy('type')
      .execute();
    const salesChannels: SalesChannelRecord[] = rows.map((r) => ({
      type: r.type,
      shop: r.shop,
      connectedAt: r.connected_at.toISOString(),
    }));
    return ok({ salesChannels });
  });

  /** A store can be integrated only with an active warehouse and valid invoicing details. */
  app.post(
    '/ums/ts/integrate-store',
    { config: { access: 'member', idempotent: true }, schema: { body: IntegrateChannelInput } },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (!principal.companyId) throw notFound();
      const body = request.body;
      const company = await db
        .selectFrom('companies')
        .select('invoicing')
        .where('id', '=', principal.companyId)
        .executeTakeFirstOrThrow();
      if (!invoicingComplete(company.invoicing)) throw badRequest(MSG.invoicingGate, null, 'NOT_ALLOWED');
      const { warehouses } = await callService<{ warehouses: WarehouseRecord[] }>(ctx.urls.wms, '/company/warehouses', {
        caller: request,
      });
      if (!warehouses.some((w) => w.active)) throw badRequest(MSG.warehouseGate, null, 'NOT_ALLOWED');
      const salesChannel = await saveSalesChannel(db, {
        companyId: principal.companyId,
        type: body.type as ShopType,
        shop: body.shop,
        key: body.key,
        secret: body.secret,
        extras: body.extras,
      });
      return ok({ salesChannel }, 'Store integrated');
    },
  );

  /** The full configuration, secret included, for OMS's sync (service-to-service only). */
  app.get(
    '/ums/ts/stores/:companyId/:type',
    {
      config: { access: 'internal' },
      schema: { params: z.object({ companyId: z.string().max(200), type: z.string().max(200) }) },
    },
    async (request) => {
      ctx.auth.internal(request);
      const row = await db
        .selectFrom('sales_channels')
        .selectAll()
        .where('company_id', '=', request.params.companyId)
        .where('type', '=', request.params.type as SalesChannelConfig['type'])
        .executeTakeFirst();
      if (!row) return ok({ salesChannel: null });
      const salesChannel: SalesChannelConfig = {
        companyId: row.company_id,
        type: row.type,
        shop: row.shop,
        key: row.key,
        secret: row.secret,
        extras: row.extras,
        connectedAt: row.connected_at.toISOString(),
      };
      return ok({ salesChannel });
    },
  );
}
