import { MSG } from '@parcelo/common';
import { graphql } from 'react-relay';
import type { SellerPricingPageQuery } from '../../__generated__/SellerPricingPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { RateCard } from './RateCard';

const query = graphql`
  query SellerPricingPageQuery {
    pricingPreferences {
      ...RateCard_pricingPreferences
    }
  }
`;

export function sellerPricingLoader() {
  return loadRouteQuery<SellerPricingPageQuery>(query, {});
}

/** Billing > Pricing: the seller's rate card, read-only, with how each charge is worked out. */
export function SellerPricingPage() {
  const { pricingPreferences } = useRouteQuery<SellerPricingPageQuery>(query);
  return (
    <>
      <PageHeader
        title="Pricing"
        description="What Parcelo charges your wallet for each service. Only Parcelo changes these rates; write to support to discuss them."
      />
      {pricingPreferences ? <RateCard pricingPreferences={pricingPreferences} /> : <FormAlert message={MSG.notFound} />}
    </>
  );
}
