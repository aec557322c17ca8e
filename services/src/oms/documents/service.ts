import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG, type CompanyRecord, type OrderRecord, type WarehouseRecord } from '@parcelo/common';
import { badRequest, serviceApis, notFound, withinReach, type Reach, type ServiceUrls } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { orderRecords } from '../orders/records.js';
import type { ProductTax } from '../taxInvoices/document.js';

export type Kind = 'label' | 'invoice' | 'creditNote';
export type Loaded = {
  order: OrderRecord;
  seller: CompanyRecord | null;
  pickup: WarehouseRecord | null;
  products: ProductTax[];
  creditedAt: string | null;
};
const LINK_TTL_MS = 5 * 60_000;
/** Orders whose labels a zip leaves out: they will not be shipped. */
const UNLABELLED: ReadonlySet<string> = new Set(['CANCELLED']);
export const unlabelled = (status: string) => UNLABELLED.has(status);

/** The caller's orders among `ids` (another company's are not found), with seller and pickup details. */
export async function loadDocuments(
  db: Kysely<OmsDB>,
  urls: ServiceUrls,
  within: Reach,
  request: FastifyRequest,
  ids: string[],
  kind: Kind,
): Promise<Loaded[]> {
  const q = withinReach(db.selectFrom('orders').selectAll().where('id', 'in', ids), within);
  const orders = await orderRecords(db, await q.execute());
  if (orders.length !== new Set(ids).size) throw notFound();
  const apis = serviceApis(urls);
  const [{ companies }, { warehouses }] = await Promise.all([
    // As the service: the orders above are the caller's to print, and a label or invoice
    // carries the seller's legal name, GSTIN and address, which an operator may not read itself.
    apis.ums.postUmsCompaniesByIds({
      internal: true,
      body: { ids: [...new Set(orders.map((o) => o.companyId))] },
    }),
    apis.wms.postWarehouseByIds<{ warehouses: WarehouseRecord[] }>({
      caller: request,
      body: { ids: [...new Set(orders.map((o) => o.warehouseId))] },
    }),
  ]);
  const company = new Map(companies.map((c) => [c.id, c]));
  const warehouse = new Map(warehouses.map((w) => [w.id, w]));
  const taxed = kind !== 'label';
  // HSN codes and GST rates come from each seller's catalogue, one call per seller.
  const products = new Map<string, ProductTax[]>();
  if (taxed)
    await Promise.all(
      [...new Set(orders.map((o) => o.companyId))].map(async (companyId) => {
        const skus = [
          ...new Set(orders.filter((o) => o.companyId === companyId).flatMap((o) => o.items.map((i) => i.sku))),
        ];
        const reply = await apis.wms.postCatalogueSkusTax<{ products: ProductTax[] }>({
          internal: true,
          body: { companyId, skus },
        });
        products.set(companyId, reply.products);
      }),
    );
  // A credit note is dated when the order ended: its last move into the status that reversed it.
  const credited = new Map<string, Date>();
  if (kind === 'creditNote') {
    const rows = await db
      .selectFrom('order_trail')
      .select(['order_id', (eb) => eb.fn.max('created_at').as('at')])
      .where('order_id', 'in', ids)
      .where('status', 'in', ['CANCELLED', 'RTO_DELIVERED', 'DTO_DELIVERED'])
      .groupBy('order_id')
      .execute();
    for (const r of rows) credited.set(r.order_id, new Date(r.at as unknown as string));
  }
  return orders.map((order) => ({
    order,
    seller: company.get(order.companyId) ?? null,
    pickup: warehouse.get(order.warehouseId) ?? null,
    products: products.get(order.companyId) ?? [],
    creditedAt: credited.get(order.id)?.toISOString() ?? null,
  }));
}

/**
 * Checks the orders now and keeps a short-lived link to their zip for the user; answers how
 * many of them the zip will leave out.
 */
export async function createDownloadLink(
  db: Kysely<OmsDB>,
  within: Reach,
  kind: 'label' | 'invoice',
  orderId: string[],
) {
  const { principal } = within;
  const q = withinReach(
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn
          .countAll<number>()
          .filterWhere('status', 'in', [...UNLABELLED])
          .as('cancelled'),
      ])
      .where('id', 'in', orderId),
    within,
  );
  const counts = await q.executeTakeFirstOrThrow();
  if (Number(counts.n) !== new Set(orderId).size) throw notFound();
  const leftOut = kind === 'label' ? Number(counts.cancelled) : 0;
  if (leftOut === Number(counts.n)) throw badRequest(MSG.labelsAllCancelled, 'orderId', 'NOT_ALLOWED');
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  await db.deleteFrom('downloads').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('downloads')
    .values({ id, kind, order_ids: JSON.stringify(orderId), user_id: principal.userId, expires_at: expiresAt })
    .execute();
  return { id, expiresAt: expiresAt.toISOString(), leftOut };
}

/** The user's own link, while it lasts. */
export async function downloadLink(db: Kysely<OmsDB>, userId: string, id: string) {
  const link = await db
    .selectFrom('downloads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!link) throw notFound('This download link has expired. Start the download again.');
  return link;
}
