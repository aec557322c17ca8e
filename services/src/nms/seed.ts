import type { Kysely } from 'kysely';
import { DEMO_COMPANIES } from '../demo.js';
import type { NmsDB } from './db.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The demo sellers' support tickets: one answered, one being looked at. Fixed ids, so it adds each once. */
export async function seedNms(db: Kysely<NmsDB>): Promise<number> {
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
