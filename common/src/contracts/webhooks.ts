import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks.js';

/** A seller's webhook as the services answer it (its secret only through the reveal route). */
export const WebhookRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  webhookUrl: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  isActive: z.boolean(),
  /** The secret's last characters, to tell which one a receiver holds. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type WebhookRecord = z.infer<typeof WebhookRecordSchema>;

/** PENDING while tries go on, DELIVERED once one answered 2xx, FAILED once retries ran out. */
export const WebhookDeliveryStatusSchema = z.enum(['PENDING', 'DELIVERED', 'FAILED']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

/** One POST of a delivery to the webhook's URL. */
export const WebhookAttemptRecordSchema = z.object({
  attempt: z.number().int(),
  attemptedAt: z.string(),
  /** Null when no answer came (timeout, refused address, network failure). */
  statusCode: z.number().int().nullable(),
  responseMs: z.number(),
  error: z.string().nullable(),
  /** Asked for by a person (Redeliver) rather than by the retry schedule. */
  manual: z.boolean(),
});
export type WebhookAttemptRecord = z.infer<typeof WebhookAttemptRecordSchema>;

/** One event for one webhook, with every try to deliver it. */
export const WebhookDeliveryRecordSchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: WebhookDeliveryStatusSchema,
  /** The JSON body posted, exactly as signed. */
  payload: z.string(),
  occurredAt: z.string(),
  nextTryAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  attempts: z.array(WebhookAttemptRecordSchema),
});
export type WebhookDeliveryRecord = z.infer<typeof WebhookDeliveryRecordSchema>;

/** An event a service announces to a company's webhooks (service-to-service). */
export interface WebhookEventInput {
  eventType: WebhookEventType;
  /** The same for every announcement of one event, so each webhook gets it once. */
  eventId: string;
  occurredAt: string;
  companyId: string;
  data: Record<string, unknown>;
}
