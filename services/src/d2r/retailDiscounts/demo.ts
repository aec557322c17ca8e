import type { Kysely } from 'kysely';
import { addDays, istToday, percentToBasisPoints, type RetailCluster, type RetailerClass } from '@parcelo/common';
import { DEMO_CATALOGUES, DEMO_COMPANIES } from '../../demo.js';
import type { D2rDB } from '../db.js';

/** A fixed id per demo discount, so seeding again adds nothing. */
const demoDiscountId = (n: number) => `00000000-0000-4000-9d30-${String(n).padStart(12, '0')}`;

type Demo = {
  sku: string;
  to: { cls: RetailerClass } | { cluster: RetailCluster } | 'all';
  /** As typed in the form. */
  percent: string;
  /** India days from today, both included. */
  from: number;
  until: number;
};

// Chai Point's trade terms: a standing discount for every shop on its best sellers, more for its
// biggest buyers (class A and B), a push in two areas, and one offer that ended last month.
const DEMO: readonly Demo[] = [
  { sku: 'CHAI-MSL-250', to: 'all', percent: '5', from: -60, until: 120 },
  { sku: 'CHAI-MSL-250', to: { cls: 'A' }, percent: '10', from: -30, until: 90 },
  { sku: 'CHAI-CTC-500', to: 'all', percent: '4', from: -60, until: 120 },
  { sku: 'CHAI-CTC-500', to: { cls: 'B' }, percent: '7.50', from: -15, until: 45 },
  { sku: 'CHAI-DJF-100', to: { cluster: 'Gurgaon' }, percent: '8', from: -7, until: 23 },
  { sku: 'CHAI-GLG-200', to: { cluster: 'Noida' }, percent: '6.25', from: 0, until: 30 },
  { sku: 'CHAI-KHW-100', to: 'all', percent: '12', from: -75, until: -40 },
];

/** The demo brand's discounts, dated from today so they read the same on any day. */
export function demoRetailDiscounts(now: number) {
  const today = istToday(new Date(now));
  const titles = new Map((DEMO_CATALOGUES[DEMO_COMPANIES.chai] ?? []).map((p) => [p.sku, p.title]));
  return DEMO.filter((d) => titles.has(d.sku)).map((d, n) => ({
    id: demoDiscountId(n + 1),
    company_id: DEMO_COMPANIES.chai,
    sku: d.sku,
    product_title: titles.get(d.sku)!,
    applies_to: d.to === 'all' ? 'ALL' : 'cls' in d.to ? 'CLASS' : 'CLUSTER',
    retailer_class: d.to !== 'all' && 'cls' in d.to ? d.to.cls : null,
    retail_cluster: d.to !== 'all' && 'cluster' in d.to ? d.to.cluster : null,
    basis_points: percentToBasisPoints(d.percent)!,
    starts_on: addDays(today, d.from),
    ends_on: addDays(today, d.until),
    created_at: new Date(now - (60 - n) * 86_400_000),
    updated_at: new Date(now - (60 - n) * 86_400_000),
  }));
}

/** Adds the demo brand's retail discounts where missing. */
export async function seedDemoRetailDiscounts(db: Kysely<D2rDB>, now: number): Promise<number> {
  const result = await db
    .insertInto('retail_discounts')
    .values(demoRetailDiscounts(now))
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
