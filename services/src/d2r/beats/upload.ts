import ExcelJS from 'exceljs';
import type { Kysely, Transaction } from 'kysely';
import {
  BEATS_MSG,
  BEAT_REACH_KM,
  BEAT_UPLOAD_SHEET,
  beatFigures,
  beatProblem,
  bulkRowErrors,
  fill,
  groupBeatRows,
  haversineKm,
  type BeatCapacity,
  type BeatOrder,
  type BeatUploadField,
  type BeatUploadRow,
  type LatLng,
  type SalesmanRecord,
} from '@parcelo/common';
import {
  jobKey,
  serviceApis,
  type BulkJob,
  type BulkRunner,
  type PendingRow,
  type ServiceUrls,
} from '../../platform/index.js';
import { routeKm } from '../../platform/routing/points.js';
import type { D2rDB } from '../db.js';
import { judgeOrderRows, pincodePlace, stopRow, type FailedRow } from './service.js';

type Mark = Parameters<BulkRunner>[2];
type Errors = Partial<Record<BeatUploadField, string>>;

/** Whose a salesman phone is: an active salesman of the brand's id, or why not. */
export type SalesmanOf = (phone: string) => { id: string } | { error: string };

/** A beat of the upload that passed, as it is saved: its stops in the sheet's order. */
export interface UploadBeat {
  name: string;
  description: string | null;
  salesmanId: string | null;
  stops: BeatOrder[];
  km: number;
  kg: number;
  litres: number;
}

/** Where the beats leave from and what carries them, as chosen on the page. */
export interface UploadPlan {
  depot: LatLng;
  capacity: BeatCapacity;
  beatSize: number;
}

const orderValues = (v: Record<BeatUploadField, string>) => ({
  retailerName: v.retailerName,
  phone: v.phone,
  address: v.address,
  pincode: v.pincode,
  latitude: v.latitude,
  longitude: v.longitude,
  weightKg: v.weightKg,
  volumeL: v.volumeL,
});

/** A phone as the salesman list keeps it: its last ten digits. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * A salesman phone's owner among the brand's active salesmen; a phone of another brand's
 * salesman is told apart, as assigning one by hand is.
 */
export function salesmanLookup(brand: readonly SalesmanRecord[], everyone: readonly SalesmanRecord[]): SalesmanOf {
  const ours = new Map(brand.map((s) => [phoneKey(s.phone), s.id]));
  const others = new Set(everyone.map((s) => phoneKey(s.phone)));
  return (phone) => {
    const id = ours.get(phoneKey(phone));
    if (id) return { id };
    return { error: others.has(phoneKey(phone)) ? BEATS_MSG.salesmanOtherBrand : BEATS_MSG.salesmanUnknown };
  };
}

/**
 * A row's problems as the preview shows them, by cell: each cell's rule, the salesman, and,
 * once the page has chosen a warehouse and vehicle, the row's place and load as the save judges them.
 */
export function uploadRowErrors(row: BeatUploadRow, salesmanOf: SalesmanOf, plan: UploadPlan | null): Errors {
  const errors = bulkRowErrors(BEAT_UPLOAD_SHEET, row.values) as Errors;
  const phone = row.values.salesmanPhone.trim();
  if (phone && !errors.salesmanPhone) {
    const owner = salesmanOf(phone);
    if ('error' in owner) errors.salesmanPhone = owner.error;
  }
  if (!plan || Object.keys(errors).length) return errors;
  const v = row.values;
  const kg = Number(v.weightKg);
  const litres = v.volumeL.trim() ? Number(v.volumeL) : 0;
  if (kg > plan.capacity.kg) errors.weightKg = BEATS_MSG.overVehicleKg(kg, plan.capacity.kg);
  if (litres > plan.capacity.litres) errors.volumeL = BEATS_MSG.overVehicleLitres(litres, plan.capacity.litres);
  const given = v.latitude.trim();
  const at = given ? { lat: Number(v.latitude), lng: Number(v.longitude) } : pincodePlace(v.pincode.trim());
  const cell = given ? 'latitude' : 'pincode';
  if (!at) errors[cell] = BEATS_MSG.noPlace;
  else {
    const km = haversineKm(plan.depot, at);
    if (km > BEAT_REACH_KM) errors[cell] = fill(BEATS_MSG.tooFar, { km: Math.round(km) });
  }
  return errors;
}

/**
 * The upload's beats judged each as a whole: every row of it good (its cells, its salesman,
 * its place and load, as a planned order's), one salesman, and the beat within the vehicle's
 * kg and litres and the beat size. A beat that fails is named with its first problem.
 */
export function judgeBeatUpload(rows: readonly BeatUploadRow[], plan: UploadPlan, salesmanOf: SalesmanOf) {
  const beats: UploadBeat[] = [];
  const failed: FailedRow[] = [];
  for (const group of groupBeatRows(rows)) {
    const first = group.rows[0]!;
    // Rows without a beat name are one "beat" that fails on that cell, named by its first row.
    const name = group.name || `Row ${first.rowNumber}`;
    const fail = (message: string) => failed.push({ name, row: first.rowNumber, message });
    let problem: string | null = null;
    let salesmanId: string | null = null;
    for (const row of group.rows) {
      const retailer = row.values.retailerName.trim() || `Row ${row.rowNumber}`;
      const cells = bulkRowErrors(BEAT_UPLOAD_SHEET, row.values);
      const cell = Object.values(cells)[0];
      const phone = row.values.salesmanPhone.trim();
      const owner = phone && !cell ? salesmanOf(phone) : null;
      const message =
        cell ??
        (owner && 'error' in owner
          ? owner.error
          : owner && salesmanId && owner.id !== salesmanId
            ? BEATS_MSG.salesmanOneBeat
            : null);
      if (owner && 'id' in owner) salesmanId ??= owner.id;
      if (message) {
        problem = BEATS_MSG.beatRow(row.rowNumber, retailer, message);
        break;
      }
    }
    if (problem) {
      fail(problem);
      continue;
    }
    const judged = judgeOrderRows(
      group.rows.map((r) => ({ rowNumber: r.rowNumber, values: orderValues(r.values) })),
      plan.capacity,
      plan.depot,
    );
    const refused = judged.failed[0];
    if (refused) {
      fail(BEATS_MSG.beatRow(refused.row, refused.name, refused.message));
      continue;
    }
    const figures = beatFigures(
      plan.depot,
      judged.orders.map((o, i) => ({ ...o, id: String(i) })),
    );
    const km = Number(routeKm(plan.depot, judged.orders).toFixed(2));
    const over = beatProblem(name, { ...figures, km }, plan.capacity, plan.beatSize);
    if (over) {
      fail(over);
      continue;
    }
    beats.push({
      name,
      description: group.rows.find((r) => r.values.description.trim())?.values.description.trim() ?? null,
      salesmanId,
      stops: judged.orders,
      km,
      kg: figures.kg,
      litres: figures.litres,
    });
  }
  return { beats, failed };
}

/** What each beat's task row carries: the plan it joins and the beat. */
export interface UploadPayload {
  plan: {
    companyId: string;
    warehouseId: string;
    warehouseName: string;
    depot: LatLng;
    vehicle: string;
    capacityKg: number;
    capacityLitres: number;
    beatSize: number;
    createdBy: string;
    failed: FailedRow[];
  };
  beat: UploadBeat;
}

/** The brand's active salesmen and every brand's, from HMS, to tell whose a phone is. */
export async function salesmenOf(urls: ServiceUrls, companyId: string): Promise<SalesmanOf> {
  const hms = serviceApis(urls).hms;
  const [brand, everyone] = await Promise.all([
    hms.getSalesman<SalesmanRecord[]>({ internal: true, read: true, query: { companyId } }),
    hms.getSalesman<SalesmanRecord[]>({ internal: true, read: true, query: {} }),
  ]);
  return salesmanLookup(brand, everyone);
}

/** The plan an upload's beats make, one per task: its id is the task's, so a batch run again finds it. */
export const uploadPlanId = (jobId: string) => jobKey('beat-upload', jobId);

/**
 * A batch of the upload's task: its beats saved into the task's plan (planned, nothing to
 * route), with the plan's orders and km made up again, and the rows' outcomes, in one
 * transaction. A beat's id comes from the task and its row, so a batch run twice adds nothing.
 */
export async function applyUploadBatch(db: Kysely<D2rDB>, job: BulkJob, rows: PendingRow[], mark: Mark) {
  await db.transaction().execute(async (tx: Transaction<D2rDB>) => {
    const planId = uploadPlanId(job.id);
    const now = new Date();
    for (const { position, payload } of rows) {
      const { plan, beat } = payload as UploadPayload;
      await tx
        .insertInto('beat_plans')
        .values({
          id: planId,
          company_id: plan.companyId,
          warehouse_id: plan.warehouseId,
          warehouse_name: plan.warehouseName,
          depot_lat: plan.depot.lat,
          depot_lng: plan.depot.lng,
          vehicle: plan.vehicle,
          capacity_kg: plan.capacityKg,
          capacity_litres: plan.capacityLitres,
          beat_size: plan.beatSize,
          status: 'planned',
          progress: 100,
          task_id: job.id,
          orders: '[]',
          failed_rows: JSON.stringify(plan.failed),
          created_by: plan.createdBy,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const beatId = jobKey('beat-upload', job.id, position);
      const added = await tx
        .insertInto('beats')
        .values({
          id: beatId,
          plan_id: planId,
          company_id: plan.companyId,
          name: beat.name,
          description: beat.description,
          salesman_id: beat.salesmanId,
          km: beat.km,
          kg: beat.kg,
          litres: beat.litres,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!added || !beat.stops.length) continue;
      await tx
        .insertInto('beat_stops')
        .values(
          beat.stops.map((s, i) =>
            stopRow(beatId, { ...s, id: jobKey('beat-upload', job.id, position, i), position: i }),
          ),
        )
        .execute();
    }
    const stops = await tx
      .selectFrom('beat_stops as s')
      .innerJoin('beats as b', 'b.id', 's.beat_id')
      .select(['s.retailer_name', 's.phone', 's.address', 's.pincode', 's.lat', 's.lng', 's.kg', 's.litres'])
      .where('b.plan_id', '=', planId)
      .orderBy('b.created_at')
      .orderBy('b.name')
      .orderBy('s.position')
      .execute();
    const beats = await tx.selectFrom('beats').select('km').where('plan_id', '=', planId).execute();
    const orders: BeatOrder[] = stops.map((s) => ({
      retailerName: s.retailer_name,
      phone: s.phone,
      address: s.address,
      pincode: s.pincode,
      lat: s.lat,
      lng: s.lng,
      kg: s.kg,
      litres: s.litres,
    }));
    await tx
      .updateTable('beat_plans')
      .set({
        orders: JSON.stringify(orders),
        km: Number(beats.reduce((sum, b) => sum + b.km, 0).toFixed(2)),
        updated_at: now,
      })
      .where('id', '=', planId)
      .execute();
    await mark(
      tx,
      rows.map(() => null),
    );
  });
}

/** Example stops, when the brand has no retailer of its own in Delhi: shops of Delhi's pincodes. */
const DELHI_EXAMPLES = [
  { name: 'Sharma General Store', phone: '9811000001', address: 'Shop 4, Lajpat Nagar II', pincode: '110024' },
  { name: 'Gupta Kirana', phone: '9811000002', address: '12, Defence Colony Market', pincode: '110024' },
  { name: 'Singh Provisions', phone: '9811000003', address: 'C-8, Malviya Nagar', pincode: '110017' },
  { name: 'Jain Stores', phone: '9811000004', address: 'A-21, Karol Bagh', pincode: '110005' },
  { name: 'Verma Traders', phone: '9811000005', address: '7, Rajouri Garden Market', pincode: '110027' },
  { name: 'Khan Mart', phone: '9811000006', address: 'B-3, Patel Nagar', pincode: '110008' },
];

/**
 * The upload's template: two example beats, "Delhi Beat A" and "Delhi Beat B", of the
 * brand's Delhi retailers when it has them (else shops of Delhi's pincodes), stops in visiting order.
 */
export async function uploadTemplate(
  retailers: readonly { name: string; phone: string; address: string; pincode: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Beats');
  sheet.columns = BEAT_UPLOAD_SHEET.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  const shops = retailers.length >= 2 ? retailers.slice(0, 6) : DELHI_EXAMPLES;
  const half = Math.ceil(shops.length / 2);
  for (const [i, r] of shops.entries()) {
    const first = i === 0 || i === half;
    const place = pincodePlace(r.pincode);
    sheet.addRow({
      beatName: i < half ? 'Delhi Beat A' : 'Delhi Beat B',
      description: first ? (i < half ? 'Morning round' : 'Afternoon round') : '',
      salesmanPhone: '',
      retailerName: r.name,
      phone: r.phone,
      address: r.address,
      pincode: r.pincode,
      // A little apart, so shops of one pincode do not sit on one point.
      latitude: place ? Number((place.lat + ((i % 5) - 2) * 0.004).toFixed(6)) : '',
      longitude: place ? Number((place.lng + ((i % 3) - 1) * 0.004).toFixed(6)) : '',
      weightKg: 10 + ((i * 7) % 25),
      volumeL: 40 + ((i * 13) % 100),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
