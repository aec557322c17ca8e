import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG, billingMonthRunSummary, gstinCheckChar } from '@parcelo/common';
import { Session, latestOtp, signedIn, uniqueEmail, uniquePhone } from '../support/client.js';
import { pdfText } from '../support/pdfText.js';

/*
 * Parcelo's monthly invoice to a brand: an admin runs a month that has ended; each brand's
 * platform and storage charges are debited, the month's charges invoiced with 18 % GST and
 * the GST debited, once however often the month is run.
 */

const INTERNAL_KEY = process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key';
const MONTH = '2025-06';
const RUN = `mutation($m: String!) { billingMonthRun(input: { month: $m }) { companies invoiced issued alreadyInvoiced userErrors { field message code } } }`;
const LIST = `query($company: ID) { billingInvoices(first: 50, company: $company) { totalCount edges { node {
  id month monthLabel number taxable cgst sgst igst total pdfUrl statementUrl company { id name } } } } }`;
const COMPANY_ID = `{ viewer { company { id } } }`;
const INVOICING = `mutation($i: CompanyInvoicingUpdateInput!) { companyInvoicingUpdate(input: $i) { userErrors { field message } } }`;

const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
const companyUuid = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;
const get = (s: Session, path: string) => fetch(s.url + path, { headers: s.cookie ? { cookie: s.cookie } : {} });

async function newSeller(companyName: string): Promise<Session> {
  const phone = uniquePhone();
  const session = new Session();
  const res = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Billing',
      companyName,
      email: uniqueEmail('billing'),
      phone,
      password: 'NewSeller12345',
    },
  });
  if (res.signUp.userErrors.length) throw new Error(JSON.stringify(res.signUp.userErrors));
  await session.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
    i: { otp: await latestOtp(phone) },
  });
  return session;
}

async function internal(service: 'ums' | 'invoices', path: string, method: string, body: unknown, token?: string) {
  const res = await fetch(new URL(path, inject('serviceUrls')[service]), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : { 'x-internal-key': INTERNAL_KEY }),
    },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { status: boolean; message: string; data: unknown };
  if (!reply.status) throw new Error(`${path}: ${reply.message}`);
  return reply.data;
}

let admin: Session;
let seller: Session;
let other: Session;
let sellerCompany: string;
let sellerId: string;

beforeAll(async () => {
  [admin, seller, other] = await Promise.all([
    signedIn('admin@demo.in'),
    newSeller('Kaveri Crafts'),
    newSeller('Ganga Home Goods'),
  ]);
  sellerCompany = (await seller.gql(COMPANY_ID)).viewer.company.id;
  sellerId = companyUuid(sellerCompany);
  const pan = 'AAKCK1234E';
  const saved = await seller.gql(INVOICING, {
    i: {
      legalName: 'Kaveri Crafts Private Limited',
      gstin: gstin(`29${pan}1Z`),
      pan,
      addressLine1: '18 Residency Road',
      addressLine2: 'Shanthala Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
      invoicePrefix: 'KVC',
    },
  });
  expect(saved.companyInvoicingUpdate.userErrors).toEqual([]);
  // ₹999 a month for the platform; storage at 50 paise a unit, ₹250 at least: owed from the month it joined.
  await internal(
    'ums',
    '/ums/ts/pricing-preferences',
    'PUT',
    {
      companyId: sellerId,
      platformCharges: 99_900,
      storageChargeType: 'perUnitCharges',
      storageCharges: 50,
      minimumStorageCharges: 25_000,
      maximumStorageCharges: 0,
    },
    admin.cookie!.slice('session='.length),
  );
  const at = (d: string) => `${d}T10:00:00+05:30`;
  const entry = (key: string, type: string, code: string, amountPaise: number, createdAt: string) => ({
    companyId: sellerId,
    type,
    code,
    amountPaise,
    description: `Test ${key}`,
    key,
    createdAt: at(createdAt),
    enforceFloor: false,
  });
  await internal('invoices', '/wallet/entries', 'POST', {
    entries: [
      entry('test:recharge', 'CREDIT', '100', 1_000_000, '2025-06-02'),
      entry('ship:test-1', 'DEBIT', '201', 123_456, '2025-06-14'),
      entry('sms:test-1', 'DEBIT', '203', 1_234, '2025-06-30'),
      // The next month's: not June's.
      entry('ship:test-2', 'DEBIT', '201', 50_000, '2025-07-01'),
    ],
  });
});

describe('monthly billing invoices', () => {
  it('issues one invoice per brand and month, however often the month is run', async () => {
    const runs = await Promise.all([admin.gql(RUN, { m: MONTH }), admin.gql(RUN, { m: MONTH })]);
    for (const r of runs) expect(r.billingMonthRun.userErrors).toEqual([]);
    // Of two runs at once, one issues the brand's invoice and the other finds it issued.
    expect(runs.map((r) => r.billingMonthRun.issued).sort()).toEqual([0, 1]);
    const again = (await admin.gql(RUN, { m: MONTH })).billingMonthRun;
    // Run again, nothing was due: the invoices it found are counted as issued before, not by it.
    expect(again).toMatchObject({ issued: 0, alreadyInvoiced: 1, invoiced: 1 });
    expect(billingMonthRunSummary(MONTH, again)).toBe(
      'Nothing was due: every brand is already invoiced for June 2025.',
    );

    const list = (await admin.gql(LIST, { company: sellerCompany })).billingInvoices;
    expect(list.totalCount).toBe(1);
    const invoice = list.edges[0].node;
    // Shipping ₹1,234.56 + SMS ₹12.34, then 18 % IGST (Parcelo in Haryana, the brand in
    // Karnataka). The brand joined after June, so its rate card's platform and storage
    // charges are not owed for June (monthCharges' unit tests cover them).
    expect(invoice).toMatchObject({
      month: MONTH,
      monthLabel: 'June 2025',
      taxable: 124_690,
      cgst: 0,
      sgst: 0,
      igst: 22_444,
      total: 147_134,
      company: { id: sellerCompany, name: 'Kaveri Crafts' },
    });
    expect(invoice.number).toMatch(/^PCL\/\d{4}\/\d{5}$/);

    // The seller sees it, and its PDF names both parties and the tax.
    const own = (await seller.gql(LIST, {})).billingInvoices;
    expect(own.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([invoice.id]);
    const pdf = await get(seller, invoice.pdfUrl);
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice No: ${invoice.number}`);
    expect(text).toContain('Parcelo Logistics Private Limited');
    expect(text).toContain('GSTIN: 06AAJCP4567Q1ZL');
    expect(text).toContain(`GSTIN: ${gstin('29AAKCK1234E1Z')}`);
    expect(text).toContain('Kaveri Crafts Private Limited');
    expect(text).toContain('Billing period: June 2025');
    expect(text).toContain('KVC');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('996812');
    expect(text).toContain('998422');
    expect(text).toContain('IGST: Rs. 224.44');
    expect(text).toContain('Invoice total: Rs. 1,471.34');
    expect(text).toContain('Rupees One Thousand Four Hundred Seventy One and Thirty Four Paise Only');

    // The statement: June's entries and the run's, each once; July's shipping is not there.
    const csv = await (await get(seller, invoice.statementUrl)).text();
    const rows = csv.trim().split('\n');
    expect(rows[0]).toBe('Date,Type,Code,Code name,Description,Reference,Amount (Rs),Balance (Rs)');
    expect(rows).toHaveLength(1 + 4);
    // Times in India, written as the wallet's own export writes them.
    for (const row of rows.slice(1)) expect(row).toMatch(/^"\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m",/);
    expect(csv).not.toContain('Platform charges for June 2025');
    expect(rows.filter((r) => r.includes(',200,')).length).toBe(1);
    expect(csv).toContain('224.44');
    expect(csv).not.toContain('ship:test-2');
    expect(csv).not.toContain('500.00');
  });

  it("keeps a brand's invoices from another brand", async () => {
    const invoice = (await admin.gql(LIST, { company: sellerCompany })).billingInvoices.edges[0].node;
    expect((await other.gql(LIST, {})).billingInvoices.totalCount).toBe(0);
    expect((await other.gql(LIST, { company: sellerCompany })).billingInvoices.totalCount).toBe(0);
    expect((await get(other, invoice.pdfUrl)).status).toBe(404);
    expect((await get(other, invoice.statementUrl)).status).toBe(404);
    const node = await other.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: invoice.id });
    expect(node.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets only admins run a month, and only one that has ended', async () => {
    const bySeller = await seller.raw(RUN, { m: MONTH });
    expect(bySeller.data?.billingMonthRun?.companies ?? null).toBeNull();
    expect(JSON.stringify(bySeller)).toMatch(/FORBIDDEN|not allowed|permission/i);
    for (const m of ['2099-01', '2025-13', 'June']) {
      const r = await admin.gql(RUN, { m });
      expect(r.billingMonthRun.userErrors).toEqual([
        { field: 'month', message: MSG.billingMonthInvalid, code: 'INVALID' },
      ]);
    }
  });
});
