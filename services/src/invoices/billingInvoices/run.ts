import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  BILLED_CODES,
  BILLING_GST_RATE,
  WALLET_TRANSACTION_TYPES,
  formatMonth,
  billingMonthRunSummary,
  istMonthRange,
  financialYearOf,
  invoiceNumber,
  invoicePrefixOf,
  stateOfGstin,
  monthlyChargesOf,
  storageChargeBasis,
  type BilledCode,
  type BillingInvoiceRecord,
  type CompanyRecord,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import { config, serviceApis, type ServiceContext } from '../../platform/index.js';
import { gstDocumentSplit, type GstDocument, type GstParty } from '../../platform/taxInvoicePdf.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries, type WalletEntry } from '../wallet/ledger.js';

export type BillingInvoiceRow = Selectable<InvoicesDB['billing_invoices']>;

export const billingInvoiceRecord = (r: BillingInvoiceRow): BillingInvoiceRecord => ({
  id: r.id,
  companyId: r.company_id,
  month: r.month,
  number: r.number,
  taxablePaise: Number(r.taxable_paise),
  cgstPaise: Number(r.cgst_paise),
  sgstPaise: Number(r.sgst_paise),
  igstPaise: Number(r.igst_paise),
  totalPaise: Number(r.total_paise),
  createdAt: r.created_at.toISOString(),
});

/** Parcelo as the supplier of its services; its state is its GSTIN's. */
export function parceloParty(): GstParty {
  const gstin = config().parceloGstin;
  return {
    name: 'Parcelo Logistics Private Limited',
    address: ['Plot 44, Udyog Vihar Phase IV', 'Gurugram, Haryana 122015'],
    state: stateOfGstin(gstin) ?? 'Haryana',
    gstin,
    pan: gstin.slice(2, 12),
  };
}

/** Entries of the month (by date), and the run's own entries for it (keyed `month:<month>:`). */
export function monthEntries(db: Kysely<InvoicesDB>, companyId: string, month: string) {
  const { start, end } = istMonthRange(month);
  return db
    .selectFrom('wallet_transactions')
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('created_at', '>=', start),
          eb('created_at', '<', end),
          // Another month's run entries belong to that month, whenever they were posted.
          eb('idempotency_key', 'not like', 'month:%'),
        ]),
        eb('idempotency_key', 'like', `month:${month}:%`),
      ]),
    );
}

/**
 * A month's platform and storage entries for a brand, as the run posts them: worked out by
 * `monthlyChargesOf` from its rate card and the units WMS counts on its shelves, each
 * description saying how its amount was reached.
 */
export function monthChargeEntries(
  companyId: string,
  prefs: PricingPreferencesRecord,
  units: number,
  month: string,
): WalletEntry[] {
  const label = formatMonth(month);
  const charges = monthlyChargesOf(prefs, { units });
  return [
    {
      code: '202' as const,
      amountPaise: charges.platformPaise,
      what: 'platform',
      description: `Platform charges for ${label}`,
    },
    {
      code: '205' as const,
      amountPaise: charges.storagePaise,
      what: 'storage',
      description: `Storage charges for ${label}: ${storageChargeBasis(prefs, charges)}`,
    },
  ]
    .filter((c) => c.amountPaise > 0)
    .map((c) => ({
      companyId,
      type: 'DEBIT' as const,
      amountPaise: c.amountPaise,
      code: c.code,
      description: c.description,
      key: `month:${month}:${c.what}`,
      reference: month,
      createdBy: 'Monthly billing',
      // Earned over the month: owed whatever the balance.
      enforceFloor: false,
    }));
}

/** A month's platform and storage entries; a brand that did not exist yet by the month's end owes neither for it. */
export function monthCharges(
  company: Pick<CompanyRecord, 'id' | 'createdAt'>,
  prefs: PricingPreferencesRecord,
  units: number,
  month: string,
): WalletEntry[] {
  if (new Date(company.createdAt) >= istMonthRange(month).end) return [];
  return monthChargeEntries(company.id, prefs, units, month);
}

/**
 * Bills one company for a month that has ended: debits the month's platform and storage
 * charges, then issues the tax invoice of the month's charges (codes 201 to 205) with 18 % GST
 * on top and debits that GST. All in one transaction under a lock of the company and month,
 * each entry once per key and the invoice once per company and month, so running a month
 * again (a retried job, an admin's second click) changes nothing.
 */
export async function billCompanyMonth(
  ctx: ServiceContext<InvoicesDB>,
  company: CompanyRecord,
  month: string,
  now = new Date(),
): Promise<{ invoice: BillingInvoiceRecord | null; created: boolean }> {
  const { db } = ctx;
  const issued = await db
    .selectFrom('billing_invoices')
    .selectAll()
    .where('company_id', '=', company.id)
    .where('month', '=', month)
    .executeTakeFirst();
  if (issued) return { invoice: billingInvoiceRecord(issued), created: false };

  const apis = serviceApis(ctx.urls);
  const [{ pricingPreferences: prefs }, { units }] = await Promise.all([
    apis.ums.getUmsTsPricingPreferences<{ pricingPreferences: PricingPreferencesRecord }>({
      internal: true,
      query: { companyId: company.id },
    }),
    apis.wms.getInternalInventoryUnitsByCompanyId<{ units: number }>({
      params: { companyId: company.id },
      internal: true,
    }),
  ]);
  const label = formatMonth(month);
  const charges = monthCharges(company, prefs, units, month);

  return db.transaction().execute(async (tx) => {
    // One run of a company's month at a time; the second finds the first's invoice.
    await sql`select pg_advisory_xact_lock(hashtext(${`billing:${company.id}:${month}`}))`.execute(tx);
    const again = await tx
      .selectFrom('billing_invoices')
      .selectAll()
      .where('company_id', '=', company.id)
      .where('month', '=', month)
      .executeTakeFirst();
    if (again) return { invoice: billingInvoiceRecord(again), created: false };
    if (charges.length) await postWalletEntries(tx, charges);

    const sums = await monthEntries(tx, company.id, month)
      .select(['code', (eb) => eb.fn.sum<string>('amount_paise').as('paise')])
      .where('type', '=', WALLET_TRANSACTION_TYPES.DEBIT)
      .where('code', 'in', Object.keys(BILLED_CODES))
      .groupBy('code')
      .orderBy('code')
      .execute();
    const lines = sums.map((s) => ({ code: s.code as BilledCode, paise: Number(s.paise) })).filter((s) => s.paise > 0);
    // A month without a charge is not invoiced.
    if (!lines.length) return { invoice: null, created: false };

    const document = billingDocument(company, month, now, lines, await takeNumber(tx, now));
    const split = gstDocumentSplit(document);
    const row = await tx
      .insertInto('billing_invoices')
      .values({
        id: randomUUID(),
        company_id: company.id,
        month,
        number: document.number,
        taxable_paise: split.taxablePaise,
        cgst_paise: split.cgstPaise,
        sgst_paise: split.sgstPaise,
        igst_paise: split.igstPaise,
        total_paise: split.totalPaise,
        document: JSON.stringify(document),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (split.taxPaise > 0)
      await postWalletEntries(tx, [
        {
          companyId: company.id,
          type: 'DEBIT',
          amountPaise: split.taxPaise,
          code: '200',
          description: `GST on invoice ${document.number} (${label})`,
          key: `month:${month}:gst`,
          reference: document.number,
          createdBy: 'Monthly billing',
          enforceFloor: false,
        },
      ]);
    return { invoice: billingInvoiceRecord(row), created: true };
  });
}

/** Parcelo's next invoice number, without gaps in the financial year: the counter row is locked until the invoice commits. */
async function takeNumber(tx: Transaction<InvoicesDB>, at: Date): Promise<string> {
  const fy = financialYearOf(at).label;
  const { last_number: n } = await tx
    .insertInto('billing_invoice_numbers')
    .values({ financial_year: fy, last_number: 1 })
    .onConflict((oc) =>
      oc
        .column('financial_year')
        .doUpdateSet((eb) => ({ last_number: eb('billing_invoice_numbers.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return invoiceNumber('PCL', fy, Number(n));
}

function billingDocument(
  company: CompanyRecord,
  month: string,
  at: Date,
  lines: { code: BilledCode; paise: number }[],
  number: string,
): GstDocument {
  const inv = company.invoicing;
  const state = inv?.state ?? company.state ?? 'Haryana';
  return {
    title: 'TAX INVOICE',
    number,
    date: at.toISOString(),
    references: [
      { label: 'Billing period', value: formatMonth(month) },
      { label: 'Customer', value: `${company.code} · ${invoicePrefixOf(company)}` },
    ],
    supplier: parceloParty(),
    recipient: {
      name: inv?.legalName ?? company.name,
      address: inv
        ? [inv.addressLine1, inv.addressLine2, `${inv.city}, ${inv.state} ${inv.pincode}`]
        : [[company.city, company.state].filter(Boolean).join(', ')],
      state,
      gstin: inv?.gstin ?? null,
    },
    // A registered business receives services where it is registered.
    placeOfSupply: (inv?.gstin && stateOfGstin(inv.gstin)) || state,
    inclusive: false,
    lines: lines.map((l) => ({
      description: `${BILLED_CODES[l.code].description} (${formatMonth(month)})`,
      hsn: BILLED_CODES[l.code].sac,
      quantity: 1,
      unitPaise: l.paise,
      rate: BILLING_GST_RATE,
    })),
    notes: [
      'SAC codes are given in the HSN column. The charges were debited from your Parcelo wallet during the month; the GST on them is debited with this invoice.',
    ],
  };
}

/** Bills every seller company for a month; one company's failure does not stop the others. */
export async function runBillingMonth(ctx: ServiceContext<InvoicesDB>, month: string) {
  const { companies } = await serviceApis(ctx.urls).ums.getUmsInternalCompaniesSellers<{
    companies: CompanyRecord[];
  }>({ internal: true });
  let issued = 0;
  let alreadyInvoiced = 0;
  const failed: string[] = [];
  for (const company of companies) {
    try {
      const { invoice, created } = await billCompanyMonth(ctx, company, month);
      if (invoice && created) issued++;
      else if (invoice) alreadyInvoiced++;
    } catch (err) {
      ctx.log.error({ err, companyId: company.id, month }, 'monthly billing failed');
      failed.push(company.id);
    }
  }
  if (failed.length) throw new Error(`Monthly billing of ${month} failed for ${failed.length} companies`);
  const counts = { companies: companies.length, issued, alreadyInvoiced };
  return { ...counts, invoiced: issued + alreadyInvoiced, summary: billingMonthRunSummary(month, counts) };
}
