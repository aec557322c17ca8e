import { graphql } from 'react-relay';
import type { CataloguePageQuery } from '../../__generated__/CataloguePageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { PageWithSidebar } from '../../lib/PageWithSidebar';
import { CatalogueProducts } from './CatalogueProducts';
import { CatalogueSidebar } from './CatalogueSidebar';

const query = graphql`
  query CataloguePageQuery {
    ...CatalogueProducts_query
    ...CatalogueSidebar_query
  }
`;

/** The first page of the seller's catalogue, newest first; filters refetch the table's connection. */
export function catalogueLoader() {
  return loadRouteQuery<CataloguePageQuery>(query, {});
}

/** /catalogs: the seller's catalogue, with its sidebar and the product drawer. */
export function CataloguePage() {
  const data = useRouteQuery<CataloguePageQuery>(query);
  return (
    <PageWithSidebar title="Catalog" sidebar={<CatalogueSidebar query={data} />}>
      <PageHeader title="Catalog" />
      <CatalogueProducts query={data} adminView={false} />
    </PageWithSidebar>
  );
}
