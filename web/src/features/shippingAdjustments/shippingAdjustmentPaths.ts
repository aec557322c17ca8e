/** Where the admin's shipping adjustment pages and template live. */
export const SHIPPING_ADJUSTMENT_PATH = '/admin/billing/shipping-adjustment';
export const SHIPPING_ADJUSTMENT_UPLOAD_PATH = '/admin/billing/shipping-adjustment/upload';
export const SHIPPING_ADJUSTMENT_TEMPLATE = '/files/templates/bulk-shipping-adjustments.xlsx';
