import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MSG,
  fill,
  formatPaise,
  istToday,
  paiseLessBasisPoints,
  type D2rOrderApproveInput,
  type D2rOrderInput,
  type StoreAddressRecord,
  type WarehouseRecord,
} from '@parcelo/common';
import {
  badRequest,
  fieldPersonOf,
  conflict,
  countsChanged,
  serviceApis,
  type Logger,
  type ServiceUrls,
} from '../../platform/index.js';
import type { OmsDB, OrderRow } from '../db.js';
import { appendTrail, insertOrders, pickupOf } from '../orders/create.js';
import { invoicePrefixes, takeInvoiceNumbers } from '../orders/invoices.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { keepMappings, moveStock } from '../orders/stock.js';

/** An approved order in these statuses has not shipped, so its invoice is not raised yet. */
const UNSHIPPED_STATUSES = ['PLACED', 'PROCESSED', 'READY_TO_SHIP', 'RTS_PROCCESSING', 'packed'] as const;

/** A D2R order's weight when the catalogue gives none for its lines: a carton. */
const DEFAULT_KG = 0.5;

interface Deps {
  urls: ServiceUrls;
  outbox: OrderOutbox;
  log: Logger;
}

/** The retailer an order is for: one of the brand's, and active. */
async function retailerOf(
  urls: ServiceUrls,
  caller: FastifyRequest,
  companyId: string,
  retailerId: string,
): Promise<StoreAddressRecord> {
  // Read as the admin who asks: D2R answers for its retailers to the people who may see them.
  const { storeAddresses } = await serviceApis(urls).d2r.postD2rStoreAddressByIds<{
    storeAddresses: StoreAddressRecord[];
  }>({ caller, body: { ids: [retailerId] } });
  const retailer = storeAddresses.find((r) => r.id === retailerId && r.companyId === companyId);
  if (!retailer) throw badRequest(MSG.selectRetailer, 'retailerId');
  if (!retailer.isActive) throw badRequest(MSG.retailerInactive, 'retailerId');
  return retailer;
}

/** The salesman who took the order: an active salesman of the brand. */
async function salesmanOf(urls: ServiceUrls, companyId: string, salesmanId: string) {
  const salesman = await fieldPersonOf(urls, salesmanId, 'salesman');
  if (!salesman?.isActive) throw badRequest(MSG.selectSalesmanForOrder, 'salesmanId');
  if (salesman.companyId !== companyId) throw badRequest(MSG.salesmanOfOtherCompany, 'salesmanId');
  return salesman;
}

/**
 * Each line at the store's price (catalogue price less the store's discount) less the retail
 * discount D2R gives this retailer for the SKU on the order's India day, rounded to the paisa;
 * an unlisted SKU is refused.
 */
async function pricedLines(urls: ServiceUrls, companyId: string, storeId: string, input: D2rOrderInput) {
  const skus = input.items.map((i) => i.sku);
  const [{ prices }, { discounts }] = await Promise.all([
    serviceApis(urls).wms.postInternalCataloguePrices({ internal: true, body: { companyId, storeId, skus } }),
    serviceApis(urls).d2r.postInternalD2rRetailDiscountsQuote({
      internal: true,
      read: true,
      body: { companyId, retailerId: input.retailerId, skus, day: istToday() },
    }),
  ]);
  const bySku = new Map(prices.map((p) => [p.sku.toUpperCase(), p]));
  const offBySku = new Map(discounts.map((d) => [d.sku.toUpperCase(), d.basisPoints]));
  return input.items.map((item, i) => {
    const price = bySku.get(item.sku.trim().toUpperCase());
    if (!price) throw badRequest(fill(MSG.d2rSkuUnpriced, { sku: item.sku.trim() }), `items.${i}.sku`);
    const off = offBySku.get(price.sku.toUpperCase()) ?? 0;
    const unitPrice = paiseLessBasisPoints(price.unitPrice, off);
    return { title: price.title, sku: price.sku, quantity: item.quantity, unitPrice };
  });
}

/**
 * Refuses an order that would take what the retailer owes over its credit limit, unless
 * overridden: its open invoices, and the orders approved for it that have not shipped (and so
 * are not invoiced yet).
 */
async function checkCredit(
  db: Kysely<OmsDB>,
  urls: ServiceUrls,
  caller: FastifyRequest,
  order: OrderRow,
  total: number,
  override: boolean,
) {
  if (override || !order.d2r_retailer_id) return;
  const retailerId = order.d2r_retailer_id;
  const [retailer, owed, waiting] = await Promise.all([
    serviceApis(urls)
      .d2r.postD2rStoreAddressByIds<{ storeAddresses: StoreAddressRecord[] }>({
        caller,
        body: { ids: [order.d2r_retailer_id] },
      })
      .then((r) => r.storeAddresses[0]),
    serviceApis(urls).invoices.postInternalD2rOutstanding({
      internal: true,
      body: { retailerIds: [retailerId] },
    }),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_amount_paise'), eb.lit(0)).as('paise'))
      .where('d2r_retailer_id', '=', retailerId)
      .where('d2r_approved', '=', true)
      .where('status', 'in', [...UNSHIPPED_STATUSES])
      .where('id', '!=', order.id)
      .executeTakeFirstOrThrow(),
  ]);
  if (!retailer) return;
  const outstanding = Number(owed.outstanding[retailer.id] ?? 0) + Number(waiting.paise) + total;
  if (outstanding > retailer.creditLimit)
    throw badRequest(
      fill(MSG.d2rCreditLimit, {
        retailer: [retailer.firstName, retailer.lastName].filter(Boolean).join(' '),
        total: formatPaise(outstanding),
        limit: formatPaise(retailer.creditLimit),
      }),
      'overrideCreditLimit',
      'CREDIT_LIMIT',
    );
}

/** Writes an approval, if the order is still a placed, unapproved D2R order: edited prices on the trail, the stock WMS holds kept. */
async function saveApproval(
  db: Kysely<OmsDB>,
  order: OrderRow,
  changed: readonly { id: string; sku: string; unit_price_paise: number | string; price: number }[],
  total: number,
  mappings: Record<string, Record<string, number>>,
  actor: string,
  override: boolean,
) {
  await db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('orders')
      .select(['d2r_approved', 'status'])
      .where('id', '=', order.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.d2r_approved) throw conflict(MSG.d2rOrderApprovedAlready);
    if (current.status !== 'PLACED')
      throw badRequest(fill(MSG.d2rOrderNotApprovable, { status: current.status }), 'order');
    for (const item of changed) {
      await tx.updateTable('order_items').set({ unit_price_paise: item.price }).where('id', '=', item.id).execute();
      await appendTrail(
        tx,
        order.id,
        order.status,
        `${item.sku} price edited by ${actor}: ${formatPaise(Number(item.unit_price_paise))} to ${formatPaise(item.price)}`,
      );
    }
    await keepMappings(tx, order.id, mappings);
    await tx
      .updateTable('orders')
      .set({
        d2r_approved: true,
        d2r_approved_at: new Date(),
        d2r_approved_by: actor,
        total_amount_paise: total,
        updated_at: new Date(),
        ...(changed.length ? { d2r_price_edited: true } : {}),
      })
      .where('id', '=', order.id)
      .execute();
    const over = override ? ' (over the credit limit)' : '';
    await appendTrail(tx, order.id, order.status, `D2R order approved by ${actor}${over}`);
  });
}

/** Creating and approving direct-to-retailer orders. */
export function d2rOrderService(db: Kysely<OmsDB>, { urls, outbox, log }: Deps) {
  return {
    /**
     * Writes a salesman's order for a retailer, priced at the store it ships from and numbered
     * like every order, holding no stock: an admin's approval blocks it.
     */
    async create(
      caller: FastifyRequest,
      input: D2rOrderInput,
      warehouse: WarehouseRecord,
      shopOrderId: string,
      placedBy: string,
    ) {
      const { companyId } = input;
      const [retailer, salesman, lines, prefixes] = await Promise.all([
        retailerOf(urls, caller, companyId, input.retailerId),
        salesmanOf(urls, companyId, input.salesmanId),
        pricedLines(urls, companyId, warehouse.id, input),
        invoicePrefixes(urls, [companyId]),
      ]);
      const id = randomUUID();
      const shippingAddress = {
        firstName: retailer.firstName,
        lastName: retailer.lastName ?? '',
        addressLine1: retailer.addressLine1,
        addressLine2: retailer.addressLine2 ?? '',
        city: retailer.city,
        state: retailer.state,
        pincode: retailer.pincode,
        country: retailer.country,
      };
      await db.transaction().execute(async (tx) => {
        const [invoiceId] = await takeInvoiceNumbers(tx, companyId, prefixes.get(companyId)!, new Date(), 1);
        await insertOrders(tx, [
          {
            id,
            companyId,
            pickup: pickupOf(warehouse),
            shopType: 'manual',
            placedBy,
            mappings: {},
            invoiceId: invoiceId!,
            order: {
              shopOrderId,
              warehouseId: warehouse.id,
              // The retailer pays its invoice, not a courier: nothing is collected on delivery.
              paymentMode: 'PREPAID',
              customerEmail: retailer.email ?? '',
              customerPhone: retailer.phone,
              shippingAddress,
              items: lines,
              weight: DEFAULT_KG,
              dimensions: null,
              buyerGstin: retailer.gstin ?? undefined,
            },
          },
        ]);
        await tx
          .updateTable('orders')
          .set({
            d2r: true,
            d2r_retailer_id: retailer.id,
            d2r_salesman_id: salesman.id,
            d2r_bill_location: input.billLocation || null,
            d2r_payment_mode: input.paymentMode,
            d2r_payment_terms_days: retailer.paymentTermsDays,
          })
          .where('id', '=', id)
          .execute();
        await appendTrail(tx, id, 'PLACED', `D2R order taken by ${salesman.name} for ${retailer.firstName}`);
      });
      countsChanged(db, companyId);
      return id;
    },

    /**
     * Approves a D2R order: its prices as the admin edits them (each change on the trail), the
     * retailer's credit limit unless overridden, then its stock blocked as any order's is.
     */
    async approve(caller: FastifyRequest, order: OrderRow, input: D2rOrderApproveInput, actor: string) {
      if (!order.d2r) throw badRequest(MSG.d2rOrderNotD2r, 'order');
      if (order.d2r_approved) throw conflict(MSG.d2rOrderApprovedAlready);
      if (order.status !== 'PLACED')
        throw badRequest(fill(MSG.d2rOrderNotApprovable, { status: order.status }), 'order');
      const items = await db
        .selectFrom('order_items')
        .select(['id', 'sku', 'quantity', 'unit_price_paise'])
        .where('order_id', '=', order.id)
        .orderBy('position')
        .execute();
      const edits = new Map(input.prices.map((p) => [p.sku.trim().toUpperCase(), p.unitPrice]));
      const changed = items.flatMap((item) => {
        const price = edits.get(item.sku.toUpperCase());
        return price !== undefined && price !== Number(item.unit_price_paise) ? [{ ...item, price }] : [];
      });
      const total = items.reduce(
        (sum, item) => sum + item.quantity * (edits.get(item.sku.toUpperCase()) ?? Number(item.unit_price_paise)),
        0,
      );
      await checkCredit(db, urls, caller, order, total, input.overrideCreditLimit);
      const held = await moveStock(
        urls,
        { orderId: order.id, companyId: order.company_id, warehouseId: order.warehouse_id, items },
        actor,
      );
      if (!held.ok) throw badRequest(held.message, 'order');
      try {
        await saveApproval(db, order, changed, total, held.mappings, actor, input.overrideCreditLimit);
      } catch (err) {
        // Another approval won the race and holds this stock now; otherwise it goes back.
        const now = await db.selectFrom('orders').select('d2r_approved').where('id', '=', order.id).executeTakeFirst();
        if (!now?.d2r_approved)
          await db
            .transaction()
            .execute((tx) => outbox.record(tx, [order.id], 'release', 'D2R approval not saved', actor))
            .catch((e: unknown) =>
              log.error({ err: e, orderId: order.id }, 'stock not released after a failed approval'),
            );
        throw err;
      }
      countsChanged(db, order.company_id);
    },
  };
}

export type D2rOrderService = ReturnType<typeof d2rOrderService>;
