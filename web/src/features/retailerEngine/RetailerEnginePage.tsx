import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { RetailerEnginePageQuery } from '../../__generated__/RetailerEnginePageQuery.graphql';
import type { SuggestedOrderDrawerQuery } from '../../__generated__/SuggestedOrderDrawerQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { PageHeader } from '../../lib/PageHeader';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadBrandPage, useRememberedBrand } from '../../lib/brandPage';
import { useRouteQuery } from '../../lib/relay/routeQuery';
import { D2R_COMPANY_SCOPE } from '../../lib/storedCompany';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { RETAILER_PARAM, engineRouteVariables, readEngineList, writeEngineList } from './engineList';
import { RetailerEnginePanel } from './RetailerEnginePanel';
import { RetailerEngineTable } from './RetailerEngineTable';
import { SuggestedOrderDrawer, suggestedOrderDrawerQuery } from './SuggestedOrderDrawer';

const query = graphql`
  query RetailerEnginePageQuery(
    $first: Int
    $engineClass: RetailerClass
    $changed: Boolean
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        ...BrandFilter_company
      }
    }
    ...RetailerEnginePanel_query @include(if: $withCompany) @alias(as: "panel") @arguments(company: $companyId)
    ...RetailerEngineTable_query
      @include(if: $withCompany)
      @alias(as: "table")
      @arguments(first: $first, company: $companyId, engineClass: $engineClass, changed: $changed)
  }
`;

/**
 * The first visit reads the brand, filters and page from the URL; without a brand there, the
 * one chosen last on D2R's brand pages opens.
 */
export function retailerEngineLoader({ request }: LoaderFunctionArgs) {
  const variables = engineRouteVariables(new URL(request.url).searchParams);
  return loadBrandPage<RetailerEnginePageQuery>(request, D2R_COMPANY_SCOPE, query, variables);
}

/** Filters, page and drawer refetch only what changed; another brand loads the page again. */
export const retailerEngineShouldRevalidate = revalidateOnCompanyChange;

/** /admin/d2r/retailer-engine: a brand's retailers classed A to E by the engine, and their likely next orders. */
export function RetailerEnginePage() {
  const data = useRouteQuery<RetailerEnginePageQuery>(query);
  const [list, changeList] = useUrlFilters(readEngineList, writeEngineList);
  const { openId, open, drawer } = useUrlDrawer<SuggestedOrderDrawerQuery>(RETAILER_PARAM, suggestedOrderDrawerQuery);
  const [refreshKey, setRefreshKey] = useState(0);
  const loadedCompany = data.node?.company ?? null;

  const chooseCompany = useRememberedBrand(D2R_COMPANY_SCOPE, loadedCompany?.id ?? null, (company) =>
    changeList({ ...list, company, page: 1 }),
  );
  const companyFilter = (
    // One brand at a time: the engine ranks a brand's retailers against each other.
    <BrandFilter company={loadedCompany} chosen={false} onSelect={chooseCompany} />
  );

  return (
    <>
      <PageHeader
        title="Retailer Engine"
        description="Retailers classed A to E by the last 90 days' value, frequency and payment, with each one's likely next order."
      />
      {list.company && data.panel && data.table ? (
        <>
          <RetailerEnginePanel
            key={list.company}
            query={data.panel}
            company={list.company}
            onChanged={() => setRefreshKey((k) => k + 1)}
          />
          <RetailerEngineTable
            query={data.table}
            list={list}
            onListChange={changeList}
            companyFilter={companyFilter}
            openRetailerId={openId}
            onOpenRetailer={open}
            refreshKey={refreshKey}
          />
        </>
      ) : (
        <>
          {companyFilter}
          <Text mt="4" color="fg.muted">
            Choose a brand to see its retailers' classes.
          </Text>
        </>
      )}
      <SuggestedOrderDrawer {...drawer} />
    </>
  );
}
