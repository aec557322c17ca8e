/**
 * The fleet's first step, run once before its processes start: every service's migrations (and
 * its job queue's tables), and outside production the demo data into an empty database. Two
 * processes of one service starting together would otherwise both migrate and seed at once.
 *
 * `node --import tsx scripts/fleet/prepare.ts [--no-seed]`: all eight services start in this
 * process on free loopback ports (the seed asks UMS and WMS for rate cards and stock), do their
 * work and stop. Run as a child with an IPC channel, it sends `{ seeded }` to its parent.
 */
import { parseArgs } from 'node:util';

process.env.LOG_LEVEL ??= 'warn';

const { values } = parseArgs({ options: { 'no-seed': { type: 'boolean', default: false } } });

// Imported only now, so their loggers see the level chosen above.
const { startServices } = await import('@parcelo/services/stack');
const { callService, isProduction } = await import('@parcelo/services/platform');
const { addMonths, istMonthOf } = await import('@parcelo/common');

const services = await startServices({ seed: !values['no-seed'] && !isProduction(), port: () => 0 });
try {
  // The demo's month of wallet history reaches into last month: bill it, as the 1st's run would
  // have, so Billing > Payment > Invoices starts with an invoice to open (as `npm start` does).
  if (services.seeded) {
    await callService(services.urls.invoices, '/billing/month/run', {
      internal: true,
      body: { month: addMonths(istMonthOf(new Date()), -1) },
    }).catch((err: unknown) => console.warn(`Last month's demo invoices were not issued: ${String(err)}`));
  }
} finally {
  await services.close();
}
console.log(`Database ready${services.seeded ? ', demo data added' : ''}.`);
// Whatever timers the services left (retries, polls) must not keep the step from ending.
if (process.send) process.send({ seeded: services.seeded }, () => process.exit(0));
else process.exit(0);
