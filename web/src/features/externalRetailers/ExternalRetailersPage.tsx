import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { ExternalRetailersPageQuery } from '../../__generated__/ExternalRetailersPageQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { PageHeader } from '../../lib/PageHeader';
import { loadBrandPage, useRememberedBrand } from '../../lib/brandPage';
import { useRouteQuery } from '../../lib/relay/routeQuery';
import { D2R_COMPANY_SCOPE } from '../../lib/storedCompany';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import {
  externalRetailerRouteVariables,
  readExternalRetailerList,
  writeExternalRetailerList,
} from './externalRetailerList';
import { ExternalRetailersTable } from './ExternalRetailersTable';

const query = graphql`
  query ExternalRetailersPageQuery(
    $first: Int
    $company: ID
    $search: String
    $onboarded: Boolean
    $sort: ExternalRetailerSort
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        ...BrandFilter_company
      }
    }
    ...ExternalRetailersTable_query
      @arguments(first: $first, company: $company, search: $search, onboarded: $onboarded, sort: $sort)
  }
`;

/**
 * The first visit reads the brand, filters and page from the URL; without a brand there, the
 * one chosen last on D2R's brand pages opens. Later changes refetch the list.
 */
export function externalRetailersLoader({ request }: LoaderFunctionArgs) {
  const variables = externalRetailerRouteVariables(new URL(request.url).searchParams);
  return loadBrandPage<ExternalRetailersPageQuery>(request, D2R_COMPANY_SCOPE, query, variables);
}

/** Filters and page refetch only the list; another brand loads the page again. */
export const externalRetailersShouldRevalidate = revalidateOnCompanyChange;

/** /admin/d2r/external-retailers: shops a brand's field team has found but not yet onboarded. */
export function ExternalRetailersPage() {
  const data = useRouteQuery<ExternalRetailersPageQuery>(query);
  const [list, changeList] = useUrlFilters(readExternalRetailerList, writeExternalRetailerList);
  const loadedCompany = data.node?.company ?? null;
  const chooseCompany = useRememberedBrand(D2R_COMPANY_SCOPE, loadedCompany?.id ?? null, (company) =>
    changeList({ ...list, company, page: 1 }),
  );

  return (
    <>
      <PageHeader
        title="External Retailers"
        description="Shops the field team has found (on a distributor's list, in a survey) but not yet onboarded. Upload them by sheet; Onboard makes one a retailer."
      />
      <ExternalRetailersTable
        query={data}
        list={list}
        onListChange={changeList}
        companyFilter={<BrandFilter company={loadedCompany} chosen={list.company !== null} onSelect={chooseCompany} />}
      />
    </>
  );
}
