import { beforeAll, describe, expect, it } from 'vitest';
import { lookupPincode } from '@parcelo/common/pincodes';
import { Session, signedIn, uniquePhone } from '../support/client.js';
import { STATUS_UPDATE, placeOrderFor } from '../support/ndr.js';

const ORDERS = `query($status: [String!]) { orders(first: 100, status: $status, createdAt: { preset: LAST_1_YEAR }) { edges { node {
  shopOrderId shippingAddress { city state pincode } pickupPincode items { sku wsinMapping { wsin quantity } } trail { status { code } city } } } } }`;
const STOCK = `query($v: String!) { inventory(first: 5, search: { by: SKU, value: $v }) { edges { node {
  wsin inboundAccepted outboundOut outboundDelivered blockedStock currentStock availableStock warehouse { warehouseId } } } } }`;
const WAREHOUSES = `{ warehouses(first: 10) { edges { node { warehouseId address { city state pincode } } } } }`;

type DemoOrder = {
  shopOrderId: string;
  shippingAddress: { city: string; state: string; pincode: string };
  pickupPincode: string;
  items: { sku: string; wsinMapping: { wsin: string; quantity: number }[] }[];
  trail: { status: { code: string }; city: string | null }[];
};

let seller: Session;
beforeAll(async () => {
  seller = await signedIn('seller@demo.in');
});

const ordersWith = async (status: string[]) =>
  (await seller.gql(ORDERS, { status })).orders.edges.map((e: { node: DemoOrder }) => e.node) as DemoOrder[];

describe('the demo data', () => {
  it("ships to real addresses: each order's city and state are its pincode's, and so are its trail's", async () => {
    const orders = await ordersWith(['DELIVERED', 'IN_TRANSIT', 'PLACED']);
    expect(orders.length).toBeGreaterThan(50);
    for (const o of orders.filter((o) => /^CPN-/.test(o.shopOrderId))) {
      const place = lookupPincode(o.shippingAddress.pincode);
      expect(place, o.shippingAddress.pincode).not.toBeNull();
      expect(o.shippingAddress).toMatchObject({ city: place!.city, state: place!.state });
      const pickup = lookupPincode(o.pickupPincode)!;
      for (const step of o.trail) expect([pickup.city, place!.city]).toContain(step.city);
    }
    for (const { node } of (await seller.gql(WAREHOUSES)).warehouses.edges) {
      const place = lookupPincode(node.address.pincode)!;
      expect(node.address).toMatchObject({ city: place.city, state: place.state });
    }
  });

  it("shows a delivered demo order's WSIN map, and the inventory counts its delivery", async () => {
    const delivered = (await ordersWith(['DELIVERED'])).filter((o) => /^CPN-/.test(o.shopOrderId));
    const items = delivered.flatMap((o) => o.items);
    expect(items.find((i) => i.sku === 'CHAI-MSL-250')?.wsinMapping).toEqual([{ wsin: 'WS-CPN-MSL250', quantity: 1 }]);
    expect(items.find((i) => i.sku === 'CHAI-GFT-BOX')?.wsinMapping).toEqual(
      expect.arrayContaining([
        { wsin: 'WS-CPN-MSL250', quantity: 2 },
        { wsin: 'WS-CPN-GFTBOX', quantity: 1 },
      ]),
    );

    const row = (await seller.gql(STOCK, { v: 'WS-CPN-CTC500' })).inventory.edges
      .map((e: { node: Record<string, number> & { warehouse: { warehouseId: string } } }) => e.node)
      .find((n: { warehouse: { warehouseId: string } }) => n.warehouse.warehouseId === 'WH-DEL-001');
    // Hundreds of deliveries, some orders on their way, some waiting to be packed.
    expect(row.outboundDelivered).toBeGreaterThan(100);
    expect(row.outboundOut).toBeGreaterThan(0);
    expect(row.blockedStock).toBeGreaterThan(0);
    expect(row.availableStock).toBeGreaterThanOrEqual(300 - 10);
  });

  it('exports the stock as it stood on a past day, orders and all', async () => {
    const csv = async (query: string) => {
      const res = await fetch(`${seller.url}/files/inventory.csv${query}`, { headers: { cookie: seller.cookie! } });
      const [header, ...lines] = (await res.text()).trim().split('\n');
      const columns = header!.split(',');
      const line = lines.find((l) => l.startsWith('WH-DEL-001,WS-CPN-CTC500,'))!.split(',');
      return Object.fromEntries(columns.map((c, i) => [c, Number(line[i])]));
    };
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const [then, now] = [await csv(`?date=${monthAgo}`), await csv('')];
    // Stocked before the first demo order (test runs top it up today).
    expect(then['Inbound Accepted']).toBeGreaterThan(300);
    expect(then['Inbound Accepted']).toBeLessThanOrEqual(now['Inbound Accepted']!);
    expect(then['Outbound Delivered']).toBeGreaterThan(50);
    expect(then['Outbound Delivered']).toBeLessThan(now['Outbound Delivered']!);
    expect(then['Current Stock']).toBe(then['Inbound Accepted']! - then['Outbound Out']! - then['Outbound Delivered']!);
  });

  it("moves a live order's stock as the demo orders were moved: blocked, shipped out, then delivered", async () => {
    const stock = async () =>
      (await seller.gql(STOCK, { v: 'WS-CPN-KHW100' })).inventory.edges
        .map((e: { node: Record<string, number> & { warehouse: { warehouseId: string } } }) => e.node)
        .find((n: { warehouse: { warehouseId: string } }) => n.warehouse.warehouseId === 'WH-DEL-001');
    const before = await stock();
    const order = await placeOrderFor(seller, uniquePhone(), undefined, 'CHAI-KHW-100');
    expect(await stock()).toMatchObject({ blockedStock: before.blockedStock + 1 });
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      const r = await seller.gql(STATUS_UPDATE, { i: { id: order.id, status } });
      expect(r.orderStatusUpdate.userErrors).toEqual([]);
    }
    expect(await stock()).toMatchObject({
      blockedStock: before.blockedStock,
      outboundOut: before.outboundOut,
      outboundDelivered: before.outboundDelivered + 1,
      currentStock: before.currentStock - 1,
    });
  });

  it('runs Lightning at the Okhla micro warehouse: clusters C1 and C2 with their drivers, and an owner who sees both', async () => {
    const CLUSTERS = `{ clusters(first: 50, sort: { by: NAME }) { edges { node { name code driverCount
      warehouse { warehouseId } address { city state } pincodes } } } }`;
    const admin = await signedIn('admin@demo.in');
    const demo = (await admin.gql(CLUSTERS)).clusters.edges
      .map((e: { node: { warehouse: { warehouseId: string } } }) => e.node)
      .filter((c: { warehouse: { warehouseId: string } }) => c.warehouse.warehouseId === 'WH-DEL-001');
    expect(demo.slice(0, 2)).toMatchObject([
      { name: 'C1', code: '001', driverCount: 3, address: { state: 'Delhi' } },
      { name: 'C2', code: '002', driverCount: 2, address: { state: 'Delhi' } },
    ]);
    // Routes leave from the Okhla warehouse, about 6 km from C2's Saket buyers.
    const c2 = (
      await admin.gql(`{ clusters(first: 50, sort: { by: NAME }) { edges { node { id name } } } }`)
    ).clusters.edges.find((e: { node: { name: string } }) => e.node.name === 'C2').node.id;
    const { plan } = (
      await admin.gql(
        `mutation($i: ClusterRoutesPlanInput!) { clusterRoutesPlan(input: $i) { plan { depot { lat lng } totalKm } } }`,
        { i: { cluster: c2 } },
      )
    ).clusterRoutesPlan;
    expect(plan.depot).toEqual({ lat: 28.5355, lng: 77.2713 });
    expect(plan.totalKm).toBeGreaterThan(5);
    const owner = await signedIn('owner@demo.in');
    const ownedView = await owner.gql(
      `{ clusters(first: 50, sort: { by: NAME }) { edges { node { name warehouseName warehouse { id } } } } }`,
    );
    // Warehouses are the admins' to read: the owner has the warehouse's name alone.
    expect(ownedView.clusters.edges.map((e: { node: object }) => e.node)).toEqual([
      { name: 'C1', warehouseName: 'Okhla Micro-WH', warehouse: null },
      { name: 'C2', warehouseName: 'Okhla Micro-WH', warehouse: null },
    ]);
    const drivers = (
      await owner.gql(`{ drivers(first: 50) { totalCount edges { node { vehicleLabel capacityKg } } } }`)
    ).drivers;
    expect(drivers.totalCount).toBe(5);
    expect(drivers.edges.map((e: { node: { vehicleLabel: string } }) => e.node.vehicleLabel)).toContain(
      'Mahindra Jeeto',
    );
  });
});
