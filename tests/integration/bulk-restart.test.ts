import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { SELLER_PASSWORD, Session } from '../support/client.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { listedSku, sellerOnStack } from '../support/stock.js';

// A stack of its own on a database that outlives it: a file-backed PGlite, or DATABASE_URL.
const dir = mkdtempSync(join(tmpdir(), 'parcelo-restart-'));
const databaseOptions = process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: dir } };
let services: RunningServices | undefined;
let bff: RunningBff | undefined;

/** The stack, and a seller of its own there: a new one at the first start, signed in again after. */
async function start(login?: string): Promise<Session> {
  services = await startServices({ port: () => 0, seed: true, ...databaseOptions });
  bff = await startBff({ urls: services.urls, port: 0 });
  if (login) return new Session(bff.url).signIn(login, SELLER_PASSWORD);
  return sellerOnStack({ bffUrl: bff.url, nmsUrl: services.urls.nms }, 'Coorg Coffee Collective', {
    warehouses: ['WH-DEL-001'],
    invoicing: true,
  });
}
async function stop() {
  await bff?.close();
  await services?.close();
}
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status progress total succeeded failed result { succeeded { key } failed { key } } } } }`;

describe('a bulk task across a restart', () => {
  it('resumes where it stopped and accounts for every row', async () => {
    let seller = await start();
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const sku = await listedSku(seller, `RST-${run}`);
    const file = await uploadSheet(
      seller,
      await ordersSheet(
        // More rows than a step takes (500), so the stop falls between two of them.
        Array.from({ length: 1_000 }, (_, i) =>
          sheetRow(`RST-${run}-${i}`, { sku, ...(i % 50 === 7 ? { pincode: '12' } : {}) }),
        ),
      ),
    );
    const saved = await seller.gql(
      `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } userErrors { message } } }`,
      { i: { file, edits: [] } },
    );
    const taskId = saved.ordersBulkUploadSave.task.id;

    // Stop the whole process as soon as some rows are done, and well before all are.
    for (;;) {
      const task = (await seller.gql(TASK, { id: taskId })).node;
      if (task.progress > 0) {
        expect(task.progress).toBeLessThan(100);
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await stop();

    seller = await start(seller.login!);
    let task;
    for (let i = 0; i < 300; i++) {
      task = (await seller.gql(TASK, { id: taskId })).node;
      if (task.status !== 'IN_PROGRESS') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(task).toMatchObject({ status: 'COMPLETED', progress: 100, total: 1_000, succeeded: 980, failed: 20 });
    expect(task.result.succeeded.length + task.result.failed.length).toBe(1_000);
    const orders = await seller.gql(
      `query($sku: String!) { orders(search: { by: SKU, value: $sku }) { totalCount } }`,
      { sku },
    );
    expect(orders.orders.totalCount).toBe(980);
  }, 120_000);
});
