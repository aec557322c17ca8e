export type { WebhookRecord as Webhook, WebhookDeliveryRecord as WebhookDelivery } from '@parcelo/common';
export type { WebhookAttemptRecord as WebhookAttempt } from '@parcelo/common';
