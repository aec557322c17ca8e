export type { MessageTemplateRecord as MessageTemplate } from '@parcelo/common';
export type { WhatsAppCredentialsRecord as WhatsAppCredentials } from '@parcelo/common';

/** A company's WhatsApp service, read field by field. */
export interface WhatsAppService {
  companyId: string;
}
