// What other features may use of orders; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { OrderStatusTag } from './OrderStatusTag';
export { PAYMENT_MODE_OPTIONS, paymentModeLabel, shopTypeLabel } from './labels';
export { DATE_PRESETS, ordersListPath, readFilters } from './orderFilters';
export type { OrderFilters } from './orderFilters';
