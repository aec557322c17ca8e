import { z } from 'zod';
import type { NotificationChannel } from './notifications.js';
import { MESSAGE_TEMPLATE_PURPOSES } from '../whatsapp.js';

/** A company's WhatsApp provider account as it is shown: the password never, only its last characters. */
export const WhatsAppCredentialsRecordSchema = z.object({
  companyId: z.string(),
  providerCompanyId: z.string(),
  userId: z.string(),
  whatsAppNumber: z.string(),
  passwordHint: z.string(),
  updatedAt: z.string(),
});
export type WhatsAppCredentialsRecord = z.infer<typeof WhatsAppCredentialsRecordSchema>;

export const MessageTemplateRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  templateName: z.string(),
  messageBody: z.string(),
  purpose: z.enum(MESSAGE_TEMPLATE_PURPOSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageTemplateRecord = z.infer<typeof MessageTemplateRecordSchema>;

/** The channel a company's NDR texts go by: WhatsApp with credentials and an ndr message template, SMS otherwise. */
export type NdrChannel = Extract<NotificationChannel, 'sms' | 'whatsapp'>;
