import type { ServiceDefinition } from '../platform/index.js';

/** Hub management: clusters, drivers, trips. Its schema exists from the start; routes arrive with their issue. */
export const hub: ServiceDefinition = { name: 'hub', migrations: {}, routes() {} };
