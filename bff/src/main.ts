/** Runs the BFF on its own, reaching the services at their *_URL addresses. */
import { config } from '@parcelo/common/config';
import { startBff } from './server.js';

const bff = await startBff({ urls: config().serviceUrls, port: config().port });
const stop = async () => {
  await bff.close();
  process.exit(0);
};
// A close that fails ends the process all the same, through Node's unhandled-rejection exit.
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
