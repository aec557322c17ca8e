import { describe, expect, it } from 'vitest';
import { completeInvoicing, signedIn, twoWarehouseSeller, verifiedSeller } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { collect, wsClient } from '../support/subscriptions.js';

// What the admin's Brands > Orders and Brands > TaskCenterAdmin pages read: one brand's orders
// and tasks, named by the admin, and never another company's for a seller.

const COMPANY = `{ viewer { company { id } } }`;
const ORDERS = `query($c: ID) { orders(first: 50, company: $c) { totalCount edges { node { shopOrderId company { id } } } } }`;
const TASKS = `query($c: ID) { tasks(first: 50, company: $c) { totalCount edges { node { id title status } } } }`;
const PREVIEW = `mutation($i: BulkUploadPreviewInput!) { ordersBulkUploadPreview(input: $i) { userErrors { message } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } userErrors { message } } }`;
const LIVE = `subscription($c: ID) { taskProgress(company: $c) { id status progress } }`;

type Live = { taskProgress: { id: string; status: string; progress: number } };

describe('Brands pages', () => {
  it("lists a brand's orders and tasks for an admin, and only the seller's own for a seller", async () => {
    const [admin, seller, seller2] = await Promise.all([
      signedIn('admin@demo.in'),
      twoWarehouseSeller('Brand Pages Tea Co'),
      verifiedSeller('Brand Pages Rival Co'),
    ]);
    await completeInvoicing(seller, { legalName: 'Brand Pages Tea Co' });
    const chai = (await seller.gql(COMPANY)).viewer.company.id;
    const bombay = (await seller2.gql(COMPANY)).viewer.company.id;
    const { sku, warehouse } = await stockedProduct(admin, seller, 10);
    const warehouseCode = (
      await seller.gql(`query($id: ID!) { node(id: $id) { ... on Warehouse { warehouseId } } }`, { id: warehouse })
    ).node.warehouseId;

    // A bulk upload makes a task; the admin following the brand sees it arrive and finish.
    const client = wsClient(admin);
    const file = await uploadSheet(
      seller,
      await ordersSheet([sheetRow(`BRD-${Date.now()}`, { sku, warehouseCode })]),
      'orders.xlsx',
    );
    expect((await seller.gql(PREVIEW, { i: { file } })).ordersBulkUploadPreview.userErrors).toEqual([]);
    let taskId = '';
    const live = collect<Live>(
      client,
      LIVE,
      { c: chai },
      (d) => d.taskProgress.id === taskId && d.taskProgress.status === 'COMPLETED',
    );
    // The subscription is listening before the task starts.
    await new Promise((r) => setTimeout(r, 500));
    const saved = (await seller.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave;
    expect(saved.userErrors).toEqual([]);
    taskId = saved.task.id;
    const events = await live;
    await client.dispose();
    expect(events.at(-1)!.taskProgress).toMatchObject({ id: taskId, status: 'COMPLETED', progress: 100 });

    // The upload's order is the brand's, to the admin and to the seller alike.
    const orders = (await admin.gql(ORDERS, { c: chai })).orders;
    expect(orders.totalCount).toBe(1);
    expect(new Set(orders.edges.map((e: any) => e.node.company.id))).toEqual(new Set([chai]));
    const own = (await seller.gql(ORDERS, { c: chai })).orders;
    expect(own.totalCount).toBe(orders.totalCount);
    // A seller naming another company reads nothing of it.
    const theirs = await seller.raw(ORDERS, { c: bombay });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(theirs.data?.orders ?? null).toBeNull();

    const adminTasks = (await admin.gql(TASKS, { c: chai })).tasks;
    expect(adminTasks.edges.map((e: any) => e.node.id)).toContain(taskId);
    const otherBrand = (await admin.gql(TASKS, { c: bombay })).tasks;
    expect(otherBrand.edges.map((e: any) => e.node.id)).not.toContain(taskId);
    expect((await seller.gql(TASKS, { c: chai })).tasks.edges.map((e: any) => e.node.id)).toContain(taskId);
    const forbidden = await seller2.raw(TASKS, { c: chai });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(forbidden.data?.tasks ?? null).toBeNull();

    // Nor may a seller follow another company's tasks live.
    const client2 = wsClient(seller2);
    const refused = await collect<Live>(client2, LIVE, { c: chai }, () => true).then(
      () => [],
      (errors: { extensions?: { code?: string } }[]) => errors,
    );
    expect(refused[0]?.extensions?.code).toBe('NOT_FOUND');
    await client2.dispose();
  }, 60_000);
});
