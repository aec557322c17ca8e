import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  addMonths,
  formatMonth,
  formatPaise,
  formatPaisePlain,
  istMonthOf,
  monthlyChargesOf,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { Session } from '../support/client.js';
import { pdfText } from '../support/pdfText.js';
import { sellerOnStack, stockedProduct } from '../support/stock.js';

/*
 * One rate card, shown and charged alike: the monthly run debits a brand's platform fee and
 * storage as the card the pricing query shows works them out on the units its warehouse
 * counts, and the month's invoice bills those very amounts. The demo sellers' seeded charges
 * come from their cards the same way. A stack of its own, so the test can date its brand back
 * into a month that has ended (a brand owes nothing for a month it joined after).
 */

const CARD = `platformCharges storageChargeType storageCharges minimumStorageCharges maximumStorageCharges`;
const READ = `query($c: ID) { pricingPreferences(company: $c) { ${CARD} } }`;
const UPDATE = `mutation($i: PricingPreferencesUpdateInput!) { pricingPreferencesUpdate(input: $i) {
  pricingPreferences { ${CARD} } userErrors { field message } } }`;
const RUN = `mutation($m: String!) { billingMonthRun(input: { month: $m }) { issued userErrors { message } } }`;
const LEDGER = `query($c: ID, $code: String) { walletTransactions(first: 50, company: $c, code: $code, from: "2000-01-01T00:00:00.000Z") {
  edges { node { code type amount description reference } } } }`;
const INVOICES = `query($c: ID) { billingInvoices(first: 50, company: $c) { edges { node {
  month taxable cgst sgst igst total pdfUrl } } } }`;
const COMPANY = `{ viewer { company { id } } }`;

type ShownCard = Pick<
  PricingPreferencesRecord,
  'platformCharges' | 'storageCharges' | 'minimumStorageCharges' | 'maximumStorageCharges'
> & { storageChargeType: string };
/** The card as the pricing query shows it, in the rate card's own names. */
const asRecord = (shown: ShownCard) => ({
  ...shown,
  storageChargeType: shown.storageChargeType
    .toLowerCase()
    .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as PricingPreferencesRecord['storageChargeType'],
});

let services: RunningServices;
let bff: RunningBff;
let admin: Session;
let seller: Session;
let company: string;

const companyUuid = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;
const get = (s: Session, path: string) => fetch(bff.url + path, { headers: { cookie: s.cookie! } });
const ledger = async (s: Session, c: string, code: string) =>
  (await s.gql(LEDGER, { c, code })).walletTransactions.edges.map((e: { node: unknown }) => e.node);
const invoiceOf = async (c: string, month: string) =>
  (await admin.gql(INVOICES, { c })).billingInvoices.edges
    .map((e: { node: { month: string } }) => e.node)
    .find((n: { month: string }) => n.month === month);

beforeAll(async () => {
  services = await startServices({
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: services.urls, port: 0 });
  admin = await new Session(bff.url).signIn('admin@demo.in');
  seller = await sellerOnStack({ bffUrl: bff.url, nmsUrl: services.urls.nms }, 'Godown Goods', {
    warehouses: ['WH-DEL-001'],
  });
  company = (await seller.gql(COMPANY)).viewer.company.id;
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await services?.close();
});

/**
 * Dates the brand back to a day of `month`, as though it had joined then. Later than the months
 * other files bill (June 2025), whose runs bill every brand there by then.
 */
async function joinedIn(month: string) {
  const ums = services.database.forSchema('ums') as Kysely<{ companies: { id: string; created_at: Date } }>;
  await ums
    .updateTable('companies')
    .set({ created_at: new Date(`${month}-10T10:00:00+05:30`) })
    .where('id', '=', companyUuid(company))
    .execute();
}

describe('a rate card, shown and charged alike', () => {
  it("bills a month's platform fee and per-unit storage as the pricing query shows them, times the units stored", async () => {
    const set = await admin.gql(UPDATE, {
      i: {
        company,
        platformCharges: 149_900,
        storageChargeType: 'PER_UNIT_CHARGES',
        storageCharges: 350,
        minimumStorageCharges: 10_000,
        maximumStorageCharges: 0,
      },
    });
    expect(set.pricingPreferencesUpdate.userErrors).toEqual([]);
    // What the seller's Billing > Pricing reads.
    const shown: ShownCard = (await seller.gql(READ, {})).pricingPreferences;
    expect(shown).toEqual(set.pricingPreferencesUpdate.pricingPreferences);
    // 157 units on the shelf, as the warehouse counts them.
    await stockedProduct(admin, seller, 120);
    await stockedProduct(admin, seller, 37);
    const units = 157;

    const month = '2025-08';
    await joinedIn(month);
    const run = await admin.gql(RUN, { m: month });
    expect(run.billingMonthRun.userErrors).toEqual([]);

    const platform = await ledger(seller, company, '202');
    const storage = await ledger(seller, company, '205');
    expect(platform).toEqual([
      {
        code: '202',
        type: 'DEBIT',
        amount: shown.platformCharges,
        description: 'Platform charges for August 2025',
        reference: month,
      },
    ]);
    expect(storage).toEqual([
      {
        code: '205',
        type: 'DEBIT',
        amount: shown.storageCharges * units,
        description: `Storage charges for August 2025: 157 units at ${formatPaise(shown.storageCharges)} a unit`,
        reference: month,
      },
    ]);
    expect(storage[0].amount).toBe(monthlyChargesOf(asRecord(shown), { units }).storagePaise);

    // The invoice's lines are those two amounts, 18 % GST on top.
    const invoice = await invoiceOf(company, month);
    expect(invoice).toMatchObject({ month, taxable: shown.platformCharges + shown.storageCharges * units });
    // Within a paisa: CGST and SGST are each rounded.
    const tax = invoice.cgst + invoice.sgst + invoice.igst;
    expect(Math.abs(tax - invoice.taxable * 0.18)).toBeLessThanOrEqual(1);
    expect(invoice.total).toBe(invoice.taxable + tax);
    const text = await pdfText(await (await get(seller, invoice.pdfUrl)).arrayBuffer());
    expect(text).toMatch(
      new RegExp(`Platform charges \\(August 2025\\).*${formatPaisePlain(shown.platformCharges).replace('.', '\\.')}`),
    );
    expect(text).toMatch(
      new RegExp(
        `Storage charges \\(August 2025\\).*${formatPaisePlain(shown.storageCharges * units).replace('.', '\\.')}`,
      ),
    );
  });

  it('charges a per-pallet card its minimum, as the card says, since pallets are not counted', async () => {
    const set = await admin.gql(UPDATE, {
      i: {
        company,
        storageChargeType: 'PER_PALLET_STORAGE_CHARGES',
        storageCharges: 40_000,
        minimumStorageCharges: 75_000,
      },
    });
    expect(set.pricingPreferencesUpdate.userErrors).toEqual([]);
    const shown: ShownCard = (await seller.gql(READ, {})).pricingPreferences;
    const month = '2025-09';
    expect((await admin.gql(RUN, { m: month })).billingMonthRun.userErrors).toEqual([]);
    const storage = (await ledger(seller, company, '205')).filter((e: { reference: string }) => e.reference === month);
    expect(storage).toEqual([
      expect.objectContaining({
        amount: shown.minimumStorageCharges,
        description: 'Storage charges for September 2025: the monthly minimum (pallets are not counted yet)',
      }),
    ]);
    expect((await invoiceOf(company, month)).taxable).toBe(shown.platformCharges + shown.minimumStorageCharges);
  });

  it("seeds the demo sellers' last month from their rate cards, and invoices it so", async () => {
    const month = addMonths(istMonthOf(new Date()), -1);
    for (const login of ['seller@demo.in', 'seller2@demo.in']) {
      const demo = await new Session(bff.url).signIn(login);
      const demoCompany = (await demo.gql(COMPANY)).viewer.company.id;
      const shown: ShownCard = (await demo.gql(READ, {})).pricingPreferences;
      const [platform] = await ledger(demo, demoCompany, '202');
      const [storage] = await ledger(demo, demoCompany, '205');
      expect(platform).toMatchObject({
        amount: shown.platformCharges,
        description: `Platform charges for ${formatMonth(month)}`,
      });
      // The units the seed was told by the warehouse, at the card's rate.
      const told = new RegExp(`^Storage charges for ${formatMonth(month)}: ([\\d,]+) units at (₹[\\d,.]+) a unit`).exec(
        storage.description,
      );
      expect(told?.[2]).toBe(formatPaise(shown.storageCharges));
      const units = Number(told![1]!.replaceAll(',', ''));
      expect(units).toBeGreaterThan(0);
      expect(storage.amount).toBe(monthlyChargesOf(asRecord(shown), { units }).storagePaise);

      // Last month's run (as a first start runs it) invoices those very amounts.
      expect((await admin.gql(RUN, { m: month })).billingMonthRun.userErrors).toEqual([]);
      const invoice = await invoiceOf(demoCompany, month);
      const text = await pdfText(await (await get(admin, invoice.pdfUrl)).arrayBuffer());
      expect(text).toContain(`Platform charges (${formatMonth(month)})`);
      expect(text).toContain(formatPaisePlain(shown.platformCharges));
      expect(text).toContain(formatPaisePlain(storage.amount));
      // Posted once: the run found the seeded entries under its own keys.
      expect(await ledger(demo, demoCompany, '202')).toHaveLength(1);
      expect(await ledger(demo, demoCompany, '205')).toHaveLength(1);
    }
  });
});
