import type { Kysely } from 'kysely';
import {
  CompanyRecordSchema,
  MSG,
  PREFERENCES,
  PreferenceSetInput,
  PreferencesInput,
  adminOnlyKeys,
  preferenceAdminOnlyMessage,
  type Preferences,
} from '@parcelo/common';
import { answers, badRequest, notFound, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { companyRecord } from '../records.js';

/** What each of these routes answers: the company as it now is. */
const OneCompany = answers(z.object({ company: CompanyRecordSchema }));

/**
 * Merges a change into a company's stored preferences, the row locked so two changes at once
 * both stay. Undefined when the company does not exist.
 */
async function savePreferences(db: Kysely<UmsDB>, companyId: string, change: Partial<Preferences>) {
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('companies')
      .select('preferences')
      .where('id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    // The warehouse requirement has the company's own column (sign-up sets it); the rest are kept together.
    const { warehouseRequirement, ...stored } = change;
    return tx
      .updateTable('companies')
      .set({
        preferences: JSON.stringify({ ...current.preferences, ...stored }),
        ...(warehouseRequirement !== undefined ? { warehouse_requirement: warehouseRequirement } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * A company's preferences (see PREFERENCES in common): its seller changes those it may, an
 * admin any of any company's, one at a time.
 */
export function preferenceRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;

  app.put(
    '/ums/profile/seller/preferences',
    {
      config: { access: 'user' },
      schema: {
        body: z.object({ companyId: z.string().uuid(MSG.notFound).optional(), preferences: PreferencesInput }),
        response: OneCompany,
      },
    },
    async (request) => {
      const principal = await ctx.auth.user(request);
      const { companyId, preferences } = request.body;
      // Only the seller's own company: another's id is answered as if it did not exist.
      if (!principal.companyId || (companyId && companyId !== principal.companyId)) throw notFound();
      const [adminOnly] = adminOnlyKeys(preferences);
      if (adminOnly) throw badRequest(preferenceAdminOnlyMessage(adminOnly), adminOnly, 'NOT_ALLOWED');
      const row = await savePreferences(db, principal.companyId, preferences);
      if (!row) throw notFound();
      return ok({ company: companyRecord(row) }, MSG.preferencesSaved);
    },
  );

  app.get(
    '/admin/seller/profile',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.object({ companyId: z.string({ error: MSG.selectBrand }).uuid(MSG.selectBrand) }),
        response: OneCompany,
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const row = await db
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', request.query.companyId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok({ company: companyRecord(row) });
    },
  );

  app.put(
    '/admin/seller/preference',
    {
      config: { access: 'admin', adminPermission: 'brandPreferences' },
      schema: { body: PreferenceSetInput, response: OneCompany },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, profileType, profileValue } = request.body;
      const key = profileType as keyof typeof PREFERENCES;
      const value = PREFERENCES[key].type.parse(profileValue);
      const row = await savePreferences(db, companyId!, { [key]: value });
      if (!row) throw notFound();
      return ok({ company: companyRecord(row) }, MSG.preferencesSaved);
    },
  );
}
