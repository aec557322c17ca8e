import type { TrackingPageLook } from '@parcelo/common';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AdminRole, InvoicingDetails, ShopType, UserType } from '@parcelo/common';

export type { InvoicingDetails };

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;


export interface CompanyTable {
  id: string;
  code: string;
  name: string;
  kind: 'seller' | 'warehouse';
  warehouse_requirement: number | null;
  city: string | null;
  state: string | null;
  invoicing: ColumnType<InvoicingDetails | null, string | null, string | null>;
  preferences: ColumnType<Record<string, unknown>, string | undefined, string>;
  tracking_page: ColumnType<TrackingPageLook | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTable {
  id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string;
  user_type: UserType;
  role: AdminRole | null;
  company_id: string | null;
  password_hash: string;
  account_verified: Generated<boolean>;
  email_verified: Generated<boolean>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

export interface OauthCodeTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Date | null;
}

export type OtpPurpose = 'verify' | 'reset';
export type OtpChannel = 'phone' | 'email';

export interface OtpTable {
  id: string;
  user_id: string;
  purpose: OtpPurpose;
  channel: OtpChannel;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Date | null;
  created_at: Timestamp;
}

export interface SalesChannelTable {
  company_id: string;
  type: ShopType;
  shop: string;
  key: string;
  secret: string;
  extras: ColumnType<Record<string, string>, string | undefined, string>;
  connected_at: Timestamp;
}

export interface UmsDB {
  sales_channels: SalesChannelTable;
  companies: CompanyTable;
  users: UserTable;
  sessions: SessionTable;
  oauth_codes: OauthCodeTable;
  otps: OtpTable;
  data_deletion_requests: DataDeletionRequestTable;
  audit_log: AuditLogTable;
}

export type CompanyRow = Selectable<CompanyTable>;
export type UserRow = Selectable<UserTable>;

export interface DataDeletionRequestTable {
  id: string;
  /** Kept only until the request is done; the hash stays, to show it was asked for. */
  phone: string | null;
  phone_hash: string;
  /** UNCONFIRMED until the link texted to the phone is opened; then RECEIVED, WAITING (open orders) or COMPLETED. */
  status: 'UNCONFIRMED' | 'RECEIVED' | 'WAITING' | 'COMPLETED';
  token_hash: string | null;
  confirm_by: Date | null;
  /** Orders OMS anonymised for this request, until NMS has done their requests and messages. */
  order_ids: ColumnType<string[], string | undefined, string>;
  anonymised_orders: Generated<number>;
  retained_orders: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  action: string;
  subject: string;
  details: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}
