import { Suspense, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TripFilterSelectsClustersQuery } from '../../__generated__/TripFilterSelectsClustersQuery.graphql';
import type { TripFilterSelectsDriversQuery } from '../../__generated__/TripFilterSelectsDriversQuery.graphql';
import { FormField, type Option } from '../../lib/FormField';
import { clusterName } from './tripList';

// Newest first, as the Clusters page lists them (the same list the cluster pickers read).
const clustersQuery = graphql`
  query TripFilterSelectsClustersQuery {
    clusters(first: 100) {
      edges {
        node {
          id
          name
          warehouseName
        }
      }
    }
  }
`;

// The chosen cluster's drivers, or every driver the viewer sees.
const driversQuery = graphql`
  query TripFilterSelectsDriversQuery($cluster: ID) {
    drivers(first: 100, cluster: $cluster) {
      edges {
        node {
          id
          name
          phone
        }
      }
    }
  }
`;

interface Props {
  /** The chosen id, or null for all. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A filter's select: "All" first, then the options once read. A chosen id the options lack
 * (beyond the first hundred, or no longer visible) still shows as chosen.
 */
function FilterSelect({
  label,
  name,
  value,
  onChange,
  options,
  disabled = false,
}: Props & { label: string; name: string; options: readonly Option[]; disabled?: boolean }) {
  const all: Option = { value: '', label: 'All' };
  const chosen = value && !options.some((o) => o.value === value) ? [{ value, label: `Chosen ${name}` }] : [];
  return (
    <FormField
      kind="select"
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(next) => onChange(next || null)}
      options={[all, ...chosen, ...options]}
      disabled={disabled}
    />
  );
}

/** Trips of one cluster, or all. */
export function ClusterFilter(props: Props) {
  const waiting = <FilterSelect {...props} label="Cluster" name="cluster" options={[]} disabled />;
  return (
    <ErrorBoundary fallback={<FilterSelect {...props} label="Cluster" name="cluster" options={[]} />}>
      <Suspense fallback={waiting}>
        <LoadedClusters {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedClusters(props: Props) {
  const { clusters } = useLazyLoadQuery<TripFilterSelectsClustersQuery>(
    clustersQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const options = useMemo(
    () =>
      (clusters?.edges ?? []).map(({ node }): Option => ({
        value: node.id,
        label: clusterName(node.name, node.warehouseName),
      })),
    [clusters],
  );
  return <FilterSelect {...props} label="Cluster" name="cluster" options={options} />;
}

/** Trips of one driver, or all: the chosen cluster's drivers when one is chosen. */
export function DriverFilter({ cluster, ...props }: Props & { cluster: string | null }) {
  const waiting = <FilterSelect {...props} label="Driver" name="driver" options={[]} disabled />;
  return (
    <ErrorBoundary
      resetKeys={[cluster]}
      fallback={<FilterSelect {...props} label="Driver" name="driver" options={[]} />}
    >
      <Suspense fallback={waiting}>
        <LoadedDrivers {...props} cluster={cluster} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedDrivers({ cluster, ...props }: Props & { cluster: string | null }) {
  const { drivers } = useLazyLoadQuery<TripFilterSelectsDriversQuery>(
    driversQuery,
    { cluster },
    { fetchPolicy: 'store-or-network' },
  );
  const options = useMemo(
    () =>
      (drivers?.edges ?? []).map(({ node }): Option => ({
        value: node.id,
        label: `${node.name} · ${node.phone}`,
      })),
    [drivers],
  );
  return <FilterSelect {...props} label="Driver" name="driver" options={options} />;
}
