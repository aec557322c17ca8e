/**
 * The admin's D2R sidebar, in the product's order: the retailers a brand sells to directly,
 * what they are billed and credited, the field team that calls on them, and the tools
 * that plan their visits.
 */
export const D2R_PAGES = [
  { label: 'Retailers', path: 'retailers' },
  { label: 'Credit Note', path: 'credit-notes' },
  { label: 'Invoices', path: 'invoices' },
  { label: 'Salesmen', path: 'salesmen' },
  { label: 'Promoter', path: 'promoters' },
  { label: 'Promoter Stock Details', path: 'promoter-stock' },
  { label: 'Retail Discount', path: 'retail-discount' },
  { label: 'Beats', path: 'beats' },
  { label: 'External Retailers', path: 'external-retailers' },
  { label: 'Retailer Engine', path: 'retailer-engine' },
] as const;

export const D2R_BASE = '/admin/d2r';
export const D2R_HOME = `${D2R_BASE}/retailers`;
