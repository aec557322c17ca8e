import type { Selectable } from 'kysely';
import type { CourierCode, OrderAddress, PaymentMode, RateCard, ShopType, UndeliveredReason } from '@parcelo/common';
import type { BulkJobsDB } from '../platform/index.js';
import type { JsonColumn, NumberColumn, Refine } from '../platform/db.js';
import type { DB } from './db.generated.js';

/**
 * What an order's change must tell another service: WMS of stock moves, NMS of non-delivery,
 * UMS of every status change (for the seller's webhooks), invoices of a delivered COD order's
 * amount (remittance) and of what a finished delivery earns (its shipping and COD charges).
 */
export type OutboxAction =
  'release' | 'outbound' | 'delivered' | 'ndr' | 'status' | 'remittance' | 'billing' | 'd2rInvoice';

export type OmsDB = Refine<
  DB,
  {
    bulk_jobs: BulkJobsDB['bulk_jobs'];
    bulk_job_rows: BulkJobsDB['bulk_job_rows'];
    order_outbox: {
      action: OutboxAction;
      /** The event's facts, for actions that need more than the order id (ndr, status). */
      payload: JsonColumn<Record<string, unknown> | null, undefined>;
    };
    channel_sync: { shop_type: ShopType };
    downloads: { kind: 'label' | 'invoice'; order_ids: JsonColumn<string[]> };
    orders: {
      payment_mode: PaymentMode;
      shop_type: ShopType;
      shipping_address: JsonColumn<OrderAddress>;
      weight_kg: NumberColumn;
      /** The reason of the order's last failed delivery attempt, kept after it (an RTO is counted under it). */
      undelivered_reason: UndeliveredReason | null;
    };
    order_items: { wsin_mapping: JsonColumn<Record<string, number>, undefined> };
    delivery_partners: { courier: CourierCode; rate_card: JsonColumn<RateCard | null, undefined> };
  }
>;

export type OrderTable = OmsDB['orders'];
export type OrderItemTable = OmsDB['order_items'];
export type OrderTrailTable = OmsDB['order_trail'];
export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type DeliveryPartnerRow = Selectable<OmsDB['delivery_partners']>;
