import { MSG } from '@parcelo/common';
import { Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { CataloguePricingPageQuery } from '../../__generated__/CataloguePricingPageQuery.graphql';
import { saveDownload } from '../../lib/download';
import { FormField, type Option } from '../../lib/FormField';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyError } from '../../lib/toaster';
import { PageHeader } from '../../lib/PageHeader';
import { readWarehouseOption } from '../warehouses/useWarehouseOptions';
import {
  CATALOGUE_PRICING_CSV_NAME,
  cataloguePricingCsvUrl,
  cataloguePricingPath,
  cataloguePricingQueryVariables,
  readCataloguePricingParams,
} from './cataloguePricing';
import { CataloguePricingTable } from './CataloguePricingTable';
import { CataloguePricingUploadDialog } from './CataloguePricingUploadDialog';
import { CompanySearch } from '../../lib/CompanySearch';

// Nothing company-scoped before a company is chosen, and no prices before a store is.
// The stores are read through the company, so an id naming no company lists none.
const query = graphql`
  query CataloguePricingPageQuery($company: ID!, $store: ID!, $withCompany: Boolean!, $withPricing: Boolean!) {
    node(id: $company) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        warehouses(first: 50) {
          edges {
            node {
              ...useWarehouseOptions_warehouse
            }
          }
        }
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
    ...CataloguePricingTable_query
      @include(if: $withPricing)
      @arguments(company: $company, store: $store)
      @alias(as: "pricing")
  }
`;

export function cataloguePricingLoader({ request }: LoaderFunctionArgs) {
  const params = readCataloguePricingParams(new URL(request.url).searchParams);
  return loadRouteQuery<CataloguePricingPageQuery>(query, cataloguePricingQueryVariables(params));
}

/**
 * /admin/catalogue-pricing?company=<id>&store=<id>: a company's catalogue priced
 * at one of its stores, downloaded as CSV and uploaded back with new discounts.
 */
export function CataloguePricingPage() {
  const data = useRouteQuery<CataloguePricingPageQuery>(query);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readCataloguePricingParams(searchParams);
  // An id that names no company (a stale link) counts as none chosen.
  const company = data.node?.company ?? null;
  const companySearch = data.node?.companySearch ?? null;
  const companyId = company?.id ?? null;
  const store = company ? params.store : null;
  const warehouses = company?.warehouses ?? null;
  const [isDownloading, setDownloading] = useState(false);
  // The company and store the upload dialog was opened for: leaving them (Back) closes it.
  const [uploadFor, setUploadFor] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  const storeOptions = useMemo<readonly Option[]>(
    () => warehouses?.edges.map((edge) => readWarehouseOption(edge.node)) ?? [],
    [warehouses],
  );
  // Null when the warehouse service is unavailable; an empty list is a company with no warehouses yet.
  const storeError = company && !warehouses ? MSG.warehousesLoadFailed : undefined;
  const storeHelp = warehouses && storeOptions.length === 0 ? 'This company has no warehouses to price at.' : undefined;

  // Both buttons need a company and a store.
  const chosen = companyId && store ? { company: companyId, store } : null;
  const chosenKey = chosen ? `${chosen.company}/${chosen.store}` : null;
  // Forgotten once left, so coming Forward again does not reopen it.
  if (uploadFor !== null && uploadFor !== chosenKey) setUploadFor(null);

  const download = () => {
    if (!chosen) return;
    setDownloading(true);
    saveDownload(cataloguePricingCsvUrl(chosen.company, chosen.store), CATALOGUE_PRICING_CSV_NAME)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <PageHeader title="Catalogue pricing" />
      <Stack gap="5">
        <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
          <Box flex="1" minW={{ md: '64' }} maxW={{ md: 'md' }}>
            <CompanySearch
              // A new company gets a fresh box showing its name.
              key={companyId ?? 'none'}
              company={companySearch}
              // Another company's stores are not this one's: the store is chosen again.
              onSelect={(id) => void navigate(cataloguePricingPath({ company: id, store: null }))}
            />
          </Box>
          <Box w={{ base: 'full', md: '72' }}>
            <FormField
              kind="select"
              label="Store"
              name="store"
              value={store ?? ''}
              onChange={(next) =>
                companyId && void navigate(cataloguePricingPath({ company: companyId, store: next || null }))
              }
              options={storeOptions}
              placeholder="Select store"
              disabled={!company || storeOptions.length === 0}
              error={storeError}
              {...(storeHelp && { helperText: storeHelp })}
            />
          </Box>
          <HStack ms={{ md: 'auto' }} gap="2">
            <Button variant="outline" onClick={download} disabled={!chosen} loading={isDownloading}>
              Download Catalogue
            </Button>
            <Button onClick={() => setUploadFor(chosenKey)} disabled={!chosen}>
              Upload Catalogue
            </Button>
          </HStack>
        </Flex>

        {!company || !store ? (
          <Card.Root variant="outline">
            <Card.Body>
              <Text color="fg.muted">{company ? MSG.selectStore : MSG.selectCompany}</Text>
            </Card.Body>
          </Card.Root>
        ) : data.pricing ? (
          <CataloguePricingTable key={chosenKey} query={data.pricing} refreshKey={refreshKey} />
        ) : null}
      </Stack>

      {chosen && (
        <CataloguePricingUploadDialog
          open={uploadFor !== null && uploadFor === chosenKey}
          onClose={() => setUploadFor(null)}
          company={chosen.company}
          store={chosen.store}
          onUploaded={() => setRefreshKey((key) => key + 1)}
        />
      )}
    </>
  );
}
