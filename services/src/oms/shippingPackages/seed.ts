import type { Kysely } from 'kysely';
import { DEMO_COMPANIES } from '../../demo.js';
import type { OmsDB } from '../db.js';

type DemoPackage = [
  id: string,
  companyId: string,
  name: string,
  code: string,
  sides: [number, number, number],
  grams: number,
  flags?: { default?: true; inactive?: true },
];

const DEMO_PACKAGES: DemoPackage[] = [
  [
    '00000000-0000-4000-8000-0000000e0001',
    DEMO_COMPANIES.chai,
    'Tea caddy box',
    'CPN-CADDY',
    [12, 12, 18],
    90,
    { default: true },
  ],
  ['00000000-0000-4000-8000-0000000e0002', DEMO_COMPANIES.chai, 'Gift hamper carton', 'CPN-HAMPER', [35, 25, 15], 320],
  ['00000000-0000-4000-8000-0000000e0003', DEMO_COMPANIES.chai, 'Sachet mailer', 'CPN-MAILER', [22, 16, 3], 25],
  ['00000000-0000-4000-8000-0000000e0004', DEMO_COMPANIES.chai, 'Bulk kilo carton', 'CPN-BULK', [40, 30, 30], 550],
  [
    '00000000-0000-4000-8000-0000000e0005',
    DEMO_COMPANIES.chai,
    'Festive tin box (2024)',
    'CPN-TIN24',
    [20, 20, 20],
    240,
    { inactive: true },
  ],
  [
    '00000000-0000-4000-8000-0000000e0006',
    DEMO_COMPANIES.threads,
    'Kurta polybag',
    'BT-POLY',
    [35, 28, 4],
    40,
    { default: true },
  ],
  ['00000000-0000-4000-8000-0000000e0007', DEMO_COMPANIES.threads, 'Saree gift box', 'BT-SAREE', [38, 30, 8], 260],
];

/** The demo sellers' packages, each with its default, and one Chai Point Naturals no longer uses. */
export async function seedShippingPackages(db: Kysely<OmsDB>): Promise<number> {
  const rows = await db
    .insertInto('shipping_packages')
    .values(
      DEMO_PACKAGES.map(([id, companyId, name, code, [length, width, height], grams, flags]) => ({
        id,
        company_id: companyId,
        name,
        code,
        length_cm: length,
        width_cm: width,
        height_cm: height,
        weight_gm: grams,
        is_default: !!flags?.default,
        active: !flags?.inactive,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
