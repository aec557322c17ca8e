/**
 * The REST contract between the services and the BFF: the records inside the
 * `data` of each `{status, data, message}` reply, one file per domain. Services produce
 * them; the BFF maps them onto GraphQL types. camelCase fields, ISO-8601 timestamps.
 */
export * from './users.js';
export * from './companies.js';
export * from './warehouses.js';
export * from './lists.js';
export * from './orders.js';
export * from './tasks.js';
export * from './channels.js';
export * from './catalogue.js';
export * from './inventory.js';
export * from './fulfilment.js';
export * from './customerRequests.js';
export * from './messages.js';
export * from './tracking.js';
export * from './d2r.js';
export * from './hms.js';
export * from './hub.js';
export * from './invoices.js';
export * from './d2rCreditNotes.js';
export * from './gstDocuments.js';
export * from './notifications.js';
export * from './deliveryPartners.js';
export * from './webhooks.js';
export * from './whatsapp.js';
export * from './shippingPackages.js';
export * from './insights.js';
