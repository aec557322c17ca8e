import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  MSG,
  PACKAGE_SEARCH_FIELDS,
  ShippingPackageCreateBody,
  ShippingPackageUpdateBody,
  fill,
  type ShippingPackageRecord,
} from '@parcelo/common';
import {
  byIdsRoute,
  badRequest,
  likePattern,
  listBody,
  notFound,
  ok,
  pageOf,
  sortKey,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
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

const ListBody = listBody(
  {
    companyId: z.string().uuid(MSG.notFound),
    /** Active 1, Inactive 0, All null (or absent). */
    active: z.union([z.literal(0), z.literal(1), z.null()]),
    searchBy: z.enum(PACKAGE_SEARCH_FIELDS),
    searchValue: z.string().trim().max(200),
  },
  ['createdAt', 'name', 'code'] as const,
);

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

/**
 * Shipping packages: the boxes a company ships in, with one default whose measurements
 * orders without their own take. Sellers work on their company's; admins name a company.
 */
export function shippingPackageRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  /** A company's packages, newest first unless sorted; filtered by active and searched by name or code. */
  app.post('/get-shipping-packages', { config: { access: 'member' }, schema: { body: ListBody } }, async (request) => {
    const { where } = request.body;
    const { companyId } = await ctx.auth.scope(request, where.companyId);
    const { limit, offset, order } = pageOf(request.body);
    let q = db.selectFrom('shipping_packages');
    if (companyId) q = q.where('company_id', '=', companyId);
    if (where.active === 0 || where.active === 1) q = q.where('active', '=', where.active === 1);
    if (where.searchValue) {
      const column = where.searchBy ?? 'name';
      q = q.where(sql`lower(${sql.ref(column)})`, 'like', likePattern(where.searchValue.toLowerCase(), 'contains'));
    }
    const column = SORT_COLUMNS[request.body.sortBy.by as keyof typeof SORT_COLUMNS];
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(sortKey(column), order).orderBy('id', order).limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ shippingPackages: rows.map(packageRecord), totalCount: Number(total.n) });
  });

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(app, '/shipping-packages/byIds', 'shippingPackages', async (ids, request) => {
    const { companyId } = await ctx.auth.scope(request, undefined);
    let q = db.selectFrom('shipping_packages').selectAll().where('id', 'in', ids);
    if (companyId) q = q.where('company_id', '=', companyId);
    return (await q.execute()).map(packageRecord);
  });

  /**
   * Adds a package, active. The code is its natural key: the same code again is refused (so
   * a retry without an idempotency key adds nothing either). A company's first package
   * becomes its default.
   */
  app.post(
    '/shipping-packages',
    { config: { access: 'member', idempotent: true }, schema: { body: ShippingPackageCreateBody } },
    async (request) => {
      const { shippingPackage: p, companyId: named } = request.body;
      const { companyId } = await ctx.auth.scope(request, named);
      if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
      const row = await db.transaction().execute(async (tx) => {
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
      return ok({ shippingPackage: packageRecord(row) }, MSG.packageCreated);
    },
  );

  /**
   * Changes a package. Making it the default takes the default from the one before in the
   * same transaction; the default stays active and stays the default until another is made
   * so (an inactive package cannot be the default). Another company's package is NOT_FOUND.
   */
  app.patch(
    '/shipping-packages',
    { config: { access: 'member' }, schema: { body: ShippingPackageUpdateBody } },
    async (request) => {
      const { id, updatedData: c } = request.body;
      const { companyId } = await ctx.auth.scope(request, undefined);
      const found = await db
        .selectFrom('shipping_packages')
        .select('company_id')
        .where('id', '=', id)
        .$if(!!companyId, (q) => q.where('company_id', '=', companyId!))
        .executeTakeFirst();
      if (!found) throw notFound();
      const result = await db.transaction().execute(async (tx) => {
        await lockPackages(tx, found.company_id);
        const current = await tx
          .selectFrom('shipping_packages')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
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
      const { updated: row, before } = result;
      const message =
        row.is_default && c.default === true ? fill(MSG.packageMadeDefault, { name: row.name }) : MSG.packageUpdated;
      // The package that was the default, so a list on screen can take its badge off.
      return ok(
        { shippingPackage: packageRecord(row), previousDefault: before ? packageRecord(before) : null },
        message,
      );
    },
  );
}
