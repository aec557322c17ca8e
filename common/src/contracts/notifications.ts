import { z } from 'zod';

export const NOTIFICATION_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** A message in NMS's outbox as admins see it: the recipient always masked. */
export const OutboxNotificationRecordSchema = z.object({
  id: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** Masked: ******3210 or s****@demo.in. */
  recipient: z.string(),
  template: z.string(),
  /** The text sent; null in production, where it may hold a one-time code. */
  text: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Why the last try failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxNotificationRecord = z.infer<typeof OutboxNotificationRecordSchema>;
