import type { BrandsPage } from '../../lib/brandsParams';

/** The admins' two WSIN sheets, each under the Brands page it belongs to. */
export const WSIN_SHEETS = {
  wsins: { page: 'wsin', path: 'wsin/upload', kind: 'bulk-wsins' },
  wsinMaps: { page: 'products', path: 'products/wsin-mapping', kind: 'bulk-wsin-mappings' },
} as const satisfies Record<string, { page: BrandsPage; path: string; kind: string }>;

export type WsinSheet = keyof typeof WSIN_SHEETS;

/** A sheet's page for a brand, e.g. /admin/brands/wsin/upload?company=<id>. */
export const wsinSheetPath = (sheet: WsinSheet, company: string) =>
  `/admin/brands/${WSIN_SHEETS[sheet].path}?company=${encodeURIComponent(company)}`;
