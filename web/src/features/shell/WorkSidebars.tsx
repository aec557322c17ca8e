import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { UnavailableAction } from '../../lib/UnavailableAction';

/** The orders page's sidebar (§2.1). */
export function OrdersSidebar() {
  return (
    <>
      <Button asChild width="full">
        <RouterLink to="/orders/new">Create Order</RouterLink>
      </Button>
      <UnavailableAction label="Upload Bulk Orders" width="full" />
    </>
  );
}

/** The catalogue page's sidebar (§2.1). */
export function CatalogSidebar() {
  return <UnavailableAction label="Upload Bulk Catalogs" width="full" />;
}
