export type NotificationChannel = 'sms' | 'whatsapp' | 'email';
export type NotificationStatus = 'queued' | 'sent' | 'failed';

/** A message in NMS's outbox as admins see it: the recipient always masked. */
export interface OutboxNotificationRecord {
  id: string;
  channel: NotificationChannel;
  /** Masked: ******3210 or s****@demo.in. */
  recipient: string;
  template: string;
  /** The text sent; null in production, where it may hold a one-time code. */
  text: string | null;
  status: NotificationStatus;
  /** Why the last try failed. */
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}
