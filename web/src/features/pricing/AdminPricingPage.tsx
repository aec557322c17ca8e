import { MSG } from '@parcelo/common';
import { Card, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminPricingPageQuery } from '../../__generated__/AdminPricingPageQuery.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PricingForm } from './PricingForm';

// Nothing is fetched before a brand is chosen.
const query = graphql`
  query AdminPricingPageQuery($company: ID!, $withCompany: Boolean!) {
    node(id: $company) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        name
        pricingPreferences {
          ...PricingForm_pricingPreferences
        }
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
  }
`;

const companyOf = (params: URLSearchParams) => params.get('company')?.trim() || null;

export function adminPricingLoader({ request }: LoaderFunctionArgs) {
  const company = companyOf(new URL(request.url).searchParams);
  return loadRouteQuery<AdminPricingPageQuery>(query, { company: company ?? '', withCompany: company !== null });
}

/** Admin Billing > Pricing (`?company=`): a brand's rate card, to set. */
export function AdminPricingPage() {
  const data = useRouteQuery<AdminPricingPageQuery>(query);
  const [, setParams] = useSearchParams();
  // An id that names no company (a stale link) counts as none chosen.
  const company = data.node?.company ?? null;
  return (
    <>
      <PageHeader
        title={company ? `Pricing · ${company.name}` : 'Pricing'}
        description="Each brand's rate card: what its wallet is charged for shipping, COD, returns, messages, the platform and storage."
      />
      <Stack gap="5">
        <CompanySearch
          // A new company gets a fresh box showing its name.
          key={company?.id ?? 'none'}
          company={data.node?.companySearch ?? null}
          onSelect={(id) => setParams({ company: id })}
        />
        {company ? (
          <PricingForm key={company.id} company={company.id} pricingPreferences={company.pricingPreferences} />
        ) : (
          <Card.Root variant="outline">
            <Card.Body>
              <Text color="fg.muted">{MSG.selectCompany}</Text>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </>
  );
}
