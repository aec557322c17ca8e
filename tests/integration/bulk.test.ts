import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BULK_ORDER_COLUMNS, BULK_ORDER_MAX_ROWS, MSG, bulkTooManyRows, fill } from '@parcelo/common';
import { oneWarehouseSeller, twoWarehouseSeller, verifiedSeller } from '../support/client.js';
import { listedSku } from '../support/stock.js';
import { BUYER, ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { collect, wsClient } from '../support/subscriptions.js';

const PREVIEW = `mutation($i: BulkUploadPreviewInput!) { ordersBulkUploadPreview(input: $i) {
  columns rows { rowNumber cells errors { field message } } warehouseCodes maxRows userErrors { field message code } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id status progress total } userErrors { field message code } } }`;
const PROGRESS = `subscription($id: ID) { taskProgress(id: $id) { id status progress succeeded failed result { succeeded { key } failed { key message } } } }`;

type Progress = {
  taskProgress: {
    status: string;
    progress: number;
    succeeded: number;
    failed: number;
    result: { succeeded: { key: string }[]; failed: { key: string; message: string }[] } | null;
  };
};

const sheetAddress = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  addressLine1: '44 Residency Road',
  addressLine2: 'Shanthala Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

/** A seller of its own at Okhla only, listing the two teas the sheets order (they block no stock). */
async function teaSeller(companyName: string) {
  const seller = await oneWarehouseSeller(companyName);
  for (const sku of ['CHAI-MSL-250', 'CHAI-CTC-500']) await listedSku(seller, sku);
  return seller;
}

describe('bulk orders', () => {
  it('previews every cell, saves as a live task, reports each row, and never duplicates', async () => {
    const seller = await teaSeller('Bulk Orders Tea Co');
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const ids = [`BLK-${run}-1`, `BLK-${run}-2`, `BLK-${run}-3`, `BLK-${run}-4`];
    const content = await ordersSheet([
      sheetRow(ids[0]!),
      sheetRow(ids[0]!, { sku: 'CHAI-CTC-500', title: 'Assam CTC 500g', quantity: '1', unitPrice: '299' }),
      sheetRow(ids[1]!, { pincode: '5600' }),
      sheetRow(ids[2]!, { warehouseCode: 'WH-BOM-001' }),
      sheetRow(ids[3]!, { paymentMode: 'COD', phone: '' }),
    ]);

    const file = await uploadSheet(seller, content, 'orders.xlsx');
    const preview = (await seller.gql(PREVIEW, { i: { file } })).ordersBulkUploadPreview;
    expect(preview.userErrors).toEqual([]);
    expect(preview.columns).toEqual(BULK_ORDER_COLUMNS.map((c) => c.key));
    expect(preview.warehouseCodes).toEqual(['WH-DEL-001']);
    expect(preview.maxRows).toBe(10000);
    expect(preview.rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([2, 3, 4, 5, 6]);
    expect(preview.rows[0].cells).toEqual(BULK_ORDER_COLUMNS.map((c) => sheetRow(ids[0]!)[c.key]));
    expect(preview.rows[0].errors).toEqual([]);
    expect(preview.rows[2].errors).toEqual([{ field: 'pincode', message: MSG.invalidPincode }]);
    expect(preview.rows[3].errors).toEqual([{ field: 'warehouseCode', message: 'Accepts only WH-DEL-001' }]);
    expect(preview.rows[4].errors).toEqual([{ field: 'phone', message: 'Please Input Phone!' }]);

    // The sheet is read by its own company only, and never served back.
    const other = await verifiedSeller('Bulk Orders Rival Co');
    expect((await other.gql(PREVIEW, { i: { file } })).ordersBulkUploadPreview.userErrors).toEqual([
      { field: 'file', message: 'The uploaded file could not be found. Upload it again.', code: 'INVALID' },
    ]);
    expect(
      (await other.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave.userErrors.map(
        (e: { field: string }) => e.field,
      ),
    ).toEqual(['file']);
    expect((await fetch(new URL(file, seller.url), { headers: { cookie: seller.cookie! } })).status).toBe(404);

    // The seller fixes the pincode inline and saves; the other two bad rows stay bad.
    const edits = [{ rowNumber: 4, key: 'pincode', value: sheetRow('').pincode }];
    const badEdit = await seller.gql(SAVE, { i: { file, edits: [{ rowNumber: 40, key: 'pincode', value: '1' }] } });
    expect(badEdit.ordersBulkUploadSave.userErrors).toEqual([
      { field: 'edits.0', message: 'Row 40 has no cell pincode.', code: 'INVALID' },
    ]);
    const saved = (await seller.gql(SAVE, { i: { file, edits } })).ordersBulkUploadSave;
    expect(saved.userErrors).toEqual([]);
    expect(saved.task).toMatchObject({ status: 'IN_PROGRESS', total: 4 });

    const client = wsClient(seller);
    const events = await collect<Progress>(
      client,
      PROGRESS,
      { id: saved.task.id },
      (d) => d.taskProgress.status !== 'IN_PROGRESS',
    );
    await client.dispose();
    const last = events.at(-1)!.taskProgress;
    expect(last).toMatchObject({ status: 'COMPLETED', progress: 100, succeeded: 2, failed: 2 });
    expect(last.result!.succeeded.map((r) => r.key).sort()).toEqual([ids[0], ids[1]].sort());
    expect(last.result!.failed).toEqual([
      { key: ids[2], message: 'Row 5: Accepts only WH-DEL-001' },
      { key: ids[3], message: 'Row 6: Please Input Phone!' },
    ]);
    const merged = await seller.gql(
      `query($v: String!) { orders(search: { by: ORDER_ID, value: $v }) { edges { node { items { sku } totalAmount } } } }`,
      { v: ids[0] },
    );
    expect(merged.orders.edges[0].node).toEqual({
      items: [{ sku: 'CHAI-MSL-250' }, { sku: 'CHAI-CTC-500' }],
      totalAmount: 79_700,
    });

    // The same rows again: nothing new, each good row now a duplicate.
    const again = (await seller.gql(SAVE, { i: { file, edits } })).ordersBulkUploadSave;
    const client2 = wsClient(seller);
    const second = (
      await collect<Progress>(client2, PROGRESS, { id: again.task.id }, (d) => d.taskProgress.status !== 'IN_PROGRESS')
    ).at(-1)!.taskProgress;
    await client2.dispose();
    expect(second).toMatchObject({ succeeded: 0, failed: 4 });
    expect(
      second
        .result!.failed.filter((f) => f.message === MSG.orderIdTaken)
        .map((f) => f.key)
        .sort(),
    ).toEqual([ids[0], ids[1]].sort());
    const count = await seller.gql(
      `query($v: String!) { orders(search: { by: ORDER_ID, value: $v }) { totalCount } }`,
      { v: ids[0] },
    );
    expect(count.orders.totalCount).toBe(1);

    // Typed again in lower case with spaces around it, it is the same order: the preview says
    // so, and the save makes nothing.
    const retyped = await uploadSheet(seller, await ordersSheet([sheetRow(`  ${ids[0]!.toLowerCase()} `)]));
    const flagged = (await seller.gql(PREVIEW, { i: { file: retyped } })).ordersBulkUploadPreview;
    expect(flagged.rows[0].errors).toEqual([{ field: 'orderId', message: MSG.orderIdTaken }]);
    const third = (await seller.gql(SAVE, { i: { file: retyped, edits: [] } })).ordersBulkUploadSave;
    const client3 = wsClient(seller);
    const thirdDone = (
      await collect<Progress>(client3, PROGRESS, { id: third.task.id }, (d) => d.taskProgress.status !== 'IN_PROGRESS')
    ).at(-1)!.taskProgress;
    await client3.dispose();
    expect(thirdDone.result!.failed).toEqual([{ key: ids[0], message: MSG.orderIdTaken }]);
    expect(
      (
        await seller.gql(`query($v: String!) { orders(search: { by: ORDER_ID, value: $v }) { totalCount } }`, {
          v: ids[0],
        })
      ).orders.totalCount,
    ).toBe(1);

    const tasks = await seller.gql(
      `{ tasks(first: 5) { totalCount edges { node { id status progress type title } } } }`,
    );
    expect(tasks.tasks.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(saved.task.id);
    expect(
      (await other.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: saved.task.id })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it("pages through a sheet's orders, which share one time, without skipping or repeating any", async () => {
    const seller = await teaSeller('Bulk Paging Tea Co');
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const ids = Array.from({ length: 25 }, (_, i) => `PG-${run}-${i + 1}`);
    const file = await uploadSheet(seller, await ordersSheet(ids.map((id) => sheetRow(id))), 'orders.xlsx');
    const saved = (await seller.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave;
    expect(saved.userErrors).toEqual([]);
    const client = wsClient(seller);
    const done = (
      await collect<Progress>(client, PROGRESS, { id: saved.task.id }, (d) => d.taskProgress.status !== 'IN_PROGRESS')
    ).at(-1)!.taskProgress;
    await client.dispose();
    expect(done).toMatchObject({ status: 'COMPLETED', succeeded: 25 });

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 4; page++) {
      const data: { orders: { edges: { node: { shopOrderId: string } }[]; pageInfo: { endCursor: string | null } } } =
        await seller.gql(
          `query($after: String) { orders(first: 10, after: $after) { edges { node { shopOrderId } } pageInfo { endCursor } } }`,
          { after },
        );
      seen.push(...data.orders.edges.map((e) => e.node.shopOrderId));
      after = data.orders.pageInfo.endCursor;
      if (!after) break;
    }
    expect(seen).toHaveLength(25);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('an order ID typed in another case or with spaces is the order the company already has, however that one was typed', async () => {
    const seller = await teaSeller('Typed Order Tea Co');
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const warehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node
      .id;
    const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { shopOrderId } } userErrors { field message code } } }`;
    const order = (shopOrderId: string) => ({
      warehouse,
      shopOrderId,
      paymentMode: 'COD',
      customerPhone: '9812345678',
      customerEmail: 'ravi.kumar@example.in',
      weight: 0.5,
      shippingAddress: BUYER.shippingAddress,
      items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 24_900 }],
    });
    // An order made by hand in lower case, as it was typed.
    const typed = `man-${run.toLowerCase()}`;
    const made = (await seller.gql(CREATE, { i: order(typed) })).orderCreate;
    expect(made.userErrors).toEqual([]);
    // By hand again in capitals: the same order ID.
    expect((await seller.gql(CREATE, { i: order(typed.toUpperCase()) })).orderCreate.userErrors).toEqual([
      { field: 'shopOrderId', message: MSG.orderIdTaken, code: 'TAKEN' },
    ]);

    // A sheet naming it ' MAN-… ' and a new ID in lower case: the preview flags the first only.
    const fresh = `new-${run.toLowerCase()}`;
    const file = await uploadSheet(
      seller,
      await ordersSheet([sheetRow(` ${typed.toUpperCase()} `), sheetRow(` ${fresh}`)]),
    );
    const preview = (await seller.gql(PREVIEW, { i: { file } })).ordersBulkUploadPreview;
    expect(preview.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([
      [{ field: 'orderId', message: MSG.orderIdTaken }],
      [],
    ]);
    const saved = (await seller.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave;
    const client = wsClient(seller);
    const done = (
      await collect<Progress>(client, PROGRESS, { id: saved.task.id }, (d) => d.taskProgress.status !== 'IN_PROGRESS')
    ).at(-1)!.taskProgress;
    await client.dispose();
    expect(done.result!.failed).toEqual([{ key: typed.toUpperCase(), message: MSG.orderIdTaken }]);
    expect(done.result!.succeeded).toEqual([{ key: fresh.toUpperCase() }]);
    const count = async (v: string) =>
      (await seller.gql(`query($v: String!) { orders(search: { by: ORDER_ID, value: $v }) { totalCount } }`, { v }))
        .orders.totalCount;
    // One order each, which the search finds in any case.
    expect([await count(typed), await count(typed.toUpperCase()), await count(fresh.toUpperCase())]).toEqual([1, 1, 1]);
  });

  it('flags a row that reuses an Order ID for another customer instead of merging it into that order', async () => {
    const seller = await teaSeller('Clashing Order Tea Co');
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const [shared, alone] = [`CLS-${run}-1`, `CLS-${run}-2`];
    const file = await uploadSheet(
      seller,
      await ordersSheet([
        sheetRow(shared),
        // A second line of the same order: same customer, another SKU.
        sheetRow(shared.toLowerCase(), { sku: 'CHAI-CTC-500', title: 'Assam CTC 500g', quantity: '1' }),
        sheetRow(shared, { firstName: 'Meera', lastName: 'Iyer', phone: '9812300000', weight: '2' }),
        sheetRow(alone),
      ]),
    );
    const clash = fill(MSG.orderIdClash, { orderId: shared, row: 2 });
    const preview = (await seller.gql(PREVIEW, { i: { file } })).ordersBulkUploadPreview;
    expect(preview.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([
      [],
      [],
      [{ field: 'orderId', message: clash }],
      [],
    ]);

    const saved = (await seller.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave;
    const client = wsClient(seller);
    const done = (
      await collect<Progress>(client, PROGRESS, { id: saved.task.id }, (d) => d.taskProgress.status !== 'IN_PROGRESS')
    ).at(-1)!.taskProgress;
    await client.dispose();
    expect(done.result!.failed).toEqual([{ key: shared, message: `Row 4: ${clash}` }]);
    expect(done.result!.succeeded).toEqual([{ key: alone }]);
  });

  it('refuses order lines whose SKU is not in the catalogue, by hand and in a sheet, until the company allows them', async () => {
    const seller = await twoWarehouseSeller();
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const listed = `LST-${run}`;
    const unlisted = `GHOST-${run}`;
    await listedSku(seller, listed);
    const { viewer } = await seller.gql(
      `{ viewer { company { allowUnlistedSkus warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
    );
    expect(viewer.company.allowUnlistedSkus).toBe(false);
    const warehouse = viewer.company.warehouses.edges.find((e: any) => e.node.warehouseId === 'WH-DEL-001').node.id;
    const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } warnings userErrors { field message code } } }`;
    const order = (sku: string) => ({
      warehouse,
      paymentMode: 'PREPAID',
      customerPhone: '9812345678',
      customerEmail: 'ravi.kumar@example.in',
      weight: 0.5,
      shippingAddress: sheetAddress,
      items: [
        { title: 'Listed tea', sku: listed, quantity: 1, unitPrice: 10_000 },
        { title: 'Mystery', sku, quantity: 1, unitPrice: 10_000 },
      ],
    });
    const refused = (await seller.gql(CREATE, { i: order(unlisted) })).orderCreate;
    expect(refused).toMatchObject({
      orderEdge: null,
      userErrors: [{ field: 'items.1.sku', message: fill(MSG.skuUnlisted, { sku: unlisted }) }],
    });

    const sheet = async () =>
      uploadSheet(
        seller,
        await ordersSheet([
          sheetRow(`UNL-${run}-1`, { sku: listed, warehouseCode: 'WH-DEL-001' }),
          sheetRow(`UNL-${run}-2`, { sku: unlisted, warehouseCode: 'WH-DEL-001' }),
        ]),
      );
    const before = (await seller.gql(PREVIEW, { i: { file: await sheet() } })).ordersBulkUploadPreview;
    expect(before.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([
      [],
      [{ field: 'sku', message: fill(MSG.skuUnlisted, { sku: unlisted }) }],
    ]);

    // Settings > Preferences: allowed, the order is taken with a warning and blocks no stock for that line.
    const PREFS = `mutation($i: CompanyPreferencesUpdateInput!) { companyPreferencesUpdate(input: $i) { company { allowUnlistedSkus } userErrors { message } } }`;
    const allowed = (await seller.gql(PREFS, { i: { allowUnlistedSkus: true } })).companyPreferencesUpdate;
    expect(allowed).toEqual({ company: { allowUnlistedSkus: true }, userErrors: [] });
    const taken = (await seller.gql(CREATE, { i: order(unlisted) })).orderCreate;
    expect(taken.userErrors).toEqual([]);
    expect(taken.warnings).toEqual([fill(MSG.skuUnlistedWarning, { sku: unlisted })]);
    const after = (
      await seller.gql(
        `mutation($i: BulkUploadPreviewInput!) { ordersBulkUploadPreview(input: $i) { rows { errors { field } warnings { field message } } } }`,
        { i: { file: await sheet() } },
      )
    ).ordersBulkUploadPreview;
    expect(after.rows).toEqual([
      { errors: [], warnings: [] },
      { errors: [], warnings: [{ field: 'sku', message: fill(MSG.skuUnlistedWarning, { sku: unlisted }) }] },
    ]);
  });

  it('accepts only .xlsx and asks for a file', async () => {
    const seller = await teaSeller('Sheet Type Tea Co');
    // Text sent as a workbook is refused as it arrives, by what its bytes are.
    await expect(uploadSheet(seller, Buffer.from('a,b').toString('base64'), 'orders.csv')).rejects.toThrow(
      /400 .*Only \.xlsx files are accepted/,
    );
    const none = await seller.gql(PREVIEW, { i: { file: '' } });
    expect(none.ordersBulkUploadPreview.userErrors[0].message).toBe('No file selected');
    const made = await seller.gql(
      `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { storedUrl userErrors { field message } } }`,
      { i: { key: 'BULK_SHEET', fileName: 'orders.csv', fileType: 'text/csv' } },
    );
    expect(made.uploadCreate.userErrors).toEqual([{ field: 'fileType', message: 'Only .xlsx files are accepted' }]);
    // An address outside the company's uploads, or one never uploaded, is no file.
    for (const file of ['/objects/product_img/x/y.xlsx', '/objects/bulk_sheet/../../etc/passwd', 'https://x/y']) {
      expect((await seller.gql(PREVIEW, { i: { file } })).ordersBulkUploadPreview.userErrors[0].field).toBe('file');
    }
  });

  it("refuses a sheet over the row limit, or without the template's columns, with a clear message", async () => {
    const seller = await teaSeller('Big Sheet Tea Co');
    const tooMany = Array.from({ length: BULK_ORDER_MAX_ROWS + 1 }, (_, i) => sheetRow(`MAX-${i}`));
    const big = await seller.gql(PREVIEW, { i: { file: await uploadSheet(seller, await ordersSheet(tooMany)) } });
    expect(big.ordersBulkUploadPreview.userErrors).toEqual([
      { field: 'file', message: bulkTooManyRows(BULK_ORDER_MAX_ROWS + 1), code: 'INVALID' },
    ]);

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Orders').addRow(['Order ID', 'Phone']);
    const partial = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const odd = await seller.gql(PREVIEW, { i: { file: await uploadSheet(seller, partial, 'odd.xlsx') } });
    expect(odd.ordersBulkUploadPreview.userErrors[0].message).toMatch(
      /^The sheet has no column 'First Name', .*Use the template\.$/,
    );
  });
});
