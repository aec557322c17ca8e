import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBff } from '../../bff/src/server.js';
import { Session } from '../support/client.js';
import { listedSku, sellerOnStack } from '../support/stock.js';
import { startTwoInstances, type TwoInstances } from '../support/instances.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { collect, wsClient } from '../support/subscriptions.js';

// Two BFF instances and the services, all talking through the machine's Redis.
let stack: TwoInstances;
let a: RunningBff;
let b: RunningBff;

beforeAll(async () => {
  stack = await startTwoInstances();
  ({ a, b } = stack);
});

afterAll(async () => {
  await stack?.close();
});

type Event = { taskProgress: { id: string; status: string; progress: number } };

describe('task progress through Redis', () => {
  it('reaches a browser on another BFF instance', async () => {
    // A seller of its own at Okhla, listing the sheet's SKU: its orders are nobody else's.
    const onA = await sellerOnStack({ bffUrl: a.url, nmsUrl: stack.services.urls.nms }, 'Darjeeling Leaf House', {
      warehouses: ['WH-DEL-001'],
      invoicing: true,
    });
    await listedSku(onA, 'CHAI-MSL-250');
    const onB = new Session(b.url);
    onB.cookie = onA.cookie;

    const client = wsClient(onB);
    let taskId = '';
    const events = collect<Event>(
      client,
      `subscription { taskProgress { id status progress } }`,
      {},
      (d) => d.taskProgress.id === taskId && d.taskProgress.status === 'COMPLETED',
    );
    await new Promise((r) => setTimeout(r, 300)); // let the subscription reach Redis first

    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const file = await uploadSheet(
      onA,
      await ordersSheet(Array.from({ length: 120 }, (_, i) => sheetRow(`FAN-${run}-${i}`))),
    );
    const saved = await onA.gql(
      `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } } }`,
      { i: { file, edits: [] } },
    );
    taskId = saved.ordersBulkUploadSave.task.id;

    const seen = (await events).filter((e) => e.taskProgress.id === taskId);
    await client.dispose();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)!.taskProgress).toEqual({ id: taskId, status: 'COMPLETED', progress: 100 });
    const progress = seen.map((e) => e.taskProgress.progress);
    expect([...progress].sort((x, y) => x - y)).toEqual(progress);
  });
});
