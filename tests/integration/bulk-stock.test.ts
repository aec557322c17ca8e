import { describe, expect, it } from 'vitest';
import { BULK_CATALOGUES, BULK_INVENTORY, MSG, fill } from '@parcelo/common';
import { signedIn, type Session } from '../support/client.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';
import { collect, wsClient } from '../support/subscriptions.js';

const preview = (kind: 'catalogue' | 'inventory') =>
  `mutation($i: BulkUploadPreviewInput!) { r: ${kind}BulkUploadPreview(input: $i) { columns rows { rowNumber cells errors { field message } } warehouseCodes maxRows userErrors { field message } } }`;
const save = (kind: 'catalogue' | 'inventory') =>
  `mutation($i: BulkUploadSaveInput!) { r: ${kind}BulkUploadSave(input: $i) { task { id type title status total } userErrors { field message } } }`;
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
async function saveAndFinish(session: Session, kind: 'catalogue' | 'inventory', file: string) {
  const saved = (await session.gql(save(kind), { i: { file, edits: [] } })).r;
  expect(saved.userErrors).toEqual([]);
  const client = wsClient(session);
  const events = await collect<Progress>(
    client,
    PROGRESS,
    { id: saved.task.id },
    (d) => d.taskProgress.status !== 'IN_PROGRESS',
  );
  await client.dispose();
  return { task: saved.task, end: events.at(-1)!.taskProgress };
}

const run = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe('bulk catalogue and inventory uploads', () => {
  it('previews a catalogue sheet cell by cell, then creates new SKUs and updates known ones in a task', async () => {
    const seller = await signedIn('seller@demo.in');
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
      { ...good, productTitle: 'Kashmiri Kahwa 100g', sku: 'CHAI-KHW-100', price: 429 },
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
    expect(end.result.failed).toEqual([{ key: `BAD ${r}`, message: 'Row 3: Please provide valid SKU' }]);

    const list = await seller.gql(
      `query($v: String!) { catalogueProducts(first: 5, search: { by: SKU, value: $v }) { edges { node { productTitle price } } } }`,
      { v: `LMN-${r}` },
    );
    expect(list.catalogueProducts.edges[0].node).toEqual({ productTitle: `Lemon Tea ${r}`, price: 199 });
    const updated = await seller.gql(
      `{ catalogueProducts(first: 5, search: { by: SKU, value: "CHAI-KHW-100" }) { edges { node { price wsinMappingLabel } } } }`,
    );
    expect(updated.catalogueProducts.edges[0].node).toEqual({ price: 429, wsinMappingLabel: 'WS-CPN-KHW100' });
  });

  it('adds inbound entries from a sheet, and fails rows naming an unknown WSIN or another warehouse', async () => {
    const seller = await signedIn('seller@demo.in');
    const before = await seller.gql(
      `{ inventory(first: 5, search: { by: SKU, value: "WS-CPN-DJF100" }) { edges { node { inboundAccepted inboundRejected } } } }`,
    );
    const date = new Date().toISOString().slice(0, 10);
    const content = await bulkSheet(BULK_INVENTORY, [
      {
        warehouseCode: 'WH-DEL-001',
        wsin: 'WS-CPN-DJF100',
        date,
        inboundAccepted: 25,
        inboundRejected: 1,
        remark: 'PO-77',
      },
      {
        warehouseCode: 'WH-BOM-001',
        wsin: 'WS-CPN-DJF100',
        date,
        inboundAccepted: 5,
        inboundRejected: 1,
        remark: 'PO-78',
      },
      { warehouseCode: 'WH-DEL-001', wsin: 'WS-NOPE-1', date, inboundAccepted: 5, inboundRejected: 1, remark: 'PO-79' },
      {
        warehouseCode: 'WH-DEL-001',
        wsin: 'WS-CPN-DJF100',
        date,
        inboundAccepted: 0,
        inboundRejected: 0,
        remark: 'PO-80',
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
    const after = await seller.gql(
      `{ inventory(first: 5, search: { by: SKU, value: "WS-CPN-DJF100" }) { edges { node { inboundAccepted inboundRejected } } } }`,
    );
    expect(after.inventory.edges[0].node.inboundAccepted - before.inventory.edges[0].node.inboundAccepted).toBe(25);
    expect(after.inventory.edges[0].node.inboundRejected - before.inventory.edges[0].node.inboundRejected).toBe(1);
  });
});
