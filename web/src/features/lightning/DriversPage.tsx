import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { DriverDrawerQuery } from '../../__generated__/DriverDrawerQuery.graphql';
import type { DriversPageQuery } from '../../__generated__/DriversPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange } from '../../lib/useUrlFilters';
import { DriverDrawer, driverDrawerQuery } from './DriverDrawer';
import { DRIVER_PARAM, driverRouteVariables } from './driverList';
import { DriversTable } from './DriversTable';

const query = graphql`
  query DriversPageQuery($first: Int, $search: String, $searchBy: DriverSearchField) {
    ...DriversTable_query @arguments(first: $first, search: $search, searchBy: $searchBy)
  }
`;

/** The first visit reads the search and page from the URL; later changes refetch the list. */
export function driversLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<DriversPageQuery>(query, driverRouteVariables(new URL(request.url).searchParams));
}

/** Search, page and drawer changes do not load the route's query again. */
export const driversShouldRevalidate = revalidateOnPathChange;

/** /admin/lightning/drivers: the drivers, switched on or off, given clusters; a driver's details (?driver=<id>). */
export function DriversPage() {
  const data = useRouteQuery<DriversPageQuery>(query);
  const { openId, open, drawer } = useUrlDrawer<DriverDrawerQuery>(DRIVER_PARAM, driverDrawerQuery);
  return (
    <>
      <PageHeader title="Drivers" description="Lightning's drivers, their vehicles and clusters." />
      <DriversTable query={data} openDriverId={openId} onOpenDriver={open} />
      <DriverDrawer {...drawer} />
    </>
  );
}
