import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WEIGHED_STATUSES, chargeableGrams, shippingChargeOf, type DiscrepancyStatus } from '@parcelo/common';
import { DEMO_COMPANIES } from '../../demo.js';
import { demoOrders } from '../../demoOrders.js';
import { config } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries, type WalletEntry } from '../wallet/ledger.js';
import { demoParcel, type PostDemoEntries } from '../wallet/seed.js';

const DAY = 86_400_000;
const SLAB_GRAMS = 500;
/** The demo sellers' rate card (as UMS seeds it): ₹30 a shipment, ₹45 up to 2 kg, ₹18 a kg after. */
const DEMO_RATES = { lightningBaseCharges: 3_000, lightningPriceUpto2Kgs: 4_500, lightningPriceAfter2Kgs: 1_800 };

/** What became of each demo shipment's re-weighing, in order: three waiting, two disputed, one refunded, one credit. */
const PLAN: { status: DiscrepancyStatus; extraGrams: number; remark: string; dispute?: string; resolution?: string }[] =
  [
    { status: 'OPEN', extraGrams: 1_200, remark: 'Re-weighed at Okhla hub' },
    { status: 'OPEN', extraGrams: 2_600, remark: 'Courier weight audit, week 47' },
    { status: 'OPEN', extraGrams: 900, remark: 'Re-weighed at Bhiwandi hub' },
    {
      status: 'DISPUTED',
      extraGrams: 1_700,
      remark: 'Courier weight audit, week 47',
      dispute: 'Packed at 1.1 kg on our scale; the box was not opened or repacked.',
    },
    {
      status: 'DISPUTED',
      extraGrams: 3_100,
      remark: 'Re-weighed at Okhla hub',
      dispute: 'Same SKU ships at under 2 kg every day. Please check the scale calibration.',
    },
    {
      status: 'RESOLVED_REFUNDED',
      extraGrams: 2_200,
      remark: 'Courier weight audit, week 46',
      dispute: 'Weighed 0.9 kg at dispatch, photo with the packing team.',
      resolution: 'Courier accepted the scale photo; difference refunded.',
    },
    { status: 'ACCEPTED', extraGrams: -2_000, remark: 'Lighter than declared on re-weighing' },
  ];

/**
 * A few shipping adjustments for each demo seller's recent shipped orders, with their wallet
 * debits, credits and refunds, at their own dates: open ones under Billing > Actions, disputes
 * for the admin. Orders are the demo orders OMS seeds (same AWBs, weights and sizes).
 */
export async function seedShippingAdjustments(
  db: Kysely<InvoicesDB>,
  post: PostDemoEntries = postWalletEntries,
): Promise<number> {
  const now = Date.now();
  const orders = demoOrders(config().demoOrders, now);
  let added = 0;
  for (const companyId of [DEMO_COMPANIES.chai, DEMO_COMPANIES.threads]) {
    const recent = orders
      .filter(
        (o) =>
          o.companyId === companyId &&
          WEIGHED_STATUSES.has(o.status) &&
          o.createdAt.getTime() > now - 28 * DAY &&
          o.createdAt.getTime() < now - 4 * DAY,
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, PLAN.length);
    for (const [i, o] of recent.entries()) {
      const plan = PLAN[i]!;
      const { awb, weightKg, dimensions } = demoParcel(o);
      const seen = await db.selectFrom('weight_discrepancies').select('id').where('awb', '=', awb).executeTakeFirst();
      if (seen) continue;
      const declared = chargeableGrams(weightKg, dimensions, SLAB_GRAMS);
      const measuredGrams = Math.max(300, declared + plan.extraGrams);
      const previous = shippingChargeOf(DEMO_RATES, { chargeableGrams: declared });
      const measured = shippingChargeOf(DEMO_RATES, {
        chargeableGrams: chargeableGrams(measuredGrams / 1000, dimensions, SLAB_GRAMS),
      });
      const difference = measured - previous;
      const last = o.steps.at(-1)!.at.getTime();
      // Re-weighed a day or three after its last scan, as couriers' audits come in.
      const createdAt = new Date(Math.min(last + (1 + (i % 3)) * DAY, now - 3 * 3600_000));
      const respondedAt = new Date(Math.min(createdAt.getTime() + DAY, now - 2 * 3600_000));
      const resolvedAt = new Date(Math.min(respondedAt.getTime() + DAY, now - 3600_000));
      const id = randomUUID();
      // A debit the brand must answer needs a difference; a heavier parcel may still be in the same tier.
      const status: DiscrepancyStatus = difference > 0 ? plan.status : 'ACCEPTED';
      const disputed = status === 'DISPUTED' || status === 'RESOLVED_REFUNDED';
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('weight_discrepancies')
          .values({
            id,
            company_id: companyId,
            awb,
            order_id: o.id,
            shop_order_id: `${o.prefix}-${String(100000 + o.n)}`,
            sequence: 1,
            declared_grams: Math.round(weightKg * 1000),
            measured_grams: measuredGrams,
            previous_charge_paise: previous,
            measured_charge_paise: measured,
            difference_paise: difference,
            status,
            remark: plan.remark,
            dispute_remark: disputed ? (plan.dispute ?? null) : null,
            resolution_remark: status === 'RESOLVED_REFUNDED' ? (plan.resolution ?? null) : null,
            uploaded_by: 'Parcelo Admin',
            responded_by: status === 'OPEN' ? null : 'Demo Seller',
            resolved_by: status === 'RESOLVED_REFUNDED' ? 'Parcelo Admin' : null,
            created_at: createdAt,
            responded_at: status === 'OPEN' ? null : respondedAt,
            resolved_at: status === 'RESOLVED_REFUNDED' ? resolvedAt : null,
          })
          .execute();
        const entries: WalletEntry[] = [];
        if (difference !== 0)
          entries.push({
            companyId,
            type: difference > 0 ? 'DEBIT' : 'CREDIT',
            amountPaise: Math.abs(difference),
            code: '201',
            description: `Shipping adjustment for AWB ${awb}: declared ${weightKg} kg, measured ${measuredGrams / 1000} kg`,
            key: `adj:${awb}:1`,
            reference: awb,
            createdBy: 'Parcelo Admin',
            createdAt,
            enforceFloor: false,
          });
        if (status === 'RESOLVED_REFUNDED')
          entries.push({
            companyId,
            type: 'CREDIT',
            amountPaise: difference,
            code: '201',
            description: `Weight dispute upheld for AWB ${awb}: shipping adjustment refunded`,
            key: `adjrefund:${id}`,
            reference: awb,
            createdBy: 'Parcelo Admin',
            createdAt: resolvedAt,
          });
        if (entries.length) await post(tx, entries);
      });
      added++;
    }
  }
  return added;
}
