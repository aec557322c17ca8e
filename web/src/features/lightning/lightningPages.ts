/**
 * The admin's Lightning sidebar, in the product's order: where fast-delivery drivers leave
 * from, who drives, the orders they are given and the trips they take them out on.
 */
export const LIGHTNING_PAGES = [
  { label: 'Clusters', path: 'clusters' },
  { label: 'Drivers', path: 'drivers' },
  { label: 'Orders', path: 'orders' },
  { label: 'Trips', path: 'trips' },
] as const;

export const LIGHTNING_BASE = '/admin/lightning';
export const LIGHTNING_HOME = `${LIGHTNING_BASE}/clusters`;
