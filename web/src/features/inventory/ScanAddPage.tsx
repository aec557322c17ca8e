import { Box, Button } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ScanAddPageQuery } from '../../__generated__/ScanAddPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { ScanAddForm } from './ScanAddForm';

const query = graphql`
  query ScanAddPageQuery {
    ...ScanAddForm_query
  }
`;

export function scanAddLoader() {
  return loadRouteQuery<ScanAddPageQuery>(query, {});
}

/** /inventory/scan: scan-and-add inventory. `?warehouse=<id>` chooses the warehouse to start with. */
export function ScanAddPage() {
  const data = useRouteQuery<ScanAddPageQuery>(query);
  const [searchParams] = useSearchParams();
  return (
    <Box maxW="5xl">
      <PageHeader
        title="Scan and add inventory"
        description="Scan WSIN barcodes, then add them to the warehouse's stock together."
        actions={
          <Button variant="outline" asChild>
            <RouterLink to="/inventory">Back to inventory</RouterLink>
          </Button>
        }
      />
      <ScanAddForm query={data} initialWarehouse={searchParams.get('warehouse')} />
    </Box>
  );
}
