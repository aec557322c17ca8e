/**
 * Runs one or more services on their own: `npm run service -- ums wms`. Each listens on
 * the port of its *_URL (or its default) and reaches the others at their URLs.
 *
 * `--port N` (one service only) listens on N instead: in a fleet, the service's *_URL is the
 * proxy in front of its processes, and each process listens on a port of its own behind it.
 * `--no-seed` leaves the demo data to whoever prepared the database (the fleet's first step).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SERVICE_NAMES, isProduction, type ServiceName } from './platform/index.js';
import { startServices } from './stack.js';

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const { values, positionals: requested } = (() => {
  try {
    return parseArgs({
      options: { port: { type: 'string' }, 'no-seed': { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
})();
const unknown = requested.filter((n) => !(SERVICE_NAMES as readonly string[]).includes(n));
if (unknown.length) fail(`Unknown service(s): ${unknown.join(', ')}. Choose from: ${SERVICE_NAMES.join(', ')}`);
const names = (requested.length ? requested : SERVICE_NAMES) as ServiceName[];

let port: number | undefined;
if (values.port !== undefined) {
  const checked = z.coerce.number().int().min(1).max(65_535).safeParse(values.port);
  if (!checked.success) fail(`--port takes a port number (1-65535), not "${values.port}"`);
  // Several services cannot share one port.
  if (names.length !== 1) fail('--port is for one service at a time: name exactly one');
  port = checked.data;
}

const running = await startServices({
  services: names,
  seed: !values['no-seed'] && !isProduction(),
  ...(port !== undefined && { port: () => port }),
});
for (const n of names) console.log(`${n.padEnd(9)} ${running.urls[n]}`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
// A close that fails ends the process all the same, through Node's unhandled-rejection exit.
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
