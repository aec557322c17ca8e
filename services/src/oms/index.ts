import type { ServiceDefinition } from '../platform/index.js';

/** Orders. Its schema exists from the start; the orders domain arrives with its issue. */
export const oms: ServiceDefinition = { name: 'oms', migrations: {}, routes() {} };
