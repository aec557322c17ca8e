import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG, fill, type Principal, type WarehouseCreateInput, type WarehouseType } from '@parcelo/common';
import type { lookupPincode } from '@parcelo/common/pincodes';
import { conflict, countsChanged, isAdminType, likePattern, sortKey, type z, type Page } from '../../platform/index.js';
import { ensureStockRows } from '../catalogue/service.js';
import type { WmsDB } from '../db.js';
import { warehouseAddress, warehouseNameKey, warehouseRecords } from './records.js';

type Db = Kysely<WmsDB>;

export interface Attachment {
  companyId: string;
  warehouseId: string;
  warehouseType: WarehouseType;
  gstNumber: string;
  fssaiNumber: string | null;
  own?: boolean;
}

/**
 * Attaches a warehouse to a company, or changes an attachment's details: the (company,
 * warehouse) pair is the natural key, so a retried attach changes nothing more. The company's
 * switches stay as they were on a repeat; a new attachment starts active. The caller marks the
 * company's counts stale (on the service's database, not a transaction's) once it is done.
 */
export async function attachWarehouse(db: Db, a: Attachment): Promise<void> {
  await db
    .insertInto('company_warehouses')
    .values({
      company_id: a.companyId,
      warehouse_id: a.warehouseId,
      warehouse_type: a.warehouseType,
      gst_number: a.gstNumber,
      fssai_number: a.fssaiNumber,
      own: a.own ?? false,
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'warehouse_id']).doUpdateSet({
        warehouse_type: a.warehouseType,
        gst_number: a.gstNumber,
        fssai_number: a.fssaiNumber,
        updated_at: new Date(),
      }),
    )
    .execute();
  // The company's new warehouse gets a stock row for each of its WSINs, as at creation.
  const wsins = await db.selectFrom('wsins').select('id').where('company_id', '=', a.companyId).execute();
  if (wsins.length)
    await ensureStockRows(
      db,
      a.companyId,
      wsins.map((w) => w.id),
    );
}

/**
 * Refuses to attach a warehouse the company has already: its attachment's details and the
 * company's switches on it stay as they are (they change on its card, not by attaching again).
 */
export async function refuseAttached(db: Db, companyId: string, warehouseId: string): Promise<void> {
  const taken = await db
    .selectFrom('company_warehouses as cw')
    .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
    .select('w.name')
    .where('cw.company_id', '=', companyId)
    .where('cw.warehouse_id', '=', warehouseId)
    .executeTakeFirst();
  if (taken) throw conflict(fill(MSG.warehouseAlreadyAttached, { warehouse: taken.name }), 'warehouseId');
}

/** Whether a warehouse exists, for a form that names one. */
export async function warehouseExists(db: Db, warehouseId: string) {
  const warehouse = await db.selectFrom('warehouses').select('id').where('id', '=', warehouseId).executeTakeFirst();
  return Boolean(warehouse);
}

const attached = (db: Db, companyId: string) =>
  db
    .selectFrom('warehouses')
    .innerJoin('company_warehouses as cw', 'cw.warehouse_id', 'warehouses.id')
    .where('cw.company_id', '=', companyId);

/** How many warehouses a company has. */
export async function attachedCount(db: Db, companyId: string) {
  const { n } = await attached(db, companyId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A company's warehouses, oldest first, as it has them; without a company, every warehouse. */
export async function companyWarehouseList(db: Db, companyId: string | undefined) {
  if (companyId) return attachedWarehouses(db, companyId);
  const rows = await db.selectFrom('warehouses').selectAll().orderBy('created_at').execute();
  return warehouseRecords(db, rows, companyId);
}

/** The warehouse list's filters and sort, as the route parsed them. */
export interface WarehouseListQuery {
  where: { searchValue?: string | undefined; notAttachedTo?: string | undefined };
  sortBy: { by: string };
}

/** One page of a company's warehouses (every warehouse without one), and how many there are. */
export async function findWarehouses(db: Db, companyId: string | undefined, body: WarehouseListQuery, page: Page) {
  const { limit, offset, order } = page;
  let q = companyId ? attached(db, companyId) : db.selectFrom('warehouses');
  const { notAttachedTo } = body.where;
  if (notAttachedTo) {
    q = q.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('company_warehouses as other')
            .select('other.warehouse_id')
            .whereRef('other.warehouse_id', '=', 'warehouses.id')
            .where('other.company_id', '=', notAttachedTo),
        ),
      ),
    );
  }
  const search = body.where.searchValue;
  if (search) {
    const like = likePattern(search, 'contains');
    q = q.where((eb) =>
      eb.or([
        eb('warehouses.name', 'ilike', like),
        eb('warehouses.warehouse_name', 'ilike', like),
        eb('warehouses.warehouse_code', 'ilike', like),
        eb(eb.ref('warehouses.address', '->>').key('city'), 'ilike', like),
      ]),
    );
  }
  const sortColumn =
    (
      {
        createdAt: 'warehouses.created_at',
        name: 'warehouses.name',
        code: 'warehouses.warehouse_code',
      } as const
    )[body.sortBy.by] ?? 'warehouses.created_at';
  const [rows, total] = await Promise.all([
    q
      .selectAll('warehouses')
      .orderBy(sortKey(sortColumn), order)
      .orderBy('warehouses.id', order)
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { warehouses: await warehouseRecords(db, rows, companyId), totalCount: Number(total.n) };
}

/** Attaches a warehouse the company has not got yet, and gives it back as the company has it. */
export async function attachNew(db: Db, body: Attachment) {
  await refuseAttached(db, body.companyId, body.warehouseId);
  await attachWarehouse(db, body);
  countsChanged(db, body.companyId);
  const rows = await db.selectFrom('warehouses').selectAll().where('id', '=', body.warehouseId).execute();
  const [record] = await warehouseRecords(db, rows, body.companyId);
  return record!;
}

/** Letters of a warehouse code from its city: 'Bengaluru' → 'BEN'. */
const cityCode = (city: string) => (city.replace(/[^A-Za-z]/g, '').slice(0, 3) || 'WH').toUpperCase();

/** Creates a warehouse at the pincode's place, unless its name is taken. */
export async function createWarehouse(
  db: Db,
  body: z.output<typeof WarehouseCreateInput>,
  place: NonNullable<ReturnType<typeof lookupPincode>>,
) {
  const id = randomUUID();
  const contact = [body.firstName, body.lastName].filter(Boolean).join(' ');
  const created = await db
    .insertInto('warehouses')
    .values({
      id,
      warehouse_code: `WH-${cityCode(place.city)}-${id.slice(0, 6).toUpperCase()}`,
      name: body.name,
      name_key: warehouseNameKey(body.name),
      warehouse_name: body.name,
      warehouse_type: body.warehouseType,
      invoice_prefix: body.invoicePrefix,
      active: true,
      rto_other_wh: false,
      lat: body.lat ?? place.lat ?? null,
      lng: body.lng ?? place.lng ?? null,
      address: warehouseAddress(contact, body, place),
    })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!created) throw conflict(fill(MSG.warehouseNameTaken, { name: body.name }), 'name');
  const [warehouse] = await warehouseRecords(db, [created]);
  return warehouse!;
}

export async function attachedWarehouseIds(db: Db, companyId: string) {
  const rows = await db
    .selectFrom('company_warehouses')
    .select('warehouse_id')
    .where('company_id', '=', companyId)
    .orderBy('warehouse_id')
    .execute();
  return rows.map((r) => r.warehouse_id);
}

/** A company's warehouses, oldest first, as it has them. */
export async function attachedWarehouses(db: Db, companyId: string) {
  const rows = await attached(db, companyId).selectAll('warehouses').orderBy('warehouses.created_at').execute();
  return warehouseRecords(db, rows, companyId);
}

/** The companies the caller may filter by: an operator's sellers, a seller's own, every one for an admin. */
export async function sellersOf(db: Db, principal: Principal) {
  let q = db.selectFrom('company_warehouses').select('company_id').distinct();
  if (principal.userType === 'warehouse') {
    if (!principal.warehouseIds.length) return [];
    q = q.where('warehouse_id', 'in', principal.warehouseIds);
    if (principal.companyId) q = q.where('company_id', '!=', principal.companyId);
  } else if (!isAdminType(principal.userType)) {
    if (!principal.companyId) return [];
    q = q.where('company_id', '=', principal.companyId);
  }
  const rows = await q.orderBy('company_id').execute();
  return rows.map((r) => r.company_id);
}

/** Warehouses by id; non-admins get only warehouses attached to their company. */
export async function warehousesByIds(db: Db, principal: Principal, ids: readonly string[]) {
  const admin = isAdminType(principal.userType);
  let q = db.selectFrom('warehouses').where('warehouses.id', 'in', ids);
  if (!admin) {
    if (!principal.companyId) return [];
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('company_warehouses as cw')
          .select('cw.warehouse_id')
          .whereRef('cw.warehouse_id', '=', 'warehouses.id')
          .where('cw.company_id', '=', principal.companyId!),
      ),
    );
  }
  return warehouseRecords(db, await q.selectAll('warehouses').execute(), admin ? null : principal.companyId);
}
