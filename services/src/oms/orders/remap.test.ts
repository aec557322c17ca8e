import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, ServiceUrls } from '../../platform/index.js';
import { memoryServiceDatabase } from '../../platform/memoryDatabase.js';
import type { OmsDB } from '../db.js';
import { migrations } from '../migrations.js';
import { insertOrders } from './create.js';
import { remapOpenOrders } from './remap.js';
import { moveStock } from './stock.js';

// WMS and UMS are not here: what matters is which orders are sent to have their stock held anew.
vi.mock('./stock.js', async (original) => ({
  ...(await original<typeof import('./stock.js')>()),
  moveStock: vi.fn(async () => ({ ok: true, mappings: { 'CHAI-250': { 'WS-NEW': 1 } } })),
}));
vi.mock('./catalogue.js', () => ({ unlistedAllowed: async () => new Map() }));

let database: Database;
let db: Kysely<OmsDB>;
const companyId = randomUUID();
const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() } as never;

async function placed(d2r?: { approved: boolean }): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (tx) => {
    await insertOrders(tx, [
      {
        id,
        companyId,
        pickup: { id: randomUUID(), name: 'Okhla', city: 'New Delhi', state: 'Delhi', pincode: '110020' },
        shopType: 'manual',
        placedBy: 'test',
        mappings: { 'CHAI-250': { 'WS-OLD': 1 } },
        invoiceId: `INV-${id.slice(0, 8)}`,
        order: {
          shopOrderId: `R-${id.slice(0, 8)}`,
          warehouseId: randomUUID(),
          paymentMode: 'PREPAID',
          customerEmail: '',
          customerPhone: '9876543210',
          shippingAddress: {
            firstName: 'Bansal',
            lastName: 'Kirana',
            addressLine1: '4 Market Road',
            addressLine2: '',
            city: 'New Delhi',
            state: 'Delhi',
            pincode: '110024',
            country: 'India',
          },
          items: [{ title: 'Chai 250 g', sku: 'CHAI-250', quantity: 2, unitPrice: 1_000 }],
          weight: 0.5,
          dimensions: null,
        },
      } as Parameters<typeof insertOrders>[1][number],
    ]);
    if (d2r)
      await tx.updateTable('orders').set({ d2r: true, d2r_approved: d2r.approved }).where('id', '=', id).execute();
  });
  return id;
}

beforeAll(async () => {
  ({ database, db } = await memoryServiceDatabase<OmsDB>('oms', migrations));
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('a WSIN map change reaching open orders', () => {
  it('holds stock anew for open orders, an approved D2R order among them, but not for a D2R order awaiting approval', async () => {
    const ordinary = await placed();
    const approved = await placed({ approved: true });
    const awaiting = await placed({ approved: false });
    const result = await remapOpenOrders(db, {} as ServiceUrls, log, {
      companyId,
      products: [{ sku: 'CHAI-250', mapping: { 'WS-NEW': 1 } }],
    });
    expect(result).toEqual({ remapped: 2, kept: 0 });
    const moved = vi.mocked(moveStock).mock.calls.map(([, order]) => order.orderId);
    expect(moved.sort()).toEqual([ordinary, approved].sort());
    expect(moved).not.toContain(awaiting);
  });
});
