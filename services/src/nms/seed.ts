import type { Kysely } from 'kysely';
import { sealSecret } from '@parcelo/common/secrets';
import { DEMO_COMPANIES } from '../demo.js';
import type { NmsDB } from './db.js';

/**
 * Chai Point Naturals texts its buyers by WhatsApp from its own business number, so its NDR
 * texts go in its own words; Bombay Threads has no account, so its go by SMS.
 */
export async function seedNms(db: Kysely<NmsDB>): Promise<number> {
  const credentials = await db
    .insertInto('whatsapp_credentials')
    .values({
      company_id: DEMO_COMPANIES.chai,
      provider_company_id: 'CPN-WA-2291',
      user_id: 'chaipoint.naturals',
      password_sealed: sealSecret('Wa#ChaiPoint2024'),
      whatsapp_number: '9820012345',
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const templates = await db
    .insertInto('message_templates')
    .values([
      {
        id: '00000000-0000-4000-8000-0000000f0001',
        company_id: DEMO_COMPANIES.chai,
        name: 'Delivery attempt failed',
        body: 'Hi {customerName}, we could not deliver your Chai Point Naturals order {orderId} ({reason}). Tell us a better time or address here: {link}',
        purpose: 'NDR_MSG' as const,
      },
      {
        id: '00000000-0000-4000-8000-0000000f0002',
        company_id: DEMO_COMPANIES.chai,
        name: 'Order shipped',
        body: 'Hi {customerName}, your Chai Point Naturals order {orderId} is on its way. Track it with AWB {awb}.',
        purpose: null,
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(credentials.numInsertedOrUpdatedRows ?? 0n) + Number(templates.numInsertedOrUpdatedRows ?? 0n);
}
