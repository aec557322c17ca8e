/**
 * The product for a test run as production runs it (scripts/fleet.ts, docs/fleet.md): nginx in
 * front of two BFFs, each service a process of its own (OMS, WMS and NMS two each), on PostgreSQL
 * and Redis. Chosen by `E2E_FLEET=1` (`npm run test:e2e:fleet`) in place of startTestStack, so the
 * browser tests also show what only several processes break: a cache one process keeps that
 * the other does not see, a job run by the other process, the websocket through nginx.
 */
import { startFleet } from '../../scripts/fleet.js';

/** The fleet's public port unless E2E_FLEET_PORT says otherwise; everything else moves with it (docs/fleet.md). */
const DEFAULT_PORT = '7400';
/** Connections each process may hold: a browser suite keeps only a few busy at once. */
const FLEET_TEST_POOL_SIZE = '5';

export interface FleetStack {
  /** nginx's public address: the web app and /graphql, as browsers reach the product. */
  bffUrl: string;
  /** Where the processes reach each service (nginx's listener for the doubled ones). */
  serviceUrls: Record<string, string>;
  sandboxUrl: string;
  close(): Promise<void>;
}

export async function startFleetStack(): Promise<FleetStack> {
  if (!process.env.DATABASE_URL)
    throw new Error(
      'E2E_FLEET=1 runs the product as a fleet, which needs PostgreSQL: set DATABASE_URL (scripts/vitest.ts gives the run a database of its own beside it)',
    );
  // The processes log warnings and errors only; those are shown, each line named by its process.
  const fleet = await startFleet({
    env: {
      ...process.env,
      PORT: process.env.E2E_FLEET_PORT || DEFAULT_PORT,
      LOG_LEVEL: 'warn',
      // Ten processes beside the other suites' stacks on one PostgreSQL of 100 connections.
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || FLEET_TEST_POOL_SIZE,
    },
    buildWeb: false,
    log: (line) => console.error(`fleet | ${line}`),
  });
  try {
    const sandboxUrl = fleet.urls.sandbox;
    if (!sandboxUrl) throw new Error('The fleet started no partner sandbox (SANDBOX_URL was set, or production)');
    // Test files read it as the single-process stack leaves it (tests/support/stack.ts).
    process.env.SANDBOX_URL = sandboxUrl;
    await sandboxControl(sandboxUrl, '/shopify/app', { url: fleet.urls.public });
    // The fleet's sandbox moves booked parcels by itself, for the demo; tests move them with its
    // advance control, as on the single-process stack.
    await sandboxControl(sandboxUrl, '/couriers/pace', { seconds: null });
    return {
      bffUrl: fleet.urls.public,
      serviceUrls: { ...fleet.urls.services },
      sandboxUrl,
      close: () => fleet.stop(),
    };
  } catch (err) {
    await fleet.stop();
    throw err;
  }
}

/** Sets up the sandbox's partners through its /_sandbox controls. */
async function sandboxControl(sandboxUrl: string, path: string, body: object) {
  const res = await fetch(`${sandboxUrl}/_sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`The sandbox answered ${res.status} to ${path}: ${await res.text()}`);
}
