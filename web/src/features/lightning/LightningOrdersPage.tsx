import { Box, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { redirect, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { LightningOrdersPageFirstClusterQuery } from '../../__generated__/LightningOrdersPageFirstClusterQuery.graphql';
import type { LightningOrdersPageQuery } from '../../__generated__/LightningOrdersPageQuery.graphql';
import { FormField, type Option } from '../../lib/FormField';
import { PageHeader } from '../../lib/PageHeader';
import { environment } from '../../lib/relay/environment';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { ClusterOrdersTable } from './ClusterOrdersTable';
import { clusterLabel } from './lightningForms';

/** The cluster whose orders show: ?cluster=<id>. */
export const CLUSTER_PARAM = 'cluster';

// Newest first, as the Clusters page lists them.
const firstClusterQuery = graphql`
  query LightningOrdersPageFirstClusterQuery {
    clusters(first: 1) {
      edges {
        node {
          id
        }
      }
    }
  }
`;

const query = graphql`
  query LightningOrdersPageQuery($cluster: ID!, $hasCluster: Boolean!) {
    clusters(first: 100) {
      edges {
        node {
          id
          name
          warehouseName
        }
      }
    }
    node(id: $cluster) @include(if: $hasCluster) {
      ... on Cluster @alias(as: "cluster") {
        id
        ...ClusterOrdersTable_cluster
      }
    }
  }
`;

/**
 * A visit without a cluster goes to the first one, so the URL always names what shows
 * (a reload or a shared link shows the same orders).
 */
export async function lightningOrdersLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cluster = url.searchParams.get(CLUSTER_PARAM);
  if (!cluster) {
    const found = await fetchQuery<LightningOrdersPageFirstClusterQuery>(
      environment,
      firstClusterQuery,
      {},
    ).toPromise();
    const first = found?.clusters?.edges[0]?.node.id;
    if (first) {
      url.searchParams.set(CLUSTER_PARAM, first);
      throw redirect(`${url.pathname}${url.search}`);
    }
  }
  return loadRouteQuery<LightningOrdersPageQuery>(query, { cluster: cluster ?? '', hasCluster: Boolean(cluster) });
}

/** Another cluster loads the route's query again (its orders and the picker both). */
export function lightningOrdersShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get(CLUSTER_PARAM) !== nextUrl.searchParams.get(CLUSTER_PARAM);
}

/** /admin/lightning/orders: a cluster's orders waiting at its micro warehouse, given to its drivers. */
export function LightningOrdersPage() {
  const data = useRouteQuery<LightningOrdersPageQuery>(query);
  const cluster = data.node?.cluster;
  const [params, setParams] = useSearchParams();
  const clusterId = params.get(CLUSTER_PARAM) ?? '';
  const options = useMemo(
    () =>
      (data.clusters?.edges ?? []).map(({ node }): Option => ({
        value: node.id,
        label: clusterLabel(node.name, node.warehouseName),
      })),
    [data.clusters],
  );
  const pick = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CLUSTER_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Orders" description="Orders waiting at a cluster's micro warehouse, given to its drivers." />
      <Box maxW={{ md: 'sm' }} mb="4">
        <FormField
          kind="select"
          label="Cluster"
          name="cluster"
          placeholder="Select cluster"
          options={options}
          value={clusterId}
          onChange={pick}
        />
      </Box>
      {cluster ? (
        // A new cluster starts with nothing picked.
        <ClusterOrdersTable key={cluster.id} cluster={cluster} />
      ) : (
        <Text color="fg.muted" py="10" textAlign="center" borderWidth="1px" rounded="md">
          {options.length === 0 ? 'No clusters yet' : 'Select a cluster to see its orders'}
        </Text>
      )}
    </>
  );
}
