import type { WebhookEventType } from '../webhooks.js';

/** A seller's webhook as the services answer it (its secret only through the reveal route). */
export interface WebhookRecord {
  id: string;
  companyId: string;
  webhookUrl: string;
  eventType: WebhookEventType;
  isActive: boolean;
  /** The secret's last characters, to tell which one a receiver holds. */
  secretHint: string;
  createdAt: string;
}

/** PENDING while tries go on, DELIVERED once one answered 2xx, FAILED once retries ran out. */
export type WebhookDeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

/** One POST of a delivery to the webhook's URL. */
export interface WebhookAttemptRecord {
  attempt: number;
  attemptedAt: string;
  /** Null when no answer came (timeout, refused address, network failure). */
  statusCode: number | null;
  responseMs: number;
  error: string | null;
  /** Asked for by a person (Redeliver) rather than by the retry schedule. */
  manual: boolean;
}

/** One event for one webhook, with every try to deliver it. */
export interface WebhookDeliveryRecord {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  /** The JSON body posted, exactly as signed. */
  payload: string;
  occurredAt: string;
  nextTryAt: string | null;
  deliveredAt: string | null;
  attempts: WebhookAttemptRecord[];
}

/** An event a service announces to a company's webhooks (service-to-service). */
export interface WebhookEventInput {
  eventType: WebhookEventType;
  /** The same for every announcement of one event, so each webhook gets it once. */
  eventId: string;
  occurredAt: string;
  companyId: string;
  data: Record<string, unknown>;
}
