import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  answers,
  ok,
  z,
  type Logger,
  type ServiceApp,
  type ServiceContext,
  type ServiceUrls,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { PACKABLE } from '../fulfilment/service.js';
import { unlistedAllowed } from './catalogue.js';
import { keepMappings, moveStock } from './stock.js';

/** Open orders looked at per read: a popular SKU's map change may reach thousands. */
const PAGE = 200;

/**
 * A product's WSIN map changed (WMS says so, once the change has committed): each open order of
 * the company naming the SKU whose lines were held by another map has its stock held anew by
 * this one, so the packer scans, and the ledger moves, what the catalogue now says. An order
 * the new map cannot stock keeps what it held; one already packed is left as it was packed.
 */
export async function remapOpenOrders(
  db: Kysely<OmsDB>,
  urls: ServiceUrls,
  log: Logger,
  change: { companyId: string; products: { sku: string; mapping: Record<string, number> }[] },
): Promise<{ remapped: number; kept: number }> {
  const mappingOf = new Map(change.products.map((p) => [p.sku.toUpperCase(), JSON.stringify(p.mapping)]));
  let allowUnmapped: boolean | undefined;
  let remapped = 0;
  let kept = 0;
  let after: string | undefined;
  for (;;) {
    let page = db
      .selectFrom('orders as o')
      .select(['o.id', 'o.warehouse_id'])
      .where('o.company_id', '=', change.companyId)
      .where('o.status', 'in', PACKABLE)
      // An unapproved D2R order holds nothing yet: its approval blocks by the map of the day.
      .where((eb) => eb.or([eb('o.d2r', '=', false), eb('o.d2r_approved', '=', true)]));
    if (after) page = page.where('o.id', '>', after);
    const orders = await page
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('order_items as i')
            .whereRef('i.order_id', '=', 'o.id')
            .where((e) =>
              e.or(
                [...mappingOf].map(([sku, mapping]) =>
                  e.and([e(sql`upper(i.sku)`, '=', sku), sql<SqlBool>`i.wsin_mapping <> ${mapping}::jsonb`]),
                ),
              ),
            ),
        ),
      )
      .orderBy('o.id')
      .limit(PAGE)
      .execute();
    if (!orders.length) break;
    after = orders[orders.length - 1]!.id;
    allowUnmapped ??= (await unlistedAllowed(urls, [change.companyId])).get(change.companyId) ?? false;
    for (const order of orders) {
      const items = await db
        .selectFrom('order_items')
        .select(['sku', 'quantity'])
        .where('order_id', '=', order.id)
        .execute();
      const held = await moveStock(
        urls,
        { orderId: order.id, companyId: change.companyId, warehouseId: order.warehouse_id, items, allowUnmapped },
        'Catalogue WSIN map',
      );
      if (!held.ok) {
        kept += 1;
        log.info({ orderId: order.id, reason: held.message }, 'open order kept its stock after a WSIN map change');
        continue;
      }
      await db.transaction().execute(async (tx) => {
        const now = await tx
          .selectFrom('orders')
          .select(['status'])
          .where('id', '=', order.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (!PACKABLE.includes(now.status)) return;
        await keepMappings(tx, order.id, held.mappings);
        // The packer scans the new map's WSINs: packing starts over.
        await tx.deleteFrom('order_packing').where('order_id', '=', order.id).execute();
      });
      remapped += 1;
    }
  }
  return { remapped, kept };
}

/** Called by WMS (service to service) after a product's WSIN map was set or removed. */
export function orderRemapRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  app.post(
    '/orders/stock/remap',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({
          companyId: z.string().uuid(),
          products: z
            .array(
              z.object({
                sku: z.string().min(1).max(200),
                mapping: z.record(z.string().max(200), z.number().int().min(1)),
              }),
            )
            .min(1)
            .max(500),
        }),
        response: answers(z.object({ remapped: z.number().int(), kept: z.number().int() })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      return ok(await remapOpenOrders(ctx.db, ctx.urls, ctx.log, request.body));
    },
  );
}
