import {
  wellFormed,
  type NdrChannel,
  type MessageTemplatePurpose,
  type MessageTemplateRecord,
  type WhatsAppCredentialsRecord,
} from '@parcelo/common';
import { nmsOperations, type operations } from '@parcelo/common/api/nms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

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
  const api = operationsOf<operations>(nms, nmsOperations);
  return {
    credentials: (companyId: string) =>
      api.getMessagingProviderCredential<{ credentials: WhatsAppCredentialsRecord | null; ndrChannel: NdrChannel }>({
        read: true,
        query: { companyId },
      }),
    credentialsSave: (body: WhatsAppCredentialsBody) =>
      api.postMessagingProviderCredential<{ credentials: WhatsAppCredentialsRecord }>({ body }),
    templates: (body: OperationInput<operations['postAdminTemplates']>['body']) =>
      api.postAdminTemplates<{ templates: MessageTemplateRecord[]; totalCount: number }>({ read: true, body }),
    templatesByIds: (ids: readonly string[]) =>
      api.postAdminTemplatesByIds<{ templates: MessageTemplateRecord[] }>({ read: true, body: { ids: [...ids] } }),
    templateCreate: (body: MessageTemplateBody, idempotencyKey?: string | null) =>
      api.postAdminTemplate<{ template: MessageTemplateRecord }>({ body, idempotencyKey }),
    templateUpdate: (id: string, body: MessageTemplateBody) =>
      api.patchAdminTemplateById<{ template: MessageTemplateRecord }>({ params: { id: wellFormed(id) }, body }),
    templateDelete: (id: string) =>
      api.deleteAdminTemplateById<{ deletedId: string }>({ params: { id: wellFormed(id) } }),
  };
}
