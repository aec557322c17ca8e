/**
 * Runs one or more services on their own: `npm run service -- ums wms`. Each listens on
 * the port of its *_URL (or its default) and reaches the others at their URLs.
 */
import { SERVICE_NAMES, isProduction, type ServiceName } from './platform/index.js';
import { startServices } from './stack.js';

const requested = process.argv.slice(2);
const unknown = requested.filter((n) => !(SERVICE_NAMES as readonly string[]).includes(n));
if (unknown.length) {
  console.error(`Unknown service(s): ${unknown.join(', ')}. Choose from: ${SERVICE_NAMES.join(', ')}`);
  process.exit(2);
}
const names = (requested.length ? requested : SERVICE_NAMES) as ServiceName[];
const running = await startServices({ services: names, seed: !isProduction() });
for (const n of names) console.log(`${n.padEnd(9)} ${running.urls[n]}`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
// A close that fails ends the process all the same, through Node's unhandled-rejection exit.
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
