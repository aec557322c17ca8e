import { UnavailableAction } from '../../lib/UnavailableAction';

/** The catalogue page's sidebar (§2.1). The orders pages' sidebar is the orders feature's OrdersSidebar. */
export function CatalogSidebar() {
  return <UnavailableAction label="Upload Bulk Catalogs" width="full" />;
}
