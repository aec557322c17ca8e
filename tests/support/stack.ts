import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';

export interface TestStack {
  bffUrl: string;
  services: RunningServices;
  bff: RunningBff;
  close(): Promise<void>;
}

/**
 * The whole product on free ports: in-memory PGlite, or the server at DATABASE_URL.
 * Demo data is seeded; tests add what else they need under unique names.
 */
export async function startTestStack(): Promise<TestStack> {
  const services = await startServices({
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  const bff = await startBff({ urls: services.urls, port: 0 });
  return {
    bffUrl: bff.url,
    services,
    bff,
    async close() {
      await bff.close();
      await services.close();
    },
  };
}
