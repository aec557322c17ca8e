import type { ServiceDefinition } from '../platform/index.js';

/** Direct-to-retailer distribution. Its schema exists from the start; routes arrive with their issue. */
export const d2r: ServiceDefinition = { name: 'd2r', migrations: {}, routes() {} };
