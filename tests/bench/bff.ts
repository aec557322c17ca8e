/** The BFF alone, for the CPU measurement: its own process, so its CPU time is its own. */
import { startBff } from '../../bff/src/server.js';
import type { ServiceUrls } from '@parcelo/services/config';
import { serve } from './child.js';

const bff = await startBff({ urls: JSON.parse(process.env.BENCH_SERVICE_URLS!) as ServiceUrls, port: 0 });
serve({ bffUrl: bff.url }, () => bff.close());
