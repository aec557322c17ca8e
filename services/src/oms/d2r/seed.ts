import { sql, type Insertable, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { formatPaise } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_COMPANIES, DEMO_D2R } from '../../demo.js';
import { demoPickup } from '../../demoOrders.js';
import { demoD2rNumbersTaken, demoD2rOrders, type DemoD2rOrder } from '../../demoD2r.js';
import type { OmsDB, OrderItemTable, OrderTable, OrderTrailTable } from '../db.js';
import { documentPath } from '../documents/paths.js';

const ADMIN = 'Admin';

const salesmanName = (id: string) => {
  const s = DEMO_D2R.salesmen.find((p) => p.id === id)!;
  return `${s.firstName} ${s.lastName}`;
};

/** The order row as taking, approving and moving it would have left it. */
function orderRow(o: DemoD2rOrder): Insertable<OrderTable> {
  const r = o.retailer;
  const place = lookupPincode(r.pincode)!;
  const pickup = demoPickup(o.warehouseId);
  const address = {
    firstName: r.firstName,
    lastName: r.lastName ?? '',
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2 ?? '',
    city: place.city,
    state: place.state,
    pincode: r.pincode,
    country: place.country,
  };
  const path = o.steps.map((s) => s.status);
  return {
    id: o.id,
    company_id: DEMO_COMPANIES.chai,
    warehouse_id: o.warehouseId,
    shop_order_id: o.shopOrderId,
    external_order_id: null,
    status: o.status,
    // The retailer pays its invoice, not a courier: nothing is collected on delivery.
    payment_mode: 'PREPAID',
    shop_type: 'manual',
    customer_name: `${address.firstName} ${address.lastName}`.trim(),
    customer_phone: r.phone,
    customer_email: (r.email ?? '').toLowerCase(),
    shipping_address: JSON.stringify(address),
    delivery_state: address.state,
    delivery_pincode: address.pincode,
    pickup_pincode: pickup.pincode,
    pickup_state: pickup.state,
    weight_kg: 0.5,
    total_amount_paise: o.total,
    awb: `PC6${String(100000000 + o.n).padStart(9, '0')}`,
    invoice_id: o.invoiceNumber,
    invoiced_at: o.createdAt,
    invoice_url: documentPath('invoice', o.id),
    shipping_label_url: documentPath('label', o.id),
    buyer_gstin: r.gstin,
    b2b: Boolean(r.gstin),
    d2r: true,
    d2r_approved: o.approvedAt !== null,
    d2r_approved_at: o.approvedAt,
    d2r_approved_by: o.approvedAt ? ADMIN : null,
    d2r_price_edited: o.priceEdited,
    credit_note_available: (o.invoice?.credits.length ?? 0) > 0,
    d2r_retailer_id: r.id,
    d2r_salesman_id: o.salesmanId,
    d2r_bill_location: o.billLocation,
    d2r_payment_mode: o.paymentMode,
    d2r_payment_terms_days: r.retailer.termsDays,
    created_at: o.createdAt,
    rts_at: path.includes('READY_TO_SHIP') ? o.steps[path.indexOf('READY_TO_SHIP')]!.at : null,
    delivered_at: o.deliveredAt,
    updated_at: o.steps.at(-1)!.at,
  };
}

/** The order's trail: taken, approved (with any price edited), then each move. */
function trailOf(o: DemoD2rOrder): Insertable<OrderTrailTable>[] {
  const pickup = demoPickup(o.warehouseId);
  const at = (status: string, description: string, when: Date, city: string | null = pickup.city) => ({
    order_id: o.id,
    status,
    description,
    city,
    created_at: when,
  });
  const trail = [
    at('PLACED', `Order placed by ${ADMIN}`, o.createdAt),
    at('PLACED', `D2R order taken by ${salesmanName(o.salesmanId)} for ${o.retailer.firstName}`, o.createdAt),
  ];
  if (o.approvedAt) {
    for (const l of o.lines)
      if (l.unitPrice !== l.takenPrice)
        trail.push(
          at(
            'PLACED',
            `${l.sku} price edited by ${ADMIN}: ${formatPaise(l.takenPrice)} to ${formatPaise(l.unitPrice)}`,
            o.approvedAt,
          ),
        );
    trail.push(at('PLACED', `D2R order approved by ${ADMIN}`, o.approvedAt));
  }
  o.steps.slice(1).forEach((s, i) =>
    trail.push(
      at(
        s.status,
        s.status === 'CANCELLED' ? 'Cancelled by the seller' : `Moved to ${s.status.replace(/_/g, ' ').toLowerCase()}`,
        s.at,
        // At the warehouse until it leaves, then where the shop is.
        i < 2 ? pickup.city : lookupPincode(o.retailer.pincode)!.city,
      ),
    ),
  );
  return trail;
}

/**
 * Chai Point's D2R orders (see demoD2rOrders), with the invoice numbers they took from the
 * company's counter: the counter moves past them, so the orders numbered at start follow on.
 */
export async function seedD2rOrders(db: Kysely<OmsDB>): Promise<number> {
  const all = demoD2rOrders(Date.now());
  const orders = all.map(orderRow);
  const inserted = await db
    .insertInto('orders')
    .values(orders)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  if (!inserted.length) return 0;
  const kept = new Set(inserted.map((r) => r.id));
  const mine = all.filter((o) => kept.has(o.id));
  const items: Insertable<OrderItemTable>[] = mine.flatMap((o) =>
    o.lines.map((l, position) => ({
      id: randomUUID(),
      order_id: o.id,
      company_id: DEMO_COMPANIES.chai,
      position,
      title: l.title,
      sku: l.sku,
      quantity: l.quantity,
      unit_price_paise: l.unitPrice,
      // Approval keeps the catalogue's WSIN map, as WMS blocked the stock by it.
      wsin_mapping: JSON.stringify(o.approvedAt ? l.wsins : {}),
    })),
  );
  await db.insertInto('order_items').values(items).execute();
  await db.insertInto('order_trail').values(mine.flatMap(trailOf)).execute();
  for (const [year, taken] of demoD2rNumbersTaken(all))
    await db
      .insertInto('invoice_counters')
      .values({ company_id: DEMO_COMPANIES.chai, financial_year: year, last_number: taken })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'financial_year'])
          .doUpdateSet({ last_number: sql<number>`greatest(invoice_counters.last_number, excluded.last_number)` }),
      )
      .execute();
  return kept.size;
}
