/**
 * What the fleet's process-kill tests share: a fleet of their own, and a seller of a company of
 * its own on it with a product in stock at the demo warehouse in Okhla.
 */
import { randomUUID } from 'node:crypto';
import { onTestFailed } from 'vitest';
import { startFleet, type Fleet } from '../../scripts/fleet.js';
import { orderInput, uniquePhone, type Session } from '../support/client.js';
import { listedSku, sellerOnStack } from '../support/stock.js';

/**
 * The public port of these tests' fleets (each file's in turn). Everything else moves with it,
 * to PORT+1100…1308 (docs/fleet.md): 7650 shares no port with a fleet on 7400, 7800 or 8200.
 */
const FLEET_PORT = '7650';
/**
 * Connections each process may hold: the fleet's own default (8) has its ten processes take 80
 * of PostgreSQL's default 100, which the other projects' stacks share during a whole run.
 */
const POOL_SIZE = '4';
/** Lines kept for a failure's report. */
const KEEP_LINES = 400;

export interface KillFleet {
  fleet: Fleet;
  /** Processes that exited without the fleet (or the test) ending them. */
  unexpectedExits: string[];
  /** Each process's id now, to show later that no other was started again. */
  pids(): Record<string, number | undefined>;
  /** Shows the fleet's last lines if the test running now fails. */
  reportOnFailure(): void;
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
  const lines: string[] = [];
  const unexpectedExits: string[] = [];
  const fleet = await startFleet({
    env: {
      ...process.env,
      PORT: FLEET_PORT,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || POOL_SIZE,
    },
    buildWeb: false,
    log: (line) => {
      lines.push(line);
      if (lines.length > KEEP_LINES) lines.splice(0, lines.length - KEEP_LINES);
    },
    onUnexpectedExit: (name, code, signal) => unexpectedExits.push(`${name} (${signal ?? `code ${code}`})`),
  }).catch((err: unknown) => {
    console.error(lines.join('\n'));
    throw err;
  });
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
      unexpectedExits,
      pids: () => Object.fromEntries(fleet.processes.map((p) => [p.name, p.pid])),
      reportOnFailure: () => onTestFailed(() => console.error(`The fleet's last lines:\n${lines.join('\n')}`)),
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
    console.error(lines.join('\n'));
    await fleet.stop();
    throw err;
  }
}
