import {
  MSG,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WebhookCreateInput,
  z,
  type WebhookEventType,
} from '@parcelo/common';
import type { WebhookEventType as GraphqlEventType } from '../../__generated__/useWebhookCreateMutation.graphql';

/** The API's event types by their names on the wire (omsStatus/update…). */
export const EVENT_TYPES: Record<WebhookEventType, GraphqlEventType> = {
  'omsStatus/update': 'OMS_STATUS_UPDATE',
  'lightningStatus/update': 'LIGHTNING_STATUS_UPDATE',
};

const isEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** The event type select's options: the name sent, with what it means. */
export const EVENT_TYPE_OPTIONS = WEBHOOK_EVENT_TYPES.map((name) => ({
  value: name,
  label: `${name} (${WEBHOOK_EVENT_LABELS[name]})`,
}));

/** The Add Webhook form: the service's own URL rule, and an event type from the select. */
export const WEBHOOK_FORM = z.object({
  webhookUrl: WebhookCreateInput.shape.webhookUrl,
  eventType: z.string().refine(isEventType, MSG.webhookEventType),
});

/** The mutation's event type for the select's value. */
export const eventTypeOf = (value: string): GraphqlEventType =>
  isEventType(value) ? EVENT_TYPES[value] : 'OMS_STATUS_UPDATE';
