import type { ColumnType, Generated, Selectable } from 'kysely';

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

export interface NmsDB {
  notifications: NotificationTable;
}

export type NotificationRow = Selectable<NotificationTable>;
