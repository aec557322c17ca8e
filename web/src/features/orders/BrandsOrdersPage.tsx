import { graphql } from 'react-relay';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { BrandsOrdersPageQuery } from '../../__generated__/BrandsOrdersPageQuery.graphql';
import type { OrderDrawerQuery } from '../../__generated__/OrderDrawerQuery.graphql';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange, useUrlFilters } from '../../lib/useUrlFilters';
import { brandsCompany, useBrandsCompany } from '../../lib/brandsParams';
import { OrderDrawer, orderDrawerQuery } from './OrderDrawer';
import { filterVariables, readFilters, writeFilters } from './orderFilters';
import { OrdersTable } from './OrdersTable';

const query = graphql`
  query BrandsOrdersPageQuery(
    $search: OrderSearch
    $status: [String!]
    $createdAt: DateRange
    $company: ID!
    $warehouse: ID
  ) {
    ...OrdersTable_query
      @arguments(search: $search, status: $status, createdAt: $createdAt, company: $company, warehouse: $warehouse)
  }
`;

export function brandsOrdersLoader({ request }: LoaderFunctionArgs) {
  const company = brandsCompany(request)!;
  const filters = readFilters(new URL(request.url).searchParams);
  return loadRouteQuery<BrandsOrdersPageQuery>(query, { ...filterVariables(filters, company), company });
}

/** Filter and drawer changes refetch the table; another brand loads the page again. */
export function brandsOrdersShouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const brand = (url: URL) => url.searchParams.get('company');
  return brand(args.currentUrl) !== brand(args.nextUrl) || revalidateOnPathChange(args);
}

/**
 * Brands > Orders: a brand's orders as its seller sees them, with the same filters in the URL
 * and the same drawer (?order=<id>), for support and operations.
 */
export function BrandsOrdersPage() {
  const data = useRouteQuery<BrandsOrdersPageQuery>(query);
  const company = useBrandsCompany();
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  const { openId, open, drawer } = useUrlDrawer<OrderDrawerQuery>('order', orderDrawerQuery);
  return (
    <>
      <OrdersTable
        key={company}
        query={data}
        company={company}
        filters={filters}
        onFiltersChange={changeFilters}
        openOrderId={openId}
        onOpenOrder={open}
        refreshKey={0}
      />
      <OrderDrawer {...drawer} />
    </>
  );
}
