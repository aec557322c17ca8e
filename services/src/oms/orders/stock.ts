import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { Gate, ServiceError, retryConflicts, serviceApis, type ServiceUrls } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { insertOrders, type NewOrder } from './create.js';
import type { OrderOutbox } from './outbox.js';
import { invoicePrefixes, takeInvoiceNumbers } from './invoices.js';
import { unlistedAllowed } from './catalogue.js';

type WsinMap = Record<string, number>;

/** How long an order being placed may take before its blocked stock is given back. */
const PROVISIONAL_RELEASE_MS = 2 * 60_000;
type BlockResult =
  { orderId: string; ok: true; mappings: Record<string, WsinMap> } | { orderId: string; ok: false; message: string };
export type Placement = { ok: true; id: string } | { ok: false; message: string };

/** What WMS needs of an order to hold its stock. */
export interface StockOrder {
  orderId: string;
  companyId: string;
  warehouseId: string;
  items: { sku: string; quantity: number }[];
  /** Lines with no WSIN map are taken, blocking nothing (the company allows unlisted SKUs). */
  allowUnmapped?: boolean;
}

const stockOrder = (o: NewOrder & { id: string }, allowed: ReadonlyMap<string, boolean>): StockOrder => ({
  orderId: o.id,
  companyId: o.companyId,
  warehouseId: o.pickup.id,
  items: o.order.items.map((i) => ({ sku: i.sku, quantity: i.quantity })),
  allowUnmapped: o.allowUnmapped ?? allowed.get(o.companyId) ?? false,
});

/**
 * Holds an order's stock anew: at another warehouse, or for changed quantities. WMS gives
 * back what the order held and blocks what it now needs, or changes nothing and says why.
 * Answers each SKU's WSIN map as it stands now, for the order's items to keep.
 */
export async function moveStock(
  urls: ServiceUrls,
  order: StockOrder,
  actorName: string,
): Promise<{ ok: true; mappings: Record<string, WsinMap> } | { ok: false; message: string }> {
  const allowed = order.allowUnmapped ?? (await unlistedAllowed(urls, [order.companyId])).get(order.companyId);
  const { results } = await serviceApis(urls).wms.postInventoryOrdersMove<{ results: BlockResult[] }>({
    internal: true,
    body: { orders: [{ ...order, allowUnmapped: allowed ?? false }], actorName },
  });
  const r = results[0];
  return r && !r.ok ? { ok: false, message: r.message } : { ok: true, mappings: r?.ok ? r.mappings : {} };
}

/** A D2R order holds no stock until an admin approves it; every other open order does. */
export const holdsStock = (order: { d2r: boolean; d2r_approved: boolean }) => !order.d2r || order.d2r_approved;

/** Items keep the WSIN maps WMS holds their stock by, so the packer scans what was blocked. */
export async function keepMappings(
  tx: Transaction<OmsDB>,
  orderId: string,
  mappings: Record<string, WsinMap>,
): Promise<void> {
  for (const [sku, map] of Object.entries(mappings)) {
    await tx
      .updateTable('order_items')
      .set({ wsin_mapping: JSON.stringify(map) })
      .where('order_id', '=', orderId)
      .where('sku', '=', sku)
      .execute();
  }
}

/**
 * Orders of one company are numbered under its invoice counter's row lock, so their writes
 * queue on it, each holding a database connection while it waits: a burst of orders would
 * take the process's whole pool and starve every other query in it. A few are written at
 * once; the rest wait their turn here, holding nothing, or are refused as busy (429).
 */
let placing: Gate | undefined;
const placingGate = () => (placing ??= new Gate('order placement'));

/**
 * The one way orders are placed: WMS blocks each order's stock (or says why it cannot),
 * then the orders that got their stock are written, each item keeping the WSINs it is
 * packed from, and its invoice number. `alongside` writes more in the same transaction (a
 * bulk job's row statuses). If the write fails, the blocked stock goes back through the outbox and the
 * error is rethrown.
 */
export async function placeOrders(
  db: Kysely<OmsDB>,
  urls: ServiceUrls,
  outbox: OrderOutbox,
  orders: readonly NewOrder[],
  alongside?: (tx: Transaction<OmsDB>, placements: Placement[]) => Promise<void>,
  knownPrefixes?: ReadonlyMap<string, string>,
): Promise<Placement[]> {
  if (!orders.length) return [];
  // Read before any stock is held (once per sync run when the caller has them): an order is
  // not placed without its invoice number.
  const companyIds = [...new Set(orders.map((o) => o.companyId))];
  const prefixes = companyIds.every((id) => knownPrefixes?.has(id))
    ? new Map(companyIds.map((id) => [id, knownPrefixes!.get(id)!]))
    : await invoicePrefixes(urls, companyIds);
  const unknown = companyIds.filter((id) => orders.some((o) => o.companyId === id && o.allowUnmapped === undefined));
  const allowed = unknown.length ? await unlistedAllowed(urls, unknown) : new Map<string, boolean>();
  const withIds = orders.map((o) => ({ ...o, id: randomUUID() }));
  // Written before WMS blocks anything and dropped with the orders' own write: should this
  // process stop (or WMS answer too late) in between, the stock goes back once it is due.
  const provisional = await db.transaction().execute((tx) =>
    outbox.releaseLater(
      tx,
      withIds.map((o) => o.id),
      'Order not placed',
      orders[0]!.placedBy,
      new Date(Date.now() + PROVISIONAL_RELEASE_MS),
    ),
  );
  const { results } = await serviceApis(urls)
    .wms.postInventoryOrdersBlock<{ results: BlockResult[] }>({
      internal: true,
      body: { orders: withIds.map((o) => stockOrder(o, allowed)), actorName: orders[0]!.placedBy },
    })
    .catch(async (err: unknown) => {
      // Too busy to block anything: nothing to give back later.
      if (err instanceof ServiceError && err.httpStatus === 429) await outbox.dueNow(provisional);
      throw err;
    });
  const byId = new Map(results.map((r) => [r.orderId, r]));
  const placements: Placement[] = withIds.map((o) => {
    const r = byId.get(o.id);
    return r && !r.ok ? { ok: false, message: r.message } : { ok: true, id: o.id };
  });
  const placed = withIds.filter((o) => byId.get(o.id)?.ok !== false);
  try {
    // A deadlock or serialization failure rolled the whole write back: it runs again as new.
    await placingGate().run(() =>
      retryConflicts(() =>
        db.transaction().execute(async (tx) => {
          const invoiceIds = new Map<string, string>();
          const now = new Date();
          for (const [companyId, prefix] of prefixes) {
            const ofCompany = placed.filter((o) => o.companyId === companyId);
            const numbers = await takeInvoiceNumbers(tx, companyId, prefix, now, ofCompany.length);
            ofCompany.forEach((o, i) => invoiceIds.set(o.id, numbers[i]!));
          }
          await insertOrders(
            tx,
            placed.map((o) => {
              const r = byId.get(o.id);
              return { ...o, mappings: r?.ok ? r.mappings : {}, invoiceId: invoiceIds.get(o.id)! };
            }),
          );
          await alongside?.(tx, placements);
          // Placed orders keep their stock; those WMS refused hold none.
          await outbox.drop(tx, provisional);
        }),
      ),
    );
  } catch (err) {
    // Due now: the orders were not written.
    await outbox.dueNow(provisional);
    throw err;
  }
  return placements;
}
