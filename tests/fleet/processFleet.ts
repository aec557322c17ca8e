/**
 * What the fleet's process-kill tests share: a fleet of their own, and a seller of a company of
 * its own on it with a product in stock at the demo warehouse in Okhla.
 */
import { randomUUID } from 'node:crypto';
import { orderInput, uniquePhone, type Session } from '../support/client.js';
import { startTestFleet, type TestFleet } from '../support/fleetRun.js';
import { listedSku, sellerOnStack } from '../support/stock.js';

/** The public port of these tests' fleets: 7650 shares no port with the e2e fleet (7400) or the other drills' (7800). */
const FLEET_PORT = '7650';

export interface KillFleet extends Omit<TestFleet, 'lines'> {
  seller: Session;
  /** The seller's warehouse (Okhla) and a SKU of its own in stock there. */
  warehouse: string;
  sku: string;
  /** Places one prepaid order of the SKU, as the seller does; its id and shop order id. */
  placeOrder(): Promise<{ id: string; shopOrderId: string }>;
}

const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId } } userErrors { field message } } }`;

/** Starts the fleet (on this process's PostgreSQL and Redis, without building the web app) and makes the seller. */
export async function startKillFleet(companyName: string): Promise<KillFleet> {
  const running = await startTestFleet({}, FLEET_PORT);
  const { fleet } = running;
  try {
    const seller = await sellerOnStack({ bffUrl: fleet.urls.public, nmsUrl: fleet.urls.services.nms }, companyName, {
      warehouses: ['WH-DEL-001'],
      invoicing: true,
    });
    const sku = await listedSku(seller, `FK-${randomUUID().slice(0, 8)}`.toUpperCase());
    const warehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node
      .id;
    return {
      fleet,
      unexpectedExits: running.unexpectedExits,
      pids: running.pids,
      reportOnFailure: running.reportOnFailure,
      seller,
      warehouse,
      sku,
      async placeOrder() {
        const placed = await seller.gql(CREATE, {
          i: orderInput(warehouse, sku, 1, { customerPhone: uniquePhone(), idempotencyKey: `fk-${randomUUID()}` }),
        });
        if (placed.orderCreate.userErrors.length) throw new Error(JSON.stringify(placed.orderCreate.userErrors));
        return placed.orderCreate.orderEdge.node;
      },
    };
  } catch (err) {
    console.error(running.lines.join('\n'));
    await fleet.stop();
    throw err;
  }
}
