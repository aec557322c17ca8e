import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  DEFAULT_PRICING,
  MSG,
  PricingPreferencesSetInput,
  STORAGE_CHARGE_TYPES,
  storageRangeProblem,
  type PricingPreferencesRecord,
  type PricingValues,
} from '@parcelo/common';
import {
  answers,
  badRequest,
  isAdminType,
  isInternal,
  notFound,
  ok,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { audit } from '../privacy/service.js';

type PricingRow = Selectable<UmsDB['pricing_preferences']>;

/** The columns each field of a rate card is kept in. */
const COLUMNS = {
  smsCharges: 'sms_charges',
  RTOProcessingCharges: 'rto_processing_charges',
  platformCharges: 'platform_charges',
  whatsAppMessageCharges: 'whatsapp_message_charges',
  codHandlingCharges: 'cod_handling_charges',
  lightningBaseCharges: 'lightning_base_charges',
  lightningPriceUpto2Kgs: 'lightning_price_upto_2kgs',
  lightningPriceAfter2Kgs: 'lightning_price_after_2kgs',
  wlCODHandlingCharges: 'cod_handling_bps',
  storageCharges: 'storage_charges',
  minimumStorageCharges: 'minimum_storage_charges',
  maximumStorageCharges: 'maximum_storage_charges',
  storageChargeType: 'storage_charge_type',
  codRemittanceDays: 'cod_remittance_days',
} as const satisfies Record<keyof PricingValues, keyof PricingRow>;
const FIELDS = Object.keys(COLUMNS) as (keyof PricingValues)[];

const paise = z.number().int();
/** A company's rate card as these routes answer it (PricingPreferencesRecord): charges in paise. */
const PricingAnswer = answers(
  z.object({
    pricingPreferences: z.object({
      companyId: z.string(),
      smsCharges: paise,
      RTOProcessingCharges: paise,
      platformCharges: paise,
      whatsAppMessageCharges: paise,
      codHandlingCharges: paise,
      lightningBaseCharges: paise,
      lightningPriceUpto2Kgs: paise,
      lightningPriceAfter2Kgs: paise,
      /** Basis points of the COD amount. */
      wlCODHandlingCharges: z.number().int(),
      storageCharges: paise,
      minimumStorageCharges: paise,
      maximumStorageCharges: paise,
      storageChargeType: z.enum(STORAGE_CHARGE_TYPES),
      codRemittanceDays: z.number().int(),
      updatedAt: z.string().nullable(),
    }) satisfies z.ZodType<PricingPreferencesRecord>,
  }),
);

/** A company's rate card as answered: its row, or the defaults when none was ever set. */
export function pricingRecord(companyId: string, row: PricingRow | undefined): PricingPreferencesRecord {
  const values = { ...DEFAULT_PRICING } as Record<string, unknown>;
  if (row) for (const f of FIELDS) values[f] = row[COLUMNS[f]];
  return {
    companyId,
    ...(values as PricingValues),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

const rowOf = (db: Kysely<UmsDB> | Transaction<UmsDB>, companyId: string) =>
  db.selectFrom('pricing_preferences').selectAll().where('company_id', '=', companyId).executeTakeFirst();

/**
 * Companies' rate cards (pricing preferences): an admin sets them; a seller reads its own; the
 * services that charge (shipping, COD, storage, messages) read any with their internal key.
 */
export function pricingRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;

  app.get(
    '/ums/ts/pricing-preferences',
    {
      config: { access: ['internal', 'member'] },
      schema: {
        querystring: z.object({
          companyId: z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany).optional(),
        }),
        response: PricingAnswer,
      },
    },
    async (request) => {
      let companyId = request.query.companyId;
      if (!isInternal(request)) {
        const principal = await ctx.auth.member(request);
        // A seller reads only its own company's; another's id is answered as if it did not exist.
        if (!isAdminType(principal.userType)) {
          if (!principal.companyId || (companyId && companyId !== principal.companyId)) throw notFound();
          companyId = principal.companyId;
        }
      }
      if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
      const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
      if (!company) throw notFound();
      return ok({ pricingPreferences: pricingRecord(companyId, await rowOf(db, companyId)) });
    },
  );

  app.put(
    '/ums/ts/pricing-preferences',
    {
      config: { access: 'admin', adminPermission: 'pricing' },
      schema: { body: PricingPreferencesSetInput, response: PricingAnswer },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const { companyId, ...change } = request.body;
      const saved = await db.transaction().execute(async (tx) => {
        // The company's row locked, so two changes at once apply one after the other and both stay.
        const company = await tx
          .selectFrom('companies')
          .select('id')
          .where('id', '=', companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!company) throw notFound();
        const current = pricingRecord(companyId, await rowOf(tx, companyId));
        const next: PricingValues = { ...current };
        for (const f of FIELDS) if (change[f] !== undefined) (next as Record<string, unknown>)[f] = change[f];
        const problem = storageRangeProblem(next);
        if (problem) throw badRequest(problem, 'minimumStorageCharges');
        const values = Object.fromEntries(FIELDS.map((f) => [COLUMNS[f], next[f]])) as {
          [F in keyof PricingValues as (typeof COLUMNS)[F]]: PricingValues[F];
        };
        const row = await tx
          .insertInto('pricing_preferences')
          .values({ company_id: companyId, ...values, updated_by: principal.userId, updated_at: new Date() })
          .onConflict((oc) =>
            oc.column('company_id').doUpdateSet({ ...values, updated_by: principal.userId, updated_at: new Date() }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(tx, 'pricing-preferences-set', `company:${companyId}`, { by: principal.userId, change });
        return row;
      });
      return ok({ pricingPreferences: pricingRecord(companyId, saved) }, MSG.pricingSaved);
    },
  );
}
