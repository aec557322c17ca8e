import type { OrderBillingEvent } from '@parcelo/common';
import type { OrderRow } from '../db.js';

/** The order's facts billing needs, as the outbox keeps them until the event goes. */
export type OrderBillingFacts = Omit<OrderBillingEvent, 'eventId'>;

type BillingFields = 'payment_mode' | 'total_amount_paise' | 'weight_kg' | 'length_cm' | 'breadth_cm' | 'height_cm';
type OrderIdentity = Pick<OrderRow, 'id' | 'company_id' | 'shop_order_id' | 'awb' | 'delivery_awb'>;
/** An order as a status change knows it: always who it is; its money and parcel when the change read the whole row. */
export type StatusChangeOrder = OrderIdentity & Partial<Pick<OrderRow, BillingFields>>;

/** What a COD order's delivery tells billing: its COD amount (the buyer's total, in paise) and when. */
export function orderBillingFacts(
  order: OrderIdentity & Pick<OrderRow, BillingFields>,
  status: string,
): OrderBillingFacts {
  const { length_cm: length, breadth_cm: breadth, height_cm: height } = order;
  return {
    companyId: order.company_id,
    orderId: order.id,
    shopOrderId: order.shop_order_id,
    awb: order.awb ?? order.delivery_awb,
    status,
    paymentMode: order.payment_mode,
    orderValuePaise: Number(order.total_amount_paise),
    weightKg: Number(order.weight_kg),
    dimensions: length && breadth && height ? { length, breadth, height } : null,
    occurredAt: new Date().toISOString(),
  };
}

/** Whether the change delivers a COD order, whose amount billing then owes the brand. */
export const owesRemittance = (
  order: StatusChangeOrder,
  status: string,
): order is OrderIdentity & Pick<OrderRow, BillingFields> =>
  status === 'DELIVERED' && order.payment_mode?.toUpperCase() === 'COD' && order.total_amount_paise !== undefined;
