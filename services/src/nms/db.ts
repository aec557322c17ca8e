import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TaskRecord, TaskStatus } from '@parcelo/common';

export type Channel = 'sms' | 'whatsapp' | 'email';

export interface NotificationTable {
  id: string;
  channel: Channel;
  recipient: string;
  template: string;
  params: ColumnType<Record<string, string>, string, string>;
  body: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  provider: string | null;
  provider_message_id: string | null;
  error: string | null;
  attempts: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  sent_at: Date | null;
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

export interface NmsDB {
  notifications: NotificationTable;
  tasks: TaskTable;
}

export type TaskRow = Selectable<TaskTable>;

export type NotificationRow = Selectable<NotificationTable>;
