import { MSG, fill } from '../messages.js';
import { haversineKm, type LatLng } from '../geo.js';
import type { BulkSheet } from '../bulk.js';
import { minNumberRule, phoneRule, pincodeRule, type Rule } from '../validation.js';
import { z } from './fields.js';

/**
 * The vehicles a beat is planned for, as the spec spells their values, with what each carries
 * (kg and litres, a little under the maker's figure so a beat loads without squeezing). `{hash}`
 * is a vehicle of the admin's own, whose capacities they enter.
 */
export const BEAT_VEHICLES = [
  { value: 'Tata_Ace', label: 'Tata Ace', kg: 750, litres: 4500 },
  { value: 'Tata_407', label: 'Tata 407', kg: 2500, litres: 14000 },
  { value: 'Mahindra_Jeeto', label: 'Mahindra Jeeto', kg: 600, litres: 3500 },
  { value: 'Maruti_Suzuki_Super_Carry', label: 'Maruti Suzuki Super Carry', kg: 740, litres: 4000 },
  { value: '{hash}', label: 'Custom vehicle', kg: null, litres: null },
  { value: 'Bike', label: 'Bike', kg: 40, litres: 150 },
] as const;

export type BeatVehicle = (typeof BEAT_VEHICLES)[number]['value'];
export const BEAT_VEHICLE_VALUES = BEAT_VEHICLES.map((v) => v.value) as [BeatVehicle, ...BeatVehicle[]];
export const CUSTOM_VEHICLE: BeatVehicle = '{hash}';

export const beatVehicleLabel = (value: string) => BEAT_VEHICLES.find((v) => v.value === value)?.label ?? value;

/** The most stops one beat may have, and the most kg or litres a custom vehicle may carry. */
export const BEAT_SIZE_MAX = 200;
export const BEAT_CAPACITY_MAX = 100_000;
/** The most orders one plan takes: a day's beats for a city. */
export const BEAT_ORDERS_MAX = 10_000;

/** Words for the beats planner that no spec gives. */
/** Farthest a beat's shop may be from the warehouse it leaves from, in great-circle km. */
export const BEAT_REACH_KM = 100;

export const BEATS_MSG = {
  tooFar: `{km} km from the warehouse: a beat reaches shops within ${BEAT_REACH_KM} km`,
  planQueued: 'Planning beats',
  planSaved: 'Beats saved',
  salesmanAssigned: 'Salesman assigned',
  selectVehicle: 'Select a vehicle',
  capacityKg: 'Enter what the vehicle carries in kg',
  capacityLitres: 'Enter what the vehicle carries in litres',
  beatSize: `Beat size is 1 to ${BEAT_SIZE_MAX} stops`,
  selectWarehouse: 'Select the warehouse the beats leave from',
  warehouseNoPlace: "The warehouse's pincode has no place on the map",
  noOrders: 'No row of the sheet can be planned',
  tooManyOrders: `At most ${BEAT_ORDERS_MAX.toLocaleString('en-IN')} orders can be planned at once`,
  csvOrXlsx: 'Upload an .xlsx or .csv sheet',
  noPlace: 'Give a latitude and longitude, or a pincode India Post knows',
  latLngTogether: 'Give both latitude and longitude, or neither',
  latitude: 'Latitude is -90 to 90',
  longitude: 'Longitude is -180 to 180',
  overVehicleKg: (kg: number, cap: number) => `Weighs ${kg} kg, more than the vehicle carries (${cap} kg)`,
  overVehicleLitres: (l: number, cap: number) => `Takes ${l} L, more than the vehicle carries (${cap} L)`,
  beatOverKg: (name: string, kg: number, cap: number) => `${name} would carry ${kg} kg; the vehicle carries ${cap} kg`,
  beatOverLitres: (name: string, l: number, cap: number) => `${name} would carry ${l} L; the vehicle carries ${cap} L`,
  beatOverSize: (name: string, size: number) => `${name} would have more than ${size} stops`,
  stopNotFound: 'That stop is not in this plan',
  beatNotFound: 'That beat is not in this plan',
  salesmanOtherBrand: 'This salesman works for another brand',
  planNotReady: 'The beats are still being planned',
  salesmanUnknown: 'No active salesman of the brand has this phone',
  salesmanOneBeat: 'A beat has one salesman: its rows name another',
  beatRow: (row: number, name: string, message: string) => `Row ${row} (${name}): ${message}`,
  uploadStarted: 'Upload started',
} as const;

const rangeRule =
  (min: number, max: number): Rule =>
  (value) =>
    minNumberRule(min, max)(value);

const textRule =
  (max: number): Rule =>
  (value) =>
    value.trim().length > max ? `At most ${max} characters` : null;

/** The orders sheet the planner reads (.xlsx or .csv): one retailer's order a row. */
export const BEAT_ORDERS_SHEET = {
  type: 'beat orders',
  columns: [
    { key: 'retailerName', header: 'Retailer Name' },
    { key: 'phone', header: 'Phone' },
    { key: 'address', header: 'Address' },
    { key: 'pincode', header: 'Pincode' },
    { key: 'latitude', header: 'Latitude', optional: true },
    { key: 'longitude', header: 'Longitude', optional: true },
    { key: 'weightKg', header: 'Weight (kg)' },
    { key: 'volumeL', header: 'Volume (L)', optional: true },
  ],
  rules: {
    retailerName: textRule(100),
    phone: phoneRule,
    address: textRule(300),
    pincode: pincodeRule,
    latitude: rangeRule(-90, 90),
    longitude: rangeRule(-180, 180),
    weightKg: rangeRule(0, BEAT_CAPACITY_MAX),
    volumeL: rangeRule(0, BEAT_CAPACITY_MAX),
  },
  rowCheck: (values, errors) => {
    if (!values.latitude?.trim() !== !values.longitude?.trim()) errors.latitude ??= BEATS_MSG.latLngTogether;
  },
} as const satisfies BulkSheet;

export type BeatOrderField = (typeof BEAT_ORDERS_SHEET)['columns'][number]['key'];

/** A row of the orders sheet the planner can route. */
export interface BeatOrder {
  retailerName: string;
  phone: string;
  address: string;
  pincode: string;
  lat: number;
  lng: number;
  kg: number;
  litres: number;
}

/** What one vehicle carries. */
export interface BeatCapacity {
  kg: number;
  litres: number;
}

/**
 * A row as the planner takes it, or why not: each cell's rule, then a place (its latitude and
 * longitude, else its pincode's centre as `placeOf` finds it), then a load the vehicle carries
 * on its own.
 */
export function beatOrderOf(
  values: Record<BeatOrderField, string>,
  capacity: BeatCapacity,
  placeOf: (pincode: string) => LatLng | null,
): { order: BeatOrder } | { error: string } {
  const errors: Partial<Record<BeatOrderField, string>> = {};
  for (const { key, header, ...c } of BEAT_ORDERS_SHEET.columns) {
    const value = (values[key] ?? '').trim();
    if (!value) {
      if (!('optional' in c && c.optional)) errors[key] = fill(MSG.requiredInput, { field: header });
      continue;
    }
    const problem = (BEAT_ORDERS_SHEET.rules as Record<string, Rule>)[key]?.(value);
    if (problem) errors[key] = problem;
  }
  BEAT_ORDERS_SHEET.rowCheck(values, errors);
  const first = Object.values(errors)[0];
  if (first) return { error: first };
  const kg = Number(values.weightKg);
  const litres = values.volumeL?.trim() ? Number(values.volumeL) : 0;
  if (kg > capacity.kg) return { error: BEATS_MSG.overVehicleKg(kg, capacity.kg) };
  if (litres > capacity.litres) return { error: BEATS_MSG.overVehicleLitres(litres, capacity.litres) };
  const pincode = values.pincode.trim();
  const at = values.latitude?.trim()
    ? { lat: Number(values.latitude), lng: Number(values.longitude) }
    : placeOf(pincode);
  if (!at) return { error: BEATS_MSG.noPlace };
  return {
    order: {
      retailerName: values.retailerName.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      pincode,
      lat: at.lat,
      lng: at.lng,
      kg,
      litres,
    },
  };
}

/** A custom vehicle's capacity as entered, or a listed vehicle's own. */
export function beatCapacityOf(vehicle: string, kg?: number | null, litres?: number | null): BeatCapacity | null {
  const listed = BEAT_VEHICLES.find((v) => v.value === vehicle);
  if (!listed) return null;
  if (listed.kg !== null) return { kg: listed.kg, litres: listed.litres };
  return kg && litres ? { kg, litres } : null;
}

/** A stop as moved between beats in the browser and the service alike. */
export interface BeatStopFigures extends LatLng {
  id: string;
  kg: number;
  litres: number;
}

export interface BeatFigures {
  stops: number;
  kg: number;
  litres: number;
  km: number;
}

/** Two decimals, as km and loads are shown, without float dust from adding them up. */
const round2 = (n: number) => Number(n.toFixed(2));

/** A beat's load and its great-circle km from the warehouse through its stops and back. */
export function beatFigures(depot: LatLng, stops: readonly BeatStopFigures[]): BeatFigures {
  let km = 0;
  let at: LatLng = depot;
  for (const s of stops) {
    km += haversineKm(at, s);
    at = s;
  }
  if (stops.length) km += haversineKm(at, depot);
  return {
    stops: stops.length,
    kg: round2(stops.reduce((sum, s) => sum + s.kg, 0)),
    litres: round2(stops.reduce((sum, s) => sum + s.litres, 0)),
    km: round2(km),
  };
}

/**
 * Beats after a stop moves to the end of beat `to`; unchanged when the stop is not found or
 * already there.
 */
export function moveBeatStop<S extends { id: string }, B extends { id: string; stops: readonly S[] }>(
  beats: readonly B[],
  stopId: string,
  to: string,
): B[] {
  const from = beats.find((b) => b.stops.some((s) => s.id === stopId));
  if (!from || from.id === to || !beats.some((b) => b.id === to)) return [...beats];
  const stop = from.stops.find((s) => s.id === stopId)!;
  return beats.map((b) =>
    b.id === from.id
      ? { ...b, stops: b.stops.filter((s) => s.id !== stopId) }
      : b.id === to
        ? { ...b, stops: [...b.stops, stop] }
        : b,
  );
}

/** Why a beat may not take its stops (over the vehicle's kg or litres, or the beat size); null when it fits. */
export function beatProblem(
  name: string,
  figures: BeatFigures,
  capacity: BeatCapacity,
  beatSize: number,
): string | null {
  if (figures.stops > beatSize) return BEATS_MSG.beatOverSize(name, beatSize);
  if (figures.kg > capacity.kg) return BEATS_MSG.beatOverKg(name, figures.kg, capacity.kg);
  if (figures.litres > capacity.litres) return BEATS_MSG.beatOverLitres(name, figures.litres, capacity.litres);
  return null;
}

const capacityField = (message: string) =>
  z.coerce
    .number({ error: message })
    .positive(message)
    .max(BEAT_CAPACITY_MAX, fill(MSG.valueMax, { n: BEAT_CAPACITY_MAX }));

/** What a plan is asked with: the brand, the warehouse, the vehicle (and its capacity if custom), the beat size and the sheet. */
export const BeatPlanInput = z
  .object({
    companyId: z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany),
    warehouseId: z.string({ error: BEATS_MSG.selectWarehouse }).uuid(BEATS_MSG.selectWarehouse),
    vehicle: z.enum(BEAT_VEHICLE_VALUES, { error: BEATS_MSG.selectVehicle }),
    capacityKg: capacityField(BEATS_MSG.capacityKg).optional(),
    capacityLitres: capacityField(BEATS_MSG.capacityLitres).optional(),
    beatSize: z.coerce
      .number({ error: BEATS_MSG.beatSize })
      .int(BEATS_MSG.beatSize)
      .min(1, BEATS_MSG.beatSize)
      .max(BEAT_SIZE_MAX, BEATS_MSG.beatSize),
    file: z.string({ error: MSG.noFileSelected }).min(1, MSG.noFileSelected).max(1000),
  })
  .superRefine((v, ctx) => {
    if (v.vehicle !== CUSTOM_VEHICLE) return;
    if (!v.capacityKg) ctx.addIssue({ code: 'custom', path: ['capacityKg'], message: BEATS_MSG.capacityKg });
    if (!v.capacityLitres)
      ctx.addIssue({ code: 'custom', path: ['capacityLitres'], message: BEATS_MSG.capacityLitres });
  });
export type BeatPlanInput = z.infer<typeof BeatPlanInput>;

/** A stop moved by hand to another beat of the same plan (last on it). */
export const BeatStopMoveInput = z.object({
  stopId: z.string().uuid(BEATS_MSG.stopNotFound),
  beatId: z.string().uuid(BEATS_MSG.beatNotFound),
});
export type BeatStopMoveInput = z.infer<typeof BeatStopMoveInput>;

/** A beat given to a salesman of its brand. */
export const BeatAssignInput = z.object({
  salesmanId: z.string({ error: MSG.selectSalesman }).uuid(MSG.selectSalesman),
});
export type BeatAssignInput = z.infer<typeof BeatAssignInput>;

export const BeatStopRecordSchema = z.object({
  id: z.string(),
  position: z.number(),
  retailerName: z.string(),
  /** The brand's retailer with the stop's phone, when there is one. */
  retailerId: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  lat: z.number(),
  lng: z.number(),
  kg: z.number(),
  litres: z.number(),
});
export type BeatStopRecord = z.infer<typeof BeatStopRecordSchema>;

export const BeatRecordSchema = z.object({
  id: z.string(),
  planId: z.string(),
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  salesmanId: z.string().nullable(),
  km: z.number(),
  kg: z.number(),
  litres: z.number(),
  stops: z.array(BeatStopRecordSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BeatRecord = z.infer<typeof BeatRecordSchema>;

export const BEAT_PLAN_STATUSES = ['planning', 'planned', 'failed'] as const;

export const BeatPlanRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  depot: z.object({ lat: z.number(), lng: z.number() }),
  vehicle: z.string(),
  capacityKg: z.number(),
  capacityLitres: z.number(),
  beatSize: z.number(),
  status: z.enum(BEAT_PLAN_STATUSES),
  progress: z.number(),
  taskId: z.string().nullable(),
  orders: z.number(),
  km: z.number(),
  failedRows: z.array(z.object({ name: z.string(), row: z.number(), message: z.string() })),
  error: z.string().nullable(),
  beats: z.array(BeatRecordSchema),
  createdAt: z.string(),
});
export type BeatPlanRecord = z.infer<typeof BeatPlanRecordSchema>;

/**
 * The beats upload: beats made already, one stop a row in visiting order. Rows of one beat
 * name are that beat; its description and salesman are read from its rows (the first given).
 */
export const BEAT_UPLOAD_SHEET = {
  type: 'beats',
  columns: [
    { key: 'beatName', header: 'Beat Name' },
    { key: 'description', header: 'Description', optional: true },
    { key: 'salesmanPhone', header: 'Salesman Phone', optional: true },
    ...BEAT_ORDERS_SHEET.columns,
  ],
  rules: {
    ...BEAT_ORDERS_SHEET.rules,
    beatName: textRule(100),
    description: textRule(300),
    salesmanPhone: phoneRule,
  },
  rowCheck: BEAT_ORDERS_SHEET.rowCheck,
} as const satisfies BulkSheet;

export type BeatUploadField = (typeof BEAT_UPLOAD_SHEET)['columns'][number]['key'];

/** A row of the beats upload as the bulk sheet reads it. */
export interface BeatUploadRow {
  rowNumber: number;
  values: Record<BeatUploadField, string>;
}

/** The upload's rows as beats: by beat name (its case and spaces aside), in the order first named, each beat's rows in sheet order. */
export function groupBeatRows<R extends BeatUploadRow>(rows: readonly R[]): { name: string; rows: R[] }[] {
  const beats = new Map<string, { name: string; rows: R[] }>();
  for (const row of [...rows].sort((a, b) => a.rowNumber - b.rowNumber)) {
    const name = row.values.beatName.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    const beat = beats.get(key) ?? { name, rows: [] };
    beat.rows.push(row);
    beats.set(key, beat);
  }
  return [...beats.values()];
}

/** How many stops a beat has, and with what vehicle from where, chosen on the upload page. */
export const BeatUploadSettings = z.object({
  warehouseId: z.string({ error: BEATS_MSG.selectWarehouse }).uuid(BEATS_MSG.selectWarehouse),
  vehicle: z.enum(BEAT_VEHICLE_VALUES, { error: BEATS_MSG.selectVehicle }),
  capacityKg: capacityField(BEATS_MSG.capacityKg).optional(),
  capacityLitres: capacityField(BEATS_MSG.capacityLitres).optional(),
  beatSize: z.coerce
    .number({ error: BEATS_MSG.beatSize })
    .int(BEATS_MSG.beatSize)
    .min(1, BEATS_MSG.beatSize)
    .max(BEAT_SIZE_MAX, BEATS_MSG.beatSize),
});
export type BeatUploadSettings = z.infer<typeof BeatUploadSettings>;
