import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  MSG,
  type PACKAGE_SEARCH_FIELDS,
  type ShippingPackageCreateBody,
  type ShippingPackageUpdateBody,
  type ShippingPackageRecord,
} from '@parcelo/common';
import { badRequest, likePattern, notFound, sortKey, type z, type Page } from '../../platform/index.js';
import type { OmsDB } from '../db.js';

export type ShippingPackageRow = Selectable<OmsDB['shipping_packages']>;

export const packageRecord = (p: ShippingPackageRow): ShippingPackageRecord => ({
  id: p.id,
  companyId: p.company_id,
  name: p.name,
  code: p.code,
  packageLength: p.length_cm,
  packageWidth: p.width_cm,
  packageHeight: p.height_cm,
  packageWeight: p.weight_gm,
  default: p.is_default,
  active: p.active,
  createdAt: p.created_at.toISOString(),
  updatedAt: p.updated_at.toISOString(),
});

const SORT_COLUMNS = { createdAt: 'created_at', name: 'name', code: 'code' } as const;
/**
 * Holds the company's packages for the rest of the transaction: their default is changed (and
 * a first package added) by one request at a time, each seeing what the one before it left,
 * so however many arrive at once the company ends with one default and no request fails.
 */
const lockPackages = (tx: Transaction<OmsDB>, companyId: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`shipping_packages:${companyId}`}, 0))`.execute(tx);

/** The company's default package, whose measurements orders placed without their own take. */
export async function defaultPackages(db: Kysely<OmsDB>, companyIds: readonly string[]) {
  if (!companyIds.length) return new Map<string, ShippingPackageRow>();
  const rows = await db
    .selectFrom('shipping_packages')
    .selectAll()
    .where('company_id', 'in', [...new Set(companyIds)])
    .where('is_default', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.company_id, r]));
}

/** Which packages a list shows, beyond the company. */
export interface PackageFilter {
  active?: 0 | 1 | null;
  searchBy?: (typeof PACKAGE_SEARCH_FIELDS)[number];
  searchValue?: string;
}

/** A page of the company's (or, for an admin naming none, everyone's) packages, and how many the filter finds. */
export async function findPackages(
  db: Kysely<OmsDB>,
  companyId: string | undefined,
  where: PackageFilter,
  page: Page & { by: string },
) {
  const { limit, offset, order } = page;
  let q = db.selectFrom('shipping_packages');
  if (companyId) q = q.where('company_id', '=', companyId);
  if (where.active === 0 || where.active === 1) q = q.where('active', '=', where.active === 1);
  if (where.searchValue) {
    const column = where.searchBy ?? 'name';
    q = q.where(sql`lower(${sql.ref(column)})`, 'like', likePattern(where.searchValue.toLowerCase(), 'contains'));
  }
  const column = SORT_COLUMNS[page.by as keyof typeof SORT_COLUMNS];
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy(sortKey(column), order).orderBy('id', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function packagesByIds(db: Kysely<OmsDB>, companyId: string | undefined, ids: string[]) {
  let q = db.selectFrom('shipping_packages').selectAll().where('id', 'in', ids);
  if (companyId) q = q.where('company_id', '=', companyId);
  return q.execute();
}

/** Adds an active package; the company's first becomes its default. */
export async function createPackage(
  db: Kysely<OmsDB>,
  companyId: string,
  p: z.output<typeof ShippingPackageCreateBody>['shippingPackage'],
) {
  return db.transaction().execute(async (tx) => {
    await lockPackages(tx, companyId);
    const hasDefault = await tx
      .selectFrom('shipping_packages')
      .select('id')
      .where('company_id', '=', companyId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    return tx
      .insertInto('shipping_packages')
      .values({
        id: randomUUID(),
        company_id: companyId,
        name: p.name,
        code: p.code,
        length_cm: p.packageLength,
        width_cm: p.packageWidth,
        height_cm: p.packageHeight,
        weight_gm: p.packageWeight,
        is_default: !hasDefault,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Changes a package the caller may see; answers it and the package that was the default before. */
export async function updatePackage(
  db: Kysely<OmsDB>,
  companyId: string | undefined,
  id: string,
  c: z.output<typeof ShippingPackageUpdateBody>['updatedData'],
) {
  const found = await db
    .selectFrom('shipping_packages')
    .select('company_id')
    .where('id', '=', id)
    .$if(!!companyId, (q) => q.where('company_id', '=', companyId!))
    .executeTakeFirst();
  if (!found) throw notFound();
  return db.transaction().execute(async (tx) => {
    await lockPackages(tx, found.company_id);
    const current = await tx.selectFrom('shipping_packages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const active = c.active ?? current.active;
    const isDefault = c.default ?? current.is_default;
    if (current.is_default && !isDefault) throw badRequest(MSG.packageDefaultUnset, 'default', 'NOT_ALLOWED');
    if (isDefault && !active)
      throw badRequest(
        current.is_default ? MSG.packageDefaultInactive : MSG.packageInactiveDefault,
        current.is_default ? 'active' : 'default',
        'NOT_ALLOWED',
      );
    const before =
      isDefault && !current.is_default
        ? await tx
            .updateTable('shipping_packages')
            .set({ is_default: false, updated_at: new Date() })
            .where('company_id', '=', current.company_id)
            .where('is_default', '=', true)
            .returningAll()
            .executeTakeFirst()
        : undefined;
    const updated = await tx
      .updateTable('shipping_packages')
      .set({
        ...(c.name !== undefined ? { name: c.name } : {}),
        ...(c.code !== undefined ? { code: c.code } : {}),
        ...(c.packageLength !== undefined ? { length_cm: c.packageLength } : {}),
        ...(c.packageWidth !== undefined ? { width_cm: c.packageWidth } : {}),
        ...(c.packageHeight !== undefined ? { height_cm: c.packageHeight } : {}),
        ...(c.packageWeight !== undefined ? { weight_gm: c.packageWeight } : {}),
        active,
        is_default: isDefault,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { updated, before };
  });
}
