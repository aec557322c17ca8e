import { MSG } from '@parcelo/common';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import type { RetailDiscountsPageQuery } from '../../__generated__/RetailDiscountsPageQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { saveDownload } from '../../lib/download';
import { PageHeader } from '../../lib/PageHeader';
import { loadBrandPage, useRememberedBrand } from '../../lib/brandPage';
import { useRouteQuery } from '../../lib/relay/routeQuery';
import { D2R_COMPANY_SCOPE } from '../../lib/storedCompany';
import { notifyError } from '../../lib/toaster';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { RetailDiscountDialog } from './RetailDiscountDialog';
import { RetailDiscountsTable, retailDiscountsConnection } from './RetailDiscountsTable';
import { retailDiscountUploadPath } from './RetailDiscountUploadPage';
import { discountRouteVariables, readDiscountList, salesmenExportUrl, writeDiscountList } from './retailDiscountList';

const query = graphql`
  query RetailDiscountsPageQuery(
    $first: Int
    $search: String
    $sort: RetailDiscountSort
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        ...BrandFilter_company
        ...RetailDiscountsTable_company @arguments(first: $first, search: $search, sort: $sort)
      }
    }
  }
`;

/**
 * The first visit reads the brand, search, sort and page from the URL; without a brand there,
 * the one chosen last on D2R's brand pages opens. Later changes refetch the list.
 */
export function retailDiscountsLoader({ request }: LoaderFunctionArgs) {
  const variables = discountRouteVariables(new URL(request.url).searchParams);
  return loadBrandPage<RetailDiscountsPageQuery>(request, D2R_COMPANY_SCOPE, query, variables);
}

/** Search, sort and page refetch only the list; another brand loads the page again. */
export const retailDiscountsShouldRevalidate = revalidateOnCompanyChange;

/** Download Salesmen Data: the chosen brand's salesmen as a CSV file. */
function SalesmenDataButton({ company }: { company: string }) {
  const [isLoading, setLoading] = useState(false);
  const download = () => {
    setLoading(true);
    saveDownload(salesmenExportUrl(company), 'salesmen.csv')
      .catch((error: unknown) => notifyError(error))
      .finally(() => setLoading(false));
  };
  return (
    <Button variant="outline" onClick={download} loading={isLoading}>
      Download Salesmen Data
    </Button>
  );
}

/**
 * /admin/d2r/retail-discount: a brand's discounts to its retailers, by product and by class,
 * cluster or all retailers, over the days they are effective; added one by one or as a sheet.
 */
export function RetailDiscountsPage() {
  const data = useRouteQuery<RetailDiscountsPageQuery>(query);
  const [list, changeList] = useUrlFilters(readDiscountList, writeDiscountList);
  const [adding, setAdding] = useState(false);
  const loaded = data.node?.company ?? null;
  const chooseCompany = useRememberedBrand(D2R_COMPANY_SCOPE, loaded?.id ?? null, (company) =>
    changeList({ ...list, company, search: '', page: 1 }),
  );
  const companyFilter = <BrandFilter company={loaded} chosen={list.company !== null} onSelect={chooseCompany} />;
  const company = loaded && list.company ? list.company : null;

  return (
    <>
      <PageHeader
        title="Retail Discount"
        description="Discounts a brand gives its retailers on its products: the most specific one for the retailer (its class, then its cluster, then all retailers) prices each D2R order on the day it is taken."
        actions={
          company && (
            <HStack gap="2" wrap="wrap">
              <SalesmenDataButton company={company} />
              <Button variant="outline" asChild>
                <RouterLink to={retailDiscountUploadPath(company)}>Upload discounts</RouterLink>
              </Button>
              <Button onClick={() => setAdding(true)}>Add discount</Button>
            </HStack>
          )
        }
      />
      {loaded && company ? (
        <>
          <RetailDiscountsTable
            company={loaded}
            list={{ ...list, company }}
            onListChange={changeList}
            companyFilter={companyFilter}
          />
          <RetailDiscountDialog
            open={adding}
            onClose={() => setAdding(false)}
            company={company}
            connection={retailDiscountsConnection(loaded.id, list)}
          />
        </>
      ) : (
        <Stack gap="4">
          <Box>{companyFilter}</Box>
          <Text color="fg.muted">{MSG.selectCompany}</Text>
        </Stack>
      )}
    </>
  );
}
