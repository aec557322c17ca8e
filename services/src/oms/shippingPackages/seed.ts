import type { Kysely } from 'kysely';
import { DEMO_COMPANIES } from '../../demo.js';
import type { OmsDB } from '../db.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoPackage {
  id: string;
  companyId: string;
  name: string;
  code: string;
  /** Length, width, height in cm. */
  sides: [number, number, number];
  grams: number;
  /** Added this many days ago: the default came first, the rest as the range grew. */
  daysAgo: number;
  isDefault?: true;
  inactive?: true;
}

const chai = DEMO_COMPANIES.chai;
const threads = DEMO_COMPANIES.threads;
const id = (n: number) => `00000000-0000-4000-8000-0000000e000${n}`;

const DEMO_PACKAGES: DemoPackage[] = [
  {
    id: id(1),
    companyId: chai,
    name: 'Tea caddy box',
    code: 'CPN-CADDY',
    sides: [12, 12, 18],
    grams: 90,
    daysAgo: 150,
    isDefault: true,
  },
  {
    id: id(2),
    companyId: chai,
    name: 'Gift hamper carton',
    code: 'CPN-HAMPER',
    sides: [35, 25, 15],
    grams: 320,
    daysAgo: 120,
  },
  { id: id(3), companyId: chai, name: 'Sachet mailer', code: 'CPN-MAILER', sides: [22, 16, 3], grams: 25, daysAgo: 95 },
  {
    id: id(4),
    companyId: chai,
    name: 'Bulk kilo carton',
    code: 'CPN-BULK',
    sides: [40, 30, 30],
    grams: 550,
    daysAgo: 60,
  },
  {
    id: id(5),
    companyId: chai,
    name: 'Festive tin box (2024)',
    code: 'CPN-TIN24',
    sides: [20, 20, 20],
    grams: 240,
    daysAgo: 300,
    inactive: true,
  },
  {
    id: id(6),
    companyId: threads,
    name: 'Kurta polybag',
    code: 'BT-POLY',
    sides: [35, 28, 4],
    grams: 40,
    daysAgo: 140,
    isDefault: true,
  },
  {
    id: id(7),
    companyId: threads,
    name: 'Saree gift box',
    code: 'BT-SAREE',
    sides: [38, 30, 8],
    grams: 260,
    daysAgo: 45,
  },
];

/** The demo sellers' packages, each seller with its default, and one Chai Point Naturals no longer uses. */
export async function seedShippingPackages(db: Kysely<OmsDB>): Promise<number> {
  const now = Date.now();
  const rows = await db
    .insertInto('shipping_packages')
    .values(
      DEMO_PACKAGES.map((p) => ({
        id: p.id,
        company_id: p.companyId,
        name: p.name,
        code: p.code,
        length_cm: p.sides[0],
        width_cm: p.sides[1],
        height_cm: p.sides[2],
        weight_gm: p.grams,
        is_default: !!p.isDefault,
        active: !p.inactive,
        created_at: new Date(now - p.daysAgo * DAY_MS),
        updated_at: new Date(now - p.daysAgo * DAY_MS),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
