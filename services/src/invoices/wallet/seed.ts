import type { Kysely, Transaction } from 'kysely';
import {
  addDays,
  formatDayMonth,
  formatMonth,
  istMonthOf,
  istTimeOn,
  istToday,
  type WalletCode,
  type WalletTransactionType,
} from '@parcelo/common';
import { DEMO_COMPANIES } from '../../demo.js';
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

/** `days` ago at `hour`:`minute` in India. */
const istAt = (now: Date, days: number, hour: number, minute = 0): Date =>
  istTimeOn(addDays(istToday(now), -days), hour, minute);

interface Profile {
  short: string;
  seed: number;
  /** Orders shipped a day, lowest and highest. */
  orders: [number, number];
  /** Paise per order shipped. */
  shipping: number;
  openingRecharge: number;
  recharge: number;
  platform: number;
  storage: { paise: number; what: string };
  whatsApp: boolean;
  recharger: string;
}

const PROFILES: Record<string, Profile> = {
  [DEMO_COMPANIES.chai]: {
    short: 'cpn',
    seed: 0xc001,
    orders: [9, 24],
    shipping: 6_200,
    openingRecharge: 2_500_000,
    recharge: 1_000_000,
    platform: 299_900,
    storage: { paise: 450_000, what: '18 pallets at Okhla' },
    whatsApp: true,
    recharger: 'Aarav Sharma',
  },
  [DEMO_COMPANIES.threads]: {
    short: 'bt',
    seed: 0xc002,
    orders: [5, 15],
    shipping: 7_400,
    openingRecharge: 1_500_000,
    recharge: 750_000,
    platform: 199_900,
    storage: { paise: 312_500, what: '250 units at Bhiwandi' },
    whatsApp: false,
    recharger: 'Priya Nair',
  },
};

/**
 * A month of a demo seller's wallet, oldest first: an opening manual recharge, online
 * recharges every week or so, a COD adjustment, the month's platform and storage charges and
 * each day's shipping, SMS and WhatsApp charges. Keys start with `demo:`, so postings the
 * product makes for real never meet them, and seeding again adds nothing.
 */
export function demoWalletEntries(companyId: string, profile: Profile, now = new Date()): WalletEntry[] {
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
  const monthStart = istAt(now, 29, 0);
  add(29, 1, 'DEBIT', '202', profile.platform, `Platform charges for ${formatMonth(istMonthOf(monthStart))}`);
  add(29, 2, 'DEBIT', '205', profile.storage.paise, `Storage charges: ${profile.storage.what}`);
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
    add(
      days,
      18,
      'DEBIT',
      '201',
      orders * profile.shipping + between(0, 4) * 1_800,
      `Lightning shipping charges: ${orders} orders shipped on ${day}`,
    );
    const texts = orders * 2 + between(0, 6);
    add(days, 20, 'DEBIT', '203', texts * 25, `SMS charges: ${texts} texts on ${day}`);
    if (profile.whatsApp) {
      const messages = orders + between(0, 5);
      add(days, 21, 'DEBIT', '204', messages * 85, `WhatsApp message charges: ${messages} messages on ${day}`);
    }
  }
  return entries;
}

/** Posts demo entries: the ledger itself, or the invoices seed gathering every part's into date order. */
export type PostDemoEntries = (tx: Transaction<InvoicesDB>, entries: WalletEntry[]) => Promise<unknown>;

/** Each demo seller's month of wallet history; answers how many transactions it gave. */
export async function seedWallet(db: Kysely<InvoicesDB>, post: PostDemoEntries = postWalletEntries): Promise<number> {
  let added = 0;
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
    const entries = demoWalletEntries(companyId, profile);
    await db.transaction().execute((tx) => post(tx, entries));
    added += entries.length;
  }
  return added;
}
