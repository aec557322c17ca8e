import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { TripDrawerQuery } from '../../__generated__/TripDrawerQuery.graphql';
import type { TripsPageQuery } from '../../__generated__/TripsPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange } from '../../lib/useUrlFilters';
import { TripDrawer, tripDrawerQuery } from './TripDrawer';
import { TRIP_PARAM, tripRouteVariables } from './tripList';
import { TripsTable } from './TripsTable';

const query = graphql`
  query TripsPageQuery(
    $first: Int
    $from: DateTime
    $to: DateTime
    $driver: ID
    $cluster: ID
    $status: TripStatus
    $sort: TripSort
  ) {
    ...TripsTable_query
      @arguments(first: $first, from: $from, to: $to, driver: $driver, cluster: $cluster, status: $status, sort: $sort)
  }
`;

/** The first visit reads the filters, sort and page from the URL; later changes refetch the list. */
export function tripsLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<TripsPageQuery>(query, tripRouteVariables(new URL(request.url).searchParams));
}

/** Filter, page and drawer changes do not load the route's query again. */
export const tripsShouldRevalidate = revalidateOnPathChange;

/** /admin/lightning/trips: the drivers' trips, live; a trip's details (?trip=<id>). */
export function TripsPage() {
  const data = useRouteQuery<TripsPageQuery>(query);
  const { openId, open, drawer } = useUrlDrawer<TripDrawerQuery>(TRIP_PARAM, tripDrawerQuery);
  return (
    <>
      <PageHeader
        title="Trips"
        description="Drivers' trips: the orders each took out, what it collected, where it went."
      />
      <TripsTable query={data} openTripId={openId} onOpenTrip={open} />
      <TripDrawer {...drawer} />
    </>
  );
}
