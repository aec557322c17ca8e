import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BULK_SHIPPING_ADJUSTMENTS,
  MSG,
  XLSX_TYPE,
  chargeableGrams,
  fill,
  shippingChargeOf,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import { Session, sellerAt, signedIn, uniquePhone } from '../support/client.js';
import { PIXEL_PNG } from '../support/files.js';
import { STATUS_UPDATE, placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';
import { bulkSheet, uploadFile, uploadSheet } from '../support/sheets.js';
import { collect, wsClient } from '../support/subscriptions.js';

const PREVIEW = `mutation($i: BulkUploadPreviewInput!) { shippingAdjustmentsBulkUploadPreview(input: $i) {
  columns rows { rowNumber cells errors { field message } } userErrors { field message code } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { shippingAdjustmentsBulkUploadSave(input: $i) {
  task { id status total } userErrors { field message code } } }`;
const PROGRESS = `subscription($id: ID) { taskProgress(id: $id) { id status progress succeeded failed
  result { succeeded { key } failed { key message } } } }`;
const LIST = `query($company: ID, $statuses: [WeightDiscrepancyStatus!], $awb: String) {
  weightDiscrepancies(first: 50, company: $company, statuses: $statuses, awb: $awb) {
    totalCount edges { node { id awb status declaredGrams measuredGrams previousCharge measuredCharge difference
      remark disputeRemark disputeImageUrl resolutionRemark company { name } } } } }`;
const ACCEPT = `mutation($i: WeightDiscrepancyAcceptInput!) { weightDiscrepancyAccept(input: $i) {
  weightDiscrepancy { id status } userErrors { field message code } } }`;
const DISPUTE = `mutation($i: WeightDiscrepancyDisputeInput!) { weightDiscrepancyDispute(input: $i) {
  weightDiscrepancy { id status disputeRemark disputeImageUrl } userErrors { field message code } } }`;
const RESOLVE = `mutation($i: WeightDisputeResolveInput!) { weightDisputeResolve(input: $i) {
  weightDiscrepancy { id status resolutionRemark } userErrors { field message code } } }`;

type Progress = {
  taskProgress: {
    status: string;
    succeeded: number;
    failed: number;
    result: { succeeded: { key: string }[]; failed: { key: string; message: string }[] } | null;
  };
};

interface Discrepancy {
  id: string;
  awb: string;
  status: string;
  declaredGrams: number;
  measuredGrams: number;
  previousCharge: number;
  measuredCharge: number;
  difference: number;
}

const RATES = { lightningBaseCharges: 3000, lightningPriceUpto2Kgs: 4000, lightningPriceAfter2Kgs: 2500 };

let admin: Session;
let seller: Session;
let seller2: Session;
let companyId: string;
let companyGid: string;
let company2Id: string;

const localOf = (gid: string) => Buffer.from(gid, 'base64').toString('utf8').split(':')[1]!;

async function rest(path: string, init: { method?: string; body?: unknown } = {}, as: Session = admin) {
  const res = await fetch(`${inject('serviceUrls').invoices}${path}`, {
    method: init.method ?? 'GET',
    headers: { cookie: as.cookie!, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return (await res.json()) as { status: boolean; data: any; message: string };
}

const balance = async (company: string) =>
  (await rest(`/wallet?companyId=${company}`)).data.wallet.balancePaise as number;

async function setRates(company: string) {
  const res = await fetch(`${inject('serviceUrls').ums}/ums/ts/pricing-preferences`, {
    method: 'PUT',
    headers: { cookie: admin.cookie!, 'content-type': 'application/json' },
    body: JSON.stringify({ companyId: company, ...RATES }),
  });
  expect(res.status).toBe(200);
}

/** New orders of the seller, delivered, with no adjustment yet. */
async function freshShipments(as: Session, n: number) {
  const out: { awb: string; weight: number; dimensions: { length: number; breadth: number; height: number } | null }[] =
    [];
  for (let i = 0; i < n; i++) {
    const placed = await placeOrderFor(as, uniquePhone());
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await as.gql(STATUS_UPDATE, { i: { id: placed.id, status } })).orderStatusUpdate.userErrors).toEqual([]);
    const { node } = await as.gql(
      `query($id: ID!) { node(id: $id) { ... on Order { awb weight dimensions { length breadth height } } } }`,
      { id: placed.id },
    );
    out.push(node);
  }
  return out;
}

async function run(file: string, edits: unknown[] = []) {
  // As the browser sends it: with an idempotency key, new for each save.
  const idempotencyKey = `adj-${Math.random().toString(36).slice(2)}`;
  const saved = (await admin.gql(SAVE, { i: { file, edits, idempotencyKey } })).shippingAdjustmentsBulkUploadSave;
  expect(saved.userErrors).toEqual([]);
  const client = wsClient(admin);
  const events = await collect<Progress>(
    client,
    PROGRESS,
    { id: saved.task.id },
    (d) => d.taskProgress.status !== 'IN_PROGRESS',
  );
  await client.dispose();
  return events.at(-1)!.taskProgress;
}

/** Two new delivered shipments of the seller's, re-weighed heavier by an admin's sheet: two open discrepancies. */
async function reweighedHeavier(as: Session) {
  const [c, d] = await freshShipments(as, 2);
  const heavy = Math.round(Math.max(c!.weight, d!.weight) * 1000) + 4000;
  const file = await uploadSheet(
    admin,
    await bulkSheet(BULK_SHIPPING_ADJUSTMENTS, [
      { awb: c!.awb, measuredWeight: heavy / 1000 },
      { awb: d!.awb, measuredWeight: heavy / 1000 },
    ]),
  );
  expect((await run(file)).succeeded).toBe(2);
  return [c!, d!] as const;
}

const charge = (grams: number, dims: { length: number; breadth: number; height: number } | null) =>
  shippingChargeOf(RATES as unknown as PricingPreferencesRecord, {
    chargeableGrams: chargeableGrams(grams / 1000, dims, 500),
  });

beforeAll(async () => {
  // Companies of their own, with rates, stock to ship and money in the wallet: the adjustments
  // move their wallets and no other test's.
  [admin, seller, seller2] = await Promise.all([
    signedIn('admin@demo.in'),
    sellerAt('Adjusted Tea Co', ['WH-DEL-001']),
    sellerAt('Adjusted Cloth Co', ['WH-BOM-001']),
  ]);
  await Promise.all([listedSku(seller, 'CHAI-MSL-250'), listedSku(seller2, 'CHAI-MSL-250')]);
  companyGid = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  companyId = localOf(companyGid);
  company2Id = localOf((await seller2.gql(`{ viewer { company { id } } }`)).viewer.company.id);
  await setRates(companyId);
  await setRates(company2Id);
  for (const company of [companyGid, (await seller2.gql(`{ viewer { company { id } } }`)).viewer.company.id]) {
    const credited = await admin.gql(
      `mutation($i: WalletTransactionCreateInput!) { walletTransactionCreate(input: $i) { userErrors { message } } }`,
      { i: { company, description: 'Opening balance', amount: 10_000_000, type: 'CREDIT', code: '100' } },
    );
    expect(credited.walletTransactionCreate.userErrors).toEqual([]);
  }
});

describe('shipping adjustments', () => {
  it('lists failed rows by AWB, debits each good row once however often the sheet is saved', async () => {
    const [a, b] = await freshShipments(seller, 2);
    const heavier = Math.round(Math.max(a!.weight * 1000, 2600)) + 3000;
    const lighter = 500;
    const rows: Record<string, string | number>[] = [
      { awb: a!.awb, measuredWeight: heavier / 1000, remark: 'Re-weighed at Delhi hub' },
      { awb: b!.awb.toLowerCase(), measuredWeight: lighter / 1000 },
      { awb: 'PC0000000000', measuredWeight: 1 },
      { awb: 'PC1111111111', measuredWeight: 0 },
      { awb: 'PC2222222222', measuredWeight: 101 },
      { awb: 'PC3333333333', measuredWeight: 'heavy' },
      { awb: a!.awb, measuredWeight: 4 },
    ];
    // The last row repeats the first AWB, so both are refused; the first is fixed inline.
    const file = await uploadSheet(admin, await bulkSheet(BULK_SHIPPING_ADJUSTMENTS, rows), 'adjustments.xlsx');
    const preview = (await admin.gql(PREVIEW, { i: { file } })).shippingAdjustmentsBulkUploadPreview;
    expect(preview.userErrors).toEqual([]);
    expect(preview.columns).toEqual(['awb', 'measuredWeight', 'remark']);
    const errorsOf = (n: number) => preview.rows.find((r: { rowNumber: number }) => r.rowNumber === n).errors;
    expect(errorsOf(2)).toEqual([{ field: 'awb', message: fill(MSG.adjustmentAwbRepeated, { awb: a!.awb }) }]);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)).toEqual([{ field: 'awb', message: fill(MSG.adjustmentAwbUnknown, { awb: 'PC0000000000' }) }]);
    expect(errorsOf(5)).toContainEqual({ field: 'measuredWeight', message: MSG.adjustmentWeightInvalid });
    expect(errorsOf(6)).toContainEqual({ field: 'measuredWeight', message: MSG.adjustmentWeightInvalid });
    expect(errorsOf(7)).toContainEqual({ field: 'measuredWeight', message: MSG.adjustmentWeightInvalid });

    // A seller cannot preview or save an adjustment sheet.
    const own = await uploadSheet(seller, await bulkSheet(BULK_SHIPPING_ADJUSTMENTS, rows.slice(0, 1)));
    const refused = await seller.raw(PREVIEW, { i: { file: own } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const before = await balance(companyId);
    const edits = [{ rowNumber: 8, key: 'awb', value: 'PC4444444444' }];
    const first = await run(file, edits);
    expect(first.status).toBe('COMPLETED');
    expect(first.result!.succeeded.map((r) => r.key).sort()).toEqual([a!.awb, b!.awb].sort());
    expect(first.result!.failed).toEqual(
      expect.arrayContaining([
        { key: 'PC0000000000', message: `Row 4: ${fill(MSG.adjustmentAwbUnknown, { awb: 'PC0000000000' })}` },
        {
          key: 'PC1111111111',
          message: `Row 5: ${fill(MSG.adjustmentAwbUnknown, { awb: 'PC1111111111' })}; ${MSG.adjustmentWeightInvalid}`,
        },
        { key: 'PC4444444444', message: `Row 8: ${fill(MSG.adjustmentAwbUnknown, { awb: 'PC4444444444' })}` },
      ]),
    );
    expect(first.failed).toBe(5);

    const listed = (await seller.gql(LIST, { awb: a!.awb })).weightDiscrepancies.edges.map(
      (e: { node: Discrepancy }) => e.node,
    );
    expect(listed).toHaveLength(1);
    const debit = listed[0] as Discrepancy;
    expect(debit).toMatchObject({ status: 'OPEN', measuredGrams: heavier, remark: 'Re-weighed at Delhi hub' });
    expect(debit.measuredCharge).toBe(charge(heavier, a!.dimensions));
    expect(debit.difference).toBe(debit.measuredCharge - debit.previousCharge);
    expect(debit.difference).toBeGreaterThan(0);
    const credit = (await seller.gql(LIST, { awb: b!.awb })).weightDiscrepancies.edges[0].node as Discrepancy;
    expect(credit.status).toBe(credit.difference > 0 ? 'OPEN' : 'ACCEPTED');
    const moved = debit.difference + credit.difference;
    expect(await balance(companyId)).toBe(before - moved);

    // The same sheet again: nothing moves, and each good row says it was done before.
    const second = await run(file, edits);
    expect(second.succeeded).toBe(0);
    expect(second.result!.failed).toContainEqual({
      key: a!.awb,
      message: fill(MSG.adjustmentDone, { kg: heavier / 1000 }),
    });
    expect(await balance(companyId)).toBe(before - moved);
    expect((await seller.gql(LIST, { awb: a!.awb })).weightDiscrepancies.totalCount).toBe(1);
  });

  it('a dispute is raised by the brand only, resolved once by an admin, and refunded once', async () => {
    const [c, d] = await reweighedHeavier(seller);
    const open = (await seller.gql(LIST, { statuses: ['OPEN'], awb: c.awb })).weightDiscrepancies.edges[0].node;
    const other = (await seller.gql(LIST, { statuses: ['OPEN'], awb: d.awb })).weightDiscrepancies.edges[0].node;

    // Another company sees none of it and may not answer it.
    expect((await seller2.gql(LIST, { awb: c.awb })).weightDiscrepancies.totalCount).toBe(0);
    const foreign = await seller2.raw(ACCEPT, { i: { weightDiscrepancy: open.id } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignDispute = await seller2.raw(DISPUTE, { i: { weightDiscrepancy: open.id, remark: 'Not ours' } });
    expect(foreignDispute.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const peek = await seller2.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: open.id });
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Only admins resolve.
    const sellerResolve = await seller.raw(RESOLVE, {
      i: { weightDiscrepancy: open.id, outcome: 'REFUNDED', remark: 'Mine' },
    });
    expect(
      sellerResolve.errors?.[0]?.extensions?.code ?? sellerResolve.data?.weightDisputeResolve?.userErrors?.[0]?.code,
    ).toBeTruthy();

    // Bad input: a blank remark, a photo from elsewhere, a PDF as the photo.
    const blank = (await seller.gql(DISPUTE, { i: { weightDiscrepancy: open.id, remark: '   ' } }))
      .weightDiscrepancyDispute;
    expect(blank.userErrors).toEqual([{ field: 'remark', message: MSG.discrepancyRemarkRequired, code: 'INVALID' }]);
    const stranger = await uploadFile(seller2, {
      key: 'WEIGHT_DISPUTE_IMG',
      fileName: 'scale.png',
      fileType: 'image/png',
      content: PIXEL_PNG,
    });
    const borrowed = (
      await seller.gql(DISPUTE, { i: { weightDiscrepancy: open.id, remark: 'See photo', imageUrl: stranger } })
    ).weightDiscrepancyDispute;
    expect(borrowed.userErrors[0].field).toBe('imageUrl');
    const pdf = (
      await seller.gql(
        `mutation { uploadCreate(input: { key: WEIGHT_DISPUTE_IMG, fileName: "a.pdf", fileType: "application/pdf" }) { storedUrl userErrors { message } } }`,
      )
    ).uploadCreate;
    expect(pdf.userErrors).toEqual([{ message: MSG.imagesOnly }]);

    const photo = await uploadFile(seller, {
      key: 'WEIGHT_DISPUTE_IMG',
      fileName: 'scale.png',
      fileType: 'image/png',
      content: PIXEL_PNG,
    });
    const disputed = (
      await seller.gql(DISPUTE, {
        i: { weightDiscrepancy: open.id, remark: 'Packed at 1.2 kg, photo attached', imageUrl: photo },
      })
    ).weightDiscrepancyDispute;
    expect(disputed.userErrors).toEqual([]);
    expect(disputed.weightDiscrepancy).toMatchObject({ status: 'DISPUTED', disputeImageUrl: photo });
    // The photo opens for the brand and admins, not for another brand.
    const LINK = `query($u: String!) { uploadedFile(storedUrl: $u) { url } }`;
    expect((await seller.gql(LINK, { u: photo })).uploadedFile.url).toBeTruthy();
    expect((await admin.gql(LINK, { u: photo })).uploadedFile.url).toBeTruthy();
    expect((await seller2.raw(LINK, { u: photo })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Answered once: a second answer is refused.
    const again = (await seller.gql(ACCEPT, { i: { weightDiscrepancy: open.id } })).weightDiscrepancyAccept;
    expect(again.userErrors).toEqual([{ field: null, message: MSG.discrepancyNotOpen, code: 'NOT_ALLOWED' }]);
    const accepted = (await seller.gql(ACCEPT, { i: { weightDiscrepancy: other.id } })).weightDiscrepancyAccept;
    expect(accepted.weightDiscrepancy.status).toBe('ACCEPTED');

    // The admin's disputes list, by company.
    const disputes = await admin.gql(LIST, { company: companyGid, statuses: ['DISPUTED'] });
    expect(disputes.weightDiscrepancies.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(open.id);
    const badOutcome = await admin.raw(RESOLVE, { i: { weightDiscrepancy: open.id, outcome: 'MAYBE', remark: 'x' } });
    expect(badOutcome.errors?.length).toBeGreaterThan(0);
    const noRemark = (await admin.gql(RESOLVE, { i: { weightDiscrepancy: open.id, outcome: 'REFUNDED', remark: '' } }))
      .weightDisputeResolve;
    expect(noRemark.userErrors[0]).toMatchObject({ field: 'remark', message: MSG.discrepancyRemarkRequired });

    const before = await balance(companyId);
    const resolveOnce = () =>
      admin.gql(RESOLVE, { i: { weightDiscrepancy: open.id, outcome: 'REFUNDED', remark: 'Photo shows 1.2 kg' } });
    const answers = await Promise.all([resolveOnce(), resolveOnce(), resolveOnce()]);
    const won = answers.filter((a) => a.weightDisputeResolve.userErrors.length === 0);
    expect(won).toHaveLength(1);
    expect(won[0].weightDisputeResolve.weightDiscrepancy.status).toBe('RESOLVED_REFUNDED');
    expect(await balance(companyId)).toBe(before + open.difference);
    // A rejected dispute moves nothing; an accepted one cannot be resolved.
    const notDisputed = (
      await admin.gql(RESOLVE, { i: { weightDiscrepancy: other.id, outcome: 'REFUNDED', remark: 'x' } })
    ).weightDisputeResolve;
    expect(notDisputed.userErrors[0].message).toBe(MSG.disputeNotOpen);
    expect(await balance(companyId)).toBe(before + open.difference);
  });

  it('the same sheet saved twice at once debits each shipment once', async () => {
    const shipments = await freshShipments(seller, 3);
    const rows = shipments.map((s) => ({ awb: s.awb, measuredWeight: Math.round(s.weight * 1000 + 5000) / 1000 }));
    const file = await uploadSheet(admin, await bulkSheet(BULK_SHIPPING_ADJUSTMENTS, rows));
    const before = await balance(companyId);
    const [one, two] = await Promise.all([run(file), run(file)]);
    expect(one!.succeeded + two!.succeeded).toBe(3);
    expect(one!.failed + two!.failed).toBe(3);
    let moved = 0;
    for (const s of shipments) {
      const found = (await admin.gql(LIST, { awb: s.awb })).weightDiscrepancies;
      expect(found.totalCount).toBe(1);
      moved += found.edges[0].node.difference;
    }
    expect(await balance(companyId)).toBe(before - moved);
  });

  it('the sellers have open and disputed discrepancies on their shipments', async () => {
    // Each of the two companies of its own: two shipments re-weighed heavier, one of them disputed.
    for (const who of [seller, seller2]) {
      const [, argued] = await reweighedHeavier(who);
      const found = (await who.gql(LIST, { awb: argued.awb })).weightDiscrepancies.edges[0].node;
      const photo = await uploadFile(who, {
        key: 'WEIGHT_DISPUTE_IMG',
        fileName: 'scale.png',
        fileType: 'image/png',
        content: PIXEL_PNG,
      });
      const disputed = await who.gql(DISPUTE, {
        i: { weightDiscrepancy: found.id, remark: 'Packed at 1 kg, photo attached', imageUrl: photo },
      });
      expect(disputed.weightDiscrepancyDispute.userErrors).toEqual([]);
    }
    for (const who of [seller, seller2]) {
      const open = await who.gql(LIST, { statuses: ['OPEN'] });
      const disputed = await who.gql(LIST, { statuses: ['DISPUTED'] });
      expect(open.weightDiscrepancies.totalCount).toBeGreaterThan(0);
      expect(disputed.weightDiscrepancies.totalCount).toBeGreaterThan(0);
    }
    // The CSV holds what the list shows, of the viewer's own company only.
    const awb = (await seller.gql(LIST, { statuses: ['OPEN'] })).weightDiscrepancies.edges[0].node.awb;
    const csvOf = async (who: Session) =>
      (
        await fetch(`${who.url}/files/shipping-adjustments.csv?status=OPEN`, { headers: { cookie: who.cookie! } })
      ).text();
    const own = await csvOf(seller);
    expect(own.split('\n')[0]).toContain('Date,Company,AWB,Order ID,Declared (kg),Measured (kg),Difference (₹),Status');
    expect(own).toContain(awb);
    expect(await csvOf(seller2)).not.toContain(awb);
  });

  it('the template downloads for admins', async () => {
    const res = await fetch(`${admin.url}/files/templates/bulk-shipping-adjustments.xlsx`, {
      headers: { cookie: admin.cookie! },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(XLSX_TYPE);
    const bySeller = await fetch(`${seller.url}/files/templates/bulk-shipping-adjustments.xlsx`, {
      headers: { cookie: seller.cookie! },
    });
    expect(bySeller.status).toBe(403);
  });
});
