import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ApprovalStatus, CancelIssueType, CustomerRequestType, FormLinkStatus, OrderAddress, TaskRecord, TaskStatus, UndeliveredReason } from '@parcelo/common';

export type Channel = 'sms' | 'whatsapp' | 'email';

export interface NotificationTable {
  id: string;
  channel: Channel;
  recipient: string;
  template: string;
  params: ColumnType<Record<string, string>, string, string>;
  body: string;
  status: 'queued' | 'sent' | 'failed';
  provider: string | null;
  provider_message_id: string | null;
  error: string | null;
  attempts: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  sent_at: Date | null;
  /** Whether its sending job exists. */
  job_queued: Generated<boolean>;
}

export interface TaskTable {
  id: string;
  queue: string;
  company_id: string | null;
  user_id: string;
  type: string;
  title: string;
  status: TaskStatus;
  progress: number;
  total: number;
  succeeded: number;
  failed: number;
  result: ColumnType<TaskRecord['result'], string | null, string | null>;
  error: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CustomerRequestTable {
  id: string;
  /** Only the hash of the buyer's link token is kept. */
  token_hash: string;
  /** The OMS outbox event it came from, so a redelivered event makes no second request. */
  source_event: string;
  order_id: string;
  company_id: string;
  awb: string | null;
  shop_order_id: string;
  customer_name: string;
  customer_phone: string;
  shipping_address: ColumnType<OrderAddress, string, string>;
  undelivered_reason: UndeliveredReason;
  request_type: CustomerRequestType | null;
  approval_status: Generated<ApprovalStatus>;
  form_link_status: Generated<FormLinkStatus>;
  alternate_phone: string | null;
  alternate_address: ColumnType<OrderAddress | null, string | null, string | null>;
  deferred_delivery_date: string | null;
  issue_type: CancelIssueType | null;
  issue_description: string | null;
  expires_at: Date;
  visited_at: Date | null;
  filled_at: Date | null;
  approval_changed_at: Date | null;
  approval_changed_by: string | null;
  applied_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  anonymised_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OrderMessageTable {
  id: string;
  order_id: string;
  company_id: string;
  message_text: string;
  sender_type: 'CUSTOMER' | 'WHEREHOUSE' | 'SELLER';
  sender_phone: string | null;
  status: 'CREATED' | 'SENT' | 'FAILED' | 'RECEIVED';
  notification_id: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface NmsDB {
  notifications: NotificationTable;
  tasks: TaskTable;
  customer_requests: CustomerRequestTable;
  order_messages: OrderMessageTable;
}

export type CustomerRequestRow = Selectable<CustomerRequestTable>;
export type OrderMessageRow = Selectable<OrderMessageTable>;

export type TaskRow = Selectable<TaskTable>;

export type NotificationRow = Selectable<NotificationTable>;
