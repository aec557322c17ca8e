/** Runs the BFF on its own, reaching the services at their *_URL addresses. */
import { startBff } from './server.js';
import { UPSTREAM_NAMES, type UpstreamUrls } from './upstream/index.js';

const DEFAULT_PORTS: Record<string, number> = { ums: 4101, nms: 4102, oms: 4103, wms: 4104, d2r: 4105, hms: 4106, hub: 4107, invoices: 4108 };
const urls = Object.fromEntries(
  UPSTREAM_NAMES.map((n) => [n, process.env[`${n.toUpperCase()}_URL`] ?? `http://127.0.0.1:${DEFAULT_PORTS[n]}`]),
) as UpstreamUrls;

const bff = await startBff({ urls, port: Number(process.env.PORT ?? 4000) });
const stop = async () => {
  await bff.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
