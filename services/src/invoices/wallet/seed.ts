import type { Kysely, Transaction } from 'kysely';
import {
  addDays,
  addMonths,
  formatDayMonth,
  istMonthOf,
  istMonthRange,
  istTimeOn,
  istToday,
  PLATFORM_RATE_CARD,
  paiseOfRupeeFigure,
  priceOf,
  zoneOf,
  type PricingPreferencesRecord,
  type WalletCode,
  type WalletTransactionType,
} from '@parcelo/common';
import { DEMO_COMPANIES } from '../../demo.js';
import { SHIPPED, demoOrders, demoPickup, type DemoOrder } from '../../demoOrders.js';
import { config } from '../../platform/index.js';
import { FREIGHT_CODE, freightDescription } from '../charges/freight.js';
import type { ServiceApis } from '../../platform/index.js';
import { monthChargeEntries } from '../billingInvoices/run.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries, type WalletEntry } from './ledger.js';

/** A repeatable stream of numbers in [0, 1), so every seeded database tells the same story. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HOUR = 3_600_000;

/** `days` ago at `hour`:`minute` in India. */
const istAt = (now: Date, days: number, hour: number, minute = 0): Date =>
  istTimeOn(addDays(istToday(now), -days), hour, minute);

interface Profile {
  short: string;
  seed: number;
  /** Orders texted about a day, lowest and highest. */
  orders: [number, number];
  openingRecharge: number;
  recharge: number;
  whatsApp: boolean;
  recharger: string;
}

const PROFILES: Record<string, Profile> = {
  [DEMO_COMPANIES.chai]: {
    short: 'cpn',
    seed: 0xc001,
    orders: [9, 24],
    openingRecharge: 3_000_000,
    recharge: 1_600_000,
    whatsApp: true,
    recharger: 'Aarav Sharma',
  },
  [DEMO_COMPANIES.threads]: {
    short: 'bt',
    seed: 0xc002,
    orders: [5, 15],
    openingRecharge: 2_500_000,
    recharge: 1_600_000,
    whatsApp: false,
    recharger: 'Priya Nair',
  },
};

/**
 * A month of a demo seller's wallet, oldest first: an opening manual recharge, online
 * recharges every week or so, a COD adjustment, each shipment's freight (see demoFreight), each day's SMS and WhatsApp charges,
 * and `monthly` (last month's platform and storage charges, see demoMonthCharges). Keys start
 * with `demo:`, so postings the product makes for real never meet them, and seeding again adds
 * nothing.
 */
export function demoWalletEntries(
  companyId: string,
  profile: Profile,
  now = new Date(),
  monthly: WalletEntry[] = [],
): WalletEntry[] {
  const next = random(profile.seed);
  const between = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const entries: WalletEntry[] = [];
  const add = (
    days: number,
    hour: number,
    type: WalletTransactionType,
    code: WalletCode,
    amountPaise: number,
    description: string,
    extra: Partial<WalletEntry> = {},
  ) => {
    const createdAt = istAt(now, days, hour, between(0, 59));
    // Nothing dated in the future: today's entries stop at the current hour.
    if (createdAt.getTime() > now.getTime()) return;
    entries.push({
      companyId,
      type,
      code,
      amountPaise,
      description,
      key: `demo:${profile.short}:${createdAt.toISOString().slice(0, 10)}:${code}:${entries.length}`,
      createdAt,
      enforceFloor: false,
      ...extra,
    });
  };

  add(30, 10, 'CREDIT', '100', profile.openingRecharge, 'Manual recharge by bank transfer (NEFT)', {
    reference: `UTR N${String(between(10_000_000, 99_999_999))}`,
    createdBy: 'Finance, Parcelo',
  });
  // The wallet was funded before anything was charged: on the 31st of a 31-day month the 1st's run is 30 days back.
  const firstCharge = Math.min(...monthly.map((e) => e.createdAt?.getTime() ?? now.getTime()));
  const opening = entries[0];
  if (opening?.createdAt && opening.createdAt.getTime() >= firstCharge)
    opening.createdAt = new Date(firstCharge - HOUR);
  entries.push(...monthly, ...demoFreight(companyId, now));
  for (let days = 29; days >= 0; days--) {
    const orders = between(...profile.orders);
    const day = formatDayMonth(istAt(now, days, 12));
    if ([26, 19, 12, 5].includes(days))
      add(days, 9, 'CREDIT', '102', profile.recharge, 'Recharge via Razorpay', {
        reference: `pay_${Math.floor(next() * 36 ** 10)
          .toString(36)
          .padStart(10, '0')}`,
        createdBy: profile.recharger,
      });
    if (days === 15)
      add(days, 11, 'CREDIT', '101', between(400_000, 900_000) + 50, 'COD remittance adjusted into the wallet', {
        reference: `COD cycle ${formatDayMonth(istAt(now, 22, 12))}`,
      });
    const texts = orders * 2 + between(0, 6);
    add(days, 20, 'DEBIT', '203', texts * 25, `SMS charges: ${texts} texts on ${day}`);
    if (profile.whatsApp) {
      const messages = orders + between(0, 5);
      add(days, 21, 'DEBIT', '204', messages * 85, `WhatsApp message charges: ${messages} messages on ${day}`);
    }
  }
  return entries;
}

/** A demo order's parcel as OMS seeds it: its AWBs, weight and size come from the order's own draws. */
export function demoParcel(o: DemoOrder) {
  const d = o.draws;
  return {
    awb: `PC${String(Math.floor(d[6]! * 1e10)).padStart(10, '0')}`,
    deliveryAwb: o.partner
      ? `${o.partner.slice(0, 2).toUpperCase()}${String(Math.floor(d[7]! * 1e9)).padStart(9, '0')}`
      : null,
    weightKg: Math.round((0.2 + d[2]! * 2.8) * 1000) / 1000,
    dimensions: {
      length: 10 + Math.floor(d[3]! * 30),
      breadth: 10 + Math.floor(d[4]! * 20),
      height: 5 + Math.floor(d[5]! * 15),
    },
  };
}

/**
 * The freight of each demo shipment whose courier assigned its AWB in the last 30 days, debited
 * then as booking debits it: under the courier's AWB, priced on the platform's card (the demo
 * orders' couriers have no card of the seller's), keyed like a live booking's.
 */
function demoFreight(companyId: string, now: Date): WalletEntry[] {
  const since = istAt(now, 29, 0).getTime();
  return demoOrders(config().demoOrders, now.getTime()).flatMap((o): WalletEntry[] => {
    const at = o.steps.find((s) => s.status === 'READY_TO_SHIP')?.at;
    const parcel = demoParcel(o);
    if (o.companyId !== companyId || !SHIPPED.has(o.status) || !parcel.deliveryAwb || !at) return [];
    if (at.getTime() < since || at.getTime() > now.getTime()) return [];
    const price = priceOf(PLATFORM_RATE_CARD, zoneOf(demoPickup(o.warehouseId), o.address), {
      weightKg: parcel.weightKg,
      dimensions: parcel.dimensions,
      cod: o.paymentMode === 'COD',
      orderValuePaise: o.lines.reduce((sum, l) => sum + l.quantity * paiseOfRupeeFigure(l.price), 0),
    });
    const booking = {
      companyId,
      orderId: o.id,
      shopOrderId: `${o.prefix}-${String(100000 + o.n)}`,
      awb: parcel.deliveryAwb,
      courierName: o.partner!,
      partnerName: o.partner!,
      chargeableGrams: price.chargeableGrams,
      amountPaise: price.totalPaise,
    };
    return [
      {
        companyId,
        type: 'DEBIT',
        amountPaise: price.totalPaise,
        code: FREIGHT_CODE,
        description: freightDescription(booking),
        key: `demo:freight:${o.id}:${parcel.deliveryAwb}`,
        reference: parcel.deliveryAwb,
        createdAt: at,
        enforceFloor: false,
      },
    ];
  });
}

/** Posts demo entries: the ledger itself, or the invoices seed gathering every part's into date order. */
export type PostDemoEntries = (tx: Transaction<InvoicesDB>, entries: WalletEntry[]) => Promise<unknown>;

/**
 * Last month's platform and storage charges of a demo seller, as the billing run on the 1st
 * posted them (same keys, so the run of that month finds them posted and invoices them): from
 * the seller's rate card in UMS and the units WMS counts on its shelves, asked as the run asks.
 */
async function demoMonthCharges(apis: ServiceApis, companyId: string, now: Date): Promise<WalletEntry[]> {
  const [{ pricingPreferences }, { units }] = await Promise.all([
    apis.ums.getUmsTsPricingPreferences<{ pricingPreferences: PricingPreferencesRecord }>({
      internal: true,
      query: { companyId },
    }),
    apis.wms.getInternalInventoryUnitsByCompanyId<{ units: number }>({ params: { companyId }, internal: true }),
  ]);
  const month = addMonths(istMonthOf(now), -1);
  // An hour into the 1st; on the 1st before then, now.
  const postedAt = new Date(Math.min(now.getTime(), istMonthRange(month).end.getTime() + HOUR));
  return monthChargeEntries(companyId, pricingPreferences, units, month).map((e) => ({ ...e, createdAt: postedAt }));
}

/**
 * Each demo seller's month of wallet history; answers how many transactions it gave. Without
 * the other services to ask (`npm run seed` on its own), it has no platform or storage charges:
 * no figure is made up in their place.
 */
export async function seedWallet(
  db: Kysely<InvoicesDB>,
  post: PostDemoEntries = postWalletEntries,
  apis?: ServiceApis,
): Promise<number> {
  let added = 0;
  const now = new Date();
  for (const [companyId, profile] of Object.entries(PROFILES)) {
    // A month is told once: seeded again on a later day, it would add days before the ones
    // there and the running balance would no longer follow the dates.
    const told = await db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('company_id', '=', companyId)
      .where('idempotency_key', 'like', 'demo:%')
      .limit(1)
      .executeTakeFirst();
    if (told) continue;
    const monthly = apis
      ? await demoMonthCharges(apis, companyId, now).catch((err: unknown) => {
          // A stack without UMS or WMS (services run on their own): none rather than made-up ones.
          console.warn(`Demo platform and storage charges not seeded: ${String(err)}`);
          return [];
        })
      : [];
    const entries = demoWalletEntries(companyId, profile, now, monthly);
    await db.transaction().execute((tx) => post(tx, entries));
    added += entries.length;
  }
  return added;
}
