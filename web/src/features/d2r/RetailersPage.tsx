import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { RetailersPageQuery } from '../../__generated__/RetailersPageQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { readRetailerList, retailerRouteVariables, writeRetailerList } from './retailerList';
import { RetailersTable } from './RetailersTable';

const query = graphql`
  query RetailersPageQuery(
    $first: Int
    $company: ID
    $search: String
    $searchBy: RetailerSearchField
    $retailCluster: RetailCluster
    $retailerClass: RetailerClass
    $active: Boolean
    $sort: RetailerSort
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        ...BrandFilter_company
      }
    }
    ...RetailersTable_query
      @arguments(
        first: $first
        company: $company
        search: $search
        searchBy: $searchBy
        retailCluster: $retailCluster
        retailerClass: $retailerClass
        active: $active
        sort: $sort
      )
  }
`;

/** The first visit reads the brand, filters and page from the URL; later changes refetch the list. */
export function retailersLoader({ request }: LoaderFunctionArgs) {
  const variables = retailerRouteVariables(new URL(request.url).searchParams);
  return loadRouteQuery<RetailersPageQuery>(query, {
    ...variables,
    companyId: variables.company ?? '',
    withCompany: variables.company !== null,
  });
}

/** Filters, sort and page refetch only the list; another brand loads the page again. */
export const retailersShouldRevalidate = revalidateOnCompanyChange;

/** /admin/d2r/retailers: the shops brands sell to directly, their salesman and credit. */
export function RetailersPage() {
  const data = useRouteQuery<RetailersPageQuery>(query);
  const [list, changeList] = useUrlFilters(readRetailerList, writeRetailerList);
  const loadedCompany = data.node?.company ?? null;

  const companyFilter = (
    <BrandFilter
      company={loadedCompany}
      chosen={list.company !== null}
      onSelect={(company) => changeList({ ...list, company, page: 1 })}
    />
  );

  return (
    <>
      <PageHeader
        title="Retailers"
        description="The shops brands sell to directly: their cluster, class, salesman and credit."
      />
      <RetailersTable query={data} list={list} onListChange={changeList} companyFilter={companyFilter} />
    </>
  );
}
