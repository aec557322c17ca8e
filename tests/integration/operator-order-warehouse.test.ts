import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, attachedOperator, oneWarehouseSeller, orderInput, signedIn } from '../support/client.js';

/**
 * A warehouse operator's manual order for a seller leaves from one of that seller's warehouses:
 * an operator of its own at Okhla and Bhiwandi, and a seller of its own at Okhla only.
 */
const WORKPLACES = `{ viewer { workplaces { id warehouseId companies { id } } } }`;
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { field message } } }`;

let operator: Session;
let seller: Session;
let sellerCompany: string;
let warehouses: Record<string, { id: string; companies: string[] }>;

beforeAll(async () => {
  const admin = await signedIn('admin@demo.in');
  [operator, seller] = await Promise.all([
    attachedOperator(admin, ['WH-DEL-001', 'WH-BOM-001']),
    oneWarehouseSeller('Okhla Only Tea Co', 'WH-DEL-001'),
  ]);
  sellerCompany = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  const { viewer } = await operator.gql(WORKPLACES);
  warehouses = Object.fromEntries(
    viewer.workplaces.map((w: { id: string; warehouseId: string; companies: { id: string }[] }) => [
      w.warehouseId,
      { id: w.id, companies: w.companies.map((c) => c.id) },
    ]),
  );
});

describe("an operator's order for a seller", () => {
  it("tells the operator which of its warehouses each seller is at (the form's choices)", async () => {
    expect(warehouses['WH-DEL-001']!.companies).toContain(sellerCompany);
    expect(warehouses['WH-BOM-001']!.companies).not.toContain(sellerCompany);
    // A seller learns nothing of who else is at its warehouse.
    const own = await seller.gql(`{ warehouses(first: 5) { edges { node { companies { id } } } } }`);
    expect(own.warehouses.edges.flatMap((e: { node: { companies: unknown[] } }) => e.node.companies)).toEqual([]);
  });

  it("is refused at one of the operator's warehouses the seller is not at", async () => {
    const elsewhere = (
      await operator.gql(CREATE, {
        i: orderInput(warehouses['WH-BOM-001']!.id, 'OKHLA-ONLY-1', 1, { company: sellerCompany }),
      })
    ).orderCreate;
    expect(elsewhere.orderEdge).toBeNull();
    expect(elsewhere.userErrors[0]).toMatchObject({ field: 'warehouse', message: MSG.selectWarehouse });
  });
});
