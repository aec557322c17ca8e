import type { Kysely } from 'kysely';
import { sealSecret } from '@parcelo/common/secrets';
import { DEMO_COMPANIES } from '../demo.js';
import type { TaskStatus } from '@parcelo/common';
import type { NmsDB } from './db.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The demo sellers' support tickets: one answered, one being looked at. Fixed ids, so it adds each once. */
async function seedSupportTickets(db: Kysely<NmsDB>): Promise<number> {
  const result = await db
    .insertInto('support_tickets')
    .values([
      {
        id: '6b1d2c3e-0f4a-4e5b-9c6d-7e8f90a1b201',
        company_id: DEMO_COMPANIES.chai,
        subject: 'COD remittance for last week not received',
        category: 'BILLING',
        description:
          'Our COD remittance for orders delivered last week has not reached our bank account yet. Please check and share the UTR.',
        order_reference: null,
        status: 'RESOLVED',
        created_by: 'Aarav Sharma',
        created_at: daysAgo(9),
        updated_at: daysAgo(7),
      },
      {
        id: '6b1d2c3e-0f4a-4e5b-9c6d-7e8f90a1b202',
        company_id: DEMO_COMPANIES.chai,
        subject: 'Shopify orders not syncing since morning',
        category: 'INTEGRATIONS',
        description: 'New Shopify orders placed since 9 am are not showing in Parcelo. The store is still connected.',
        order_reference: '#1042',
        status: 'IN_PROGRESS',
        created_by: 'Aarav Sharma',
        created_at: daysAgo(1),
        updated_at: daysAgo(1),
      },
      {
        id: '6b1d2c3e-0f4a-4e5b-9c6d-7e8f90a1b203',
        company_id: DEMO_COMPANIES.threads,
        subject: 'Need a second pickup slot at Bhiwandi',
        category: 'WAREHOUSE',
        description: 'Our sale starts on Friday; can the Bhiwandi warehouse add an evening pickup for three days?',
        order_reference: null,
        status: 'OPEN',
        created_by: 'Priya Nair',
        created_at: daysAgo(2),
        updated_at: daysAgo(2),
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * Chai Point Naturals texts its buyers by WhatsApp from its own business number, so its NDR
 * texts go in its own words; Bombay Threads has no account, so its go by SMS.
 */
async function seedWhatsApp(db: Kysely<NmsDB>): Promise<number> {
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

/**
 * The demo sellers' past bulk uploads, so the Task Center (and the admin's TaskCenterAdmin)
 * shows a history: finished ones, one with rows that failed, and a sheet that could not be read.
 */
async function seedTasks(db: Kysely<NmsDB>): Promise<number> {
  const chaiSeller = '00000000-0000-4000-8000-00000000b001';
  const threadsSeller = '00000000-0000-4000-8000-00000000b002';
  const task = (
    n: number,
    companyId: string,
    userId: string,
    kind: { queue: string; type: string; title: string },
    counts: { total: number; succeeded: number; failed: number },
    days: number,
    failures: { key: string; message: string }[] = [],
  ) => ({
    id: `00000000-0000-4000-8000-0000000e${String(n).padStart(4, '0')}`,
    queue: kind.queue,
    company_id: companyId,
    user_id: userId,
    type: kind.type,
    title: kind.title,
    status: (counts.succeeded === 0 && counts.total > 0 ? 'failed' : 'completed') as TaskStatus,
    progress: 100,
    ...counts,
    // Row outcomes are kept for the failures only: a long list of successes tells the seller nothing.
    result: JSON.stringify({ succeeded: [], failed: failures }),
    error: counts.succeeded === 0 && counts.total > 0 ? 'Every row failed' : null,
    created_at: daysAgo(days),
    updated_at: new Date(daysAgo(days).getTime() + 90_000),
  });
  const orders = { queue: 'bulk-orders', type: 'orders' };
  const catalogue = { queue: 'bulk-catalogues', type: 'catalogues' };
  const stock = { queue: 'bulk-inventory-entries', type: 'inventory entries' };
  const result = await db
    .insertInto('tasks')
    .values([
      task(
        1,
        DEMO_COMPANIES.chai,
        chaiSeller,
        { ...catalogue, title: 'Bulk catalogue upload: 12 products' },
        { total: 12, succeeded: 12, failed: 0 },
        20.3,
      ),
      task(
        2,
        DEMO_COMPANIES.chai,
        chaiSeller,
        { ...stock, title: 'Bulk inventory upload: 36 entries' },
        { total: 36, succeeded: 36, failed: 0 },
        19.1,
      ),
      task(
        3,
        DEMO_COMPANIES.chai,
        chaiSeller,
        { ...orders, title: 'Bulk orders upload: 148 orders' },
        { total: 148, succeeded: 146, failed: 2 },
        6.6,
        [
          { key: 'DIWALI-0412', message: 'Row 14: Invalid Pincode' },
          { key: 'DIWALI-0587', message: 'Row 90: Please Input Phone!' },
        ],
      ),
      task(
        4,
        DEMO_COMPANIES.chai,
        chaiSeller,
        { ...orders, title: 'Bulk orders upload: 64 orders' },
        { total: 64, succeeded: 64, failed: 0 },
        2.2,
      ),
      task(
        5,
        DEMO_COMPANIES.threads,
        threadsSeller,
        { ...catalogue, title: 'Bulk catalogue upload: 9 products' },
        { total: 9, succeeded: 9, failed: 0 },
        15.4,
      ),
      task(
        6,
        DEMO_COMPANIES.threads,
        threadsSeller,
        { ...orders, title: 'Bulk orders upload: 37 orders' },
        { total: 37, succeeded: 37, failed: 0 },
        3.7,
      ),
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** NMS's demo rows: support tickets, a WhatsApp account with its templates, and past uploads. */
export async function seedNms(db: Kysely<NmsDB>): Promise<number> {
  return (await seedSupportTickets(db)) + (await seedWhatsApp(db)) + (await seedTasks(db));
}
