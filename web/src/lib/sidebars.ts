import type { AdminPermission } from '@parcelo/common';

/** The settings sidebar, in the product's order and with its labels (some are placeholders). */
export const SETTINGS_PAGES = [
  { label: 'Profile', path: 'profile' },
  { label: 'Integrations', path: 'integrations' },
  { label: 'Task Center', path: 'task-center' },
  { label: 'Preferences', path: 'preferences' },
  { label: 'Wherehouses', path: 'warehouses' },
  { label: 'storeAddress', path: 'store-address' },
  { label: 'Invoicing', path: 'invoicing' },
  { label: 'Tracking Page', path: 'tracking-page' },
  { label: 'Shipping Packages', path: 'shipping-packages' },
  { label: 'Wallet', path: 'wallet' },
  { label: 'API', path: 'api' },
  { label: 'Support', path: 'support' },
] as const;

/** The billing sidebar, in the product's order and with its labels (some are placeholders). */
export const BILLING_PAGES = [
  { label: 'COD Remittance', path: 'cod-remittance' },
  { label: 'Wallet', path: 'wallet' },
  { label: 'Pricing', path: 'pricing' },
  { label: 'Actions', path: 'actions' },
  { label: 'NDR', path: 'ndr' },
  { label: 'Payment', path: 'payment' },
] as const;

/** Settings > API's tabs: the keys scripts use, and the addresses status changes are posted to. */
export const API_TABS = [
  { label: 'API keys', to: '/settings/api' },
  { label: 'Webhooks', to: '/settings/api/webhooks' },
] as const;

/** The admin's Brands sidebar, in the product's order: each page works on the company chosen above it. */
export const BRANDS_PAGES = [
  { label: 'Orders', path: 'orders', permission: 'brandOrders' },
  { label: 'Products', path: 'products', permission: 'brandCatalogue' },
  { label: 'WSIN', path: 'wsin', permission: 'brandCatalogue' },
  { label: 'Warehouses', path: 'warehouses', permission: 'warehouses' },
  { label: 'Preferences', path: 'preferences', permission: 'brandPreferences' },
  { label: 'Whatsapp Service', path: 'whatsapp', permission: 'whatsapp' },
  { label: 'TaskCenterAdmin', path: 'tasks', permission: 'tasks' },
] as const satisfies readonly { label: string; path: string; permission: AdminPermission }[];

/**
 * The admin's Billing sidebar: every brand's money, each page narrowed to one brand by the
 * company search on it (`?company=`), or across all brands without one.
 */
export const ADMIN_BILLING_PAGES = [
  { label: 'Wallet', path: 'wallet', permission: 'wallet' },
  { label: 'Pricing', path: 'pricing', permission: 'pricing' },
  { label: 'COD Remittance', path: 'cod-remittance', permission: 'codRemittance' },
  { label: 'Shipping Adjustment', path: 'shipping-adjustment', permission: 'shippingAdjustments' },
  { label: 'Weight Disputes', path: 'disputes', permission: 'shippingAdjustments' },
  { label: 'Payments', path: 'payments', permission: 'payments' },
  { label: 'Invoices', path: 'invoices', permission: 'invoices' },
] as const satisfies readonly { label: string; path: string; permission: AdminPermission }[];

/** Billing > Payment's tabs: what the seller paid, where Parcelo pays it, and Parcelo's monthly invoices. */
export const PAYMENT_TABS = [
  { label: 'Payments', to: '/billing/payment' },
  { label: 'Bank details', to: '/billing/payment/bank' },
  { label: 'Invoices', to: '/billing/payment/invoices' },
] as const;
