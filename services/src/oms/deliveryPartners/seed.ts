import type { Kysely } from 'kysely';
import { ZONES, courierOf, type CourierCode, type RateCard, type Zone } from '@parcelo/common';
import { sealSecret, secretHint } from '@parcelo/common/secrets';
import { DEMO_COMPANIES } from '../../demo.js';
import type { OmsDB } from '../db.js';

const card = (
  rates: Record<Zone, [number, number, number]>,
  codFixedPaise: number,
  codBasisPoints: number,
): RateCard => ({
  slabGrams: 500,
  zones: Object.fromEntries(
    ZONES.map((z) => [z, { basePaise: rates[z][0], additionalPaise: rates[z][1], days: rates[z][2] }]),
  ) as RateCard['zones'],
  codFixedPaise,
  codBasisPoints,
});

/** A surface courier, cheaper on every route, and an air one that is dearer but faster. */
const SURFACE = card(
  {
    WITHIN_CITY: [3000, 2500, 2],
    WITHIN_STATE: [3800, 3000, 3],
    METRO_TO_METRO: [4500, 3800, 4],
    REST_OF_INDIA: [5200, 4500, 5],
    SPECIAL: [7500, 6000, 8],
  },
  3000,
  150,
);
const AIR = card(
  {
    WITHIN_CITY: [4200, 3500, 1],
    WITHIN_STATE: [5000, 4200, 2],
    METRO_TO_METRO: [5600, 4800, 2],
    REST_OF_INDIA: [6500, 5500, 3],
    SPECIAL: [9000, 7500, 5],
  },
  4000,
  200,
);

const DEMO_PARTNERS: {
  id: string;
  companyId: string;
  courier: CourierCode;
  name: string;
  priority: number;
  card: RateCard;
}[] = [
  {
    id: '00000000-0000-4000-8000-0000000d0001',
    companyId: DEMO_COMPANIES.chai,
    courier: 'DELHIVERY',
    name: 'Delhivery Surface',
    priority: 1,
    card: SURFACE,
  },
  {
    id: '00000000-0000-4000-8000-0000000d0002',
    companyId: DEMO_COMPANIES.chai,
    courier: 'BLUEDART',
    name: 'Blue Dart Air',
    priority: 2,
    card: AIR,
  },
  {
    id: '00000000-0000-4000-8000-0000000d0003',
    companyId: DEMO_COMPANIES.threads,
    courier: 'XPRESSBEES',
    name: 'Xpressbees Surface',
    priority: 1,
    card: SURFACE,
  },
  {
    id: '00000000-0000-4000-8000-0000000d0004',
    companyId: DEMO_COMPANIES.threads,
    courier: 'DTDC',
    name: 'DTDC Express',
    priority: 2,
    card: AIR,
  },
];

/**
 * Two delivery partners for each demo seller, serving every directory pincode, and a few of
 * its ready-to-ship orders handed to each, so /awaiting-pickup has counts. Added once: a
 * partner already there (or removed by hand after its orders were assigned) is left alone.
 */
export async function seedDeliveryPartners(db: Kysely<OmsDB>, perPartner = 4): Promise<number> {
  let added = 0;
  for (const p of DEMO_PARTNERS) {
    const key = `demo-${p.courier.toLowerCase()}-key-${p.id.slice(-3)}`;
    const inserted = await db
      .insertInto('delivery_partners')
      .values({
        id: p.id,
        company_id: p.companyId,
        courier: p.courier,
        name: p.name,
        credentials: sealSecret(key),
        credentials_hint: secretHint(key),
        priority: p.priority,
        all_pincodes: true,
        all_forward: true,
        all_reverse: true,
        all_cod: true,
        rate_card: JSON.stringify(p.card),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    if (!inserted.length) continue;
    added += 1;
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .where('company_id', '=', p.companyId)
      .where('status', 'in', ['READY_TO_SHIP', 'packed'])
      .where('delivery_partner_id', 'is', null)
      .where('delivery_awb', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(perPartner)
      .execute();
    const prefix = courierOf(p.courier)!.awbPrefix;
    for (const [i, o] of orders.entries()) {
      const awb = `${prefix}${p.id.slice(-3)}${String(1_000_000 + i).padStart(7, '0')}`;
      await db
        .updateTable('orders')
        .set({ delivery_partner_id: p.id, delivery_partner: p.name, shipper: p.name, delivery_awb: awb })
        .where('id', '=', o.id)
        .execute();
      await db
        .insertInto('shipments')
        .values({ order_id: o.id, company_id: p.companyId, partner_id: p.id, awb, created_at: o.created_at })
        .onConflict((oc) => oc.doNothing())
        .execute();
      added += 1;
    }
  }
  return added;
}
