import type {
  ListRequest,
  NdrChannel,
  MessageTemplatePurpose,
  MessageTemplateRecord,
  WhatsAppCredentialsRecord,
} from '@parcelo/common';
import { pathSegment, type Upstream } from './http.js';

export interface WhatsAppCredentialsBody {
  companyId?: string;
  providerCompanyId: string;
  userId: string;
  password: string;
  whatsAppNumber: string;
}

export interface MessageTemplateBody {
  companyId?: string;
  templateName: string;
  messageBody: string;
  purpose: MessageTemplatePurpose | null;
}

/** Typed calls to NMS's WhatsApp service: a company's provider account and its message templates. */
export function whatsAppApi(nms: Upstream) {
  return {
    credentials: (companyId: string) =>
      nms.call<{ credentials: WhatsAppCredentialsRecord | null; ndrChannel: NdrChannel }>(
        'GET',
        '/messaging-provider/credential',
        {
          read: true,
          query: { companyId },
        },
      ),
    credentialsSave: (body: WhatsAppCredentialsBody) =>
      nms.call<{ credentials: WhatsAppCredentialsRecord }>('POST', '/messaging-provider/credential', { body }),
    templates: (body: ListRequest<{ companyId: string }>) =>
      nms.call<{ templates: MessageTemplateRecord[]; totalCount: number }>('POST', '/admin/templates', {
        read: true,
        body,
      }),
    templatesByIds: (ids: readonly string[]) =>
      nms.call<{ templates: MessageTemplateRecord[] }>('POST', '/admin/templates/byIds', { read: true, body: { ids } }),
    templateCreate: (body: MessageTemplateBody, idempotencyKey?: string | null) =>
      nms.call<{ template: MessageTemplateRecord }>('POST', '/admin/template', { body, idempotencyKey }),
    templateUpdate: (id: string, body: MessageTemplateBody) =>
      nms.call<{ template: MessageTemplateRecord }>('PATCH', `/admin/template/${pathSegment(id)}`, { body }),
    templateDelete: (id: string) => nms.call<{ deletedId: string }>('DELETE', `/admin/template/${pathSegment(id)}`),
  };
}
