import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startSandbox, type RunningSandbox } from '@parcelo/services/sandbox';
import { startBff, type RunningBff } from '../../bff/src/server.js';

export interface TestStack {
  bffUrl: string;
  services: RunningServices;
  bff: RunningBff;
  /** Plays Shopify, WooCommerce, couriers and webhook receivers; its /_sandbox/… controls set them up. */
  sandboxUrl: string;
  close(): Promise<void>;
}

/**
 * The whole product on free ports: in-memory PGlite, or the server at DATABASE_URL.
 * Demo data is seeded; tests add what else they need under unique names.
 */
export async function startTestStack(): Promise<TestStack> {
  let sandbox: RunningSandbox | undefined;
  if (!process.env.SANDBOX_URL) {
    sandbox = await startSandbox();
    // Read by the configuration once, when the stack starts (see the end of this function).
    process.env.SANDBOX_URL = sandbox.url;
  }
  const services = await startServices({
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  const bff = await startBff({ urls: services.urls, port: 0 });
  const sandboxUrl = process.env.SANDBOX_URL!;
  // Partners send browsers and webhooks to the product's public address: here, the BFF's free port.
  await fetch(`${sandboxUrl}/_sandbox/shopify/app`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: bff.url }),
  });
  // Left set, so the stacks test files start (their workers inherit this environment) play the
  // same partners: they share the job queues, and a job one stack queued may run on another.
  return {
    bffUrl: bff.url,
    services,
    bff,
    sandboxUrl,
    async close() {
      await bff.close();
      await services.close();
      await sandbox?.close();
    },
  };
}
