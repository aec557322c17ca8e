import { MSG } from '@parcelo/common';
import { Box, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminBrandsPageQuery } from '../../__generated__/AdminBrandsPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { brandsPath, brandsQueryVariables, readBrandsParams, type BrandsTab } from './brandsParams';
import { BrandsSidebar } from './BrandsSidebar';
import { cataloguePricingPath } from './cataloguePricing';
import { CatalogueProducts } from './CatalogueProducts';
import { CompanySearch } from '../../lib/CompanySearch';
import { WsinTable } from './WsinTable';

/** The placeholder until a brand is chosen. To move to @parcelo/common's MSG (requested). */

// Only the open tab's list is fetched, and nothing company-scoped before a company is chosen.
const query = graphql`
  query AdminBrandsPageQuery($company: ID!, $withCompany: Boolean!, $withProducts: Boolean!, $withWsins: Boolean!) {
    node(id: $company) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        name
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
    ...CatalogueProducts_query @include(if: $withProducts) @arguments(company: $company) @alias(as: "productsTab")
    ...WsinTable_query @include(if: $withWsins) @arguments(company: $company) @alias(as: "wsinTab")
  }
`;

const TITLES: Record<BrandsTab, string> = { products: 'Products', wsin: 'WSIN' };

export function adminBrandsLoader({ request }: LoaderFunctionArgs) {
  const params = readBrandsParams(new URL(request.url).searchParams);
  return loadRouteQuery<AdminBrandsPageQuery>(query, brandsQueryVariables(params));
}

/** /admin/brands?company=<id>&tab=products|wsin: a brand's catalogue and WSINs, with the admin's WSIN mapping. */
export function AdminBrandsPage() {
  const data = useRouteQuery<AdminBrandsPageQuery>(query);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { tab } = readBrandsParams(searchParams);
  // An id that names no company (a stale link) counts as none chosen.
  const company = data.node?.company ?? null;
  const companySearch = data.node?.companySearch ?? null;
  const companyId = company?.id ?? null;

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <BrandsSidebar company={companyId} tab={tab} />
      <Box flex="1" minW="0" w="full">
        <PageHeader title={company ? `${TITLES[tab]} · ${company.name}` : 'Brands'} />
        <Stack gap="5">
          <CompanySearch
            // A new company gets a fresh box showing its name.
            key={companyId ?? 'none'}
            company={companySearch}
            onSelect={(id) => navigate(brandsPath({ company: id, tab }))}
          />
          {!company ? (
            <Card.Root variant="outline">
              <Card.Body>
                <Text color="fg.muted">{MSG.selectCompany}</Text>
              </Card.Body>
            </Card.Root>
          ) : tab === 'products' && data.productsTab ? (
            <Stack gap="4">
              <Box>
                <Button asChild variant="outline" size="sm">
                  <RouterLink to={cataloguePricingPath({ company: company.id, store: null })}>
                    Catalogue pricing
                  </RouterLink>
                </Button>
              </Box>
              <CatalogueProducts key={company.id} query={data.productsTab} company={company.id} adminView />
            </Stack>
          ) : tab === 'wsin' && data.wsinTab ? (
            <WsinTable key={company.id} query={data.wsinTab} company={company.id} />
          ) : null}
        </Stack>
      </Box>
    </Flex>
  );
}
