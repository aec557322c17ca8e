import { MSG, fill, formatPaise } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { Session, oneWarehouseSeller, signedIn, verifiedSeller } from '../support/client.js';
import { pdfText } from '../support/pdfText.js';
import { stockedProduct } from '../support/stock.js';
import { retailerOf, salesmanOf, shippedInvoice, unique, type D2rGround } from '../support/d2r.js';

const NOTE_FIELDS = `id creditNumber reason note creditNoteUrl creditNoteFinalValue taxableValue version regeneratedAt
  invoiceId shopOrderId retailerName shippingD2RAddress { id } salesman { id } invoice { id }
  lines { sku quantity unitCredit amount }`;
const CREATE = `mutation($i: D2rCreditNoteCreateInput!) { d2rCreditNoteCreate(input: $i) {
  creditNote { ${NOTE_FIELDS} } invoice { id credited outstanding isClosed status } userErrors { field message code } } }`;
const REGENERATE = `mutation($i: D2rCreditNoteRegenerateInput!) { d2rCreditNoteRegenerate(input: $i) {
  creditNote { id version regeneratedAt creditNoteFinalValue } userErrors { field message code } } }`;
const LIST = `query($c: ID, $by: D2rCreditNoteSearchField, $s: String, $start: String, $end: String) {
  d2rCreditNotes(first: 50, company: $c, searchBy: $by, search: $s, start: $start, end: $end) {
    totalCount edges { node { id creditNumber creditNoteFinalValue } } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { creditNoteAvailable creditNoteUrl
  creditDebitNotes { creditNumber creditNoteUrl } } } }`;
const INVOICE = `query($id: ID!) { node(id: $id) { ... on D2rInvoice { credited outstanding creditNotes { creditNumber } } } }`;

describe('D2R credit notes', () => {
  let admin: Session;
  let ground: D2rGround;
  let sku: string;
  let company: string;

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    const seller = await oneWarehouseSeller(`Tata Tea Retail ${unique()}`);
    company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const product = await stockedProduct(admin, seller, 40);
    sku = product.sku;
    const salesman = await salesmanOf(admin, company);
    const retailer = await retailerOf(admin, company, salesman);
    ground = { company, salesman, retailer: retailer.id, warehouse: product.warehouse };
  }, 60_000);

  it("credits a return and a price correction against the invoice, in the form's words when refused", async () => {
    // Four units at ₹10 each: ₹40 owed.
    const { order, invoice } = await shippedInvoice(admin, ground, [{ sku, quantity: 4 }]);
    expect(invoice).toMatchObject({ finalPrice: 4_000, outstanding: 4_000 });
    const credit = async (i: Record<string, unknown>) =>
      (await admin.gql(CREATE, { i: { invoice: invoice.id, ...i } })).d2rCreditNoteCreate;

    const tooMany = await credit({ reason: 'RETURN', lines: [{ sku, quantity: 5 }] });
    expect(tooMany.userErrors[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: fill(MSG.d2rCreditReturnTooMany, { n: 4, sku }),
    });
    const noUnit = await credit({ reason: 'PRICE_CORRECTION', lines: [{ sku, quantity: 1 }] });
    expect(noUnit.userErrors[0]).toMatchObject({ message: fill(MSG.d2rCreditUnitRequired, { sku }) });
    const notInvoiced = await credit({ reason: 'RETURN', lines: [{ sku: 'NOT-ON-IT', quantity: 1 }] });
    expect(notInvoiced.userErrors[0]?.message).toBe(fill(MSG.d2rCreditSkuNotInvoiced, { sku: 'NOT-ON-IT' }));
    const none = await credit({ reason: 'RETURN', lines: [] });
    expect(none.userErrors[0]?.message).toBe(MSG.d2rCreditLinesRequired);

    const key = `cn-${unique()}`;
    const returned = await credit({
      reason: 'RETURN',
      note: 'One carton damaged',
      lines: [{ sku, quantity: 1 }],
      idempotencyKey: key,
    });
    expect(returned.userErrors).toEqual([]);
    const again = await credit({
      reason: 'RETURN',
      note: 'One carton damaged',
      lines: [{ sku, quantity: 1 }],
      idempotencyKey: key,
    });
    expect(again.creditNote.id).toBe(returned.creditNote.id);
    expect(returned.creditNote).toMatchObject({
      reason: 'RETURN',
      note: 'One carton damaged',
      creditNoteFinalValue: 1_000,
      invoiceId: invoice.invoiceId,
      shopOrderId: order.shopOrderId,
      shippingD2RAddress: { id: ground.retailer },
      salesman: { id: ground.salesman },
      invoice: { id: invoice.id },
      version: 1,
      lines: [{ sku, quantity: 1, unitCredit: 1_000, amount: 1_000 }],
    });
    expect(returned.creditNote.creditNumber).toMatch(/^[A-Z0-9]+\/CN\/\d{4}\/\d{5}$/);
    expect(returned.invoice).toMatchObject({ credited: 1_000, outstanding: 3_000, isClosed: false, status: 'PENDING' });

    // A correction of ₹2.50 a unit on the three kept: ₹7.50 more.
    const corrected = await credit({ reason: 'PRICE_CORRECTION', lines: [{ sku, quantity: 3, unitCredit: 250 }] });
    expect(corrected.userErrors).toEqual([]);
    expect(corrected.invoice).toMatchObject({ credited: 1_750, outstanding: 2_250 });
    const onReturned = await credit({ reason: 'PRICE_CORRECTION', lines: [{ sku, quantity: 4, unitCredit: 100 }] });
    expect(onReturned.userErrors[0]?.message).toBe(fill(MSG.d2rCreditReturnTooMany, { n: 3, sku }));

    // The order shows it has credit notes (OMS is told after the note is saved), with their PDFs.
    const flags = async () => (await admin.gql(ORDER, { id: order.id })).node;
    await expect.poll(async () => (await flags()).creditNoteAvailable, { timeout: 20_000 }).toBe(true);
    const seen = await flags();
    // Not the full reversal of a cancelled order: the D2R notes are its credit notes.
    expect(seen.creditNoteUrl).toBeNull();
    expect(seen.creditDebitNotes.map((n: { creditNumber: string }) => n.creditNumber)).toEqual([
      returned.creditNote.creditNumber,
      corrected.creditNote.creditNumber,
    ]);
    const serial = (n: string) => Number(n.split('/').pop());
    expect(serial(corrected.creditNote.creditNumber)).toBe(serial(returned.creditNote.creditNumber) + 1);
    expect((await admin.gql(INVOICE, { id: invoice.id })).node).toMatchObject({
      credited: 1_750,
      outstanding: 2_250,
      creditNotes: [
        { creditNumber: returned.creditNote.creditNumber },
        { creditNumber: corrected.creditNote.creditNumber },
      ],
    });

    // The retailer's outstanding, as its list shows it, agrees with the invoice's.
    const retailer = (
      await admin.gql(`query($id: ID!) { node(id: $id) { ... on StoreAddress { outstanding } } }`, {
        id: ground.retailer,
      })
    ).node;
    expect(retailer).toEqual({ outstanding: 2_250 });

    const res = await fetch(admin.url + returned.creditNote.creditNoteUrl, { headers: { cookie: admin.cookie! } });
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(returned.creditNote.creditNumber);
    expect(text).toContain(invoice.invoiceId);
    expect(text).toContain('Goods returned');
    expect(text).toContain('CGST');

    // Listed in the last 30 days, and found by its number.
    const listed = (await admin.gql(LIST, { c: company })).d2rCreditNotes;
    expect(listed.totalCount).toBe(2);
    const found = (await admin.gql(LIST, { c: company, by: 'CREDIT_NUMBER', s: corrected.creditNote.creditNumber }))
      .d2rCreditNotes;
    expect(found.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([corrected.creditNote.id]);
    const longAgo = (await admin.gql(LIST, { c: company, start: '2025-01-01', end: '2025-01-31' })).d2rCreditNotes;
    expect(longAgo.totalCount).toBe(0);

    // Regenerated: the same number and value, worked out again.
    const unselected = (await admin.gql(REGENERATE, { i: {} })).d2rCreditNoteRegenerate;
    expect(unselected.userErrors[0]).toMatchObject({ field: 'creditNote', message: MSG.selectCreditNote });
    const regenerated = (await admin.gql(REGENERATE, { i: { creditNote: returned.creditNote.id } }))
      .d2rCreditNoteRegenerate;
    expect(regenerated.userErrors).toEqual([]);
    expect(regenerated.creditNote).toMatchObject({ version: 2, creditNoteFinalValue: 1_000 });
    expect(regenerated.creditNote.regeneratedAt).toBeTruthy();
  }, 60_000);

  it('never credits more than is outstanding, and closes the invoice when nothing is left', async () => {
    const { invoice } = await shippedInvoice(admin, ground, [{ sku, quantity: 3 }]);
    // Three returns of two units at once, where three units were invoiced: one goes through.
    const results = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await admin.gql(CREATE, { i: { invoice: invoice.id, reason: 'RETURN', lines: [{ sku, quantity: 2 }] } }))
            .d2rCreditNoteCreate,
      ),
    );
    expect(results.filter((r) => r.userErrors.length === 0)).toHaveLength(1);
    const refusal = results.find((r) => r.userErrors.length)!.userErrors[0];
    expect(refusal.message).toBe(fill(MSG.d2rCreditReturnTooMany, { n: 1, sku }));
    expect((await admin.gql(INVOICE, { id: invoice.id })).node).toMatchObject({ credited: 2_000, outstanding: 1_000 });

    const correction = (
      await admin.gql(CREATE, {
        i: { invoice: invoice.id, reason: 'PRICE_CORRECTION', lines: [{ sku, quantity: 1, unitCredit: 1_000 }] },
      })
    ).d2rCreditNoteCreate;
    expect(correction.invoice).toMatchObject({ credited: 3_000, outstanding: 0, isClosed: true, status: 'PAID' });
    const more = (
      await admin.gql(CREATE, {
        i: { invoice: invoice.id, reason: 'PRICE_CORRECTION', lines: [{ sku, quantity: 1, unitCredit: 1 }] },
      })
    ).d2rCreditNoteCreate;
    expect(more.userErrors[0]?.message).toBe(fill(MSG.d2rCreditLineTooMuch, { amount: formatPaise(0), sku }));
  }, 60_000);

  it("keeps another brand's notes out of sight", async () => {
    const { invoice } = await shippedInvoice(admin, ground, [{ sku, quantity: 1 }]);
    const made = (
      await admin.gql(CREATE, { i: { invoice: invoice.id, reason: 'RETURN', lines: [{ sku, quantity: 1 }] } })
    ).d2rCreditNoteCreate;
    expect(made.userErrors).toEqual([]);
    const stranger = await verifiedSeller(`Other Brand ${unique()}`);
    const listed = await stranger.raw(LIST, {});
    expect(listed.data?.d2rCreditNotes?.totalCount ?? 0).toBe(0);
    const opened = await stranger.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: made.creditNote.id });
    expect(opened.data?.node ?? null).toBeNull();
    const pdf = await fetch(stranger.url + made.creditNote.creditNoteUrl, { headers: { cookie: stranger.cookie! } });
    expect(pdf.status).toBeGreaterThanOrEqual(400);
    const regenerate = await stranger.raw(REGENERATE, { i: { creditNote: made.creditNote.id } });
    expect(regenerate.data?.d2rCreditNoteRegenerate?.creditNote ?? null).toBeNull();
    const create = await stranger.raw(CREATE, {
      i: { invoice: invoice.id, reason: 'RETURN', lines: [{ sku, quantity: 1 }] },
    });
    expect(create.data?.d2rCreditNoteCreate?.creditNote ?? null).toBeNull();
  }, 60_000);
});
