import { Box, Stack, Tabs } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { InvoiceDrawerQuery } from '../../__generated__/InvoiceDrawerQuery.graphql';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { PageHeader } from '../../lib/PageHeader';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadBrandPage, useRememberedBrand } from '../../lib/brandPage';
import { useRouteQuery } from '../../lib/relay/routeQuery';
import { D2R_COMPANY_SCOPE } from '../../lib/storedCompany';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { AgeingView } from './AgeingView';
import { InvoiceDrawer, invoiceDrawerQuery } from './InvoiceDrawer';
import { INVOICE_PARAM, invoiceRouteVariables, readInvoiceList, writeInvoiceList } from './invoiceList';
import { InvoicesTable } from './InvoicesTable';

const TABS = ['invoices', 'ageing'] as const;

const query = graphql`
  query InvoicesPageQuery(
    $first: Int
    $company: ID
    $start: String
    $end: String
    $searchBy: D2rInvoiceSearchField
    $search: String
    $status: D2rInvoiceStatusFilter
    $sort: D2rInvoiceSort
    $salesman: ID
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        ...BrandFilter_company
      }
    }
    ...InvoicesTable_query
      @arguments(
        first: $first
        company: $company
        start: $start
        end: $end
        searchBy: $searchBy
        search: $search
        status: $status
        sort: $sort
        salesman: $salesman
      )
  }
`;

/**
 * The first visit reads the brand, filters and page from the URL; without a brand there, the
 * one chosen last on D2R's brand pages opens. Later changes refetch the list.
 */
export function invoicesLoader({ request }: LoaderFunctionArgs) {
  const variables = invoiceRouteVariables(new URL(request.url).searchParams);
  return loadBrandPage<InvoicesPageQuery>(request, D2R_COMPANY_SCOPE, query, variables);
}

/** Filters, sort, page, tab and drawer refetch only what changed; another brand loads the page again. */
export const invoicesShouldRevalidate = revalidateOnCompanyChange;

/** /admin/d2r/invoices: the invoices of brands' direct retail orders, their collection, and what is owed how long. */
export function InvoicesPage() {
  const data = useRouteQuery<InvoicesPageQuery>(query);
  const [list, changeList] = useUrlFilters(readInvoiceList, writeInvoiceList);
  const { openId, open, drawer } = useUrlDrawer<InvoiceDrawerQuery>(INVOICE_PARAM, invoiceDrawerQuery);
  const loadedCompany = data.node?.company ?? null;

  const chooseCompany = useRememberedBrand(D2R_COMPANY_SCOPE, loadedCompany?.id ?? null, (company) =>
    changeList({ ...list, company, page: 1 }),
  );

  const companyFilter = <BrandFilter company={loadedCompany} chosen={list.company !== null} onSelect={chooseCompany} />;

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Invoices of retailers' orders: who holds each for collection, what was paid and what is still owed."
      />
      <Tabs.Root
        value={list.tab}
        onValueChange={({ value }) => changeList({ ...list, tab: TABS.find((tab) => tab === value) ?? 'invoices' })}
        variant="line"
        mb="5"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="invoices">Invoices</Tabs.Trigger>
          <Tabs.Trigger value="ageing">Ageing</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="invoices">
          <InvoicesTable
            query={data}
            list={list}
            onListChange={changeList}
            companyFilter={companyFilter}
            openInvoiceId={openId}
            onOpenInvoice={open}
          />
        </Tabs.Content>
        <Tabs.Content value="ageing">
          <Stack gap="4">
            <Box>{companyFilter}</Box>
            <AgeingView
              company={list.company}
              by={list.ageingBy}
              onByChange={(ageingBy) => changeList({ ...list, ageingBy })}
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <InvoiceDrawer {...drawer} />
    </>
  );
}
