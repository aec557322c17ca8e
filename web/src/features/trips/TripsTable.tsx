import { formatKm } from '@parcelo/common';
import { Badge, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { TripsTable_query$key } from '../../__generated__/TripsTable_query.graphql';
import type { TripsTable_row$data, TripsTable_row$key } from '../../__generated__/TripsTable_row.graphql';
import type { TripsTablePaginationQuery } from '../../__generated__/TripsTablePaginationQuery.graphql';
import type { TripsTableSubscription } from '../../__generated__/TripsTableSubscription.graphql';
import { DateField } from '../../lib/DateField';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDateTime, formatPaise } from '../../lib/format';
import { FormField } from '../../lib/FormField';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { notifyFailure } from '../../lib/toaster';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { ClusterFilter, DriverFilter } from './TripFilterSelects';
import {
  TRIPS_LIVE_STOPPED,
  TRIP_STATUS_OPTIONS,
  clusterName,
  deliveredOfTotal,
  readTripFilters,
  tripStatusLabel,
  tripStatusPalette,
  tripVariables,
  tripsExportUrl,
  writeTripFilters,
  type TripSortField,
  type TripStatusValue,
} from './tripList';

const fragment = graphql`
  fragment TripsTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    from: { type: "DateTime" }
    to: { type: "DateTime" }
    driver: { type: "ID" }
    cluster: { type: "ID" }
    status: { type: "TripStatus" }
    sort: { type: "TripSort" }
  )
  @refetchable(queryName: "TripsTablePaginationQuery") {
    trips(
      first: $first
      after: $after
      from: $from
      to: $to
      driver: $driver
      cluster: $cluster
      status: $status
      sort: $sort
    )
      @required(action: THROW)
      @connection(key: "TripsTable_trips", filters: ["from", "to", "driver", "cluster", "status", "sort"]) {
      totalCount
      edges {
        node {
          ...TripsTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so a trip heard of live changes its row in place.
const rowFragment = graphql`
  fragment TripsTable_row on Trip @inline {
    id
    createdAt
    status
    driverName
    driverPhone
    clusterName
    cluster {
      name
      warehouseName
    }
    cod
    codCollected
    distanceKm
    stats {
      delivered
      totalOrders
    }
  }
`;

// Every trip in the viewer's reach as it changes: a listed one changes its row in place.
const subscription = graphql`
  subscription TripsTableSubscription {
    tripUpdated {
      id
      status
      ...TripsTable_row
    }
  }
`;

type TripRow = TripsTable_row$data;

const COLUMNS: readonly Column<TripRow>[] = [
  {
    key: 'started',
    header: 'Started',
    sortKey: 'CREATED_AT',
    render: (t) => <Text whiteSpace="nowrap">{formatDateTime(t.createdAt)}</Text>,
  },
  {
    key: 'driver',
    header: 'Driver',
    render: (t) => (
      <Stack gap="0" minW="32">
        <Text fontWeight="medium">{t.driverName}</Text>
        <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
          {t.driverPhone}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'cluster',
    header: 'Cluster',
    render: (t) => (
      <Text minW="24">{t.cluster ? clusterName(t.cluster.name, t.cluster.warehouseName) : t.clusterName}</Text>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (t) => (
      <Badge colorPalette={tripStatusPalette(t.status)} variant="subtle" whiteSpace="nowrap">
        {tripStatusLabel(t.status)}
      </Badge>
    ),
  },
  {
    key: 'orders',
    // Delivered of all the trip took out.
    header: 'Orders',
    align: 'end',
    render: (t) => <Text whiteSpace="nowrap">{deliveredOfTotal(t.stats.delivered, t.stats.totalOrders)}</Text>,
  },
  {
    key: 'cod',
    header: 'COD expected',
    align: 'end',
    render: (t) => <Text whiteSpace="nowrap">{formatPaise(t.cod)}</Text>,
  },
  {
    key: 'collected',
    header: 'COD collected',
    align: 'end',
    render: (t) => <Text whiteSpace="nowrap">{formatPaise(t.codCollected)}</Text>,
  },
  {
    key: 'distance',
    header: 'Distance',
    align: 'end',
    sortKey: 'DISTANCE',
    render: (t) => <Text whiteSpace="nowrap">{formatKm(t.distanceKm)}</Text>,
  },
];

/** Long enough that a burst of events (several drivers closing orders at once) asks for the list once. */
const LIST_CHANGE_DEBOUNCE_MS = 500;

/**
 * Trips as they change, while the list shows. A listed trip's row changes in place from the
 * event; a trip the list does not hold (just started) or one that left the status filtered on
 * may belong elsewhere in the list, which only the server can say: `onListChanged` then asks
 * it, once per burst.
 */
function useTripsLive(listed: readonly TripRow[], status: TripStatusValue | '', onListChanged: () => void) {
  const listedIds = useRef(new Set<string>());
  listedIds.current = new Set(listed.map((t) => t.id));
  const statusRef = useRef(status);
  statusRef.current = status;
  const listChanged = useRef(onListChanged);
  listChanged.current = onListChanged;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const config = useMemo<GraphQLSubscriptionConfig<TripsTableSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const trip = response?.tripUpdated;
        if (!trip) return;
        const filtered = statusRef.current;
        if (listedIds.current.has(trip.id) && (!filtered || filtered === trip.status)) return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => listChanged.current(), LIST_CHANGE_DEBOUNCE_MS);
      },
      onError: (error) => notifyFailure(error, TRIPS_LIVE_STOPPED),
    }),
    [],
  );
  useSubscription<TripsTableSubscription>(config);
}

interface Props {
  query: TripsTable_query$key;
  openTripId: string | null;
  onOpenTrip: (id: string) => void;
}

/**
 * Lightning's trips, newest first unless sorted, started in the days chosen (the last week by
 * default), by driver, cluster and status, with Export CSV; rows change live.
 */
export function TripsTable({ query, openTripId, onOpenTrip }: Props) {
  const { data, ...pagination } = usePaginationFragment<TripsTablePaginationQuery, TripsTable_query$key>(
    fragment,
    query,
  );
  const [filters, changeFilters] = useUrlFilters(readTripFilters, writeTripFilters);
  const variables = useMemo(
    () => tripVariables(filters),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters.from, filters.to, filters.driver, filters.cluster, filters.status, filters.sort],
  );
  const { edges } = data.trips;
  const rows = useMemo(() => edges.map((edge) => readInlineData<TripsTable_row$key>(rowFragment, edge.node)), [edges]);
  const [refreshKey, setRefreshKey] = useState(0);
  useTripsLive(rows, filters.status, () => setRefreshKey((key) => key + 1));
  const change = (next: Partial<typeof filters>) => changeFilters({ ...filters, ...next, page: 1 });

  return (
    <PaginationTable
      caption="Trips"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={data.trips.totalCount}
      pagination={pagination}
      variables={variables}
      refreshKey={refreshKey}
      onRowOpen={(row) => onOpenTrip(row.id)}
      openRowId={openTripId}
      sort={filters.sort}
      onSortChange={(sort) => change({ sort: { by: sort.by as TripSortField, order: sort.order } })}
      paging={{ ...filters, onChange: (paging) => changeFilters({ ...filters, ...paging }) }}
      filters={
        // Two to a row on a phone, the status across; from tablets up, in the filter row.
        <Grid
          templateColumns="repeat(2, minmax(0, 1fr))"
          gap="3"
          alignItems="flex-start"
          display={{ base: 'grid', md: 'contents' }}
        >
          <Box w={{ md: '36' }}>
            <DateField
              label="From"
              name="from"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(from) => change({ from })}
            />
          </Box>
          <Box w={{ md: '36' }}>
            <DateField
              label="To"
              name="to"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(to) => change({ to })}
            />
          </Box>
          <Box w={{ md: '44' }}>
            {/* Another cluster's drivers are not this one's: the driver goes with it. */}
            <ClusterFilter value={filters.cluster} onChange={(cluster) => change({ cluster, driver: null })} />
          </Box>
          <Box w={{ md: '44' }}>
            <DriverFilter cluster={filters.cluster} value={filters.driver} onChange={(driver) => change({ driver })} />
          </Box>
          <Box w={{ md: '32' }} gridColumn={{ base: 'span 2', md: 'auto' }}>
            <FormField
              kind="select"
              label="Status"
              name="status"
              value={filters.status}
              onChange={(status) => change({ status: status as TripStatusValue | '' })}
              options={TRIP_STATUS_OPTIONS}
            />
          </Box>
        </Grid>
      }
      actions={<ExportCsvButton url={tripsExportUrl(filters)} fallbackName="trips.csv" />}
    />
  );
}
