import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { BrandsWsinPageQuery } from '../../__generated__/BrandsWsinPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { brandsCompany, useBrandsCompany } from '../../lib/brandsParams';
import { WsinTable } from './WsinTable';

const query = graphql`
  query BrandsWsinPageQuery($company: ID!) {
    ...WsinTable_query @arguments(company: $company)
  }
`;

export function brandsWsinLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<BrandsWsinPageQuery>(query, { company: brandsCompany(request)! });
}

/** Brands > WSIN: a brand's WSINs, which the admin creates and maps products to. */
export function BrandsWsinPage() {
  const data = useRouteQuery<BrandsWsinPageQuery>(query);
  const company = useBrandsCompany();
  return <WsinTable key={company} query={data} company={company} />;
}
