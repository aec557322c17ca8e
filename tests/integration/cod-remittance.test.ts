import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BULK_COD_REMITTANCES, MSG, fill } from '@parcelo/common';
import {
  Session,
  latestOtp,
  oneWarehouseSeller,
  signedIn,
  uniqueEmail,
  uniquePhone,
  verifiedSeller,
} from '../support/client.js';
import { markDelivered, placeOrderFor } from '../support/ndr.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';
import { listedSku } from '../support/stock.js';

const INTERNAL = {
  'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key',
  'content-type': 'application/json',
};
const DAY_MS = 86_400_000;

const FIELDS = `id awb shopOrderId codAmount status deliveredAt paymentDueTimeStamp paymentPaidTimeStamp utr toWallet createdAt`;
const LIST = `query($company: ID, $status: CodRemittanceStatus, $awb: String) {
  codRemittances(first: 50, company: $company, status: $status, awb: $awb) { totalCount edges { node { ${FIELDS} } } } }`;
const TOTALS = `query($company: ID) { codRemittanceTotals(company: $company) {
  processing { count amount } due { count amount } paid { count amount } } }`;
const RUN = `mutation($i: CodRemittanceRunInput!) { codRemittanceRun(input: $i) {
  paidCount paidAmount companyCount userErrors { field message code } } }`;
const SETTINGS = `mutation($i: CodRemittanceSettingsUpdateInput!) { codRemittanceSettingsUpdate(input: $i) {
  settings { toWallet } userErrors { field message code } } }`;
const PREVIEW = `mutation($i: BulkUploadPreviewInput!) { codRemittanceBulkUploadPreview(input: $i) {
  columns rows { rowNumber cells errors { field message } } userErrors { field message code } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { codRemittanceBulkUploadSave(input: $i) {
  task { id } userErrors { field message code } } }`;
const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status result { succeeded { key } failed { key message } } } } }`;

interface Row {
  id: string;
  awb: string;
  codAmount: number;
  status: 'PROCESSING' | 'DUE' | 'PAID';
  deliveredAt: string;
  paymentDueTimeStamp: string;
  paymentPaidTimeStamp: string | null;
  utr: string | null;
  toWallet: boolean;
}

const run = Math.random().toString(36).slice(2, 8).toUpperCase();
const companyGid = (id: string) => Buffer.from(`Company:${id}`).toString('base64');
const localOf = (gid: string) => Buffer.from(gid, 'base64').toString('utf8').split(':')[1]!;

async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function internalPost<T>(service: 'invoices' | 'oms', path: string, body: unknown): Promise<T> {
  const res = await fetch(`${inject('serviceUrls')[service]}${path}`, {
    method: 'POST',
    headers: INTERNAL,
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: boolean; data: T; message: string };
  if (!json.status) throw new Error(json.message);
  return json.data;
}

/** A delivery event as OMS sends it, `daysAgo` days back (so a past one is due at once). */
const deliveryEvent = (companyId: string, amountPaise: number, daysAgo = 0, orderId: string = randomUUID()) => ({
  eventId: randomUUID(),
  companyId,
  orderId,
  shopOrderId: `T-${run}-${orderId.slice(0, 6)}`,
  awb: `TST${run}${orderId.slice(0, 8).toUpperCase()}`,
  status: 'DELIVERED',
  paymentMode: 'COD',
  orderValuePaise: amountPaise,
  weightKg: 0.5,
  dimensions: null,
  occurredAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
});

const post = (e: ReturnType<typeof deliveryEvent>) =>
  internalPost<{ remittance: { id: string; status: string } | null }>('invoices', '/codRemittance/orders/events', e);

async function rows(s: Session, vars: Record<string, unknown>): Promise<Row[]> {
  return (await s.gql(LIST, vars)).codRemittances.edges.map((e: { node: Row }) => e.node);
}

let seller: Session;
let other: Session;
let admin: Session;
let sellerCompany: string;
let otherCompany: string;

beforeAll(async () => {
  // Companies of their own: the runs below pay every due row of the seller's.
  [seller, other, admin] = await Promise.all([
    oneWarehouseSeller('COD Remittance Tea Co'),
    verifiedSeller('COD Remittance Rival Co'),
    signedIn('admin@demo.in'),
  ]);
  await listedSku(seller, 'CHAI-MSL-250');
  sellerCompany = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  otherCompany = (await other.gql(`{ viewer { company { id } } }`)).viewer.company.id;
});

/** A new verified brand of this test's own (its remittances no other test touches). */
async function freshBrand(): Promise<{ session: Session; id: string; gid: string }> {
  const phone = uniquePhone();
  const session = new Session();
  await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Meera Nair',
      companyName: `Kerala Spice Co ${run}`,
      email: uniqueEmail('cod'),
      phone,
      password: 'NewSeller12345',
    },
  });
  await session.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
    i: { otp: await latestOtp(phone) },
  });
  const gid = (await session.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  return { session, id: localOf(gid), gid };
}

async function deliveredCodOrder() {
  const order = await placeOrderFor(seller, uniquePhone());
  await markDelivered(seller, order.id);
  return order;
}

describe('COD remittance', () => {
  it('shows a brand its delivered COD orders in every state over the last 30 days', async () => {
    // A brand of its own with a month's COD deliveries: one paid by the courier's UTR, one
    // still processing, and one delivered 10 days ago and due. No other test pays or moves them.
    const brand = await oneWarehouseSeller(`Konkan Cashew Co ${run}`);
    await listedSku(brand, 'CHAI-MSL-250');
    const brandCompany = (await brand.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const [settled, open] = [await placeOrderFor(brand, uniquePhone()), await placeOrderFor(brand, uniquePhone())];
    for (const order of [settled, open]) {
      await markDelivered(brand, order.id);
      await until(
        'the remittance row',
        () => rows(brand, { awb: order.awb }),
        (r) => r.length > 0,
      );
    }
    await post(deliveryEvent(localOf(brandCompany), 20_000, 10));
    const utr = `HDFCR5${String(Date.now()).slice(-14).padStart(14, '0')}`;
    const file = await uploadSheet(admin, await bulkSheet(BULK_COD_REMITTANCES, [{ awb: settled.awb, utr }]));
    const saved = (await admin.gql(SAVE, { i: { file, edits: [], company: brandCompany } }))
      .codRemittanceBulkUploadSave;
    expect(saved.userErrors).toEqual([]);
    await until(
      'the upload task',
      async () => (await admin.gql(TASK, { id: saved.task.id })).node,
      (t) => t?.status === 'COMPLETED',
      60_000,
    );
    await until(
      'the due move',
      () => rows(brand, { status: 'DUE' }),
      (r) => r.length > 0,
    );

    const totals = (await brand.gql(TOTALS)).codRemittanceTotals;
    for (const state of ['processing', 'due', 'paid']) expect(totals[state].count, state).toBeGreaterThan(0);
    const [row] = await rows(brand, { status: 'PAID' });
    expect(row!.utr).toMatch(/^HDFCR5\d{14}$/);
    // The rows are the orders': the same AWB finds the order.
    const order = await brand.gql(
      `query($awb: String!) { orders(first: 1, search: { by: AWB, value: $awb }, createdAt: { preset: LAST_3_MONTHS }) { edges { node { paymentMode status { code } } } } }`,
      { awb: row!.awb },
    );
    expect(order.orders.edges[0]?.node).toMatchObject({ status: { code: 'DELIVERED' } });
  });

  let delivered: { id: string; awb: string };
  let processing: Row;

  it('gives a delivered COD order one processing row, due after the remittance days', async () => {
    delivered = await deliveredCodOrder();
    const [row] = await until(
      'the remittance row',
      () => rows(seller, { awb: delivered.awb }),
      (r) => r.length > 0,
    );
    processing = row!;
    expect(processing).toMatchObject({ awb: delivered.awb, codAmount: 45_000, status: 'PROCESSING', utr: null });
    const days = (Date.parse(processing.paymentDueTimeStamp) - Date.parse(processing.deliveredAt)) / DAY_MS;
    expect(Number.isInteger(days) && days >= 1).toBe(true);
    // The same delivery told again (the outbox retries) adds nothing.
    const orderId = delivered.id ? localOf(delivered.id) : '';
    const replay = { ...deliveryEvent(localOf(sellerCompany), 45_000), orderId, awb: delivered.awb };
    const [a, b] = await Promise.all([post(replay), post(replay)]);
    expect(a.remittance!.id).toBe(b.remittance!.id);
    expect(await rows(seller, { awb: delivered.awb })).toHaveLength(1);
    // A prepaid delivery or a status other than delivered owes nothing.
    expect(
      (await post({ ...deliveryEvent(localOf(sellerCompany), 100), paymentMode: 'PREPAID' })).remittance,
    ).toBeNull();
    expect(
      (await post({ ...deliveryEvent(localOf(sellerCompany), 100), status: 'RTO_DELIVERED' })).remittance,
    ).toBeNull();
  });

  it('moves a row to due once its due date arrives', async () => {
    const brand = await freshBrand();
    const company = brand.id;
    const e = deliveryEvent(company, 12_345, 10);
    await post(e);
    const [row] = await until(
      'the due move',
      () => rows(admin, { company: companyGid(company) }),
      (r) => r[0]?.status === 'DUE',
    );
    expect(row).toMatchObject({ awb: e.awb, codAmount: 12_345, status: 'DUE' });
    const totals = (await admin.gql(TOTALS, { company: companyGid(company) })).codRemittanceTotals;
    expect(totals).toEqual({
      processing: { count: 0, amount: 0 },
      due: { count: 1, amount: 12_345 },
      paid: { count: 0, amount: 0 },
    });
  });

  it('keeps one company’s rows from another', async () => {
    const seen = await other.raw(LIST, { company: sellerCompany });
    expect(seen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const node = await other.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: processing.id });
    expect(node.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await rows(other, { awb: delivered.awb })).length).toBe(0);
    const settings = await other.raw(SETTINGS, { i: { company: sellerCompany, toWallet: true } });
    expect(
      settings.errors?.[0]?.extensions?.code ?? settings.data?.codRemittanceSettingsUpdate?.userErrors?.[0]?.code,
    ).toBeTruthy();
    // Only admins run remittances.
    const ran = await seller.raw(RUN, { i: { company: sellerCompany } });
    expect(ran.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('pays due rows once however often the run is pressed', async () => {
    const { id: company } = await freshBrand();
    await Promise.all([post(deliveryEvent(company, 50_000, 9)), post(deliveryEvent(company, 25_050, 8))]);
    await post(deliveryEvent(company, 10_000, 0));
    const first = (await admin.gql(RUN, { i: { company: companyGid(company) } })).codRemittanceRun;
    expect(first).toMatchObject({ paidCount: 2, paidAmount: 75_050, companyCount: 1, userErrors: [] });
    // The same press again (its key) answers as the first did.
    const key = `run-${run}-${company.slice(0, 8)}`;
    const keyed = (await admin.gql(RUN, { i: { company: companyGid(company), idempotencyKey: key } })).codRemittanceRun;
    expect(
      (await admin.gql(RUN, { i: { company: companyGid(company), idempotencyKey: key } })).codRemittanceRun,
    ).toEqual(keyed);
    const second = (await admin.gql(RUN, { i: { company: companyGid(company) } })).codRemittanceRun;
    expect(second).toMatchObject({ paidCount: 0, paidAmount: 0, userErrors: [] });
    const paid = await rows(admin, { company: companyGid(company), status: 'PAID' });
    expect(paid).toHaveLength(2);
    // One payout: both rows carry its generated reference.
    expect(new Set(paid.map((r) => r.utr)).size).toBe(1);
    expect(paid[0]!.utr).toMatch(/^PRCL\d{14}$/);
    expect((await rows(admin, { company: companyGid(company), status: 'PROCESSING' })).length).toBe(1);
  });

  it('pays parallel runs once', async () => {
    const { id: company } = await freshBrand();
    await Promise.all(Array.from({ length: 6 }, (_, i) => post(deliveryEvent(company, 1_000 * (i + 1), 9))));
    await until(
      'the due rows',
      () => rows(admin, { company: companyGid(company), status: 'DUE' }),
      (r) => r.length === 6,
    );
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => admin.gql(RUN, { i: { company: companyGid(company) } })),
    );
    const counts = runs.map((r) => r.codRemittanceRun.paidCount as number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(runs.reduce((a, r) => a + (r.codRemittanceRun.paidAmount as number), 0)).toBe(21_000);
    const totals = (await admin.gql(TOTALS, { company: companyGid(company) })).codRemittanceTotals;
    expect(totals.paid).toEqual({ count: 6, amount: 21_000 });
    expect(totals.due.count).toBe(0);
  });

  it('credits the wallet (code 101) once when the brand takes COD into it', async () => {
    const brand = await freshBrand();
    const company = brand.id;
    const set = (await admin.gql(SETTINGS, { i: { company: companyGid(company), toWallet: true } }))
      .codRemittanceSettingsUpdate;
    expect(set).toEqual({ settings: { toWallet: true }, userErrors: [] });
    const { remittance } = await post(deliveryEvent(company, 33_300, 9));
    await admin.gql(RUN, { i: { company: companyGid(company) } });
    await admin.gql(RUN, { i: { company: companyGid(company) } });
    const [row] = await rows(admin, { company: companyGid(company) });
    expect(row).toMatchObject({ status: 'PAID', toWallet: true, utr: null });
    // The credit exists under the remittance's key: posting it again moves nothing.
    const { postings } = await internalPost<{ postings: { duplicate: boolean; transaction: any }[] }>(
      'invoices',
      '/wallet/entries',
      {
        entries: [
          {
            companyId: company,
            type: 'CREDIT',
            amountPaise: 33_300,
            code: '101',
            description: 'x',
            key: `remit:${remittance!.id}`,
          },
        ],
      },
    );
    expect(postings[0]).toMatchObject({
      duplicate: true,
      transaction: { code: '101', amountPaise: 33_300, balancePaise: 33_300 },
    });
    // A seller sets its own choice.
    const own = (await brand.session.gql(SETTINGS, { i: { toWallet: false } })).codRemittanceSettingsUpdate;
    expect(own).toEqual({ settings: { toWallet: false }, userErrors: [] });
    const read = await brand.session.gql(`{ codRemittanceSettings { toWallet } }`);
    expect(read.codRemittanceSettings).toEqual({ toWallet: false });
  });

  it('marks AWBs paid from an uploaded sheet and says why the others are not', async () => {
    const second = await deliveredCodOrder();
    await until(
      'the second row',
      () => rows(seller, { awb: second.awb }),
      (r) => r.length === 1,
    );
    const placed = await placeOrderFor(seller, uniquePhone());
    const prepaid = (
      await seller.gql(
        `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id awb } } userErrors { message } } }`,
        {
          i: {
            warehouse: (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node
              .id,
            paymentMode: 'PREPAID',
            customerEmail: uniqueEmail('buyer'),
            customerPhone: uniquePhone(),
            weight: 0.5,
            shippingAddress: {
              firstName: 'Rohan',
              lastName: 'Iyer',
              addressLine1: '4 Park Street',
              addressLine2: 'Near Metro',
              city: 'Kolkata',
              state: 'West Bengal',
              pincode: '700016',
            },
            items: [{ title: 'Demo item', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 30_000 }],
          },
        },
      )
    ).orderCreate.orderEdge.node;
    const sheet = await bulkSheet(BULK_COD_REMITTANCES, [
      { awb: delivered.awb, utr: `UTR${run}001`, paidDate: '2026-01-15' },
      { awb: second.awb, utr: `UTR${run}001` },
      { awb: delivered.awb, utr: `UTR${run}002` },
      { awb: `NOPE${run}`, utr: `UTR${run}003` },
      { awb: prepaid.awb, utr: `UTR${run}004` },
      { awb: placed.awb, utr: `UTR${run}005` },
      { awb: second.awb, utr: 'x' },
    ]);
    const file = await uploadSheet(admin, sheet);
    // The sheet is for one brand.
    const noBrand = (await admin.gql(PREVIEW, { i: { file } })).codRemittanceBulkUploadPreview;
    expect(noBrand.userErrors[0].message).toBe(MSG.selectCompany);
    const refused = await seller.raw(PREVIEW, { i: { file } });
    expect(
      refused.errors?.[0]?.extensions?.code ?? refused.data?.codRemittanceBulkUploadPreview.userErrors[0]?.code,
    ).toBeTruthy();

    const preview = (await admin.gql(PREVIEW, { i: { file, company: sellerCompany } })).codRemittanceBulkUploadPreview;
    expect(preview.userErrors).toEqual([]);
    const errorsOf = (n: number) => preview.rows.find((r: any) => r.rowNumber === n).errors;
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(5)).toEqual([{ field: 'awb', message: fill(MSG.codRemittanceUnknownAwb, { awb: `NOPE${run}` }) }]);
    expect(errorsOf(6)).toEqual([{ field: 'awb', message: fill(MSG.codRemittanceNotCod, { awb: prepaid.awb }) }]);
    expect(errorsOf(7)[0].message).toBe(fill(MSG.codRemittanceNotDelivered, { awb: placed.awb, status: 'Placed' }));
    expect(errorsOf(8)).toEqual([{ field: 'utr', message: MSG.codRemittanceUtrInvalid }]);

    // Another brand's AWBs are unknown to a sheet for this one.
    const foreign = (await admin.gql(PREVIEW, { i: { file, company: otherCompany } })).codRemittanceBulkUploadPreview;
    expect(foreign.rows[0].errors[0].message).toBe(fill(MSG.codRemittanceUnknownAwb, { awb: delivered.awb }));

    const saved = (await admin.gql(SAVE, { i: { file, edits: [], company: sellerCompany } }))
      .codRemittanceBulkUploadSave;
    expect(saved.userErrors).toEqual([]);
    const task = await until(
      'the upload task',
      async () => (await admin.gql(TASK, { id: saved.task.id })).node,
      (t) => t?.status === 'COMPLETED',
      60_000,
    );
    expect(task.result.succeeded.map((r: any) => r.key).sort()).toEqual([delivered.awb, second.awb].sort());
    const failed = Object.fromEntries(task.result.failed.map((r: any) => [r.key, r.message]));
    expect(task.result.failed).toHaveLength(5);
    expect(failed[`NOPE${run}`]).toBe(`Row 5: ${fill(MSG.codRemittanceUnknownAwb, { awb: `NOPE${run}` })}`);
    expect(failed[prepaid.awb]).toBe(`Row 6: ${fill(MSG.codRemittanceNotCod, { awb: prepaid.awb })}`);
    expect(task.result.failed.filter((r: any) => r.key === delivered.awb)[0].message).toBe(
      fill(MSG.codRemittanceAlreadyPaid, { awb: delivered.awb }),
    );

    const [paid] = await rows(seller, { awb: delivered.awb });
    expect(paid).toMatchObject({ status: 'PAID', utr: `UTR${run}001` });
    expect(paid!.paymentPaidTimeStamp!.slice(0, 10)).toBe('2026-01-15');
    expect((await rows(seller, { awb: second.awb }))[0]).toMatchObject({ status: 'PAID', utr: `UTR${run}001` });

    // Uploaded again, every row is already paid.
    const again = await uploadSheet(
      admin,
      await bulkSheet(BULK_COD_REMITTANCES, [{ awb: delivered.awb, utr: `UTR${run}009` }]),
    );
    const preview2 = (await admin.gql(PREVIEW, { i: { file: again, company: sellerCompany } }))
      .codRemittanceBulkUploadPreview;
    expect(preview2.rows[0].errors).toEqual([
      { field: 'awb', message: fill(MSG.codRemittanceAlreadyPaid, { awb: delivered.awb }) },
    ]);
  });
});
