import { wellFormed, type WebhookDeliveryRecord, type WebhookEventType, type WebhookRecord } from '@parcelo/common';
import { umsOperations, type operations } from '@parcelo/common/api/ums';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

/** Typed calls to UMS's webhook routes: a seller's outgoing webhooks and their delivery log. */
export function webhooksApi(ums: Upstream) {
  const api = operationsOf<operations>(ums, umsOperations);
  return {
    list: (body: OperationInput<operations['postUmsWebhooksList']>['body']) =>
      api.postUmsWebhooksList<{ webhooks: WebhookRecord[]; totalCount: number }>({ read: true, body }),
    byIds: (ids: readonly string[]) =>
      api.postUmsWebhooksByIds<{ webhooks: WebhookRecord[] }>({ read: true, body: { ids: [...ids] } }),
    create: (
      body: { webhookUrl: string; eventType: WebhookEventType; companyId?: string },
      idempotencyKey?: string | null,
    ) => api.postUmsWebhooks<{ webhook: WebhookRecord }>({ body, idempotencyKey }),
    secret: (id: string) =>
      api.postUmsWebhooksByIdSecret<{ secret: string }>({ params: { id: wellFormed(id) }, once: true }),
    disable: (webhookIds: string[]) =>
      api.postUmsWebhooksDisable<{ webhooks: WebhookRecord[] }>({ body: { webhookIds } }),
    enable: (id: string) =>
      api.postUmsWebhooksByIdEnable<{ webhook: WebhookRecord }>({ params: { id: wellFormed(id) } }),
    delete: (companyId: string, webhookIds: string[]) =>
      api.deleteUmsWebhooks<{ deletedIds: string[] }>({
        body: { webhookIds },
        headers: { 'x-company-id': companyId },
      }),
    deliveries: (id: string, body: OperationInput<operations['postUmsWebhooksByIdDeliveries']>['body']) =>
      api.postUmsWebhooksByIdDeliveries<{ deliveries: WebhookDeliveryRecord[]; totalCount: number }>({
        params: { id: wellFormed(id) },
        read: true,
        body,
      }),
    redeliver: (deliveryId: string) =>
      api.postUmsWebhooksDeliveriesByIdRedeliver<{ delivery: WebhookDeliveryRecord }>({
        params: { id: wellFormed(deliveryId) },
      }),
  };
}
