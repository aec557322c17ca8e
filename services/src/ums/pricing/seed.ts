import type { Kysely } from 'kysely';
import { DEMO_COMPANIES } from '../../demo.js';
import type { UmsDB } from '../db.js';

const DAY = 86_400_000;

/**
 * The demo sellers' rate cards, in paise: base ₹30 a shipment, ₹45 up to 2 kg and ₹18 a kg
 * after, COD ₹35 or 1.75 %, RTO ₹40, SMS ₹0.25, WhatsApp ₹0.80, the platform ₹999 a month,
 * storage ₹2 a unit between ₹500 and ₹25,000 a month, COD remitted 7 days after delivery.
 * Set by the demo admin before the month of charges began. The demo wallets' monthly platform
 * and storage charges are worked out from it (asked of UMS), never typed.
 */
const DEMO_CARD = {
  lightning_base_charges: 3_000,
  lightning_price_upto_2kgs: 4_500,
  lightning_price_after_2kgs: 1_800,
  cod_handling_charges: 3_500,
  cod_handling_bps: 175,
  rto_processing_charges: 4_000,
  sms_charges: 25,
  whatsapp_message_charges: 80,
  platform_charges: 99_900,
  storage_charge_type: 'perUnitCharges',
  storage_charges: 200,
  minimum_storage_charges: 50_000,
  maximum_storage_charges: 2_500_000,
  cod_remittance_days: 7,
} as const;

const DEMO_ADMIN = '00000000-0000-4000-8000-00000000b004';

/** Each demo seller's rate card, unless one was set since. */
export async function seedPricing(db: Kysely<UmsDB>): Promise<number> {
  const result = await db
    .insertInto('pricing_preferences')
    .values(
      [DEMO_COMPANIES.chai, DEMO_COMPANIES.threads].map((company_id) => ({
        company_id,
        ...DEMO_CARD,
        updated_by: DEMO_ADMIN,
        updated_at: new Date(Date.now() - 40 * DAY),
      })),
    )
    .onConflict((oc) => oc.column('company_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
