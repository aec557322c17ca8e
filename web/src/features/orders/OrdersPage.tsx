import { useCallback, useEffect, useReducer, useRef } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { OrderDrawerQuery } from '../../__generated__/OrderDrawerQuery.graphql';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { requireSeller } from '../shell/guards';
import { PageHeader } from '../shell/PageHeader';
import { PageWithSidebar } from '../shell/PageWithSidebar';
import { OrderDrawer, orderDrawerQuery } from './OrderDrawer';
import { filterVariables, readFilters } from './orderFilters';
import { OrdersSidebar } from './OrdersSidebar';
import { OrdersTable } from './OrdersTable';
import { useOrderFilters } from './useOrderFilters';

const query = graphql`
  query OrdersPageQuery($search: OrderSearch, $status: [String!], $createdAt: DateRange) {
    ...OrdersTable_query @arguments(search: $search, status: $status, createdAt: $createdAt)
    ...OrdersSidebar_query
  }
`;

const ORDER_PARAM = 'order';

/** The first visit reads the filters from the URL; later filter changes refetch the table's connection. */
export async function ordersLoader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  const filters = readFilters(new URL(request.url).searchParams);
  return loadRouteQuery<OrdersPageQuery>(query, filterVariables(filters));
}

/**
 * Filter and drawer changes only touch the search parameters; the page refetches what
 * changed, so the route's query is not loaded again for them.
 */
export function ordersShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** /orders: the seller's orders with filters in the URL, and the open order's drawer (?order=<id>). */
export function OrdersPage() {
  const data = useRouteQuery<OrdersPageQuery>(query);
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, changeFilters] = useOrderFilters();
  const openOrderId = searchParams.get(ORDER_PARAM);
  const [drawerQuery, loadDrawerQuery, disposeDrawerQuery] = useQueryLoader<OrderDrawerQuery>(orderDrawerQuery);
  // A channel sync adds orders the list cannot place itself; it fetches its rows again.
  const [listVersion, refreshList] = useReducer((version: number) => version + 1, 0);

  const loadOrder = useCallback(
    (id: string, fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network') =>
      loadDrawerQuery({ id }, { fetchPolicy }),
    [loadDrawerQuery],
  );

  const openOrder = (id: string) => {
    // The drawer's query starts with the click, before the URL change renders.
    loadOrder(id);
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(ORDER_PARAM, id);
      return next;
    });
  };

  const closeOrder = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_PARAM);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    // The URL names an order nobody clicked: a reload, a shared link, Back.
    if (openOrderId && drawerQuery?.variables.id !== openOrderId) loadOrder(openOrderId);
  }, [openOrderId, drawerQuery, loadOrder]);

  const openOrderRef = useRef(openOrderId);
  openOrderRef.current = openOrderId;
  const releaseDrawer = () => {
    // Kept through the close animation so the drawer does not empty while it slides out.
    if (!openOrderRef.current) disposeDrawerQuery();
  };

  return (
    <PageWithSidebar title="Orders" sidebar={<OrdersSidebar query={data} onNewOrders={refreshList} />}>
      <PageHeader title="Orders" />
      <OrdersTable
        query={data}
        filters={filters}
        onFiltersChange={changeFilters}
        openOrderId={openOrderId}
        onOpenOrder={openOrder}
        refreshKey={listVersion}
      />
      <OrderDrawer
        open={Boolean(openOrderId)}
        queryRef={drawerQuery}
        onClose={closeOrder}
        onRetry={() => openOrderId && loadOrder(openOrderId, 'network-only')}
        onExitComplete={releaseDrawer}
      />
    </PageWithSidebar>
  );
}
