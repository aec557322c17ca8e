import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  BEATS_MSG,
  BEAT_REACH_KM,
  BEAT_ORDERS_MAX,
  BEAT_ORDERS_SHEET,
  PRICING_SHEET_UPLOAD,
  beatCapacityOf,
  beatFigures,
  beatOrderOf,
  beatProblem,
  beatVehicleLabel,
  emptyBulkValues,
  fill,
  haversineKm,
  type BeatOrder,
  type BeatOrderField,
  type BeatPlanInput,
  type BeatPlanRecord,
  type BeatRecord,
  type LatLng,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import {
  badRequest,
  notFound,
  readCsv,
  readStoredSheet,
  readStoredUpload,
  type Page,
  type Principal,
} from '../../platform/index.js';
import { planByPoints } from '../../platform/routing/points.js';
import type { D2rDB } from '../db.js';

type Db = Kysely<D2rDB>;
type PlanRow = Selectable<D2rDB['beat_plans']>;
type BeatRow = Selectable<D2rDB['beats']>;
type StopRow = Selectable<D2rDB['beat_stops']>;

export interface FailedRow {
  name: string;
  row: number;
  message: string;
}

/** The centre of a pincode India Post places on the map; null when it has no place. */
export const pincodePlace = (pincode: string): LatLng | null => {
  const place = lookupPincode(pincode);
  return place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;
};

/**
 * The orders sheet's rows as cells by column. A .csv is stored under the CSV upload kind (the
 * sheet kind takes .xlsx only); its columns are found by header as the sheet's are.
 */
export async function readOrderRows(
  principal: Principal,
  file: string,
): Promise<{ rowNumber: number; values: Record<BeatOrderField, string> }[]> {
  if (!file.toLowerCase().endsWith('.csv')) return readStoredSheet(BEAT_ORDERS_SHEET, principal, file);
  const stored = await readStoredUpload(PRICING_SHEET_UPLOAD, principal, file);
  const records = readCsv(stored.data.toString('utf8'), BEATS_MSG.csvOrXlsx);
  const first = records[0];
  const missing = BEAT_ORDERS_SHEET.columns.filter(
    (c) => !('optional' in c && c.optional) && first && !(c.header.toLowerCase() in first),
  );
  if (!first) throw badRequest('The sheet has no rows.', 'file');
  if (records.length > BEAT_ORDERS_MAX) throw badRequest(BEATS_MSG.tooManyOrders, 'file');
  if (missing.length)
    throw badRequest(
      `The sheet has no column ${missing.map((c) => `'${c.header}'`).join(', ')}. Use the template.`,
      'file',
    );
  return records.map((record, i) => {
    const values = emptyBulkValues(BEAT_ORDERS_SHEET);
    for (const c of BEAT_ORDERS_SHEET.columns) values[c.key] = (record[c.header.toLowerCase()] ?? '').trim();
    return { rowNumber: i + 2, values };
  });
}

/** The sheet's rows split into the orders the planner can route and the rows refused, by retailer name. */
export function judgeOrderRows(
  rows: readonly { rowNumber: number; values: Record<BeatOrderField, string> }[],
  capacity: { kg: number; litres: number },
  depot: LatLng,
) {
  const orders: BeatOrder[] = [];
  const failed: FailedRow[] = [];
  for (const row of rows) {
    const judged = beatOrderOf(row.values, capacity, pincodePlace);
    const name = row.values.retailerName || `Row ${row.rowNumber}`;
    if (!('order' in judged)) {
      failed.push({ name, row: row.rowNumber, message: judged.error });
      continue;
    }
    // A beat is a day's round from the warehouse: a shop in another city is another warehouse's.
    const km = haversineKm(depot, judged.order);
    if (km > BEAT_REACH_KM)
      failed.push({ name, row: row.rowNumber, message: fill(BEATS_MSG.tooFar, { km: Math.round(km) }) });
    else orders.push(judged.order);
  }
  return { orders, failed };
}

/**
 * A brand's active shops as the beats sheets' templates fill them in, oldest first: `delhi`
 * keeps to Delhi's (the upload template's example beats leave from a Delhi warehouse).
 */
export async function templateShops(db: Db, companyId: string, options: { limit: number; delhi?: boolean }) {
  let q = db
    .selectFrom('store_addresses')
    .select(['first_name', 'last_name', 'phone', 'address_line1', 'address_line2', 'city', 'pincode'])
    .where('company_id', '=', companyId)
    .where('is_active', '=', true);
  if (options.delhi) q = q.where((eb) => eb.or([eb('city', 'ilike', '%delhi%'), eb('pincode', 'like', '11%')]));
  const rows = await q.orderBy('created_at').limit(options.limit).execute();
  return rows.map((r) => ({
    name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    phone: r.phone,
    address: [r.address_line1, r.address_line2, r.city].filter(Boolean).join(', '),
    pincode: r.pincode,
  }));
}

/** A beat's stop as `beat_stops` keeps it: an order of the sheet at its place in the beat. */
export const stopRow = (beatId: string, s: BeatOrder & { id: string; position: number }) => ({
  id: s.id,
  beat_id: beatId,
  position: s.position,
  retailer_name: s.retailerName,
  phone: s.phone,
  address: s.address,
  pincode: s.pincode,
  lat: s.lat,
  lng: s.lng,
  kg: s.kg,
  litres: s.litres,
});

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A stop's retailer key: the brand and the shop's phone, the one thing a beat sheet and a retailer share. */
const shopKey = (companyId: string, phone: string) => `${companyId}|${phone}`;

function beatRecord(b: BeatRow, stops: StopRow[], retailers: ReadonlyMap<string, string>): BeatRecord {
  return {
    id: b.id,
    planId: b.plan_id,
    companyId: b.company_id,
    name: b.name,
    description: b.description,
    salesmanId: b.salesman_id,
    km: b.km,
    kg: b.kg,
    litres: b.litres,
    stops: stops.map((s) => ({
      id: s.id,
      position: s.position,
      retailerName: s.retailer_name,
      retailerId: retailers.get(shopKey(b.company_id, s.phone)) ?? null,
      phone: s.phone,
      address: s.address,
      pincode: s.pincode,
      lat: s.lat,
      lng: s.lng,
      kg: s.kg,
      litres: s.litres,
    })),
    createdAt: b.created_at.toISOString(),
    updatedAt: b.updated_at.toISOString(),
  };
}

/**
 * Beats as the API answers them, each with its stops in driving order and, for a stop whose
 * phone is one of the brand's retailers', that retailer (the oldest, when two shops share a phone).
 */
async function beatRecords(db: Db, beats: BeatRow[]): Promise<BeatRecord[]> {
  if (!beats.length) return [];
  const stops = await db
    .selectFrom('beat_stops')
    .selectAll()
    .where(
      'beat_id',
      'in',
      beats.map((b) => b.id),
    )
    .orderBy('position')
    .execute();
  const stopsOf = new Map<string, StopRow[]>();
  for (const s of stops) stopsOf.set(s.beat_id, [...(stopsOf.get(s.beat_id) ?? []), s]);
  const retailers = new Map<string, string>();
  if (stops.length) {
    const shops = await db
      .selectFrom('store_addresses')
      .select(['id', 'company_id', 'phone'])
      .where('company_id', 'in', [...new Set(beats.map((b) => b.company_id))])
      .where('phone', 'in', [...new Set(stops.map((s) => s.phone))])
      .orderBy('created_at', 'desc')
      .execute();
    // Newest first, so the oldest shop of a phone is the one kept.
    for (const shop of shops) retailers.set(shopKey(shop.company_id, shop.phone), shop.id);
  }
  return beats.map((b) => beatRecord(b, stopsOf.get(b.id) ?? [], retailers));
}

/** Plans as the API answers them, each with its beats and their stops in driving order. */
async function planRecords(db: Db, plans: PlanRow[]): Promise<BeatPlanRecord[]> {
  if (!plans.length) return [];
  const beats = await beatRecords(
    db,
    await db
      .selectFrom('beats')
      .selectAll()
      .where(
        'plan_id',
        'in',
        plans.map((p) => p.id),
      )
      .execute(),
  );
  return plans.map((p) => ({
    id: p.id,
    companyId: p.company_id,
    warehouseId: p.warehouse_id,
    warehouseName: p.warehouse_name,
    depot: { lat: p.depot_lat, lng: p.depot_lng },
    vehicle: p.vehicle,
    capacityKg: p.capacity_kg,
    capacityLitres: p.capacity_litres,
    beatSize: p.beat_size,
    status: p.status as BeatPlanRecord['status'],
    progress: p.progress,
    taskId: p.task_id,
    orders: parseJson<BeatOrder[]>(p.orders).length,
    km: p.km,
    failedRows: parseJson<FailedRow[]>(p.failed_rows),
    error: p.error,
    beats: beats
      .filter((b) => b.planId === p.id)
      // "Beat 2" before "Beat 10"; an uploaded plan's own names alphabetically.
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })),
    createdAt: p.created_at.toISOString(),
  }));
}

async function planRowOf(db: Db, id: string) {
  const row = await db.selectFrom('beat_plans').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Plans the beats of a plan still planning, and saves them with the plan's total, in one
 * transaction: a job run twice (it expired while still running) finds the plan planned and
 * adds nothing.
 */
async function planBeats(db: Db, id: string, onProgress: (fraction: number) => void) {
  const plan = await planRowOf(db, id);
  if (plan.status !== 'planning') return null;
  const orders = parseJson<BeatOrder[]>(plan.orders);
  const depot = { lat: plan.depot_lat, lng: plan.depot_lng };
  const result = await planByPoints(
    {
      depot,
      stops: orders.map((o) => ({ at: { lat: o.lat, lng: o.lng }, demand: [o.kg, o.litres] })),
      capacity: [plan.capacity_kg, plan.capacity_litres],
      maxStops: plan.beat_size,
    },
    { seed: 1, onProgress },
  );
  const now = new Date();
  return db.transaction().execute(async (tx) => {
    const locked = await tx
      .selectFrom('beat_plans')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status !== 'planning') return null;
    let km = 0;
    for (const [r, route] of result.routes.entries()) {
      const stops = route.stops.map((i, position) => ({ ...orders[i]!, id: randomUUID(), position }));
      const figures = beatFigures(depot, stops);
      km += figures.km;
      const beatId = randomUUID();
      await tx
        .insertInto('beats')
        .values({
          id: beatId,
          plan_id: id,
          company_id: plan.company_id,
          name: `Beat ${r + 1}`,
          description: `${stops.length} stops from ${plan.warehouse_name} by ${beatVehicleLabel(plan.vehicle)}`,
          salesman_id: null,
          km: figures.km,
          kg: figures.kg,
          litres: figures.litres,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (stops.length)
        await tx
          .insertInto('beat_stops')
          .values(stops.map((s) => stopRow(beatId, s)))
          .execute();
    }
    await tx
      .updateTable('beat_plans')
      .set({ status: 'planned', progress: 100, km: Number(km.toFixed(2)), updated_at: now })
      .where('id', '=', id)
      .execute();
    return { beats: result.routes.length, km, failed: parseJson<FailedRow[]>(plan.failed_rows) };
  });
}

/**
 * Moves a stop to the end of another beat of its plan, under the plan's row lock: both
 * beats' load and km are worked out again, and a beat over the vehicle or the beat size
 * refuses the move.
 */
async function moveStopSaved(db: Db, stopId: string, toBeatId: string) {
  return db.transaction().execute(async (tx) => {
    const stop = await tx
      .selectFrom('beat_stops as s')
      .innerJoin('beats as b', 'b.id', 's.beat_id')
      .select(['s.id', 's.beat_id', 'b.plan_id'])
      .where('s.id', '=', stopId)
      .executeTakeFirst();
    if (!stop) throw badRequest(BEATS_MSG.stopNotFound, 'stopId');
    const plan = await tx
      .selectFrom('beat_plans')
      .selectAll()
      .where('id', '=', stop.plan_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const target = await tx
      .selectFrom('beats')
      .selectAll()
      .where('id', '=', toBeatId)
      .where('plan_id', '=', plan.id)
      .executeTakeFirst();
    if (!target) throw badRequest(BEATS_MSG.beatNotFound, 'beatId');
    if (target.id === stop.beat_id) return plan;
    const last = await tx
      .selectFrom('beat_stops')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('beat_id', '=', target.id)
      .executeTakeFirst();
    await tx
      .updateTable('beat_stops')
      .set({ beat_id: target.id, position: Number(last?.p ?? -1) + 1 })
      .where('id', '=', stopId)
      .execute();
    const depot = { lat: plan.depot_lat, lng: plan.depot_lng };
    const capacity = { kg: plan.capacity_kg, litres: plan.capacity_litres };
    const now = new Date();
    for (const beatId of [stop.beat_id, target.id]) {
      const beat = await tx.selectFrom('beats').select('name').where('id', '=', beatId).executeTakeFirstOrThrow();
      const stops = await tx
        .selectFrom('beat_stops')
        .selectAll()
        .where('beat_id', '=', beatId)
        .orderBy('position')
        .execute();
      const figures = beatFigures(depot, stops);
      const problem = beatProblem(beat.name, figures, capacity, plan.beat_size);
      // Throwing rolls the move back.
      if (problem) throw badRequest(problem, 'beatId');
      await tx
        .updateTable('beats')
        .set({ km: figures.km, kg: figures.kg, litres: figures.litres, updated_at: now })
        .where('id', '=', beatId)
        .execute();
    }
    const beats = await tx.selectFrom('beats').select('km').where('plan_id', '=', plan.id).execute();
    const km = Number(beats.reduce((sum, b) => sum + b.km, 0).toFixed(2));
    await tx.updateTable('beat_plans').set({ km, updated_at: now }).where('id', '=', plan.id).execute();
    return plan;
  });
}

/** Beats, each a salesman's round in driving order, and the plans that made them. */
export function beatService(db: Db) {
  const records = (plans: PlanRow[]) => planRecords(db, plans);
  const planRow = (id: string) => planRowOf(db, id);

  return {
    async byIds(ids: readonly string[]) {
      if (!ids.length) return [];
      return records(
        await db
          .selectFrom('beat_plans')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
      );
    },

    /** A page of plans, newest first, for one brand or all. */
    async list(companyId: string | undefined, page: Page) {
      let q = db.selectFrom('beat_plans');
      if (companyId) q = q.where('company_id', '=', companyId);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { plans: await records(rows), totalCount: Number(total.n) };
    },

    /**
     * The beats given to a salesman, of plans planned, newest first ("Beat 2" before
     * "Beat 10" within a plan).
     */
    async salesmanBeats(salesmanId: string, page: Page) {
      const q = db
        .selectFrom('beats')
        .innerJoin('beat_plans', 'beat_plans.id', 'beats.plan_id')
        .where('beats.salesman_id', '=', salesmanId)
        .where('beat_plans.status', '=', 'planned');
      const [rows, total] = await Promise.all([
        q
          .selectAll('beats')
          .orderBy('beats.created_at', page.order)
          // Shorter names first puts "Beat 2" before "Beat 10".
          .orderBy(sql`length(beats.name)`)
          .orderBy('beats.name')
          .orderBy('beats.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { beats: await beatRecords(db, rows), totalCount: Number(total.n) };
    },

    /**
     * A plan waiting for its job: the orders the sheet gave and the rows refused. A sheet with
     * no row to plan is refused outright, naming the first row's problem.
     */
    async open(p: {
      id: string;
      principal: Principal;
      input: BeatPlanInput;
      warehouse: { id: string; name: string; depot: LatLng };
      rows: Awaited<ReturnType<typeof readOrderRows>>;
    }) {
      const capacity = beatCapacityOf(p.input.vehicle, p.input.capacityKg, p.input.capacityLitres);
      if (!capacity) throw badRequest(BEATS_MSG.capacityKg, 'capacityKg');
      const { orders, failed } = judgeOrderRows(p.rows, capacity, p.warehouse.depot);
      if (orders.length > BEAT_ORDERS_MAX) throw badRequest(BEATS_MSG.tooManyOrders, 'file');
      if (!orders.length)
        throw badRequest(
          failed[0] ? `${BEATS_MSG.noOrders}: ${failed[0].name}: ${failed[0].message}` : BEATS_MSG.noOrders,
          'file',
        );
      const now = new Date();
      return {
        id: p.id,
        company_id: p.input.companyId,
        warehouse_id: p.warehouse.id,
        warehouse_name: p.warehouse.name,
        depot_lat: p.warehouse.depot.lat,
        depot_lng: p.warehouse.depot.lng,
        vehicle: p.input.vehicle,
        capacity_kg: capacity.kg,
        capacity_litres: capacity.litres,
        beat_size: p.input.beatSize,
        status: 'planning',
        progress: 0,
        task_id: null as string | null,
        orders: JSON.stringify(orders),
        failed_rows: JSON.stringify(failed),
        created_by: p.principal.userId,
        created_at: now,
        updated_at: now,
      };
    },

    planRow,

    plan: (id: string, onProgress: (fraction: number) => void) => planBeats(db, id, onProgress),
    async fail(id: string, error: string) {
      await db
        .updateTable('beat_plans')
        .set({ status: 'failed', error, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'planning')
        .execute();
    },

    async progress(id: string, progress: number) {
      await db
        .updateTable('beat_plans')
        .set({ progress })
        .where('id', '=', id)
        .where('status', '=', 'planning')
        .execute();
    },

    moveStop: (stopId: string, toBeatId: string) => moveStopSaved(db, stopId, toBeatId),

    async beatRow(id: string) {
      const row = await db.selectFrom('beats').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw badRequest(BEATS_MSG.beatNotFound, 'beatId');
      return row;
    },

    async assign(beatId: string, salesmanId: string) {
      await db
        .updateTable('beats')
        .set({ salesman_id: salesmanId, updated_at: new Date() })
        .where('id', '=', beatId)
        .execute();
    },
  };
}

export type BeatService = ReturnType<typeof beatService>;

/** The plan's beats as a workbook: one sheet per beat, its stops in driving order. */
export async function beatsWorkbook(
  plan: BeatPlanRecord,
  salesmanName: (id: string | null) => string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const beat of plan.beats) {
    const sheet = workbook.addWorksheet(beat.name.slice(0, 31));
    sheet.addRow([beat.name, beat.description ?? '']);
    sheet.addRow([
      'Salesman',
      salesmanName(beat.salesmanId),
      'Distance (km)',
      beat.km.toFixed(2),
      'Load (kg)',
      beat.kg,
      'Load (L)',
      beat.litres,
    ]);
    const header = sheet.addRow([
      'Stop',
      'Retailer Name',
      'Phone',
      'Address',
      'Pincode',
      'Latitude',
      'Longitude',
      'Weight (kg)',
      'Volume (L)',
    ]);
    header.font = { bold: true };
    for (const [i, s] of beat.stops.entries())
      sheet.addRow([i + 1, s.retailerName, s.phone, s.address, s.pincode, s.lat, s.lng, s.kg, s.litres]);
    sheet.getColumn(2).width = 28;
    sheet.getColumn(4).width = 40;
  }
  if (!plan.beats.length) workbook.addWorksheet('Beats');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The orders sheet's template, one row per retailer given (the brand's own, so a new admin can plan at once). */
export async function ordersTemplate(
  rows: readonly { name: string; phone: string; address: string; pincode: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = BEAT_ORDERS_SHEET.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  const examples = rows.length
    ? rows
    : [{ name: 'Sharma General Store', phone: '9811000001', address: 'Shop 4, Sector 14 Market', pincode: '122001' }];
  for (const [i, r] of examples.entries()) {
    const place = pincodePlace(r.pincode);
    sheet.addRow({
      retailerName: r.name,
      phone: r.phone,
      address: r.address,
      pincode: r.pincode,
      // A little apart, so shops of one pincode do not sit on one point.
      latitude: place ? Number((place.lat + ((i % 7) - 3) * 0.004).toFixed(6)) : '',
      longitude: place ? Number((place.lng + ((i % 5) - 2) * 0.004).toFixed(6)) : '',
      weightKg: 8 + ((i * 7) % 30),
      volumeL: 40 + ((i * 13) % 120),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
