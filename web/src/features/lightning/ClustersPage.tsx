import { MSG } from '@parcelo/common';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ClustersPageQuery } from '../../__generated__/ClustersPageQuery.graphql';
import { readListParams } from '../../lib/listParams';
import { PageHeader } from '../../lib/PageHeader';
import { PageLoader } from '../../lib/PageLoader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange } from '../../lib/useUrlFilters';
import { CLUSTER_SORTS, ClustersTable, NoClusters } from './ClustersTable';

const query = graphql`
  query ClustersPageQuery($first: Int, $search: String) {
    ...ClustersTable_query @arguments(first: $first, search: $search)
  }
`;

/** The first visit reads the search and page from the URL; later changes refetch the list. */
export function clustersLoader({ request }: LoaderFunctionArgs) {
  const list = readListParams(new URL(request.url).searchParams, CLUSTER_SORTS);
  return loadRouteQuery<ClustersPageQuery>(query, { first: list.page * list.pageSize, search: list.search || null });
}

export const clustersShouldRevalidate = revalidateOnPathChange;

/** /admin/lightning/clusters: every micro warehouse's delivery areas, added and changed here. */
export function ClustersPage() {
  // A new load of the route (Back to it, a link) clears a failure.
  const loaded: unknown = useLoaderData();
  return (
    <>
      <PageHeader
        title="Clusters"
        description="A micro warehouse's delivery areas, C1 to C6, each with the pincodes it covers."
      />
      <ErrorBoundary resetKeys={[loaded]} fallbackRender={() => <ClustersLoadFailure />}>
        <Suspense fallback={<PageLoader />}>
          <ClustersContent />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function ClustersContent() {
  const data = useRouteQuery<ClustersPageQuery>(query);
  return <ClustersTable query={data} />;
}

/** The list could not be read: said in the product's words, over an empty list. */
function ClustersLoadFailure() {
  return (
    <Stack gap="4">
      <Stack role="alert" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
        <Text fontWeight="medium">{MSG.clustersLoadFailed}</Text>
        {/* A full load, as the route's own error screen does. */}
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Stack>
      <NoClusters />
    </Stack>
  );
}
