export * from './fields.js';
export * from './orders.js';
export * from './auth.js';
export * from './users.js';
export * from './companies.js';
export * from './catalogue.js';
export * from './inventory.js';
export * from './customerRequests.js';
