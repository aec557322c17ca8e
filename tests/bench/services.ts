/** The eight services without the BFF, for the CPU measurement, against BENCH_DATABASE_URL. */
import { startServices } from '@parcelo/services/stack';
import { serve } from './child.js';

const services = await startServices({
  port: () => 0,
  seed: true,
  databaseOptions: { databaseUrl: process.env.BENCH_DATABASE_URL! },
});
serve({ urls: services.urls }, () => services.close());
