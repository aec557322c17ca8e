import type { Kysely } from 'kysely';
import { FIELD_USER_TYPES, addDays, istTimeOn, istToday } from '@parcelo/common';
import { DEMO_COMPANIES, DEMO_D2R } from '../demo.js';
import type { HmsDB } from './db.js';

/**
 * Chai Point's field team: the salesmen and promoters UMS seeds as accounts, each row sharing
 * its account's id. Fixed ids, so seeding again adds nothing and changes made since are kept.
 */
export async function seedHms(db: Kysely<HmsDB>): Promise<number> {
  const today = istToday();
  const people = [
    ...DEMO_D2R.salesmen.map((p) => ({ ...p, usertype: FIELD_USER_TYPES.salesman })),
    ...DEMO_D2R.promoters.map((p) => ({ ...p, usertype: FIELD_USER_TYPES.promoter })),
  ];
  const result = await db
    .insertInto('salesmen')
    .values(
      people.map((p) => {
        // Added in the office one morning, as admins add them.
        const at = istTimeOn(addDays(today, -p.joinedDaysAgo), 10, 15);
        return {
          id: p.id,
          first_name: p.firstName,
          last_name: p.lastName,
          phone: p.phone,
          company_id: DEMO_COMPANIES.chai,
          usertype: p.usertype,
          is_active: p.active,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
