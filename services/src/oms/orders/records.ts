import type { Kysely } from 'kysely';
import { CREDITED_STATUSES, type OrderItemRecord, type OrderRecord } from '@parcelo/common';
import type { OmsDB, OrderItemRow, OrderRow } from '../db.js';

const itemRecord = (i: OrderItemRow): OrderItemRecord => ({
  id: i.id,
  title: i.title,
  sku: i.sku,
  quantity: i.quantity,
  unitPrice: Number(i.unit_price_paise),
  wsinMapping: i.wsin_mapping,
});

export function orderRecord(o: OrderRow, items: OrderItemRow[]): OrderRecord {
  return {
    id: o.id,
    companyId: o.company_id,
    warehouseId: o.warehouse_id,
    shopOrderId: o.shop_order_id,
    externalOrderId: o.external_order_id,
    status: o.status,
    paymentMode: o.payment_mode,
    shopType: o.shop_type,
    customerName: o.customer_name,
    customerPhone: o.customer_phone,
    customerEmail: o.customer_email,
    shippingAddress: o.shipping_address,
    pickupPincode: o.pickup_pincode,
    pickupState: o.pickup_state,
    weightKg: Number(o.weight_kg),
    dimensions:
      o.length_cm !== null && o.breadth_cm !== null && o.height_cm !== null
        ? { length: o.length_cm, breadth: o.breadth_cm, height: o.height_cm }
        : null,
    totalAmount: Number(o.total_amount_paise),
    awb: o.awb,
    deliveryAwb: o.delivery_awb,
    reverseAwb: o.reverse_awb,
    deliveryPartner: o.delivery_partner,
    deliveryPartnerId: o.delivery_partner_id,
    invoiceId: o.invoice_id,
    invoiceUrl: o.invoice_url,
    shippingLabelUrl: o.shipping_label_url,
    b2b: o.b2b,
    buyerGstin: o.buyer_gstin,
    invoicedAt: o.invoiced_at?.toISOString() ?? null,
    d2r: o.d2r,
    d2rApproved: o.d2r_approved,
    // A cancelled or returned order's invoice is reversed whether or not anyone set the flag.
    creditNoteAvailable: o.credit_note_available || CREDITED_STATUSES.has(o.status),
    d2rPriceEdited: o.d2r_price_edited,
    d2rRetailerId: o.d2r_retailer_id,
    d2rSalesmanId: o.d2r_salesman_id,
    d2rBillLocation: o.d2r_bill_location,
    d2rPaymentMode: o.d2r_payment_mode,
    items: items.map(itemRecord),
    createdAt: o.created_at.toISOString(),
    rtsAt: o.rts_at?.toISOString() ?? null,
  };
}

/** Orders with their items: one query for the items of the whole batch. */
export async function orderRecords(db: Kysely<OmsDB>, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (!rows.length) return [];
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  return rows.map((r) => orderRecord(r, byOrder.get(r.id) ?? []));
}
