import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { BeatsPageQuery } from '../../__generated__/BeatsPageQuery.graphql';
import { BrandFilter } from '../../lib/BrandFilter';
import { PageHeader } from '../../lib/PageHeader';
import { loadBrandPage, useRememberedBrand } from '../../lib/brandPage';
import { useRouteQuery } from '../../lib/relay/routeQuery';
import { D2R_COMPANY_SCOPE } from '../../lib/storedCompany';
import { revalidateOnCompanyChange } from '../../lib/useUrlFilters';
import { readWarehouseOption } from '../warehouses/useWarehouseOptions';
import { BeatPlanForm } from './BeatPlanForm';
import { BeatPlansList } from './BeatPlansList';

const query = graphql`
  query BeatsPageQuery($company: ID, $companyId: ID!, $withCompany: Boolean!) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        ...BrandFilter_company
        warehouses(first: 50) {
          edges {
            node {
              active
              ...useWarehouseOptions_warehouse
            }
          }
        }
      }
    }
    ...BeatPlansList_query @arguments(company: $company)
  }
`;

/** Opens on the brand in the URL, else the one chosen last on D2R's brand pages. */
export function beatsLoader({ request }: LoaderFunctionArgs) {
  const company = new URL(request.url).searchParams.get('company') || null;
  return loadBrandPage<BeatsPageQuery>(request, D2R_COMPANY_SCOPE, query, { company });
}

export const beatsShouldRevalidate = revalidateOnCompanyChange;

/** /admin/d2r/beats: plan a brand's orders into salesmen's beats, edit and give them out, and download them. */
export function BeatsPage() {
  const data = useRouteQuery<BeatsPageQuery>(query);
  const [params, setParams] = useSearchParams();
  // Bumped when a plan starts, so the list fetches it.
  const [version, setVersion] = useState(0);
  const company = data.node?.company ?? null;
  const choose = useRememberedBrand(D2R_COMPANY_SCOPE, company?.id ?? null, (next) =>
    setParams(next ? { company: next } : {}),
  );
  const warehouses = useMemo(
    () =>
      (company?.warehouses?.edges ?? [])
        .filter((edge) => edge.node.active)
        .map((edge) => readWarehouseOption(edge.node)),
    [company?.warehouses],
  );

  return (
    <>
      <PageHeader
        title="Beats"
        description="Plan a brand's orders into beats a vehicle carries from its warehouse, move stops between beats, give each to a salesman and download them."
      />
      <Stack gap="6">
        <BrandFilter company={company} chosen={params.get('company') !== null} onSelect={choose} />
        {company ? (
          <BeatPlanForm
            key={company.id}
            company={company.id}
            warehouses={warehouses}
            onStarted={() => setVersion((v) => v + 1)}
          />
        ) : (
          <Text color="fg.muted">Please select a company from search bar</Text>
        )}
        <Stack gap="3">
          <Heading size="md">Plans</Heading>
          <BeatPlansList query={data} company={company?.id ?? null} version={version} />
        </Stack>
      </Stack>
    </>
  );
}
