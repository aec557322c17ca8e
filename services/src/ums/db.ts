import type { Selectable } from 'kysely';
import type {
  AdminRole,
  InvoicingDetails,
  ShopType,
  StorageChargeType,
  TrackingPageLook,
  UserType,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@parcelo/common';
import type { JsonColumn, Refine } from '../platform/db.js';
import type { DB } from './db.generated.js';

export type { InvoicingDetails };

/** change_phone / change_email prove a new contact before it replaces the old one. */
export type OtpPurpose = 'verify' | 'reset' | 'change_phone' | 'change_email' | 'login';
export type OtpChannel = 'phone' | 'email';

export type UmsDB = Refine<
  DB,
  {
    sales_channels: { type: ShopType; extras: JsonColumn<Record<string, string>, undefined> };
    companies: {
      kind: 'seller' | 'warehouse';
      invoicing: JsonColumn<InvoicingDetails | null>;
      preferences: JsonColumn<Record<string, unknown>, undefined>;
      tracking_page: JsonColumn<TrackingPageLook | null, undefined>;
    };
    users: { user_type: UserType; role: AdminRole | null };
    otps: { purpose: OtpPurpose; channel: OtpChannel };
    data_deletion_requests: {
      /** UNCONFIRMED until the link texted to the phone is opened; then RECEIVED, WAITING (open orders) or COMPLETED. */
      status: 'UNCONFIRMED' | 'RECEIVED' | 'WAITING' | 'COMPLETED';
      /** Orders OMS anonymised for this request, until NMS has done their requests and messages. */
      order_ids: JsonColumn<string[], undefined>;
    };
    audit_log: { details: JsonColumn<Record<string, unknown>> };
    webhooks: { event_type: WebhookEventType };
    webhook_deliveries: { event_type: WebhookEventType; status: WebhookDeliveryStatus };
    pricing_preferences: { storage_charge_type: StorageChargeType };
  }
>;

export type CompanyRow = Selectable<UmsDB['companies']>;
export type UserRow = Selectable<UmsDB['users']>;
