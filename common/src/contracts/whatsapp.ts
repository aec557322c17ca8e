import type { NotificationChannel } from './notifications.js';
import type { MessageTemplatePurpose } from '../whatsapp.js';

/** A company's WhatsApp provider account as it is shown: the password never, only its last characters. */
export interface WhatsAppCredentialsRecord {
  companyId: string;
  providerCompanyId: string;
  userId: string;
  whatsAppNumber: string;
  passwordHint: string;
  updatedAt: string;
}

export interface MessageTemplateRecord {
  id: string;
  companyId: string;
  templateName: string;
  messageBody: string;
  purpose: MessageTemplatePurpose | null;
  createdAt: string;
  updatedAt: string;
}

/** The channel a company's NDR texts go by: WhatsApp with credentials and an ndr message template, SMS otherwise. */
export type NdrChannel = Extract<NotificationChannel, 'sms' | 'whatsapp'>;
