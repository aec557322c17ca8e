import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { BrandsTasksPageQuery } from '../../__generated__/BrandsTasksPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { brandsCompany, useBrandsCompany } from '../../lib/brandsParams';
import { TaskCenterTable } from './TaskCenterTable';

const query = graphql`
  query BrandsTasksPageQuery($company: ID!) {
    ...TaskCenterTable_query @arguments(company: $company)
  }
`;

export function brandsTasksLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<BrandsTasksPageQuery>(query, { company: brandsCompany(request)! });
}

/** Brands > TaskCenterAdmin: a brand's background tasks as its seller sees them, changing live. */
export function BrandsTasksPage() {
  const data = useRouteQuery<BrandsTasksPageQuery>(query);
  const company = useBrandsCompany();
  return <TaskCenterTable key={company} query={data} company={company} />;
}
