import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { figuresOf, type LedgerKind } from '@parcelo/common';
import { Session, oneWarehouseSeller, signedIn, uniqueEmail } from '../support/client.js';
import { mappedProduct } from '../support/stock.js';

const FIGURES = `scannedStock inboundAccepted inboundRejected outboundDelivered outboundOut returnedIn returnAccepted returnMissing returnDamaged adjustedInventory blockedStock currentStock availableStock`;
const ROW = `query($id: ID!) { node(id: $id) { ... on InventoryRow { ${FIGURES} trail(first: 300) { totalCount edges { node { kind quantity } } } } } }`;

let seller: Session;
let admin: Session;
let chai: string;
let delhi: string;

beforeAll(async () => {
  // A company of its own at Okhla: its WSINs and orders are no other test's.
  [seller, admin] = await Promise.all([oneWarehouseSeller('Ledger Property Tea Co'), signedIn('admin@demo.in')]);
  chai = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  delhi = (await seller.gql(`{ warehouses(first: 10) { edges { node { id } } } }`)).warehouses.edges[0].node.id;
});

type Op =
  | { op: 'inbound'; accepted: number; rejected: number }
  | { op: 'increase' | 'decrease' | 'returnIn' | 'returnAccepted' | 'returnDamaged'; quantity: number }
  | { op: 'scan'; quantity: number }
  | { op: 'order'; quantity: number }
  | { op: 'cancel'; pick: number }
  | { op: 'pack'; pick: number };

const small = fc.integer({ min: 1, max: 6 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('inbound' as const),
    accepted: fc.integer({ min: 1, max: 12 }),
    rejected: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    op: fc.constantFrom(
      'increase' as const,
      'decrease' as const,
      'returnIn' as const,
      'returnAccepted' as const,
      'returnDamaged' as const,
    ),
    quantity: small,
  }),
  fc.record({ op: fc.constant('scan' as const), quantity: small }),
  fc.record({ op: fc.constant('order' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('pack' as const), pick: fc.nat() }),
);

const ADJUST_TYPE = {
  increase: 'INCREASE',
  decrease: 'DECREASE',
  returnIn: 'RETURN_IN',
  returnAccepted: 'RETURN_ACCEPTED',
  returnDamaged: 'RETURN_DAMAGED',
} as const;
const today = () => new Date().toISOString().slice(0, 10);
const unique = (p: string) =>
  `${p}-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** A fresh WSIN with its row at Delhi and a product of one unit of it. */
async function fixture() {
  const wsin = unique('WSP');
  await admin.gql(`mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { message } } }`, {
    i: { company: chai, wsin, name: 'Property' },
  });
  const rows = await seller.gql(
    `query($v: String!) { inventory(first: 5, search: { by: SKU, value: $v }) { edges { node { id warehouse { id } } } } }`,
    { v: wsin },
  );
  const rowId = rows.inventory.edges.find((e: any) => e.node.warehouse.id === delhi).node.id;
  const sku = await mappedProduct(admin, seller, wsin);
  return { rowId, wsin, sku };
}

/**
 * Random sequences of every kind of stock movement, through the API: after each
 * sequence the row's figures equal the sums of its ledger entries, and equal what a
 * simple model of the rules expects; available stock is negative only after a decrease.
 */
it('keeps the figures equal to the ledger’s sums over random operations', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 16 }), async (ops) => {
      const { rowId, wsin, sku } = await fixture();
      const model = { current: 0, blocked: 0 };
      let decreased = false;
      const open: { id: string; awb: string; quantity: number }[] = [];
      for (const o of ops) {
        switch (o.op) {
          case 'inbound': {
            const r = await seller.gql(
              `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { message } } }`,
              {
                i: {
                  id: rowId,
                  date: today(),
                  inboundAccepted: o.accepted,
                  inboundRejected: o.rejected,
                  remark: 'prop',
                },
              },
            );
            expect(r.inventoryInboundAdd.userErrors).toEqual([]);
            model.current += o.accepted;
            break;
          }
          case 'scan': {
            const r = await seller.gql(
              `mutation($i: InventoryScanAddInput!) { inventoryScanAdd(input: $i) { userErrors { message } } }`,
              {
                i: { warehouse: delhi, rows: [{ wsin, quantity: o.quantity, actionType: 'INBOUND' }] },
              },
            );
            expect(r.inventoryScanAdd.userErrors).toEqual([]);
            model.current += o.quantity;
            break;
          }
          case 'order': {
            const r = await seller.gql(
              `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id awb } } userErrors { message } } }`,
              {
                i: {
                  warehouse: delhi,
                  paymentMode: 'COD',
                  customerEmail: uniqueEmail('p'),
                  customerPhone: '9876501234',
                  weight: 0.2,
                  shippingAddress: {
                    firstName: 'A',
                    lastName: 'B',
                    addressLine1: 'x',
                    addressLine2: 'y',
                    city: 'Delhi',
                    state: 'Delhi',
                    pincode: '110001',
                  },
                  items: [{ title: 'Property', sku, quantity: o.quantity, unitPrice: 1000 }],
                },
              },
            );
            const fits = model.current - model.blocked >= o.quantity;
            expect(r.orderCreate.userErrors.length === 0).toBe(fits);
            if (fits) {
              model.blocked += o.quantity;
              open.push({
                id: r.orderCreate.orderEdge.node.id,
                awb: r.orderCreate.orderEdge.node.awb,
                quantity: o.quantity,
              });
            }
            break;
          }
          case 'cancel':
          case 'pack': {
            if (!open.length) break;
            const [order] = open.splice(o.pick % open.length, 1);
            if (o.op === 'cancel') {
              await seller.gql(
                `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { message } } }`,
                { i: { id: order!.id } },
              );
              model.blocked -= order!.quantity;
            } else {
              const opened = await seller.gql(
                `mutation($i: FulfilmentAwbScanInput!) { fulfilmentAwbScan(input: $i) { fulfilment { id } userErrors { message } } }`,
                { i: { awb: order!.awb } },
              );
              const id = opened.fulfilmentAwbScan.fulfilment.id;
              for (let n = 0; n < order!.quantity; n++) {
                const s = await seller.gql(
                  `mutation($i: FulfilmentItemScanInput!) { fulfilmentItemScan(input: $i) { userErrors { message } } }`,
                  { i: { id, code: wsin } },
                );
                expect(s.fulfilmentItemScan.userErrors).toEqual([]);
              }
              model.blocked -= order!.quantity;
              model.current -= order!.quantity;
            }
            break;
          }
          default: {
            const r = await seller.gql(
              `mutation($i: InventoryAdjustInput!) { inventoryAdjust(input: $i) { userErrors { message } } }`,
              {
                i: { id: rowId, date: today(), quantity: o.quantity, remark: 'prop', type: ADJUST_TYPE[o.op] },
              },
            );
            const allowed = o.op !== 'decrease' || model.current >= o.quantity;
            expect(r.inventoryAdjust.userErrors.length === 0).toBe(allowed);
            if (!allowed) break;
            if (o.op === 'increase' || o.op === 'returnAccepted') model.current += o.quantity;
            if (o.op === 'decrease') {
              model.current -= o.quantity;
              decreased = true;
            }
          }
        }
      }
      const row = (await seller.gql(ROW, { id: rowId })).node;
      const sums: Partial<Record<LedgerKind, number>> = {};
      for (const e of row.trail.edges)
        sums[e.node.kind as LedgerKind] = (sums[e.node.kind as LedgerKind] ?? 0) + e.node.quantity;
      const { trail, ...figures } = row;
      expect(trail.totalCount).toBe(trail.edges.length);
      expect(figures).toEqual(figuresOf(sums));
      expect({ current: figures.currentStock, blocked: figures.blockedStock }).toEqual(model);
      if (!decreased) expect(figures.availableStock).toBeGreaterThanOrEqual(0);
    }),
    { numRuns: 12, seed: Number(process.env.PROPERTY_SEED ?? 20261121), endOnFailure: true },
  );
}, 240_000);
