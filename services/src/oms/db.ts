import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OrderAddress, PaymentMode, ShopType } from '@parcelo/common';
import type { BulkJobsDB } from '../platform/index.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrderTable {
  id: string;
  company_id: string;
  warehouse_id: string;
  shop_order_id: string;
  external_order_id: string | null;
  status: string;
  payment_mode: PaymentMode;
  shop_type: ShopType;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  shipping_address: ColumnType<OrderAddress, string, string>;
  // Copies of address parts, so searches on them can use plain indexes.
  delivery_state: string;
  delivery_pincode: string;
  pickup_pincode: string;
  pickup_state: string;
  weight_kg: ColumnType<number, number, number>;
  length_cm: number | null;
  breadth_cm: number | null;
  height_cm: number | null;
  total_amount: ColumnType<number, number, number>;
  awb: string | null;
  delivery_awb: string | null;
  reverse_awb: string | null;
  delivery_partner: string | null;
  shipper: string | null;
  invoice_id: string | null;
  invoice_url: string | null;
  shipping_label_url: string | null;
  b2b: Generated<boolean>;
  d2r: Generated<boolean>;
  d2r_approved: Generated<boolean>;
  credit_note_available: Generated<boolean>;
  d2r_price_edited: Generated<boolean>;
  created_at: Timestamp;
  rts_at: Date | null;
  updated_at: Timestamp;
  packed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  package_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the buyer's personal data was removed (data deletion). */
  anonymised_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** What an order's packer scans: one line per WSIN (or per SKU, for unmapped items). */
export interface OrderPackingTable {
  order_id: string;
  code: string;
  position: number;
  title: string;
  quantity: number;
  scanned: Generated<number>;
}

export interface OrderItemTable {
  id: string;
  order_id: string;
  company_id: string;
  position: number;
  title: string;
  sku: string;
  quantity: number;
  unit_price: ColumnType<number, number, number>;
  wsin_mapping: ColumnType<Record<string, number>, string | undefined, string>;
}

export interface OrderTrailTable {
  id: Generated<number>;
  order_id: string;
  created_at: Timestamp;
  status: string;
  description: string;
  city: string | null;
}

export interface DownloadTable {
  id: string;
  kind: 'label' | 'invoice';
  order_ids: ColumnType<string[], string, string>;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface ChannelSyncTable {
  company_id: string;
  shop_type: ShopType;
  shop: string;
  cursor: string | null;
  synced_at: Timestamp;
}

/** What an order's change must tell another service: WMS of stock moves, NMS of non-delivery. */
export type OutboxAction = 'release' | 'outbound' | 'ndr';

export interface OrderOutboxTable {
  id: Generated<number>;
  order_id: string;
  action: OutboxAction;
  /** The event's facts, for actions that need more than the order id (ndr). */
  payload: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  remark: string;
  actor_name: string;
  created_at: Timestamp;
  delivered_at: Date | null;
  /** Whether its delivery job exists. */
  job_queued: Generated<boolean>;
}

export interface AppliedCustomerRequestTable {
  request_id: string;
  order_id: string;
  applied_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OmsDB extends BulkJobsDB {
  applied_customer_requests: AppliedCustomerRequestTable;
  order_outbox: OrderOutboxTable;
  channel_sync: ChannelSyncTable;
  downloads: DownloadTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_trail: OrderTrailTable;
  order_packing: OrderPackingTable;
}

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
