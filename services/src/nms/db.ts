import type { Selectable } from 'kysely';
import type {
  ApprovalStatus,
  CancelIssueType,
  CustomerRequestType,
  FormLinkStatus,
  MessageTemplatePurpose,
  NdrChannel,
  NotificationChannel,
  NotificationStatus,
  OrderAddress,
  SupportCategory,
  SupportTicketStatus,
  TaskRecord,
  TaskStatus,
  UndeliveredReason,
} from '@parcelo/common';
import type { JsonColumn, Refine } from '../platform/db.js';
import type { DB, Generated } from './db.generated.js';

export type Channel = NotificationChannel;

export type NmsDB = Refine<
  DB,
  {
    notifications: {
      channel: Channel;
      params: JsonColumn<Record<string, string>>;
      status: NotificationStatus;
    };
    tasks: { status: TaskStatus; result: JsonColumn<TaskRecord['result'] | null> };
    customer_requests: {
      shipping_address: JsonColumn<OrderAddress>;
      undelivered_reason: UndeliveredReason;
      request_type: CustomerRequestType | null;
      approval_status: Generated<ApprovalStatus>;
      form_link_status: Generated<FormLinkStatus>;
      alternate_address: JsonColumn<OrderAddress | null>;
      issue_type: CancelIssueType | null;
      link_channel: NdrChannel | null;
    };
    support_tickets: { category: SupportCategory; status: Generated<SupportTicketStatus> };
    order_messages: {
      sender_type: 'CUSTOMER' | 'WHEREHOUSE' | 'SELLER';
      status: 'CREATED' | 'SENT' | 'FAILED' | 'RECEIVED';
    };
    message_templates: { purpose: MessageTemplatePurpose | null };
  }
>;

export type CustomerRequestRow = Selectable<NmsDB['customer_requests']>;
export type OrderMessageRow = Selectable<NmsDB['order_messages']>;
export type TaskRow = Selectable<NmsDB['tasks']>;
export type NotificationRow = Selectable<NmsDB['notifications']>;
