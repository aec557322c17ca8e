import { MSG } from '@parcelo/common';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { BrandsPreferencesPageQuery } from '../../__generated__/BrandsPreferencesPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { brandsCompany } from '../../lib/brandsParams';
import { PreferenceCards } from './PreferenceCards';

const query = graphql`
  query BrandsPreferencesPageQuery($company: ID!) {
    node(id: $company) {
      ... on Company @alias(as: "company") {
        ...PreferenceCards_company
      }
    }
  }
`;

export function brandsPreferencesLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<BrandsPreferencesPageQuery>(query, { company: brandsCompany(request)! });
}

/** Brands > Preferences: the chosen brand's preferences, every one of them the admin's to change. */
export function BrandsPreferencesPage() {
  const { node } = useRouteQuery<BrandsPreferencesPageQuery>(query);
  return node?.company ? <PreferenceCards company={node.company} admin /> : <FormAlert message={MSG.notFound} />;
}
