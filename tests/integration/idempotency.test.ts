import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, oneWarehouseSeller, orderInput, signedIn, verifiedSeller } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { field message code } } }`;
const COUNT = `query($v: String!) { orders(first: 5, search: { by: SKU, value: $v }) { totalCount } }`;
const ADD = `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { inventoryRow { inboundAccepted } userErrors { field message code } } }`;

let admin: Session;
let seller: Session;

beforeAll(async () => {
  [admin, seller] = await Promise.all([signedIn('admin@demo.in'), oneWarehouseSeller('Idempotent Tea Co')]);
});

const key = () => `test-${crypto.randomUUID()}`;

describe('writes that create something, repeated', () => {
  it('creates one order for a key however often the call is repeated, at once or later', async () => {
    const product = await stockedProduct(admin, seller, 50);
    const input = orderInput(product.warehouse, product.sku, 3, { idempotencyKey: key() });
    const answers = await Promise.all(Array.from({ length: 8 }, () => seller.gql(CREATE, { i: input })));
    const later = await seller.gql(CREATE, { i: input });
    const ids = new Set([...answers, later].map((a) => a.orderCreate.orderEdge?.node.id));
    expect([...answers, later].every((a) => a.orderCreate.userErrors.length === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await seller.gql(COUNT, { v: product.sku })).orders.totalCount).toBe(1);
    expect(await product.stock()).toEqual({ blockedStock: 3, availableStock: 47 });

    // A new key is a new order.
    const second = await seller.gql(CREATE, { i: { ...input, idempotencyKey: key() } });
    expect(second.orderCreate.orderEdge.node.id).not.toBe(later.orderCreate.orderEdge.node.id);
    expect(await product.stock()).toEqual({ blockedStock: 6, availableStock: 44 });
  });

  it('creates exactly one order per key when 50 orders, each sent four times, arrive together (200 calls)', async () => {
    const product = await stockedProduct(admin, seller, 500);
    const inputs = Array.from({ length: 50 }, () =>
      orderInput(product.warehouse, product.sku, 2, { idempotencyKey: key() }),
    );
    const answers = await Promise.all(
      inputs.flatMap((i) => Array.from({ length: 4 }, () => seller.gql(CREATE, { i }))),
    );
    const failed = answers.filter((a) => a.orderCreate.userErrors.length);
    expect(failed).toEqual([]);
    for (let k = 0; k < inputs.length; k++) {
      const ids = new Set(answers.slice(k * 4, k * 4 + 4).map((a) => a.orderCreate.orderEdge.node.id));
      expect(ids.size).toBe(1);
    }
    expect((await seller.gql(COUNT, { v: product.sku })).orders.totalCount).toBe(50);
    expect(await product.stock()).toEqual({ blockedStock: 100, availableStock: 400 });
  });

  it('refuses a key used for a different order, and a key no service could store', async () => {
    const product = await stockedProduct(admin, seller, 10);
    const k = key();
    const first = await seller.gql(CREATE, { i: orderInput(product.warehouse, product.sku, 1, { idempotencyKey: k }) });
    expect(first.orderCreate.userErrors).toEqual([]);
    const other = await seller.gql(CREATE, { i: orderInput(product.warehouse, product.sku, 2, { idempotencyKey: k }) });
    expect(other.orderCreate.userErrors).toEqual([
      { field: 'idempotencyKey', message: MSG.idempotencyKeyReused, code: 'TAKEN' },
    ]);
    const bad = await seller.gql(CREATE, {
      i: orderInput(product.warehouse, product.sku, 1, { idempotencyKey: 'has spaces and / slashes' }),
    });
    expect(bad.orderCreate.userErrors[0]).toMatchObject({
      field: 'idempotencyKey',
      message: MSG.idempotencyKeyInvalid,
    });
    expect(await product.stock()).toEqual({ blockedStock: 1, availableStock: 9 });
  });

  it('lets a refused call be tried again with its key once the cause is fixed', async () => {
    const product = await stockedProduct(admin, seller, 2);
    const input = orderInput(product.warehouse, product.sku, 5, { idempotencyKey: key() });
    const short = await seller.gql(CREATE, { i: input });
    expect(short.orderCreate.userErrors).toHaveLength(1);
    const fixed = await seller.gql(CREATE, { i: { ...input, items: [{ ...input.items[0], quantity: 2 }] } });
    // A different input under the key: refused only if the first had succeeded.
    expect(fixed.orderCreate.userErrors).toEqual([]);
  });

  it('keeps a key to its caller: another company repeating it creates its own', async () => {
    const product = await stockedProduct(admin, seller, 10);
    const k = key();
    const mine = await seller.gql(CREATE, { i: orderInput(product.warehouse, product.sku, 1, { idempotencyKey: k }) });
    const other = await verifiedSeller('Idempotent Rival Co');
    const theirs = await other.gql(CREATE, {
      i: orderInput(product.warehouse, product.sku, 1, { idempotencyKey: k }),
    });
    // Not the seller's order replayed: the other company may not use this warehouse at all.
    expect(theirs.orderCreate.orderEdge?.node.id).not.toBe(mine.orderCreate.orderEdge.node.id);
  });

  it('adds inbound stock once per key', async () => {
    const product = await stockedProduct(admin, seller, 0);
    const i = {
      id: product.row,
      date: new Date().toISOString().slice(0, 10),
      inboundAccepted: 7,
      inboundRejected: 0,
      remark: 'PO-7',
      idempotencyKey: key(),
    };
    const answers = await Promise.all([seller.gql(ADD, { i }), seller.gql(ADD, { i }), seller.gql(ADD, { i })]);
    expect(answers.map((a) => a.inventoryInboundAdd.userErrors)).toEqual([[], [], []]);
    expect(answers.map((a) => a.inventoryInboundAdd.inventoryRow.inboundAccepted)).toEqual([7, 7, 7]);
    expect(await product.stock()).toEqual({ blockedStock: 0, availableStock: 7 });
  });
});
