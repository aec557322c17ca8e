import { describe, expect, it } from 'vitest';
import { BULK_CATALOGUES, BULK_INVENTORY, MSG, fill, formatDateTime } from '@parcelo/common';
import { oneWarehouseSeller, signedIn, verifiedSeller, type Session } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';
import { collect, wsClient } from '../support/subscriptions.js';

const preview = (kind: 'catalogue' | 'inventory') =>
  `mutation($i: BulkUploadPreviewInput!) { r: ${kind}BulkUploadPreview(input: $i) { columns rows { rowNumber cells errors { field message } } warehouseCodes maxRows userErrors { field message } } }`;
const save = (kind: 'catalogue' | 'inventory') =>
  `mutation($i: BulkUploadSaveInput!) { r: ${kind}BulkUploadSave(input: $i) { task { id type title status total } userErrors { field message code } } }`;
const REPEAT_PREVIEW = `mutation($i: BulkUploadPreviewInput!) { r: inventoryBulkUploadPreview(input: $i) { rows { errors { field } } repeatOf { uploadedAt uploadedBy message } userErrors { field message } } }`;
const PROGRESS = `subscription($id: ID) { taskProgress(id: $id) { status progress succeeded failed result { succeeded { key } failed { key message } } } }`;

type Progress = {
  taskProgress: {
    status: string;
    progress: number;
    succeeded: number;
    failed: number;
    result: { succeeded: { key: string }[]; failed: { key: string; message: string }[] };
  };
};

/** Saves the previewed sheet as it is and waits for the task's end. */
async function saveAndFinish(session: Session, kind: 'catalogue' | 'inventory', file: string, confirmRepeat?: boolean) {
  const saved = (await session.gql(save(kind), { i: { file, edits: [], confirmRepeat } })).r;
  expect(saved.userErrors).toEqual([]);
  return { task: saved.task, end: await finished(session, saved.task.id) };
}

/** A task's last progress event, once it has ended. */
async function finished(session: Session, id: string) {
  const client = wsClient(session);
  const events = await collect<Progress>(client, PROGRESS, { id }, (d) => d.taskProgress.status !== 'IN_PROGRESS');
  await client.dispose();
  return events.at(-1)!.taskProgress;
}

const STOCK = `query($v: String!) { inventory(first: 5, search: { by: SKU, value: $v }) { edges { node { inboundAccepted inboundRejected } } } }`;
const stock = async (session: Session, wsin: string): Promise<{ inboundAccepted: number; inboundRejected: number }> =>
  (await session.gql(STOCK, { v: wsin })).inventory.edges[0].node;
const accepted = async (session: Session, wsin: string): Promise<number> =>
  (await stock(session, wsin)).inboundAccepted;

const TRAIL = `query($id: ID!) { node(id: $id) { ... on InventoryRow { trail(first: 100) { edges { node { kind quantity } } } } } }`;

const run = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/**
 * A seller of its own stocked only at Okhla (WH-DEL-001), with a WSIN of its own there: stock
 * counts no other test moves.
 */
async function okhlaSeller(companyName: string): Promise<{ seller: Session; wsin: string; sku: string }> {
  const [admin, seller] = await Promise.all([signedIn('admin@demo.in'), oneWarehouseSeller(companyName)]);
  const { wsin, sku } = await stockedProduct(admin, seller, 1);
  return { seller, wsin, sku };
}

describe('bulk catalogue and inventory uploads', () => {
  it('previews a catalogue sheet cell by cell, then creates new SKUs and updates known ones in a task', async () => {
    // A product of the seller's own, mapped to its WSIN, which the sheet updates.
    const { seller, wsin, sku: known } = await okhlaSeller('Bulk Catalogue Tea Co');
    const r = run();
    const good = {
      productTitle: `Lemon Tea ${r}`,
      sku: `LMN-${r}`,
      category: 'Tea',
      price: 199,
      basePrice: 120,
      margin: 30,
      weight: 120,
      hsnCode: '09024020',
    };
    const content = await bulkSheet(BULK_CATALOGUES, [
      good,
      { ...good, sku: `BAD ${r}`, hsnCode: '' },
      { ...good, productTitle: 'Kashmiri Kahwa 100g', sku: known, price: 429 },
    ]);
    const file = await uploadSheet(seller, content, 'catalogue.xlsx');
    const p = (await seller.gql(preview('catalogue'), { i: { file } })).r;
    expect(p.userErrors).toEqual([]);
    expect(p.rows.map((row: any) => row.errors)).toEqual([
      [],
      [
        { field: 'sku', message: 'Please provide valid SKU' },
        { field: 'hsnCode', message: MSG.hsnRequired },
      ],
      [],
    ]);

    const { task, end } = await saveAndFinish(seller, 'catalogue', file);
    expect(task).toMatchObject({ type: 'catalogues', total: 3 });
    expect(end).toMatchObject({ status: 'COMPLETED', progress: 100, succeeded: 2, failed: 1 });
    // Every problem of the row, not just the first.
    expect(end.result.failed).toEqual([
      { key: `BAD ${r}`, message: `Row 3: Please provide valid SKU; ${MSG.hsnRequired}` },
    ]);

    const list = await seller.gql(
      `query($v: String!) { catalogueProducts(first: 5, search: { by: SKU, value: $v }) { edges { node { productTitle price } } } }`,
      { v: `LMN-${r}` },
    );
    expect(list.catalogueProducts.edges[0].node).toEqual({ productTitle: `Lemon Tea ${r}`, price: 19_900 });
    const updated = await seller.gql(
      `query($v: String!) { catalogueProducts(first: 5, search: { by: SKU, value: $v }) { edges { node { price wsinMappingLabel } } } }`,
      { v: known },
    );
    expect(updated.catalogueProducts.edges[0].node).toEqual({ price: 42_900, wsinMappingLabel: wsin });
  });

  it('adds inbound entries from a sheet, and fails rows naming an unknown WSIN or another warehouse', async () => {
    const { seller, wsin } = await okhlaSeller('Bulk Inbound Tea Co');
    const r = run();
    const before = await stock(seller, wsin);
    const date = new Date().toISOString().slice(0, 10);
    const content = await bulkSheet(BULK_INVENTORY, [
      {
        warehouseCode: 'WH-DEL-001',
        wsin,
        date,
        inboundAccepted: 25,
        inboundRejected: 1,
        remark: `PO-77-${r}`,
      },
      {
        warehouseCode: 'WH-BOM-001',
        wsin,
        date,
        inboundAccepted: 5,
        inboundRejected: 1,
        remark: `PO-78-${r}`,
      },
      {
        warehouseCode: 'WH-DEL-001',
        wsin: 'WS-NOPE-1',
        date,
        inboundAccepted: 5,
        inboundRejected: 1,
        remark: `PO-79-${r}`,
      },
      {
        warehouseCode: 'WH-DEL-001',
        wsin,
        date,
        inboundAccepted: 0,
        inboundRejected: 0,
        remark: `PO-80-${r}`,
      },
    ]);
    const file = await uploadSheet(seller, content, 'stock.xlsx');
    const p = (await seller.gql(preview('inventory'), { i: { file } })).r;
    expect(p.warehouseCodes).toEqual(['WH-DEL-001']);
    expect(p.rows.map((row: any) => row.errors)).toEqual([
      [],
      [{ field: 'warehouseCode', message: 'Accepts only WH-DEL-001' }],
      [{ field: 'wsin', message: fill(MSG.wsinUnknown, { wsin: 'WS-NOPE-1' }) }],
      [{ field: 'inboundAccepted', message: MSG.inventoryAddFailed }],
    ]);
    const { end } = await saveAndFinish(seller, 'inventory', file);
    expect(end).toMatchObject({ status: 'COMPLETED', succeeded: 1, failed: 3 });
    expect(end.result.failed.map((f) => f.message)).toEqual([
      'Row 3: Accepts only WH-DEL-001',
      `Row 4: ${fill(MSG.wsinUnknown, { wsin: 'WS-NOPE-1' })}`,
      `Row 5: ${MSG.inventoryAddFailed}`,
    ]);
    const after = await stock(seller, wsin);
    expect(after.inboundAccepted - before.inboundAccepted).toBe(25);
    expect(after.inboundRejected - before.inboundRejected).toBe(1);
  });

  it('warns that a sheet was saved before, refuses to save it again unless confirmed, and adds it once more when confirmed', async () => {
    const { seller, wsin } = await okhlaSeller('Repeat Sheet Tea Co');
    const r = run();
    const date = new Date().toISOString().slice(0, 10);
    const entry = { warehouseCode: 'WH-DEL-001', wsin, date, inboundRejected: 0 };
    const rows = [
      { ...entry, inboundAccepted: 7, remark: `GRN-${r}-1` },
      { ...entry, inboundAccepted: 3, remark: `GRN-${r}-2` },
    ];
    const start = await accepted(seller, wsin);
    const first = await uploadSheet(seller, await bulkSheet(BULK_INVENTORY, rows), 'grn.xlsx');
    expect((await seller.gql(REPEAT_PREVIEW, { i: { file: first } })).r.repeatOf).toBeNull();
    const { end } = await saveAndFinish(seller, 'inventory', first);
    expect(end).toMatchObject({ status: 'COMPLETED', succeeded: 2 });
    expect(await accepted(seller, wsin)).toBe(start + 10);

    // The same entries in another file, rows swapped and codes in lower case: the same sheet.
    const again = await uploadSheet(
      seller,
      await bulkSheet(
        BULK_INVENTORY,
        [...rows].reverse().map((row) => ({ ...row, warehouseCode: ' wh-del-001', wsin: wsin.toLowerCase() })),
      ),
      'grn-again.xlsx',
    );
    const p = (await seller.gql(REPEAT_PREVIEW, { i: { file: again } })).r;
    expect(p.rows.map((row: any) => row.errors)).toEqual([[], []]);
    expect(p.repeatOf).toMatchObject({ uploadedBy: expect.any(String) });
    const message = fill(MSG.inventorySheetRepeat, { when: formatDateTime(p.repeatOf.uploadedAt) });
    expect(p.repeatOf.message).toBe(message);
    expect(message).toMatch(
      /^This sheet was already uploaded on \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m\. Saving it again adds its stock again\.$/,
    );

    // Without the confirmation nothing is saved.
    for (const confirmRepeat of [undefined, false]) {
      const refused = (await seller.gql(save('inventory'), { i: { file: again, edits: [], confirmRepeat } })).r;
      expect(refused).toEqual({
        task: null,
        userErrors: [{ field: 'confirmRepeat', message, code: 'CONFIRMATION_REQUIRED' }],
      });
    }
    expect(await accepted(seller, wsin)).toBe(start + 10);

    // Confirmed, it is added once more, and the next preview names this save.
    const confirmed = await saveAndFinish(seller, 'inventory', again, true);
    expect(confirmed.end).toMatchObject({ status: 'COMPLETED', succeeded: 2 });
    expect(await accepted(seller, wsin)).toBe(start + 20);
    const third = (await seller.gql(REPEAT_PREVIEW, { i: { file: first } })).r.repeatOf;
    expect(new Date(third.uploadedAt).getTime()).toBeGreaterThanOrEqual(new Date(p.repeatOf.uploadedAt).getTime());

    // Another company's same sheet is its own.
    const other = await verifiedSeller('Repeat Sheet Rival Co');
    expect(
      (
        await other.gql(REPEAT_PREVIEW, {
          i: { file: await uploadSheet(other, await bulkSheet(BULK_INVENTORY, rows)) },
        })
      ).r.repeatOf,
    ).toBeNull();
  });

  it('of saves of one sheet sent at once, only one adds its stock', async () => {
    const { seller, wsin } = await okhlaSeller('Racing Sheet Tea Co');
    const r = run();
    const date = new Date().toISOString().slice(0, 10);
    const row = { warehouseCode: 'WH-DEL-001', wsin, date, inboundRejected: 1, remark: `RACE-${r}` };
    const start = await accepted(seller, wsin);

    // A new sheet: four saves at once race for its first save.
    const fresh = await uploadSheet(seller, await bulkSheet(BULK_INVENTORY, [{ ...row, inboundAccepted: 11 }]));
    const raced = await Promise.all(
      [undefined, false, undefined, false].map(
        async (confirmRepeat) =>
          (await seller.gql(save('inventory'), { i: { file: fresh, edits: [], confirmRepeat } })).r,
      ),
    );
    const started = raced.filter((s) => s.task);
    expect(started).toHaveLength(1);
    for (const refused of raced.filter((s) => !s.task))
      expect(refused.userErrors).toEqual([
        {
          field: 'confirmRepeat',
          message: expect.stringMatching(/^This sheet was already uploaded on /),
          code: 'CONFIRMATION_REQUIRED',
        },
      ]);
    expect(await finished(seller, started[0].task.id)).toMatchObject({ status: 'COMPLETED', succeeded: 1 });
    expect(await accepted(seller, wsin)).toBe(start + 11);

    // Saved once: a confirmed repeat and an unconfirmed one at once; only the confirmed one adds.
    const pair = await Promise.all(
      [true, undefined].map(
        async (confirmRepeat) =>
          (await seller.gql(save('inventory'), { i: { file: fresh, edits: [], confirmRepeat } })).r,
      ),
    );
    expect(pair.map((s) => Boolean(s.task))).toEqual([true, false]);
    expect(pair[1].userErrors[0].code).toBe('CONFIRMATION_REQUIRED');
    await finished(seller, pair[0].task.id);
    expect(await accepted(seller, wsin)).toBe(start + 22);

    // Two confirmed repeats at once: each confirms one more save, and only one is made of the same count.
    const twice = await Promise.all(
      [true, true].map(
        async (confirmRepeat) =>
          (await seller.gql(save('inventory'), { i: { file: fresh, edits: [], confirmRepeat } })).r,
      ),
    );
    const made = twice.filter((s) => s.task);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const s of made) await finished(seller, s.task.id);
    expect(await accepted(seller, wsin)).toBe(start + 22 + 11 * made.length);
  });
  it('sheets over the same WSINs saved at once each add their stock once, whatever order their rows name them in', async () => {
    // A batch's figures are added in one statement over its rows: sheets naming the same rows in
    // other orders must queue on them, neither losing an addition nor deadlocking.
    const [admin, seller] = await Promise.all([
      signedIn('admin@demo.in'),
      oneWarehouseSeller('Parallel Sheets Tea Co'),
    ]);
    const products = [];
    for (let i = 0; i < 4; i++) products.push(await stockedProduct(admin, seller, 1));
    const wsins = products.map((p) => p.wsin);
    const before = await Promise.all(wsins.map((w) => stock(seller, w)));
    const date = new Date().toISOString().slice(0, 10);
    const r = run();
    const orders = [wsins, [...wsins].reverse(), [wsins[2]!, wsins[0]!, wsins[3]!, wsins[1]!]];
    const files = await Promise.all(
      orders.map(async (order, n) =>
        uploadSheet(
          seller,
          await bulkSheet(
            BULK_INVENTORY,
            order.map((wsin, k) => ({
              warehouseCode: 'WH-DEL-001',
              wsin,
              date,
              inboundAccepted: 10 + k,
              inboundRejected: 1,
              remark: `PAR-${r}-${n}`,
            })),
          ),
        ),
      ),
    );
    const ends = await Promise.all(files.map(async (file) => (await saveAndFinish(seller, 'inventory', file)).end));
    for (const end of ends) expect(end).toMatchObject({ status: 'COMPLETED', succeeded: 4, failed: 0 });
    const added = (wsin: string) => orders.reduce((sum, order) => sum + 10 + order.indexOf(wsin), 0);
    const after = await Promise.all(wsins.map((w) => stock(seller, w)));
    expect(after).toEqual(
      wsins.map((w, i) => ({
        inboundAccepted: before[i]!.inboundAccepted + added(w),
        inboundRejected: before[i]!.inboundRejected + 3,
      })),
    );
    // And each row's figures are its ledger's sums.
    for (const [i, p] of products.entries()) {
      const row = (await seller.gql(TRAIL, { id: p.row })).node;
      const sum = (kind: string) =>
        row.trail.edges
          .filter((e: { node: { kind: string } }) => e.node.kind === kind)
          .reduce((n: number, e: { node: { quantity: number } }) => n + e.node.quantity, 0);
      expect({ inboundAccepted: sum('INBOUND_ACCEPTED'), inboundRejected: sum('INBOUND_REJECTED') }).toEqual(after[i]);
    }
  });
});
