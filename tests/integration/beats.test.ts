import ExcelJS from 'exceljs';
import { BEATS_MSG, BEAT_ORDERS_SHEET, MSG } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, oneWarehouseSeller, signedIn } from '../support/client.js';
import { salesmanOf, unique } from '../support/d2r.js';
import { bulkSheet, uploadPricing, uploadSheet } from '../support/sheets.js';

const WAREHOUSES = `query($c: ID!) { node(id: $c) { ... on Company { warehouses(first: 5) { edges { node { id } } } } } }`;
const PLAN_FIELDS = `id status progress orders km beatSize capacityKg capacityLitres vehicle downloadUrl
  failedRows { name message } task { id }
  beats { id name km kg litres salesman { id } stops { id position retailerName phone lat lng kg litres } }`;
const CREATE = `mutation($i: BeatPlanCreateInput!) { beatPlanCreate(input: $i) {
  beatPlan { ${PLAN_FIELDS} } task { id status } userErrors { field message code } } }`;
const PLAN = `query($id: ID!) { node(id: $id) { ... on BeatPlan { ${PLAN_FIELDS} } } }`;
const PLANS = `query($c: ID) { beatPlans(first: 10, company: $c) { totalCount edges { node { id status } } } }`;
const MOVE = `mutation($i: BeatStopMoveInput!) { beatStopMove(input: $i) {
  beatPlan { ${PLAN_FIELDS} } userErrors { field message } } }`;
const ASSIGN = `mutation($i: BeatSalesmanAssignInput!) { beatSalesmanAssign(input: $i) {
  beatPlan { beats { id salesman { id } } } userErrors { field message } } }`;

type Stop = {
  id: string;
  position: number;
  retailerName: string;
  phone: string;
  lat: number;
  lng: number;
  kg: number;
  litres: number;
};
type Beat = {
  id: string;
  name: string;
  km: number;
  kg: number;
  litres: number;
  salesman: { id: string } | null;
  stops: Stop[];
};
type Plan = {
  id: string;
  status: string;
  orders: number;
  km: number;
  beatSize: number;
  capacityKg: number;
  capacityLitres: number;
  downloadUrl: string | null;
  failedRows: { name: string; message: string }[];
  beats: Beat[];
};

async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** 200 shops around South Delhi, each on its own point, with the refused rows after them. */
function orderRows(n: number) {
  const rows: Record<string, string | number>[] = [];
  for (let i = 0; i < n; i++)
    rows.push({
      retailerName: `Shop ${i + 1}`,
      phone: `98${String(10_000_000 + i).padStart(8, '0')}`,
      address: `${i + 1} Lajpat Nagar`,
      pincode: '110024',
      latitude: Number((28.5 + ((i * 37) % 100) / 500).toFixed(5)),
      longitude: Number((77.1 + ((i * 53) % 100) / 400).toFixed(5)),
      weightKg: 10 + (i % 25),
      volumeL: 50 + (i % 40),
    });
  return rows;
}

describe('D2R beats', () => {
  let admin: Session;
  let seller: Session;
  let company: string;
  let warehouse: string;
  let salesman: string;
  let otherSalesman: string;
  let plan: Plan;
  let small: Plan;

  const read = async (id: string) => (await admin.gql<{ node: Plan }>(PLAN, { id })).node;
  const create = async (file: string, extra: Record<string, unknown> = {}) =>
    (
      await admin.gql(CREATE, {
        i: { company, warehouse, vehicle: 'Tata_Ace', beatSize: 20, file, ...extra },
      })
    ).beatPlanCreate;

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    seller = await oneWarehouseSeller(`Beats Tea ${unique()}`);
    company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    warehouse = (await admin.gql(WAREHOUSES, { c: company })).node.warehouses.edges[0].node.id as string;
    const other = await oneWarehouseSeller(`Other Beats ${unique()}`);
    const otherCompany = (await other.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    [salesman, otherSalesman] = await Promise.all([salesmanOf(admin, company), salesmanOf(admin, otherCompany)]);
  });

  it('plans 200 shops into beats within the vehicle and the beat size, each shop once', async () => {
    const rows = [
      ...orderRows(200),
      { retailerName: 'Too Heavy Traders', phone: '9811111111', address: 'X', pincode: '110024', weightKg: 900 },
      { retailerName: 'Nowhere Kirana', phone: '9811111112', address: 'Y', pincode: '999999', weightKg: 5 },
      { retailerName: 'No Phone Store', phone: '', address: 'Z', pincode: '110024', weightKg: 5 },
      // Bengaluru: another warehouse's shop, not a day's round from Delhi.
      { retailerName: 'Far Away Stores', phone: '9811111113', address: 'MG Road', pincode: '560001', weightKg: 5 },
    ];
    const file = await uploadSheet(admin, await bulkSheet(BEAT_ORDERS_SHEET, rows), 'orders.xlsx');
    const key = `beats-${unique()}`;
    const made = await create(file, { idempotencyKey: key });
    expect(made.userErrors).toEqual([]);
    expect(made.task.id).toBeTruthy();
    expect(made.beatPlan.orders).toBe(200);
    // The same request again plans once.
    const again = await create(file, { idempotencyKey: key });
    expect(again.beatPlan.id).toBe(made.beatPlan.id);

    plan = await until(
      'the plan',
      () => read(made.beatPlan.id),
      (p) => p.status !== 'PLANNING',
      90_000,
    );
    expect(plan.status).toBe('PLANNED');
    expect(plan.failedRows.map((f) => f.name).sort()).toEqual([
      'Far Away Stores',
      'No Phone Store',
      'Nowhere Kirana',
      'Too Heavy Traders',
    ]);
    expect(plan.failedRows.find((f) => f.name === 'Too Heavy Traders')!.message).toBe(
      BEATS_MSG.overVehicleKg(900, 750),
    );
    expect(plan.failedRows.find((f) => f.name === 'Nowhere Kirana')!.message).toBe(BEATS_MSG.noPlace);
    expect(plan.failedRows.find((f) => f.name === 'Far Away Stores')!.message).toMatch(
      /^\d+ km from the warehouse: a beat reaches shops within 100 km$/,
    );
    const phones = plan.beats.flatMap((b) => b.stops.map((s) => s.phone));
    expect(phones).toHaveLength(200);
    expect(new Set(phones).size).toBe(200);
    for (const beat of plan.beats) {
      expect(beat.stops.length).toBeLessThanOrEqual(20);
      expect(beat.kg).toBeLessThanOrEqual(750);
      expect(beat.litres).toBeLessThanOrEqual(4500);
      expect(beat.stops.map((s) => s.position)).toEqual(beat.stops.map((_, i) => i + 1));
    }
    expect(plan.beats.length).toBeGreaterThanOrEqual(10);
    expect(plan.km).toBeGreaterThan(0);
    expect(plan.km).toBeCloseTo(
      plan.beats.reduce((s, b) => s + b.km, 0),
      1,
    );
    const listed = (await admin.gql(PLANS, { c: company })).beatPlans;
    expect(listed.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(plan.id);
  });

  it("gives a beat to the brand's salesman, never another brand's", async () => {
    const beat = plan.beats[0]!;
    const ok = (await admin.gql(ASSIGN, { i: { beat: beat.id, salesman } })).beatSalesmanAssign;
    expect(ok.userErrors).toEqual([]);
    expect(ok.beatPlan.beats.find((b: Beat) => b.id === beat.id).salesman.id).toBe(salesman);
    const refused = (await admin.gql(ASSIGN, { i: { beat: beat.id, salesman: otherSalesman } })).beatSalesmanAssign;
    expect(refused.userErrors[0]).toMatchObject({ field: 'salesman', message: BEATS_MSG.salesmanOtherBrand });
  });

  it('downloads the beats as a workbook, one sheet per beat in route order', async () => {
    const fresh = await read(plan.id);
    const res = await fetch(new URL(fresh.downloadUrl!, admin.url), { headers: { cookie: admin.cookie! } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(fresh.beats.map((b) => b.name));
    const first = workbook.worksheets[0]!;
    const names: string[] = [];
    first.eachRow((row, n) => {
      if (n > 3) names.push(String(row.getCell(2).value));
    });
    expect(names).toEqual(fresh.beats[0]!.stops.map((s) => s.retailerName));
  });

  it('plans from a .csv sheet too', async () => {
    const header = BEAT_ORDERS_SHEET.columns.map((c) => c.header).join(',');
    const lines = orderRows(5).map((r) =>
      [r.retailerName, r.phone, r.address, r.pincode, r.latitude, r.longitude, r.weightKg, r.volumeL].join(','),
    );
    const file = await uploadPricing(admin, [header, ...lines].join('\n'), 'orders.csv');
    const made = await create(file, { vehicle: 'CUSTOM', capacityKg: 50, capacityLitres: 500, beatSize: 3 });
    expect(made.userErrors).toEqual([]);
    const done = (small = await until(
      'the csv plan',
      () => read(made.beatPlan.id),
      (p) => p.status !== 'PLANNING',
    ));
    expect(done.status).toBe('PLANNED');
    expect(done.beats.flatMap((b) => b.stops)).toHaveLength(5);
    for (const b of done.beats) expect(b.kg).toBeLessThanOrEqual(50);
  });

  it('moves a stop between beats, recomputing both, and refuses a move past the beat size or the vehicle', async () => {
    // The 200 shops fill every beat to its size: any move is refused.
    const [a, b] = plan.beats.filter((x) => x.stops.length === 20);
    const refused = (await admin.gql(MOVE, { i: { stop: a!.stops[0]!.id, beat: b!.id } })).beatStopMove;
    expect(refused.userErrors[0]).toMatchObject({ field: 'beat', message: BEATS_MSG.beatOverSize(b!.name, 20) });

    // The small plan (beats of 3 stops, 50 kg) has room.
    const roomy = small.beats.find((x) => x.stops.length < 3)!;
    const from = small.beats.find((x) => x.id !== roomy.id)!;
    const stop = from.stops[0]!;
    const moved = (await admin.gql(MOVE, { i: { stop: stop.id, beat: roomy.id } })).beatStopMove;
    if (roomy.kg + stop.kg > 50) {
      expect(moved.userErrors[0].message).toBe(BEATS_MSG.beatOverKg(roomy.name, roomy.kg + stop.kg, 50));
      return;
    }
    expect(moved.userErrors).toEqual([]);
    const after = moved.beatPlan as Plan;
    const to = after.beats.find((x) => x.id === roomy.id)!;
    expect(to.stops.at(-1)!.id).toBe(stop.id);
    expect(to.kg).toBeCloseTo(roomy.kg + stop.kg, 2);
    expect(after.beats.find((x) => x.id === from.id)!.stops).toHaveLength(from.stops.length - 1);
    expect(after.km).toBeCloseTo(
      after.beats.reduce((sum, x) => sum + x.km, 0),
      1,
    );
  });

  it('answers bad input as user errors, and refuses sellers', async () => {
    const file = await uploadSheet(admin, await bulkSheet(BEAT_ORDERS_SHEET, orderRows(2)), 'orders.xlsx');
    const zero = await create(file, { beatSize: 0 });
    expect(zero.userErrors[0]).toMatchObject({ field: 'beatSize', message: BEATS_MSG.beatSize });
    const custom = await create(file, { vehicle: 'CUSTOM' });
    expect(custom.userErrors.map((e: { field: string }) => e.field)).toContain('capacityKg');
    const otherWarehouse = await create(file, {
      warehouse: Buffer.from('Warehouse:00000000-0000-4000-8000-000000000000').toString('base64'),
    });
    expect(otherWarehouse.userErrors[0]).toMatchObject({ field: 'warehouse', message: BEATS_MSG.selectWarehouse });
    const noFile = await create('');
    expect(noFile.userErrors[0]).toMatchObject({ field: 'file', message: MSG.noFileSelected });

    const asSeller = await seller.raw(PLANS, { c: company });
    expect(asSeller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sellerFile = await uploadSheet(seller, await bulkSheet(BEAT_ORDERS_SHEET, orderRows(2)), 'orders.xlsx');
    const sellerPlan = await seller.raw(CREATE, {
      i: { company, warehouse, vehicle: 'Tata_Ace', beatSize: 20, file: sellerFile },
    });
    expect(sellerPlan.errors?.[0]?.extensions?.code ?? sellerPlan.data?.beatPlanCreate.userErrors[0]?.code).toBe(
      'FORBIDDEN',
    );
  });
});
