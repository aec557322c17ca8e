import { Tabs } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { PromoterStockDetailsPageQuery } from '../../__generated__/PromoterStockDetailsPageQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { PageHeader } from '../../lib/PageHeader';
import { loadBrandPage, useRememberedBrand } from '../../lib/brandPage';
import { useRouteQuery } from '../../lib/relay/routeQuery';
import { D2R_COMPANY_SCOPE } from '../../lib/storedCompany';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { PromoterStockTable } from './PromoterStockTable';
import { promoterStockRouteVariables, readPromoterStockList, writePromoterStockList } from './promoterStockList';
import { SellThroughView } from './SellThroughView';

const query = graphql`
  query PromoterStockDetailsPageQuery(
    $first: Int
    $company: ID
    $start: String
    $end: String
    $stockType: PromoterStockType
    $promoter: ID
    $retailer: ID
    $search: String
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        ...BrandFilter_company
      }
    }
    ...PromoterStockTable_query
      @arguments(
        first: $first
        company: $company
        start: $start
        end: $end
        stockType: $stockType
        promoter: $promoter
        retailer: $retailer
        search: $search
      )
  }
`;

/**
 * The first visit reads the brand, filters and page from the URL; without a brand there, the
 * one chosen last on D2R's brand pages opens. Later changes refetch the list.
 */
export function promoterStockDetailsLoader({ request }: LoaderFunctionArgs) {
  const variables = promoterStockRouteVariables(new URL(request.url).searchParams);
  return loadBrandPage<PromoterStockDetailsPageQuery>(request, D2R_COMPANY_SCOPE, query, variables);
}

/** Filters, page and tab refetch only what changed; another brand loads the page again. */
export const promoterStockDetailsShouldRevalidate = revalidateOnCompanyChange;

/** /admin/d2r/promoter-stock: the stock promoters counted in brands' shops, and what the shops sold between counts. */
export function PromoterStockDetailsPage() {
  const data = useRouteQuery<PromoterStockDetailsPageQuery>(query);
  const [list, changeList] = useUrlFilters(readPromoterStockList, writePromoterStockList);
  const loadedCompany = data.node?.company ?? null;

  const chooseCompany = useRememberedBrand(D2R_COMPANY_SCOPE, loadedCompany?.id ?? null, (company) =>
    changeList({ ...list, company, promoter: null, retailer: null, page: 1 }),
  );

  const companyFilter = <BrandFilter company={loadedCompany} chosen={list.company !== null} onSelect={chooseCompany} />;

  return (
    <>
      <PageHeader
        title="Promoter Stock Details"
        description="The stock promoters counted in retailers' shops as each day opened and closed, and what the shops sold between counts."
      />
      <Tabs.Root
        value={list.tab}
        onValueChange={({ value }) =>
          changeList({ ...list, tab: value === 'sell-through' ? 'sell-through' : 'counts' })
        }
        variant="line"
        mb="5"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="counts">Stock counts</Tabs.Trigger>
          <Tabs.Trigger value="sell-through">Sell-through</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="counts">
          <PromoterStockTable query={data} list={list} onListChange={changeList} companyFilter={companyFilter} />
        </Tabs.Content>
        <Tabs.Content value="sell-through">
          <SellThroughView
            company={list.company}
            from={list.from}
            to={list.to}
            onDaysChange={(days) => changeList({ ...list, ...days, page: 1 })}
            companyFilter={companyFilter}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
