import type { ServiceDefinition } from '../platform/index.js';

/** Invoices. Its schema exists from the start; routes arrive with their issue. */
export const invoices: ServiceDefinition = { name: 'invoices', migrations: {}, routes() {} };
