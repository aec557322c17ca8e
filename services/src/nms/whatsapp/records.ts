import type { Kysely, Selectable } from 'kysely';
import type { MessageTemplateRecord, NdrChannel, WhatsAppCredentialsRecord } from '@parcelo/common';
import { openSecret, secretHint } from '@parcelo/common/secrets';
import type { NmsDB } from '../db.js';

export type CredentialsRow = Selectable<NmsDB['whatsapp_credentials']>;
export type TemplateRow = Selectable<NmsDB['message_templates']>;

export const credentialsRecord = (r: CredentialsRow): WhatsAppCredentialsRecord => ({
  companyId: r.company_id,
  providerCompanyId: r.provider_company_id,
  userId: r.user_id,
  whatsAppNumber: r.whatsapp_number,
  passwordHint: secretHint(openSecret(r.password_sealed)),
  updatedAt: r.updated_at.toISOString(),
});

export const templateRecord = (r: TemplateRow): MessageTemplateRecord => ({
  id: r.id,
  companyId: r.company_id,
  templateName: r.name,
  messageBody: r.body,
  purpose: r.purpose,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The account a company's WhatsApp messages go from, password opened, for the provider only. */
export interface WhatsAppAccount {
  providerCompanyId: string;
  userId: string;
  password: string;
  whatsAppNumber: string;
}

export async function whatsAppAccount(db: Kysely<NmsDB>, companyId: string): Promise<WhatsAppAccount | null> {
  const r = await db
    .selectFrom('whatsapp_credentials')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return r
    ? {
        providerCompanyId: r.provider_company_id,
        userId: r.user_id,
        password: openSecret(r.password_sealed),
        whatsAppNumber: r.whatsapp_number,
      }
    : null;
}

/**
 * How a company's NDR text goes: by WhatsApp, in the company's own words, when it has an
 * account and an ndr message template; by SMS in the product's words otherwise.
 */
export async function ndrRoute(
  db: Kysely<NmsDB>,
  companyId: string,
): Promise<{ channel: NdrChannel; templateBody: string | null }> {
  const found = await db
    .selectFrom('message_templates as t')
    .innerJoin('whatsapp_credentials as c', 'c.company_id', 't.company_id')
    .select('t.body')
    .where('t.company_id', '=', companyId)
    .where('t.purpose', '=', 'NDR_MSG')
    .executeTakeFirst();
  return found ? { channel: 'whatsapp', templateBody: found.body } : { channel: 'sms', templateBody: null };
}
