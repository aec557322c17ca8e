import { useReducer } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { OrderDrawerQuery } from '../../__generated__/OrderDrawerQuery.graphql';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange, useUrlFilters } from '../../lib/useUrlFilters';
import { PageHeader } from '../../lib/PageHeader';
import { PageWithSidebar } from '../../lib/PageWithSidebar';
import { OrderDrawer, orderDrawerQuery } from './OrderDrawer';
import { filterVariables, readFilters, writeFilters } from './orderFilters';
import { OrdersSidebar } from './OrdersSidebar';
import { OrdersTable } from './OrdersTable';

const query = graphql`
  query OrdersPageQuery($search: OrderSearch, $status: [String!], $createdAt: DateRange, $company: ID, $warehouse: ID) {
    ...OrdersTable_query
      @arguments(search: $search, status: $status, createdAt: $createdAt, company: $company, warehouse: $warehouse)
    ...OrdersSidebar_query
  }
`;

const ORDER_PARAM = 'order';

/** The first visit reads the filters from the URL; later filter changes refetch the table's connection. */
export function ordersLoader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  return loadRouteQuery<OrdersPageQuery>(query, filterVariables(filters));
}

/** Filter and drawer changes do not load the route's query again. */
export const ordersShouldRevalidate = revalidateOnPathChange;

/** /orders: the seller's orders with filters in the URL, and the open order's drawer (?order=<id>). */
export function OrdersPage() {
  const data = useRouteQuery<OrdersPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  const { openId, open, drawer } = useUrlDrawer<OrderDrawerQuery>(ORDER_PARAM, orderDrawerQuery);
  // A channel sync adds orders the list cannot place itself; it fetches its rows again.
  const [listVersion, refreshList] = useReducer((version: number) => version + 1, 0);

  return (
    <PageWithSidebar title="Orders" sidebar={<OrdersSidebar query={data} onNewOrders={refreshList} />}>
      <PageHeader title="Orders" />
      <OrdersTable
        query={data}
        filters={filters}
        onFiltersChange={changeFilters}
        openOrderId={openId}
        onOpenOrder={open}
        refreshKey={listVersion}
      />
      <OrderDrawer {...drawer} />
    </PageWithSidebar>
  );
}
