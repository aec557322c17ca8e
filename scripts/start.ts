/**
 * `npm start`: builds the web app when its sources changed, runs the eight services and
 * the BFF in this process (PGlite under ./data unless DATABASE_URL is set), and seeds the
 * demo data into an empty database.
 */
import { buildWebIfChanged } from './webBuild.js';

// Services log JSON; at the terminal only warnings and errors are worth a line.
process.env.LOG_LEVEL ??= 'warn';

buildWebIfChanged();

// On a developer machine the partners (stores, couriers, webhook receivers) are played by the
// sandbox, so the demo's connected stores and couriers answer; set SANDBOX_URL to use another.
let sandbox: { url: string; close(): Promise<void> } | undefined;
if (process.env.NODE_ENV !== 'production' && !process.env.SANDBOX_URL) {
  const { startSandbox } = await import('@parcelo/services/sandbox');
  // A parcel booked in the demo moves on its own, a scan every 20 seconds, to delivered.
  sandbox = await startSandbox({ port: Number(process.env.SANDBOX_PORT ?? 4100), courierPaceSeconds: 20 });
  process.env.SANDBOX_URL = sandbox.url;
}

// Imported only now, so their loggers see the level chosen above.
const { startServices } = await import('@parcelo/services/stack');
const { demoAccountsText } = await import('../services/src/seed.js');
const { startBff } = await import('../bff/src/server.js');
const { config } = await import('@parcelo/common/config');

const settings = config();
const services = await startServices({ seed: !settings.production });
const bff = await startBff({ urls: services.urls, port: settings.port, host: settings.host ?? '0.0.0.0' });

// The demo's month of wallet history reaches into last month: bill it, as the 1st's run would
// have, so Billing > Payment > Invoices starts with an invoice to open.
if (services.seeded) {
  const { callService, internalKey } = await import('@parcelo/services/platform');
  const { addMonths, istMonthOf } = await import('@parcelo/common');
  await callService(services.urls.invoices, '/billing/month/run', {
    internal: true,
    body: { month: addMonths(istMonthOf(new Date()), -1) },
  }).catch((err: unknown) => console.warn(`Last month's demo invoices were not issued: ${String(err)}`));
  // A Lightning morning: one trip done and one on the road, through the drivers' own calls.
  const { runDemoTrips } = await import('./demoTrips.js');
  await runDemoTrips({
    bffUrl: bff.url.replace('0.0.0.0', '127.0.0.1'),
    nmsUrl: services.urls.nms,
    internalKey: internalKey(),
  }).catch((err: unknown) => console.warn(`The demo's Lightning trips were not made: ${String(err)}`));
}

const where = services.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.pgliteDir}`;
console.log(`
Parcelo is running at ${bff.url.replace('0.0.0.0', 'localhost')}  (sign in at ${bff.url}/signin)
GraphQL and GraphiQL: ${bff.url}/graphql
Data: ${where}${services.seeded ? ' (demo data added)' : ''}

${demoAccountsText()}
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await bff.close();
  await services.close();
  await sandbox?.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
