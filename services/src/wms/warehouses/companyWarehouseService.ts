import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  MSG,
  fill,
  type OwnWarehouseInput,
  type Principal,
  type WarehouseRequestInput,
  type WarehouseRequestResolveInput,
  type WarehouseRequestStatus,
} from '@parcelo/common';
import type { lookupPincode } from '@parcelo/common/pincodes';
import { badRequest, conflict, countsChanged, notFound, type Page } from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { companyWarehouseRecords, warehouseAddress, warehouseRequestRecord } from './records.js';
import { attachWarehouse, refuseAttached, warehouseExists } from './service.js';

type Db = Kysely<WmsDB>;

/** One attachment as the company has it. */
export async function attachmentRecord(db: Db, companyId: string, warehouseId: string) {
  const link = await db
    .selectFrom('company_warehouses')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow();
  const [companyWarehouse] = await companyWarehouseRecords(db, [link]);
  return companyWarehouse!;
}

/** Sets one of the company's switches on its attachment; another company's warehouse is NOT_FOUND. */
export async function setAttachmentSwitch(
  db: Db,
  companyId: string,
  warehouseId: string,
  set: { active: boolean } | { rto_other_wh: boolean },
) {
  const updated = await db
    .updateTable('company_warehouses')
    .set({ ...set, updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', warehouseId)
    .returning('warehouse_id')
    .executeTakeFirst();
  if (!updated) throw notFound();
  countsChanged(db, companyId);
}

/** A company's attachments, oldest first (every company's without one), and how many there are. */
export async function findAttachments(db: Db, companyId: string | undefined, page: Page) {
  const { limit, offset } = page;
  let q = db.selectFrom('company_warehouses');
  if (companyId) q = q.where('company_id', '=', companyId);
  const [links, total] = await Promise.all([
    q.selectAll().orderBy('created_at', 'asc').orderBy('warehouse_id', 'asc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { companyWarehouses: await companyWarehouseRecords(db, links), totalCount: Number(total.n) };
}

/** Attachments by their (company, warehouse) pairs. */
export async function attachmentsByPairs(db: Db, pairs: readonly { c: string; w: string }[]) {
  const links = await db
    .selectFrom('company_warehouses')
    .selectAll()
    .where((eb) => eb.or(pairs.map((p) => eb.and([eb('company_id', '=', p.c), eb('warehouse_id', '=', p.w)]))))
    .execute();
  return companyWarehouseRecords(db, links);
}

/** The seller's own premises, made a micro warehouse and attached to its company; gives its id. */
export async function createOwnWarehouse(
  db: Db,
  companyId: string,
  body: OwnWarehouseInput,
  place: NonNullable<ReturnType<typeof lookupPincode>>,
) {
  const id = randomUUID();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('warehouses')
      .values({
        id,
        warehouse_code: `WH-OWN-${id.slice(0, 8).toUpperCase()}`,
        name: body.name,
        warehouse_name: body.name,
        warehouse_type: 'micro',
        invoice_prefix: null,
        active: true,
        rto_other_wh: false,
        lat: place.lat,
        lng: place.lng,
        address: warehouseAddress(body.name, body, place),
      })
      .execute();
    await attachWarehouse(tx, {
      companyId,
      warehouseId: id,
      warehouseType: 'micro',
      gstNumber: body.gstNumber,
      fssaiNumber: null,
      own: true,
    });
  });
  countsChanged(db, companyId);
  return id;
}

/** A Micro-WH request; the unique open request per company and city refuses a second one. */
export async function requestWarehouse(db: Db, companyId: string, principal: Principal, body: WarehouseRequestInput) {
  const row = await db
    .insertInto('warehouse_requests')
    .values({
      id: randomUUID(),
      company_id: companyId,
      state: body.state,
      city: body.city,
      orders_per_month: body.ordersPerMonth,
      estimated_units: body.estimatedUnits,
      name: body.name,
      email: body.email,
      phone: body.phone,
      status: 'pending',
      requested_by: principal.userId,
    })
    .onConflict((oc) =>
      oc
        .expression(sql`company_id, lower(city)`)
        .where(sql.ref('status'), '=', 'pending')
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict(fill(MSG.microWhOpenRequest, { city: body.city }), 'city');
  return warehouseRequestRecord(row);
}

/** Micro-WH requests, newest first: one company's, or every company's. */
export async function findRequests(
  db: Db,
  companyId: string | undefined,
  status: WarehouseRequestStatus | undefined,
  page: Page,
) {
  const { limit, offset, order } = page;
  let q = db.selectFrom('warehouse_requests');
  if (companyId) q = q.where('company_id', '=', companyId);
  if (status) q = q.where('status', '=', status);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { warehouseRequests: rows.map(warehouseRequestRecord), totalCount: Number(total.n) };
}

export async function requestsByIds(db: Db, companyId: string | undefined, ids: readonly string[]) {
  let q = db.selectFrom('warehouse_requests').selectAll().where('id', 'in', ids);
  if (companyId) q = q.where('company_id', '=', companyId);
  return (await q.execute()).map(warehouseRequestRecord);
}

/** The row lock on the request makes the answer and its attachment happen once. */
export async function resolveRequest(
  db: Db,
  requestId: string,
  principal: Principal,
  body: WarehouseRequestResolveInput,
) {
  const row = await db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('warehouse_requests')
      .selectAll()
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.status !== 'pending') throw conflict(fill(MSG.requestAlreadyInState, { status: current.status }), null);
    if (body.decision === 'fulfilled') {
      if (!(await warehouseExists(tx, body.warehouseId))) throw badRequest(MSG.attachSelectWarehouse, 'warehouseId');
      await refuseAttached(tx, current.company_id, body.warehouseId);
      await attachWarehouse(tx, {
        companyId: current.company_id,
        warehouseId: body.warehouseId,
        warehouseType: 'micro',
        gstNumber: body.gstNumber,
        fssaiNumber: body.fssaiNumber,
      });
    }
    return tx
      .updateTable('warehouse_requests')
      .set({
        status: body.decision,
        remark: body.remark || null,
        warehouse_id: body.decision === 'fulfilled' ? body.warehouseId : null,
        resolved_by: principal.userId,
        resolved_at: new Date(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (row.status === 'fulfilled') countsChanged(db, row.company_id);
  return warehouseRequestRecord(row);
}
