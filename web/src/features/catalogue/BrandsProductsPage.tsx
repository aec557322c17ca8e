import { Button, HStack, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import type { BrandsProductsPageQuery } from '../../__generated__/BrandsProductsPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { brandsCompany, useBrandsCompany } from '../../lib/brandsParams';
import { cataloguePricingPath } from './cataloguePricing';
import { CatalogueProducts } from './CatalogueProducts';
import { wsinSheetPath } from './wsinSheets';

const query = graphql`
  query BrandsProductsPageQuery($company: ID!) {
    ...CatalogueProducts_query @arguments(company: $company)
  }
`;

export function brandsProductsLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<BrandsProductsPageQuery>(query, { company: brandsCompany(request)! });
}

/** Brands > Products: a brand's catalogue, with the admin's WSIN mapping in each product's drawer. */
export function BrandsProductsPage() {
  const data = useRouteQuery<BrandsProductsPageQuery>(query);
  const company = useBrandsCompany();
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Button asChild variant="outline" size="sm">
          <RouterLink to={cataloguePricingPath({ company, store: null })}>Catalogue pricing</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={wsinSheetPath('wsinMaps', company)}>Upload WSIN mapping</RouterLink>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <a href="/files/templates/bulk-wsin-mapping.xlsx" download>
            Download mapping template
          </a>
        </Button>
      </HStack>
      <CatalogueProducts key={company} query={data} company={company} adminView />
    </Stack>
  );
}
