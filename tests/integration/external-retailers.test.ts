import { beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_EXTERNAL_RETAILERS,
  EXTERNAL_ALREADY_RETAILER,
  EXTERNAL_MERGES_WITH,
  EXTERNAL_SAME_AS_ROW,
  MSG,
  fill,
  gstinCheckChar,
} from '@parcelo/common';
import { Session, signedIn, uniquePhone, verifiedSeller } from '../support/client.js';
import { unique } from '../support/d2r.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';

/*
 * External retailers: a brand's sheet of shops found but not onboarded, merged by phone and
 * GSTIN (in the sheet, with those stored, never doubled), refused when the brand already has the
 * shop as a retailer; the list, and a shop marked onboarded as the retailer made of it.
 */

const PREVIEW = `mutation($i: BulkUploadPreviewInput!) { externalRetailerBulkUploadPreview(input: $i) {
  columns rows { rowNumber errors { field message } warnings { field message } } userErrors { field message code } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { externalRetailerBulkUploadSave(input: $i) {
  task { id } userErrors { field message code } } }`;
const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status total succeeded failed
  result { succeeded { key } failed { key message } } } } }`;
const LIST = `query($c: ID, $s: String, $o: Boolean) { externalRetailers(first: 50, company: $c, search: $s, onboarded: $o) {
  totalCount edges { node { id name phone gstin city storeType retailerClass retailCluster source updatedAt
    retailer { id } company { id } } } } }`;
const ONBOARD = `mutation($i: ExternalRetailerOnboardInput!) { externalRetailerOnboard(input: $i) {
  externalRetailer { id onboardedAt retailer { id name } } userErrors { field message code } } }`;
const RETAILER = `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) {
  retailerEdge { node { id name } } userErrors { field message } } }`;
const COMPANY = `{ viewer { company { id } } }`;

/** A Delhi GSTIN with a right check character. */
const delhiGstin = () => {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const first14 = `07${letters}${String(1000 + Math.floor(Math.random() * 9000))}K1Z`;
  return first14 + gstinCheckChar(first14);
};

type Row = { rowNumber: number; errors: { field: string; message: string }[]; warnings: unknown[] };
type Listed = {
  id: string;
  name: string;
  phone: string;
  gstin: string | null;
  city: string | null;
  storeType: string | null;
  retailerClass: string | null;
  source: string | null;
  updatedAt: string;
  retailer: { id: string } | null;
};

let admin: Session;
let seller: Session;
let company: string;
let other: string;

async function finished(id: string) {
  const end = Date.now() + 30_000;
  for (;;) {
    const task = (await admin.gql(TASK, { id })).node;
    if (task.status !== 'IN_PROGRESS') return task;
    if (Date.now() > end) throw new Error(`task ${id} still running`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function saved(file: string, brand = company, edits: object[] = []) {
  const started = (await admin.gql(SAVE, { i: { file, company: brand, edits } })).externalRetailerBulkUploadSave;
  expect(started.userErrors).toEqual([]);
  const task = await finished(started.task.id);
  expect(task.status).toBe('COMPLETED');
  return task;
}

const listed = async (brand = company, onboarded: boolean | null = false): Promise<Listed[]> =>
  (await admin.gql(LIST, { c: brand, o: onboarded })).externalRetailers.edges.map((e: { node: Listed }) => e.node);

const retailer = async (brand: string, firstName: string, phone: string) => {
  const made = (
    await admin.gql(RETAILER, {
      i: {
        company: brand,
        firstName,
        addressLine1: 'B-14 Lajpat Nagar II',
        addressLine2: 'Main Market',
        pincode: '110024',
        phone,
        storeType: 'GT',
        retailCluster: 'SOUTH_DELHI',
        retailerClass: 'C',
        creditLimit: 50_000_00,
        paymentTermsDays: 15,
      },
    })
  ).retailerCreate;
  expect(made.userErrors).toEqual([]);
  return made.retailerEdge.node as { id: string; name: string };
};

const run = unique();
const gupta = { name: `Gupta Stores ${run}`, phone: uniquePhone() };
const anand = { name: `Anand Kirana ${run}`, phone: uniquePhone() };
const bansal = { name: `Bansal Traders ${run}`, phone: uniquePhone() };
const onboardedPhone = uniquePhone();
const gstin = delhiGstin();

beforeAll(async () => {
  const [a, s, o] = await Promise.all([
    signedIn('admin@demo.in'),
    verifiedSeller(`Field Finds ${run}`),
    verifiedSeller(`Other Finds ${run}`),
  ]);
  admin = a;
  seller = s;
  company = (await seller.gql(COMPANY)).viewer.company.id;
  other = (await o.gql(COMPANY)).viewer.company.id;
  await retailer(company, `Mehta Provisions ${run}`, onboardedPhone);
  // One shop already listed, from an earlier sheet.
  const first = await uploadSheet(
    admin,
    await bulkSheet(BULK_EXTERNAL_RETAILERS, [{ firstName: gupta.name, phone: gupta.phone, source: 'Survey' }]),
  );
  const task = await saved(first);
  expect(task.result.succeeded).toEqual([{ key: `${gupta.name} (${gupta.phone}): added` }]);
});

describe('the external retailers sheet', () => {
  let file: string;
  let before: Listed[];

  it('previews duplicates as merged, a retailer the brand has and a wrong GSTIN as errors', async () => {
    file = await uploadSheet(
      admin,
      await bulkSheet(BULK_EXTERNAL_RETAILERS, [
        { firstName: anand.name, phone: `+91 ${anand.phone}`, addressLine1: 'Shop 3, Amar Colony', pincode: '110024' },
        { firstName: anand.name, phone: anand.phone, storeType: 'shop', retailerClass: 'b' },
        { firstName: gupta.name, phone: gupta.phone, gstin, pincode: '110024', source: 'Distributor list' },
        { firstName: 'Mehta', phone: onboardedPhone },
        { firstName: bansal.name, phone: bansal.phone, gstin: `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}` },
      ]),
    );
    // Admins only.
    const refused = await seller.raw(PREVIEW, { i: { file, company } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const p = (await admin.gql(PREVIEW, { i: { file, company } })).externalRetailerBulkUploadPreview;
    expect(p.userErrors).toEqual([]);
    expect(p.rows.map((r: Row) => [r.rowNumber, r.errors, r.warnings])).toEqual([
      [2, [], []],
      [3, [], [{ field: 'phone', message: fill(EXTERNAL_SAME_AS_ROW, { row: 2 }) }]],
      [4, [], [{ field: 'phone', message: fill(EXTERNAL_MERGES_WITH, { name: gupta.name }) }]],
      [5, [{ field: 'phone', message: fill(EXTERNAL_ALREADY_RETAILER, { name: `Mehta Provisions ${run}` }) }], []],
      [6, [{ field: 'gstin', message: MSG.gstinChecksum }], []],
    ]);
  });

  it('saves the shops once: merged, not doubled, with exact counts', async () => {
    const task = await saved(file);
    expect([task.total, task.succeeded, task.failed]).toEqual([5, 3, 2]);
    expect(task.result.succeeded.map((r: { key: string }) => r.key)).toEqual([
      `${anand.name} (${anand.phone}): added`,
      `${anand.name} (${anand.phone}): merged into row 2`,
      `${gupta.name} (${gupta.phone}): merged`,
    ]);
    expect(task.result.failed).toEqual([
      {
        key: `Mehta (${onboardedPhone})`,
        message: `Row 5: ${fill(EXTERNAL_ALREADY_RETAILER, { name: `Mehta Provisions ${run}` })}`,
      },
      { key: `${bansal.name} (${bansal.phone})`, message: `Row 6: ${MSG.gstinChecksum}` },
    ]);
    before = await listed();
    expect(before).toHaveLength(2);
    expect(before.find((r) => r.phone === anand.phone)).toMatchObject({
      storeType: 'SHOP',
      retailerClass: 'B',
      city: expect.any(String),
    });
    // The newer telling's values win, and its blanks keep what was known.
    expect(before.find((r) => r.phone === gupta.phone)).toMatchObject({ gstin, source: 'Distributor list' });
  });

  it('changes nothing when the same sheet is saved again', async () => {
    const task = await saved(file);
    expect([task.succeeded, task.failed]).toEqual([3, 2]);
    expect(task.result.succeeded.map((r: { key: string }) => r.key)).toEqual([
      `${anand.name} (${anand.phone}): unchanged`,
      `${anand.name} (${anand.phone}): merged into row 2`,
      `${gupta.name} (${gupta.phone}): unchanged`,
    ]);
    expect(await listed()).toEqual(before);
  });

  it('lists by name, phone or GSTIN', async () => {
    const by = async (s: string) =>
      (await admin.gql(LIST, { c: company, s, o: false })).externalRetailers.edges.map(
        (e: { node: Listed }) => e.node.phone,
      );
    expect(await by(anand.name.toLowerCase())).toEqual([anand.phone]);
    expect(await by(`+91 ${gupta.phone}`)).toEqual([gupta.phone]);
    expect(await by(gstin.toLowerCase())).toEqual([gupta.phone]);
    const refused = await seller.raw(LIST, { c: company });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('marks a shop onboarded as the retailer made of it; it leaves the default list', async () => {
    const shop = before.find((r) => r.phone === anand.phone)!;
    const made = await retailer(company, anand.name, anand.phone);
    const done = (await admin.gql(ONBOARD, { i: { externalRetailer: shop.id, retailer: made.id } }))
      .externalRetailerOnboard;
    expect(done.userErrors).toEqual([]);
    expect(done.externalRetailer).toMatchObject({
      id: shop.id,
      retailer: { id: made.id },
      onboardedAt: expect.any(String),
    });
    expect((await listed()).map((r) => r.phone)).toEqual([gupta.phone]);
    expect((await listed(company, true)).map((r) => r.phone)).toEqual([anand.phone]);
    expect(await listed(company, null)).toHaveLength(2);

    // A sheet naming it again now finds a retailer.
    const again = await uploadSheet(
      admin,
      await bulkSheet(BULK_EXTERNAL_RETAILERS, [{ firstName: anand.name, phone: anand.phone }]),
    );
    const p = (await admin.gql(PREVIEW, { i: { file: again, company } })).externalRetailerBulkUploadPreview;
    expect(p.rows[0].errors).toEqual([
      { field: 'phone', message: fill(EXTERNAL_ALREADY_RETAILER, { name: made.name }) },
    ]);
  });

  it("refuses another brand's ids, and keeps each brand's shops apart", async () => {
    const shop = before.find((r) => r.phone === gupta.phone)!;
    const theirs = await retailer(other, `Other Shop ${run}`, uniquePhone());
    const refused = await admin.raw(ONBOARD, { i: { externalRetailer: shop.id, retailer: theirs.id } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await listed()).map((r) => r.phone)).toEqual([gupta.phone]);

    // The same phone in another brand's sheet is that brand's own new shop.
    const file = await uploadSheet(
      admin,
      await bulkSheet(BULK_EXTERNAL_RETAILERS, [{ firstName: gupta.name, phone: gupta.phone }]),
    );
    const task = await saved(file, other);
    expect(task.result.succeeded).toEqual([{ key: `${gupta.name} (${gupta.phone}): added` }]);
    expect((await listed(other)).map((r) => r.phone)).toEqual([gupta.phone]);
    expect(await listed()).toHaveLength(1);
  });
});
