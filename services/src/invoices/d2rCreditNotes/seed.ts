import { sql, type Insertable, type Kysely } from 'kysely';
import { DEFAULT_GST_RATE, financialYearOf, stateOfGstin, type GstDocument } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_CATALOGUES, DEMO_CHAI_INVOICING, DEMO_COMPANIES } from '../../demo.js';
import type { DemoD2rOrder } from '../../demoD2r.js';
import type { InvoicesDB } from '../db.js';
import { creditNoteDocument } from './credit.js';

/** The order's tax invoice as OMS prints it for Chai Point (its catalogue's HSN codes, the default GST slab). */
function invoiceDocument(o: DemoD2rOrder): GstDocument {
  const inv = DEMO_CHAI_INVOICING;
  const r = o.retailer;
  const place = lookupPincode(r.pincode)!;
  const hsn = new Map(DEMO_CATALOGUES[DEMO_COMPANIES.chai]!.map((p) => [p.sku, p.hsnCode]));
  return {
    title: 'TAX INVOICE',
    number: o.invoiceNumber,
    date: o.createdAt.toISOString(),
    references: [{ label: 'Order', value: o.shopOrderId }],
    supplier: {
      name: inv.legalName,
      address: [inv.addressLine1, inv.addressLine2, `${inv.city}, ${inv.state} ${inv.pincode}`],
      state: stateOfGstin(inv.gstin) ?? inv.state,
      gstin: inv.gstin,
      pan: inv.pan,
    },
    recipient: {
      name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      address: [r.addressLine1, r.addressLine2, `${place.city}, ${place.state} ${r.pincode}`, 'India'],
      state: place.state,
      gstin: r.gstin,
      phone: r.phone,
    },
    placeOfSupply: place.state,
    inclusive: true,
    lines: o.lines.map((l) => ({
      description: `${l.title} (${l.sku})`,
      hsn: hsn.get(l.sku) ?? '—',
      quantity: l.quantity,
      unitPaise: l.unitPrice,
      rate: DEFAULT_GST_RATE,
    })),
  };
}

/**
 * The credit notes on the demo invoices just added (`added`: their row ids), and the counters
 * their numbers came from. Invoices already there keep what they had.
 */
export async function seedD2rCreditNotes(
  db: Kysely<InvoicesDB>,
  orders: readonly DemoD2rOrder[],
  added: ReadonlySet<string>,
): Promise<number> {
  const rows: Insertable<InvoicesDB['d2r_credit_notes']>[] = [];
  const serials = new Map<string, number>();
  for (const o of orders) {
    const inv = o.invoice;
    if (!inv || !added.has(inv.id)) continue;
    const invoice = invoiceDocument(o);
    for (const c of inv.credits) {
      const line = invoice.lines[o.lines.findIndex((l) => l.sku === c.sku)]!;
      const lines = [
        {
          sku: c.sku,
          description: line.description,
          hsn: line.hsn,
          quantity: c.quantity,
          unitPaise: c.unitPaise,
          rate: line.rate,
        },
      ];
      const { document, taxablePaise } = creditNoteDocument(invoice, {
        number: c.number,
        date: c.at.toISOString(),
        reason: c.reason,
        note: c.note,
        lines,
      });
      const year = financialYearOf(c.at).label;
      serials.set(year, Math.max(serials.get(year) ?? 0, Number(c.number.split('/').at(-1))));
      rows.push({
        id: c.id,
        company_id: DEMO_COMPANIES.chai,
        invoice_row_id: inv.id,
        order_id: o.id,
        credit_number: c.number,
        reason: c.reason,
        note: c.note,
        lines: JSON.stringify(lines),
        document: JSON.stringify(document),
        final_value_paise: c.value,
        taxable_value_paise: taxablePaise,
        created_by: 'Admin',
        idempotency_key: `demo-${c.id}`,
        created_at: c.at,
      });
    }
  }
  if (!rows.length) return 0;
  await db
    .insertInto('d2r_credit_notes')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  // The next note a brand raises takes the number after the demo's.
  for (const [year, last] of serials)
    await db
      .insertInto('d2r_credit_note_counters')
      .values({ company_id: DEMO_COMPANIES.chai, financial_year: year, last_number: last })
      .onConflict((oc) =>
        oc.columns(['company_id', 'financial_year']).doUpdateSet({
          last_number: sql<number>`greatest(d2r_credit_note_counters.last_number, excluded.last_number)`,
        }),
      )
      .execute();
  return rows.length;
}
