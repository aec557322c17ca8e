import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { ShippingPackagesPageQuery } from '../../__generated__/ShippingPackagesPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange } from '../../lib/useUrlFilters';
import { packageRouteVariables } from './packageList';
import { ShippingPackagesTable } from './ShippingPackagesTable';

const query = graphql`
  query ShippingPackagesPageQuery(
    $first: Int
    $active: Boolean
    $search: String
    $searchBy: ShippingPackageSearchField
    $sort: ShippingPackageSort
  ) {
    viewer {
      company {
        ...ShippingPackagesTable_company
          @arguments(first: $first, active: $active, search: $search, searchBy: $searchBy, sort: $sort)
      }
    }
  }
`;

export function shippingPackagesLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<ShippingPackagesPageQuery>(query, packageRouteVariables(new URL(request.url).searchParams));
}

/** The filters change only the URL's parameters and the list refetches itself. */
export const shippingPackagesShouldRevalidate = revalidateOnPathChange;

/** /settings/shipping-packages: the boxes the company ships in, and the default one orders take. */
export function ShippingPackagesPage() {
  const data = useRouteQuery<ShippingPackagesPageQuery>(query);
  const company = data.viewer?.company;
  return (
    <>
      <PageHeader
        title="Shipping Packages"
        description="The boxes you ship in. Orders placed without dimensions take the default package's."
      />
      {company ? (
        <ShippingPackagesTable company={company} />
      ) : (
        <Text color="fg.muted">Shipping packages belong to a seller's company.</Text>
      )}
    </>
  );
}
