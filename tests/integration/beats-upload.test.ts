import ExcelJS from 'exceljs';
import { BEATS_MSG, BEAT_UPLOAD_SHEET, XLSX_TYPE } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, oneWarehouseSeller, signedIn } from '../support/client.js';
import { salesmanOf, unique } from '../support/d2r.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';

const WAREHOUSES = `query($c: ID!) { node(id: $c) { ... on Company { warehouses(first: 5) { edges { node { id } } } } } }`;
const PHONE = `query($id: ID!) { node(id: $id) { ... on FieldPerson { phone } } }`;
const PREVIEW = `mutation($i: BeatBulkUploadPreviewInput!) { beatBulkUploadPreview(input: $i) {
  columns rows { rowNumber cells errors { field message } } userErrors { field message code } } }`;
const SAVE = `mutation($i: BeatBulkUploadSaveInput!) { beatBulkUploadSave(input: $i) {
  task { id } userErrors { field message code } } }`;
const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status result { succeeded { key } failed { key message } } } } }`;
const PLANS = `query($c: ID) { beatPlans(first: 20, company: $c) { totalCount edges { node {
  id status orders km beatSize downloadUrl task { id }
  beats { id name description km kg litres salesman { id } stops { position retailerName lat lng } } } } } }`;

type TaskResult = {
  status: string;
  result: { succeeded: { key: string }[]; failed: { key: string; message: string }[] } | null;
};
type PlanNode = {
  id: string;
  status: string;
  orders: number;
  km: number;
  downloadUrl: string | null;
  task: { id: string } | null;
  beats: {
    name: string;
    description: string | null;
    km: number;
    kg: number;
    salesman: { id: string } | null;
    stops: { position: number; retailerName: string }[];
  }[];
};

/** A Delhi shop near Lajpat Nagar, on its own point. */
const shop = (beatName: string, i: number, extra: Record<string, string | number> = {}) => ({
  beatName,
  retailerName: `${beatName} Shop ${i}`,
  phone: `98${String(20_000_000 + i).padStart(8, '0')}`,
  address: `${i} Lajpat Nagar`,
  pincode: '110024',
  latitude: Number((28.56 + i / 500).toFixed(5)),
  longitude: Number((77.24 + i / 700).toFixed(5)),
  weightKg: 10,
  volumeL: 30,
  ...extra,
});

describe('D2R beats upload', () => {
  let admin: Session;
  let seller: Session;
  let company: string;
  let warehouse: string;
  let salesman: string;
  let salesmanPhone: string;
  let otherPhone: string;
  let file: string;

  const settings = () => ({ company, warehouse, vehicle: 'Tata_Ace', beatSize: 3 });
  const taskOf = async (id: string) => {
    const end = Date.now() + 30_000;
    for (;;) {
      const task = (await admin.gql<{ node: TaskResult }>(TASK, { id })).node;
      if (task.status !== 'IN_PROGRESS' || Date.now() > end) return task;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const plans = async () =>
    (await admin.gql(PLANS, { c: company })).beatPlans.edges.map((e: { node: PlanNode }) => e.node) as PlanNode[];

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    seller = await oneWarehouseSeller(`Beats Upload Tea ${unique()}`);
    company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    warehouse = (await admin.gql(WAREHOUSES, { c: company })).node.warehouses.edges[0].node.id as string;
    const other = await oneWarehouseSeller(`Other Beats Upload ${unique()}`);
    const otherCompany = (await other.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const otherSalesman = await salesmanOf(admin, otherCompany);
    salesman = await salesmanOf(admin, company);
    // As the sheet's phone rule takes them: ten digits.
    salesmanPhone = ((await admin.gql(PHONE, { id: salesman })).node.phone as string).slice(-10);
    otherPhone = ((await admin.gql(PHONE, { id: otherSalesman })).node.phone as string).slice(-10);
  });

  it('previews the sheet with its row errors, then saves the beats that pass as one planned plan', async () => {
    file = await uploadSheet(
      admin,
      await bulkSheet(BEAT_UPLOAD_SHEET, [
        shop('Lajpat Round', 1, { description: 'Morning round', salesmanPhone }),
        // A bad phone, fixed in the preview.
        shop('Lajpat Round', 2, { phone: '12' }),
        shop('Lajpat Round', 3),
        ...[4, 5, 6, 7].map((i) => shop('Too Long', i)),
        shop('Stranger Beat', 8, { salesmanPhone: '9899999999' }),
        shop('Theirs Beat', 9, { salesmanPhone: otherPhone }),
      ]),
      'beats.xlsx',
    );
    const p = (await admin.gql(PREVIEW, { i: { file, ...settings() } })).beatBulkUploadPreview;
    expect(p.userErrors).toEqual([]);
    expect(p.columns).toEqual(BEAT_UPLOAD_SHEET.columns.map((c) => c.key));
    const errorsOf = (n: number) => p.rows.find((r: { rowNumber: number }) => r.rowNumber === n).errors;
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([{ field: 'phone', message: expect.any(String) }]);
    expect(errorsOf(9)).toEqual([{ field: 'salesmanPhone', message: BEATS_MSG.salesmanUnknown }]);
    // Another brand's salesman is refused.
    expect(errorsOf(10)).toEqual([{ field: 'salesmanPhone', message: BEATS_MSG.salesmanOtherBrand }]);

    const key = `beats-upload-${unique()}`;
    const save = async () =>
      (
        await admin.gql(SAVE, {
          i: { file, ...settings(), edits: [{ rowNumber: 3, key: 'phone', value: '9820000002' }], idempotencyKey: key },
        })
      ).beatBulkUploadSave;
    const started = await save();
    expect(started.userErrors).toEqual([]);
    const task = await taskOf(started.task.id);
    expect(task.status).toBe('COMPLETED');
    expect(task.result!.succeeded).toEqual([{ key: 'Lajpat Round' }]);
    expect(task.result!.failed).toEqual([
      { key: 'Too Long', message: BEATS_MSG.beatOverSize('Too Long', 3) },
      { key: 'Stranger Beat', message: expect.stringContaining(BEATS_MSG.salesmanUnknown) },
      { key: 'Theirs Beat', message: expect.stringContaining(BEATS_MSG.salesmanOtherBrand) },
    ]);

    const [plan, ...rest] = await plans();
    expect(rest).toEqual([]);
    expect(plan!.status).toBe('PLANNED');
    expect(plan!.task?.id).toBe(started.task.id);
    expect(plan!.downloadUrl).toBeTruthy();
    expect(plan!.orders).toBe(3);
    expect(plan!.beats).toHaveLength(1);
    const beat = plan!.beats[0]!;
    expect(beat).toMatchObject({ name: 'Lajpat Round', description: 'Morning round', kg: 30 });
    expect(beat.salesman?.id).toBe(salesman);
    expect(beat.stops.map((s) => [s.position, s.retailerName])).toEqual([
      [1, 'Lajpat Round Shop 1'],
      [2, 'Lajpat Round Shop 2'],
      [3, 'Lajpat Round Shop 3'],
    ]);
    expect(beat.km).toBeGreaterThan(0);
    expect(plan!.km).toBe(beat.km);

    // The same save again (its answer lost) starts nothing more.
    const again = await save();
    expect(again.task.id).toBe(started.task.id);
    await taskOf(again.task.id);
    const after = await plans();
    expect(after).toHaveLength(1);
    expect(after[0]!.beats).toHaveLength(1);
  });

  it('gives the template with two example beats, to admins only', async () => {
    const url = `/files/templates/beats-upload.xlsx?company=${encodeURIComponent(company)}`;
    const res = await fetch(`${admin.url}${url}`, { headers: { cookie: admin.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(XLSX_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...BEAT_UPLOAD_SHEET.columns.map((c) => c.header)]);
    const names = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) names.add(String(row.getCell(1).value));
    });
    expect(names.size).toBe(2);
    const bySeller = await fetch(`${seller.url}${url}`, { headers: { cookie: seller.cookie! } });
    expect(bySeller.status).toBe(403);
  });

  it('refuses sellers', async () => {
    const sellerFile = await uploadSheet(seller, await bulkSheet(BEAT_UPLOAD_SHEET, [shop('S', 1)]), 'beats.xlsx');
    for (const [query, name, extra] of [
      [PREVIEW, 'beatBulkUploadPreview', {}],
      [SAVE, 'beatBulkUploadSave', { edits: [] }],
    ] as const) {
      const answer = await seller.raw(query, { i: { file: sellerFile, ...settings(), ...extra } });
      expect(answer.errors?.[0]?.extensions?.code ?? answer.data?.[name].userErrors[0]?.code).toBe('FORBIDDEN');
    }
  });
});
