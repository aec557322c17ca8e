import type { ServiceDefinition } from '../platform/index.js';

/** Salesman and promoter users. Its schema exists from the start; routes arrive with their issue. */
export const hms: ServiceDefinition = { name: 'hms', migrations: {}, routes() {} };
