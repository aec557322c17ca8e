import type { Insertable, Kysely } from 'kysely';
import { formatPaisePlain, istDayOf } from '@parcelo/common';
import { DEMO_COMPANIES } from '../../demo.js';
import { demoD2rOrders, type DemoD2rCollection, type DemoD2rOrder } from '../../demoD2r.js';
import { LocalObjectStore, newObjectKey, objectStore } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { receiptPdf } from '../payments/seed.js';
import { seedD2rCreditNotes } from '../d2rCreditNotes/seed.js';

type InvoiceRow = Insertable<InvoicesDB['invoices']>;

/** Where an admin's uploads of collection proofs go, as the app's upload puts them. */
const PROOF_FOLDER = 'd2r_payment_collection_proof/admin';
const RECORDED_BY = 'Admin';

/** The invoice OMS's shipping event raised, as its collections since have left it. */
function invoiceRow(o: DemoD2rOrder): InvoiceRow {
  const inv = o.invoice!;
  const closed = inv.closedAt !== null;
  const last = Math.max(inv.raisedAt.getTime(), inv.handedOverAt?.getTime() ?? 0, inv.closedAt?.getTime() ?? 0);
  return {
    id: inv.id,
    company_id: DEMO_COMPANIES.chai,
    invoice_id: o.invoiceNumber,
    // OMS's own address for the order's invoice, as the event carries it.
    invoice_url: `/documents/invoice/${o.id}`,
    final_price_paise: o.total,
    amount_paid_paise: inv.paid,
    credited_paise: inv.credited,
    payment_mode: o.paymentMode,
    status: closed ? 'PAID' : 'PENDING',
    is_closed: closed,
    closed_at: inv.closedAt,
    salesman_id: o.salesmanId,
    order_id: o.id,
    shop_order_id: o.shopOrderId,
    retailer_id: o.retailer.id,
    retailer_name: [o.retailer.firstName, o.retailer.lastName].filter(Boolean).join(' '),
    retailer_phone: o.retailer.phone,
    bill_location: o.billLocation,
    due_date: inv.dueDate,
    handed_over_at: inv.handedOverAt,
    created_at: inv.raisedAt,
    updated_at: new Date(last),
  };
}

/** The receipt the salesman photographed, where the local store keeps files; the key alone on S3. */
async function storeProof(o: DemoD2rOrder, c: DemoD2rCollection): Promise<string> {
  const key = newObjectKey(PROOF_FOLDER, 'collection-receipt.pdf');
  const store = objectStore();
  if (store instanceof LocalObjectStore)
    await store.write(
      key,
      receiptPdf([
        `${o.retailer.firstName}: payment receipt`,
        `Invoice: ${o.invoiceNumber}`,
        `Amount: Rs ${formatPaisePlain(c.amount)}`,
        `Paid by: ${c.method.replace('_', ' ').toLowerCase()}, ${c.reference}`,
        `Date: ${istDayOf(c.at)}`,
      ]),
      'application/pdf',
    );
  return `/objects/${key}`;
}

/**
 * Chai Point's D2R invoices: one for each of its demo D2R orders that has shipped (see
 * demoD2rOrders), with what was collected on it and the proofs, and its credit notes. Fixed ids, so seeding again
 * adds nothing; an invoice already there is left as it stands.
 */
export async function seedD2rInvoices(db: Kysely<InvoicesDB>): Promise<number> {
  const shipped = demoD2rOrders(Date.now()).filter((o) => o.invoice);
  const inserted = await db
    .insertInto('invoices')
    .values(shipped.map(invoiceRow))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  const kept = new Set(inserted.map((r) => r.id));
  const collections: Insertable<InvoicesDB['d2r_collections']>[] = [];
  for (const o of shipped) {
    if (!kept.has(o.invoice!.id)) continue;
    for (const c of o.invoice!.collections)
      collections.push({
        id: c.id,
        invoice_row_id: o.invoice!.id,
        company_id: DEMO_COMPANIES.chai,
        amount_paise: c.amount,
        method: c.method,
        reference: c.reference,
        proof_url: await storeProof(o, c),
        salesman_id: o.salesmanId,
        recorded_by: RECORDED_BY,
        idempotency_key: `demo-${c.id}`,
        created_at: c.at,
      });
  }
  if (collections.length) await db.insertInto('d2r_collections').values(collections).execute();
  const credits = await seedD2rCreditNotes(db, shipped, kept);
  return kept.size + collections.length + credits;
}
