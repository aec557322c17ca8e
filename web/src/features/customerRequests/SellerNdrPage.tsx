import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { SellerNdrPageQuery } from '../../__generated__/SellerNdrPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange, useUrlFilters } from '../../lib/useUrlFilters';
import { PageHeader } from '../../lib/PageHeader';
import { filterVariables, readSellerFilters, writeFilters } from './customerRequestFilters';
import { CustomerRequestsTable } from './CustomerRequestsTable';

const query = graphql`
  query SellerNdrPageQuery(
    $search: CustomerRequestSearch
    $formLinkStatus: FormLinkStatus
    $approvalStatus: CustomerRequestApprovalStatus
    $requestType: CustomerRequestType
    $createdAt: DateRange
    $sort: CustomerRequestSort
  ) {
    ...CustomerRequestsTable_query
      @arguments(
        search: $search
        formLinkStatus: $formLinkStatus
        approvalStatus: $approvalStatus
        requestType: $requestType
        createdAt: $createdAt
        sort: $sort
      )
  }
`;

/** The first visit reads the filters from the URL; later filter changes refetch the table's connection. */
export function sellerNdrLoader({ request }: LoaderFunctionArgs) {
  const filters = readSellerFilters(new URL(request.url).searchParams);
  return loadRouteQuery<SellerNdrPageQuery>(query, filterVariables(filters));
}

/** Filter changes do not load the route's query again. */
export const sellerNdrShouldRevalidate = revalidateOnPathChange;

/** /billing/ndr: the seller's NDR customer requests, to follow what their buyers asked and what became of it. */
export function SellerNdrPage() {
  const data = useRouteQuery<SellerNdrPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readSellerFilters, writeFilters);

  return (
    <>
      <PageHeader
        title="NDR"
        description="What buyers asked for after a failed delivery, and whether it was approved."
      />
      <CustomerRequestsTable query={data} filters={filters} onFiltersChange={changeFilters} />
    </>
  );
}
