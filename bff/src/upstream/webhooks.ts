import type { ListRequest, WebhookDeliveryRecord, WebhookEventType, WebhookRecord } from '@parcelo/common';
import { pathSegment, type Upstream } from './http.js';

/** Typed calls to UMS's webhook routes: a seller's outgoing webhooks and their delivery log. */
export function webhooksApi(ums: Upstream) {
  return {
    list: (body: ListRequest<{ companyId: string }>) =>
      ums.call<{ webhooks: WebhookRecord[]; totalCount: number }>('POST', '/ums/webhooks/list', { read: true, body }),
    byIds: (ids: readonly string[]) =>
      ums.call<{ webhooks: WebhookRecord[] }>('POST', '/ums/webhooks/byIds', { read: true, body: { ids } }),
    create: (
      body: { webhookUrl: string; eventType: WebhookEventType; companyId?: string },
      idempotencyKey?: string | null,
    ) => ums.call<{ webhook: WebhookRecord }>('POST', '/ums/webhooks', { body, idempotencyKey }),
    secret: (id: string) =>
      ums.call<{ secret: string }>('POST', `/ums/webhooks/${pathSegment(id)}/secret`, { once: true }),
    disable: (webhookIds: string[]) =>
      ums.call<{ webhooks: WebhookRecord[] }>('POST', '/ums/webhooks/disable', { body: { webhookIds } }),
    enable: (id: string) => ums.call<{ webhook: WebhookRecord }>('POST', `/ums/webhooks/${pathSegment(id)}/enable`),
    delete: (companyId: string, webhookIds: string[]) =>
      ums.call<{ deletedIds: string[] }>('DELETE', '/ums/webhooks', {
        body: { webhookIds },
        headers: { 'x-company-id': companyId },
      }),
    deliveries: (id: string, body: ListRequest<Record<string, never>>) =>
      ums.call<{ deliveries: WebhookDeliveryRecord[]; totalCount: number }>(
        'POST',
        `/ums/webhooks/${pathSegment(id)}/deliveries`,
        { read: true, body },
      ),
    redeliver: (deliveryId: string) =>
      ums.call<{ delivery: WebhookDeliveryRecord }>(
        'POST',
        `/ums/webhooks/deliveries/${pathSegment(deliveryId)}/redeliver`,
      ),
  };
}
