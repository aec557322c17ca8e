import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { CreditNotesPageQuery } from '../../__generated__/CreditNotesPageQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { PageHeader } from '../../lib/PageHeader';
import { loadBrandPage, useRememberedBrand } from '../../lib/brandPage';
import { useRouteQuery } from '../../lib/relay/routeQuery';
import { D2R_COMPANY_SCOPE } from '../../lib/storedCompany';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { creditNoteRouteVariables, readCreditNoteList, writeCreditNoteList } from './creditNoteList';
import { CreditNotesTable } from './CreditNotesTable';

const query = graphql`
  query CreditNotesPageQuery(
    $first: Int
    $company: ID
    $start: String
    $end: String
    $searchBy: D2rCreditNoteSearchField
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
    ...CreditNotesTable_query
      @arguments(first: $first, company: $company, start: $start, end: $end, searchBy: $searchBy, search: $search)
  }
`;

/**
 * The first visit reads the brand, filters and page from the URL; without a brand there, the
 * one chosen last on D2R's brand pages opens. Later changes refetch the list.
 */
export function creditNotesLoader({ request }: LoaderFunctionArgs) {
  const variables = creditNoteRouteVariables(new URL(request.url).searchParams);
  return loadBrandPage<CreditNotesPageQuery>(request, D2R_COMPANY_SCOPE, query, variables);
}

/** Filters and page refetch only what changed; another brand loads the page again. */
export const creditNotesShouldRevalidate = revalidateOnCompanyChange;

/** /admin/d2r/credit-notes: what was credited to retailers for returns and price corrections, with each note's PDF. */
export function CreditNotesPage() {
  const data = useRouteQuery<CreditNotesPageQuery>(query);
  const [list, changeList] = useUrlFilters(readCreditNoteList, writeCreditNoteList);
  const loadedCompany = data.node?.company ?? null;
  const chooseCompany = useRememberedBrand(D2R_COMPANY_SCOPE, loadedCompany?.id ?? null, (company) =>
    changeList({ ...list, company, page: 1 }),
  );

  return (
    <>
      <PageHeader
        title="Credit Note"
        description="Credit notes raised on retailers' invoices for goods returned or prices corrected. Raise one from an invoice's drawer."
      />
      <CreditNotesTable
        query={data}
        list={list}
        onListChange={changeList}
        companyFilter={<BrandFilter company={loadedCompany} chosen={list.company !== null} onSelect={chooseCompany} />}
      />
    </>
  );
}
